import ReplayIcon from '@mui/icons-material/Replay';
import { Chip } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  DateField,
  FunctionField,
  NumberField,
  SelectInput,
  TextField,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { api, errorMessage } from '../../src/api/client';
import type { CompactRow } from '../common/CompactList';
import { joinParts } from '../common/format';
import { ListActions } from '../common/ListActions';
import { ResponsiveList } from '../common/ResponsiveList';
import { useAdminPaths } from '../common/paths';

const STATUS_COLORS = { pending: 'warning', sending: 'info', sent: 'success', failed: 'error' } as const;
const STATUS_CHOICES = ['pending', 'sending', 'sent', 'failed'].map((id) => ({
  id,
  name: id[0].toUpperCase() + id.slice(1),
}));
const CHANNEL_CHOICES = [
  { id: 'email', name: 'E-mail' },
  { id: 'webhook', name: 'Webhook' },
];

/** The lead resource of each lead_type, from the registry. */
export type LeadResources = Record<'enquiry' | 'mortgage_enquiry', string>;
const leadLabel = (r: RaRecord) =>
  `${r.lead_type === 'enquiry' ? 'Enquiry' : 'Mortgage enquiry'} #${r.lead_id}`;

function DeliveryStatus() {
  const record = useRecordContext();
  if (!record) return null;
  const status = record.status as keyof typeof STATUS_COLORS;
  return (
    <Chip
      size="small"
      label={STATUS_CHOICES.find((c) => c.id === status)?.name ?? status}
      color={STATUS_COLORS[status] ?? 'default'}
    />
  );
}

/** Tries a failed or waiting delivery again now (POST /api/lead-deliveries/:id/retry). */
function RetryButton() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const { canAccess } = useCanAccess({ action: 'edit', resource });
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record || !canAccess || record.status === 'sent' || record.status === 'sending') return null;
  const retry = async (event: React.MouseEvent) => {
    event.stopPropagation();
    setBusy(true);
    try {
      const { data } = await api.post<{ message: string }>(`/api/${resource}/${record.id}/retry`);
      notify(data.message, { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="Retry now" onClick={retry} disabled={busy}>
      <ReplayIcon />
    </Button>
  );
}

const filters = [
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="channel" source="channel" choices={CHANNEL_CHOICES} />,
];

const phoneRow: CompactRow = {
  primary: (r) => joinParts(r.channel === 'email' ? 'E-mail' : 'Webhook', leadLabel(r)),
  secondary: (r) =>
    r.status === 'failed' || r.status === 'pending'
      ? (r.last_error ?? 'Waiting to be sent')
      : `Sent ${new Date(r.sent_at).toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'short' })}`,
  tertiary: (r) => `${r.attempts} attempt${r.attempts === 1 ? '' : 's'}`,
  chip: <DeliveryStatus />,
};

/** Every e-mail and webhook call new leads triggered; failed ones stand out and can be retried. */
export function DeliveryList({ leadResources }: { leadResources: LeadResources }) {
  const { editPath } = useAdminPaths();
  const leadPath = (r: RaRecord) => editPath(leadResources[r.lead_type as keyof LeadResources], r.lead_id);
  return (
    <ResponsiveList
      title="Lead deliveries"
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      exporter={false}
      actions={<ListActions create={false} />}
      readOnly
      bulkDelete={false}
      compact={phoneRow}
    >
      <DateField source="created_at" label="Queued" showTime />
      <FunctionField source="channel" render={(r) => (r.channel === 'email' ? 'E-mail' : 'Webhook')} />
      <FunctionField label="Lead" render={(r) => <Link to={leadPath(r)}>{leadLabel(r)}</Link>} />
      <FunctionField source="status" render={() => <DeliveryStatus />} />
      <NumberField source="attempts" />
      <TextField source="last_error" emptyText="" />
      <DateField source="sent_at" showTime emptyText="" />
      <FunctionField label="" render={() => <RetryButton />} />
    </ResponsiveList>
  );
}
