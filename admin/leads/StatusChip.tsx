import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { LeadStatus } from '../../src/constants';

/** Message keys of the statuses (oasis.lead.status.* in admin/locales). */
export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'oasis.lead.status.new', contacted: 'oasis.lead.status.contacted', qualified: 'oasis.lead.status.qualified', viewing: 'oasis.lead.status.viewing',
  negotiation: 'oasis.lead.status.negotiation', won: 'oasis.lead.status.won', lost: 'oasis.lead.status.lost',
};
const COLORS: Record<LeadStatus, 'default' | 'primary' | 'secondary' | 'info' | 'warning' | 'success' | 'error'> = {
  new: 'warning', contacted: 'info', qualified: 'primary', viewing: 'secondary', negotiation: 'secondary', won: 'success', lost: 'default',
};
// react-admin's choice inputs translate the names.
export const STATUS_CHOICES = (Object.keys(STATUS_LABELS) as LeadStatus[]).map((id) => ({ id, name: STATUS_LABELS[id] }));

export function StatusChip(_props: { label?: string; source?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const status = (record?.status ?? 'new') as LeadStatus;
  // Duplicates merged (issue 28 item 4): a pointer shows where its lead went, not a status of its own.
  if (record?.merged_into_id) return <Chip size="small" variant="outlined" label={translate('oasis.merge.merged_into', { id: record.merged_into_id })} data-status="merged" />;
  return <Chip size="small" label={STATUS_LABELS[status] ? translate(STATUS_LABELS[status]) : status} color={COLORS[status] ?? 'default'} data-status={status} />;
}
