import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { projects } from '../../src/resources/projects';
import { designedScreens } from '../screens/defined';
import { formScreens } from '../screens/ResourceScreens';
import { ProjectList } from './ProjectList';
import { ProjectForm } from './ProjectForm';

export default designedScreens(projects, {
  list: ProjectList,
  ...formScreens(ProjectForm, { create: 'Add project', edit: 'Edit project', show: 'Project' }, { status: 'off_plan', published: false, featured: false }),
  icon: HomeWorkIcon,
  recordRepresentation: 'title',
});
