import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { ProjectList } from './ProjectList';
import { ProjectCreate } from './ProjectCreate';
import { ProjectEdit } from './ProjectEdit';

export default { list: ProjectList, create: ProjectCreate, edit: ProjectEdit, icon: HomeWorkIcon, recordRepresentation: 'title' };
