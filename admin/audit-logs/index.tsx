import HistoryIcon from '@mui/icons-material/History';
import { DateField, ReferenceField, SearchInput, TextField, TextInput, FunctionField } from 'react-admin';
import type { CompactRow } from '../common/CompactList';
import { joinParts } from '../common/format';
import { ListActions } from '../common/ListActions';
import { ResponsiveList } from '../screens/ResponsiveList';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <TextInput key="resource" source="resource" />, <TextInput key="action" source="action" />];

const changesText = (r: { changes?: unknown }) => (r.changes ? (typeof r.changes === 'string' ? r.changes : JSON.stringify(r.changes)).slice(0, 160) : '');

/** Phone row: what happened to which record, by whom and when. */
const phoneRow: CompactRow = {
  primary: (r) => joinParts(r.action, r.resource, r.record_id && `#${r.record_id}`),
  secondary: () => <ReferenceField source="user_id" reference="users" link={false} emptyText="System" />,
  tertiary: (r) => new Date(r.created_at).toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'short' }),
};

/** Who changed what and when; nobody edits it. */
export const AuditLogList = () => (
  <ResponsiveList title="Audit log" filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false} actions={<ListActions create={false} />} readOnly bulkDelete={false} compact={phoneRow}>
    <DateField source="created_at" showTime />
    <ReferenceField source="user_id" reference="users" link={false} emptyText="System" />
    <TextField source="action" />
    <TextField source="resource" />
    <TextField source="record_id" />
    <FunctionField source="changes" render={changesText} />
    <TextField source="ip" />
  </ResponsiveList>
);

export default { list: AuditLogList, icon: HistoryIcon };
