import { Create } from 'react-admin';
import { redirectToEdit } from '../common/paths';
import { ProjectForm } from './ProjectForm';

// Stable defaults: a new object on every render would make the form reset itself.
const DEFAULTS = { status: 'off_plan', published: false, featured: false };

export const ProjectCreate = () => (
  <Create resource="projects" redirect={redirectToEdit} record={DEFAULTS} title="Add project">
    <ProjectForm />
  </Create>
);
