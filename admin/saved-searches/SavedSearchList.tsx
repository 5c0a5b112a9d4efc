import { Datagrid, DateField, FunctionField, List, ReferenceField, SearchInput, SelectInput, TextField } from 'react-admin';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={['pending', 'confirmed', 'unsubscribed'].map((id) => ({ id, name: id }))} />,
  <SelectInput key="frequency" source="frequency" choices={['instant', 'weekly'].map((id) => ({ id, name: id }))} />,
];

/** Visitors' saved searches with e-mail alerts (issue 27): who, which search, how often, confirmed or not, their lead. */
export function SavedSearchList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="email" />
        <FunctionField source="filters" render={(r) => (r.filters ? `/project?${r.filters}` : '/project')} />
        <TextField source="frequency" />
        <TextField source="status" />
        <TextField source="lang" />
        <DateField source="confirmed_at" showTime />
        <ReferenceField source="enquiry_id" reference="enquiries" link="edit" emptyText="-" />
        <DateField source="created_at" showTime />
      </Datagrid>
    </List>
  );
}
