import { DateField, DateInput, NumberField, ReferenceField, ReferenceInput, SearchInput, SelectInput, TextField, TextInput } from 'react-admin';
import type { CompactRow } from '../common/CompactList';
import { formatAed, formatBudget, joinParts } from '../common/format';
import { ListActions } from '../common/ListActions';
import { ResponsiveList } from '../common/ResponsiveList';
import { ExportAllButton } from './ExportAllButton';
import { elapsed } from './ResponseTimer';
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

const ago = (iso: unknown) => (typeof iso === 'string' ? `${elapsed(Date.now() - new Date(iso).getTime())} ago` : '');

/** Phone rows: who, how much and when, the status chip; the newest first. */
const phoneRows: Record<'enquiries' | 'mortgage-enquiries', CompactRow> = {
  enquiries: { primary: 'name', secondary: (r) => joinParts(formatBudget(r.budget), r.investment_timeline), tertiary: (r) => ago(r.created_at), chip: <StatusChip /> },
  'mortgage-enquiries': { primary: 'name', secondary: (r) => joinParts(`Loan ${formatAed(r.loan_amount_aed)}`, r.residency), tertiary: (r) => ago(r.created_at), chip: <StatusChip /> },
};

/** Leads newest first, with status chips, filters and an export of every filtered row. */
export function LeadList({ resource }: { resource: 'enquiries' | 'mortgage-enquiries' }) {
  const isMortgage = resource === 'mortgage-enquiries';
  return (
    <ResponsiveList
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
      compact={phoneRows[resource]}
    >
      <DateField source="created_at" showTime label="Received" />
      <TextField source="name" />
      <TextField source="email" />
      <TextField source="phone" />
      {isMortgage ? <NumberField source="loan_amount_aed" /> : <TextField source="budget" />}
      <StatusChip label="Status" source="status" />
      <TextField source="source_path" label="Source page" />
      <ReferenceField source="assignee_id" reference="users" link={false} emptyText="Unassigned" />
    </ResponsiveList>
  );
}
