import { ChipField, DateField, FunctionField, SelectField, SelectInput, type RaRecord } from 'react-admin';
import type { CompactRow } from '../common/CompactList';
import { joinParts } from '../common/format';
import { ListActions } from '../common/ListActions';
import { ResponsiveList } from '../screens/ResponsiveList';
import { PrivacyRequestActions } from './PrivacyRequestActions';

const KINDS = [{ id: 'export', name: 'Copy' }, { id: 'erase', name: 'Erasure' }];
const filters = [
  <SelectInput key="status" source="status" alwaysOn choices={[{ id: 'confirmed', name: 'Confirmed' }, { id: 'unconfirmed', name: 'Unconfirmed' }, { id: 'done', name: 'Done' }]} />,
  <SelectInput key="kind" source="kind" choices={KINDS} />,
];
/** Whose request: the address that confirmed it, or the lead staff recorded it for (a lead from WhatsApp has no address). */
const who = (r: RaRecord): string =>
  r.email ?? (r.lead_id != null ? `${r.lead_type === 'mortgage_enquiry' ? 'Mortgage enquiry' : 'Enquiry'} #${r.lead_id}` : '(erased)');
const day = (v: string | null) => (v ? new Date(v).toLocaleDateString('en-GB', { dateStyle: 'medium' }) : '');

/** Phone row: what, whose, when it is due, and the action. */
const phoneRow: CompactRow = {
  primary: (r) => joinParts(r.kind === 'erase' ? 'Erasure' : 'Copy', who(r)),
  secondary: (r) => joinParts(r.status, r.due_at && `due ${day(r.due_at)}`),
  tertiary: (r) => day(r.created_at),
  chip: <PrivacyRequestActions />,
};

/** People's requests for a copy or the erasure of their data (issue 24), with the 30-day due date. */
export const PrivacyRequestList = () => (
  <ResponsiveList title="Privacy requests" filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false} actions={<ListActions create={false} />} readOnly bulkDelete={false} compact={phoneRow}>
    <DateField source="created_at" showTime />
    <SelectField source="kind" choices={KINDS} />
    <FunctionField source="email" label="Whose" render={(r) => who(r)} />
    <FunctionField source="verified_how" label="Verified by staff" render={(r) => r.verified_how ?? '-'} sortable={false} />
    <ChipField source="status" />
    <DateField source="due_at" emptyText="-" />
    <DateField source="completed_at" showTime emptyText="-" />
    <FunctionField label="Action" render={() => <PrivacyRequestActions />} />
  </ResponsiveList>
);
