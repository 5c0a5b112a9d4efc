import { Create } from 'react-admin';
import { redirectToEdit } from '../common/paths';
import { ProjectForm } from './ProjectForm';

export const ProjectCreate = () => (
  <Create resource="projects" redirect={redirectToEdit} record={{ status: 'off_plan', published: false, featured: false }} title="Add project">
    <ProjectForm />
  </Create>
);
