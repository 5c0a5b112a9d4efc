import { BulkDeleteButton, Datagrid, DateField, DateInput, List, ReferenceField, ReferenceInput, SearchInput, SelectInput, TextField, TextInput, useCanAccess, NumberField } from 'react-admin';
import { ListActions } from '../common/ListActions';
import { ExportAllButton } from './ExportAllButton';
import { StatusChip, STATUS_CHOICES } from './StatusChip';

const endOfDay = (v: string) => (v ? `${v}T23:59:59.999Z` : v);
const startOfDay = (v: string) => (v ? `${v}T00:00:00.000Z` : v);

function leadFilters(withProject: boolean) {
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder="Name, email, phone" />,
    <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
    <DateInput key="from" source="created_at_gte" label="Received from" parse={startOfDay} format={(v: string) => v?.slice(0, 10)} />,
    <DateInput key="to" source="created_at_lte" label="Received to" parse={endOfDay} format={(v: string) => v?.slice(0, 10)} />,
    <TextInput key="source" source="source_path" label="Source page" />,
    ...(withProject ? [<ReferenceInput key="project" source="project_id" reference="projects" />] : []),
    <ReferenceInput key="assignee" source="assignee_id" reference="users" />,
  ];
}

/** Leads newest first, with status chips, filters and an export of every filtered row. */
export function LeadList({ resource }: { resource: 'enquiries' | 'mortgage-enquiries' }) {
  const isMortgage = resource === 'mortgage-enquiries';
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource });
  return (
    <List
      resource={resource}
      title={isMortgage ? 'Mortgage Enquiry' : 'Enquiry'}
      filters={leadFilters(!isMortgage)}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={
        <ListActions create={false}>
          <ExportAllButton filename={resource} />
          <ExportAllButton filename={resource} format="xlsx" />
        </ListActions>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={canDelete ? <BulkDeleteButton /> : false}>
        <DateField source="created_at" showTime label="Received" />
        <TextField source="name" />
        <TextField source="email" />
        <TextField source="phone" />
        {isMortgage ? <NumberField source="loan_amount_aed" /> : <TextField source="budget" />}
        <StatusChip label="Status" source="status" />
        <TextField source="source_path" label="Source page" />
        <ReferenceField source="assignee_id" reference="users" link={false} emptyText="Unassigned" />
      </Datagrid>
    </List>
  );
}
