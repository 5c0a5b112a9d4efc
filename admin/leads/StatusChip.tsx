import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { LeadStatus } from '../../src/constants';

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New', contacted: 'Contacted', qualified: 'Qualified', viewing: 'Viewing', negotiation: 'Negotiation', won: 'Won', lost: 'Lost',
};
const COLORS: Record<LeadStatus, 'default' | 'primary' | 'secondary' | 'info' | 'warning' | 'success' | 'error'> = {
  new: 'warning', contacted: 'info', qualified: 'primary', viewing: 'secondary', negotiation: 'secondary', won: 'success', lost: 'default',
};
export const STATUS_CHOICES = (Object.keys(STATUS_LABELS) as LeadStatus[]).map((id) => ({ id, name: STATUS_LABELS[id] }));

export function StatusChip(_props: { label?: string; source?: string }) {
  const record = useRecordContext();
  const status = (record?.status ?? 'new') as LeadStatus;
  return <Chip size="small" label={STATUS_LABELS[status] ?? status} color={COLORS[status] ?? 'default'} data-status={status} />;
}
