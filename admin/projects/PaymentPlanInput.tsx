import { Alert, Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useSourceContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ArrayInput, NumberInput, SelectInput, SimpleFormIterator, TextInput } from '../common/inputs';
import { useTr } from '../common/useTr';
import { formatAed } from '../common/format';
import { isOldPlan, isStructuredPlan, paymentSchedule, type DueKind } from '../../src/paymentPlan/schedule';
import { paymentLabel } from '../../src/paymentPlan/texts';
import { projectTiming } from '../../src/paymentPlan/project';

/** The due rules staff choose from (issue 39 item 3), in the order a plan usually runs. */
export const DUE_CHOICES: { id: DueKind; name: string }[] = [
  { id: 'booking', name: 'At booking' },
  { id: 'monthly', name: 'Every N months from booking' },
  { id: 'date', name: 'On a date' },
  { id: 'construction', name: 'At a construction stage' },
  { id: 'handover', name: 'At handover' },
  { id: 'after_handover', name: 'Every N months after handover' },
];

/** The example the form schedules the plan for: a price round enough to read shares from. */
const EXAMPLE_PRICE_AED = 1_000_000;

/** The fields of the row's due rule: only those its kind uses. */
function DueFields() {
  const { getSource } = useSourceContext();
  const at = useWatch({ name: getSource('due.at') }) as DueKind | undefined;
  const trigger = useWatch({ name: getSource('trigger') }) as string | null | undefined;
  const tr = useTr();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
      <SelectInput source="due.at" choices={DUE_CHOICES} label="Due" emptyText={tr('Choose a rule')} />
      {(at === 'date' || at === 'construction') && (
        <TextInput source="due.date" type="date" label={at === 'date' ? 'Due date' : 'Expected date (optional)'} slotProps={{ inputLabel: { shrink: true } }} helperText={at === 'construction' ? tr('Empty: read from the construction progress and handover') : false} />
      )}
      {at === 'construction' && <NumberInput source="due.construction_pct" label="Construction stage (%)" />}
      {(at === 'monthly' || at === 'after_handover') && <NumberInput source="due.every_months" label="Every (months)" />}
      {(at === 'monthly' || at === 'after_handover') && <NumberInput source="due.count" label="Number of instalments" />}
      {at === 'monthly' && <NumberInput source="due.start_months_after_booking" label="First after (months)" helperText={tr('Empty: one interval after booking')} />}
      {!at && trigger && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360, pt: 1 }}>
          {tr('Old text: %{trigger}', { trigger })}
        </Typography>
      )}
    </Stack>
  );
}

/** The plan's total share and its dated schedule for an example price and a booking today, as staff edit it. */
function PlanPreview() {
  const tr = useTr();
  const plan = useWatch({ name: 'payment_plan' }) as unknown;
  const [year, quarter, status, pct, on] = useWatch({ name: ['handover_year', 'handover_quarter', 'status', 'construction_completion_pct', 'construction_completion_on'] });
  const milestones = (plan as { milestones?: { percent?: unknown }[] } | null)?.milestones ?? [];
  if (!milestones.length) return null;
  const total = milestones.reduce((s, m) => s + (Number(m?.percent) || 0), 0);
  const complete = Math.abs(total - 100) < 0.01;
  const booked = new Date().toISOString().slice(0, 10);
  const structured = isStructuredPlan(plan) && milestones.every((m) => Number(m?.percent) > 0);
  const payments = structured ? paymentSchedule(plan, EXAMPLE_PRICE_AED, booked, projectTiming({ handover_year: year, handover_quarter: quarter, status, construction_completion_pct: pct, construction_completion_on: on })) : [];
  return (
    <Box sx={{ width: '100%', mb: 2 }} data-testid="plan-preview">
      <Typography role="status" sx={{ fontWeight: 600 }} color={complete ? 'success.main' : 'error'}>
        {tr('Total share: %{total}%', { total: Math.round(total * 100) / 100 })}
        {!complete && ` — ${tr('the shares must add up to 100%')}`}
      </Typography>
      {structured && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {tr('Schedule for a price of %{price} booked today (%{date}); construction dates without a date are estimates:', { price: formatAed(EXAMPLE_PRICE_AED), date: booked })}
          </Typography>
          <Box sx={{ maxHeight: 320, overflow: 'auto', maxWidth: 640 }}>
            <Table size="small" aria-label={tr('Example schedule')}>
              <TableHead>
                <TableRow>
                  <TableCell>{tr('Date')}</TableCell>
                  <TableCell>{tr('Payment')}</TableCell>
                  <TableCell align="right">%</TableCell>
                  <TableCell align="right">AED</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {payments.map((p, i) => (
                  <TableRow key={i}>
                    <TableCell>{p.date}{p.estimated ? ' *' : ''}</TableCell>
                    <TableCell>{paymentLabel(plan, p, 'en', null)}</TableCell>
                    <TableCell align="right">{p.percent}</TableCell>
                    <TableCell align="right">{p.amount_aed.toLocaleString('en-US')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Box>
  );
}

/** Staff's warning while a stored plan is old free text (no due rules): the site cannot date its payments. */
export function OldPlanWarning() {
  const tr = useTr();
  const plan = useWatch({ name: 'payment_plan' });
  if (!isOldPlan(plan)) return null;
  return (
    <Alert severity="warning" data-testid="old-plan-warning" sx={{ mb: 2, maxWidth: 720 }}>
      {tr('This payment plan is old free text: the site cannot date its payments, and the calculator guesses them from the words. Choose a due rule for each milestone (its old text is shown beside it) and save.')}
    </Alert>
  );
}

/**
 * The payment plan in the project form (issue 39 item 3): a label, milestone rows (label, share, due rule and the
 * rule's fields), the total share and the resulting schedule. Validated by the same schema as the server.
 */
export function PaymentPlanInput() {
  return (
    <Box sx={{ width: '100%' }}>
      <OldPlanWarning />
      <TextInput source="payment_plan.label" helperText="For example 60/40 or 1% monthly" />
      <ArrayInput source="payment_plan.milestones">
        <SimpleFormIterator>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <TextInput source="label" helperText="Empty: named from the rule in every language" />
            <NumberInput source="percent" helperText="A repeated milestone's share is its total" />
          </Stack>
          <DueFields />
        </SimpleFormIterator>
      </ArrayInput>
      <PlanPreview />
    </Box>
  );
}

/** The plan's words in one language (the Translations tab): its label and each milestone's, by position. */
export function PlanLabelsInput({ source }: { source: string }) {
  const tr = useTr();
  const plan = useWatch({ name: 'payment_plan' }) as { label?: string | null; milestones?: { label?: string | null }[] } | null;
  if (!plan) return null;
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle2">{tr('Payment plan')}</Typography>
      <TextInput source={`${source}.label`} label="Payment plan" helperText={plan.label ? `English: ${plan.label}` : false} />
      {(plan.milestones ?? []).map((m, i) =>
        m?.label ? <TextInput key={i} source={`${source}.milestones.${i}.label`} label={tr('Milestone %{n}', { n: i + 1 })} helperText={`English: ${m.label}`} fullWidth /> : null,
      )}
    </Box>
  );
}
