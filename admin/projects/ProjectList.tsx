import { BooleanField, BulkDeleteButton, Datagrid, DateField, List, NumberField, ReferenceField, SelectField, TextField, useCanAccess } from 'react-admin';
import { ListActions } from '../common/ListActions';
import { editPath } from '../common/paths';
import { PROJECT_STATUS_CHOICES, projectFilters } from './ProjectFilters';

export function ProjectList() {
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource: 'projects' });
  // Read-only roles see the list; rows open the editor only for roles that may change projects.
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: 'projects' });
  return (
    <List resource="projects" filters={projectFilters} actions={<ListActions />} sort={{ field: 'created_at', order: 'DESC' }} title="Projects">
      <Datagrid rowClick={canEdit ? (id) => editPath('projects', id) : false} bulkActionButtons={canDelete ? <BulkDeleteButton /> : false}>
        <TextField source="title" />
        <SelectField source="status" choices={PROJECT_STATUS_CHOICES} />
        <ReferenceField source="developer_id" reference="developers" link={false} />
        <ReferenceField source="area_id" reference="areas" link={false} />
        <NumberField source="starting_price_aed" options={{ style: 'currency', currency: 'AED', maximumFractionDigits: 0 }} />
        <BooleanField source="published" />
        <DateField source="updated_at" showTime />
      </Datagrid>
    </List>
  );
}
