import { Edit } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ProjectForm } from './ProjectForm';

export const ProjectEdit = ({ id }: { id?: string }) => {
  const params = useParams();
  return (
    <Edit resource="projects" id={id ?? params.id} mutationMode="pessimistic" redirect={false} title="Edit project">
      <ProjectForm />
    </Edit>
  );
};
