import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useTr } from '../common/useTr';
import { isOldPlan } from '../../src/paymentPlan/schedule';

/** The projects list's mark of an old free-text payment plan (issue 39 item 3), until staff structure it. */
export function OldPlanChip(_props: { label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const tr = useTr();
  if (!record || !isOldPlan(record.payment_plan)) return null;
  return <Chip size="small" color="warning" variant="outlined" label={tr('Old plan')} title={tr('Free-text payment plan: choose a due rule for each milestone')} data-testid="old-plan-chip" />;
}
