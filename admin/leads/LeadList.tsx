import { Box } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { Button, DateField, DateInput, FunctionField, NumberField, ReferenceField, ReferenceInput, SearchInput, SelectInput, TextField, TextInput, useGetIdentity, useResourceContext, useTranslate, type Identifier, type TranslateFunction } from 'react-admin';
import type { CompactRow } from '../common/CompactList';
import { QuickFilter } from '../common/QuickFilter';
import { formatAed, formatBudget, joinParts } from '../common/format';
import { ListActions } from '../common/ListActions';
import { ResponsiveList } from '../screens/ResponsiveList';
import { ExportAllButton } from './ExportAllButton';
import { ResponseTimer } from './ResponseTimer';
import { StatusChip, STATUS_CHOICES } from './StatusChip';
import { ScoreChip } from './ScoreChip';

const endOfDay = (v: string) => (v ? `${v}T23:59:59.999Z` : v);
const startOfDay = (v: string) => (v ? `${v}T00:00:00.000Z` : v);

function leadFilters(withProject: boolean, me: Identifier | undefined) {
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder="Name, email, phone" />,
    // "My leads": what a salesperson opens first.
    ...(me !== undefined ? [<QuickFilter key="mine" source="assignee_id" label="My leads" defaultValue={me} />] : []),
    // Hot leads first (issue 28): the ones whose score reached the hot threshold.
    <QuickFilter key="hot" source="hot" label="Hot" defaultValue={true} />,
    // Duplicates merged (issue 28 item 4): pointers are hidden by default (remove the chip to see them, marked "Merged into #N").
    <QuickFilter key="merged" source="merged" label="Hide merged leads" defaultValue={false} />,
    <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
    <DateInput key="from" source="created_at_gte" label="Received from" parse={startOfDay} format={(v: string) => v?.slice(0, 10)} />,
    <DateInput key="to" source="created_at_lte" label="Received to" parse={endOfDay} format={(v: string) => v?.slice(0, 10)} />,
    <TextInput key="source" source="source_path" label="Source page" />,
    ...(withProject ? [<ReferenceInput key="project" source="project_id" reference="projects" />] : []),
    <ReferenceInput key="assignee" source="assignee_id" reference="users" />,
  ];
}

/** Phone rows: who, how much and when, the status chip; the newest first. */
const phoneRows = (translate: TranslateFunction): Record<'enquiry' | 'mortgage', CompactRow> => ({
  // Issue 40 item 7: the whole name, the project and the assignee on the phone list, beside the stage and the timer.
  enquiry: {
    primary: 'name',
    wrapPrimary: true,
    secondary: (r) => (
      <>
        {joinParts(formatBudget(r.budget), r.investment_timeline)}
        <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {r.project_id != null && <ReferenceField source="project_id" reference="projects" link={false} />}
          {r.project_id != null && ' · '}
          <ReferenceField source="assignee_id" reference="users" link={false} emptyText={translate('oasis.team.unassigned')} />
        </Box>
      </>
    ),
    tertiary: () => <><ScoreChip /> <ResponseTimer /></>,
    chip: <StatusChip />,
  },
  mortgage: {
    primary: 'name',
    secondary: (r) => joinParts(translate('oasis.lead.loan', { amount: formatAed(r.loan_amount_aed) }), r.residency),
    tertiary: () => <><ScoreChip /> <ResponseTimer /></>,
    chip: <StatusChip />,
  },
});

/** Leads newest first, with status chips, the response timer (red when overdue), "My leads", filters and an export of every filtered row. */
export function LeadList({ mortgage: isMortgage }: { mortgage: boolean }) {
  const resource = useResourceContext() ?? '';
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <ResponsiveList
      title={isMortgage ? 'Mortgage Enquiry' : 'Enquiry'}
      filters={leadFilters(!isMortgage, identity?.id)}
      sort={{ field: 'created_at', order: 'DESC' }}
      filterDefaultValues={{ merged: false }}
      actions={
        <ListActions create={false}>
          {/* Leads typed by staff (issue 28): a phone call or a walk-in. */}
          {!isMortgage && <Button label="Phone or walk-in lead" onClick={() => navigate('/admin/enquiry/new-typed')} />}
          <ExportAllButton filename={resource} />
          <ExportAllButton filename={resource} format="xlsx" />
        </ListActions>
      }
      compact={phoneRows(translate)[isMortgage ? 'mortgage' : 'enquiry']}
    >
      <DateField source="created_at" showTime label="Received" />
      <TextField source="name" />
      <TextField source="email" />
      <TextField source="phone" />
      {isMortgage ? <NumberField source="loan_amount_aed" /> : <TextField source="budget" />}
      <StatusChip label="Status" source="status" />
      <ScoreChip label="Score" source="score" sortBy="score" />
      <FunctionField label="Response" render={() => <ResponseTimer />} />
      <TextField source="source_path" label="Source page" />
      <ReferenceField source="assignee_id" reference="users" link={false} emptyText="Unassigned" />
    </ResponsiveList>
  );
}
