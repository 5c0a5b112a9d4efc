import { ChipField, DateField, FunctionField, SelectField, SelectInput, TextField } from 'react-admin';
import type { CompactRow } from '../common/CompactList';
import { joinParts } from '../common/format';
import { ListActions } from '../common/ListActions';
import { ResponsiveList } from '../common/ResponsiveList';
import { PrivacyRequestActions } from './PrivacyRequestActions';

const KINDS = [{ id: 'export', name: 'Copy' }, { id: 'erase', name: 'Erasure' }];
const filters = [
  <SelectInput key="status" source="status" alwaysOn choices={[{ id: 'confirmed', name: 'Confirmed' }, { id: 'unconfirmed', name: 'Unconfirmed' }, { id: 'done', name: 'Done' }]} />,
  <SelectInput key="kind" source="kind" choices={KINDS} />,
];
const day = (v: string | null) => (v ? new Date(v).toLocaleDateString('en-GB', { dateStyle: 'medium' }) : '');

/** Phone row: what, whose, when it is due, and the action. */
const phoneRow: CompactRow = {
  primary: (r) => joinParts(r.kind === 'erase' ? 'Erasure' : 'Copy', r.email ?? '(erased)'),
  secondary: (r) => joinParts(r.status, r.due_at && `due ${day(r.due_at)}`),
  tertiary: (r) => day(r.created_at),
  chip: <PrivacyRequestActions />,
};

/** People's requests for a copy or the erasure of their data (issue 24), with the 30-day due date. */
export const PrivacyRequestList = () => (
  <ResponsiveList title="Privacy requests" filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false} actions={<ListActions create={false} />} readOnly bulkDelete={false} compact={phoneRow}>
    <DateField source="created_at" showTime />
    <SelectField source="kind" choices={KINDS} />
    <TextField source="email" emptyText="(erased)" />
    <ChipField source="status" />
    <DateField source="due_at" emptyText="-" />
    <DateField source="completed_at" showTime emptyText="-" />
    <FunctionField label="Action" render={() => <PrivacyRequestActions />} />
  </ResponsiveList>
);
