import HistoryIcon from '@mui/icons-material/History';
import { Datagrid, DateField, List, ReferenceField, SearchInput, TextField, TextInput, FunctionField } from 'react-admin';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <TextInput key="resource" source="resource" />, <TextInput key="action" source="action" />];

/** Who changed what and when; nobody edits it. */
export const AuditLogList = () => (
  <List resource="audit-logs" title="Audit log" filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false}>
    <Datagrid rowClick={false} bulkActionButtons={false}>
      <DateField source="created_at" showTime />
      <ReferenceField source="user_id" reference="users" link={false} emptyText="System" />
      <TextField source="action" />
      <TextField source="resource" />
      <TextField source="record_id" />
      <FunctionField source="changes" render={(r: { changes?: unknown }) => (r.changes ? (typeof r.changes === 'string' ? r.changes : JSON.stringify(r.changes)).slice(0, 160) : '')} />
      <TextField source="ip" />
    </Datagrid>
  </List>
);

export default { list: AuditLogList, icon: HistoryIcon };
