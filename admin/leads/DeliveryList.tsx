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
  useLocaleState,
  useTranslate,
  type RaRecord,
  type TranslateFunction,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { api, errorMessage } from '../../src/api/client';
import type { CompactRow } from '../common/CompactList';
import { joinParts } from '../common/format';
import { ListActions } from '../common/ListActions';
import { ResponsiveList } from '../screens/ResponsiveList';
import { useAdminPaths } from '../common/paths';

const STATUS_COLORS = { pending: 'warning', sending: 'info', sent: 'success', failed: 'error', kept: 'default' } as const;
// Names are message keys: react-admin's choice inputs translate them.
const STATUS_CHOICES = ['pending', 'sending', 'sent', 'failed', 'kept'].map((id) => ({ id, name: `oasis.delivery.status.${id}` }));
const CHANNEL_CHOICES = ['email', 'webhook', 'whatsapp'].map((id) => ({ id, name: `oasis.delivery.channel.${id}` }));

/** The lead resource of each lead_type, from the registry. */
export type LeadResources = Record<'enquiry' | 'mortgage_enquiry', string>;
// A project's permit notices (issue 30) sit in the same outbox, lead_id being the project's id.
const leadLabel = (r: RaRecord, translate: TranslateFunction) =>
  translate(r.lead_type === 'project' ? 'oasis.delivery.project' : r.lead_type === 'enquiry' ? 'oasis.delivery.enquiry' : 'oasis.delivery.mortgage_enquiry', { id: r.lead_id });
const channelLabel = (r: RaRecord, translate: TranslateFunction) => translate(`oasis.delivery.channel.${r.channel}`, { _: r.channel });

function DeliveryStatus() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const status = record.status as keyof typeof STATUS_COLORS;
  return (
    <Chip
      size="small"
      label={translate(`oasis.delivery.status.${status}`, { _: status })}
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
  // A kept e-mail is sent by an owner or admin from Outgoing mail (issue 37), not retried here.
  if (!record || !canAccess || record.status === 'sent' || record.status === 'sending' || record.status === 'kept') return null;
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

const phoneRow = (translate: TranslateFunction, locale: string): CompactRow => ({
  primary: (r) => joinParts(channelLabel(r, translate), leadLabel(r, translate)),
  secondary: (r) =>
    r.status === 'failed' || r.status === 'pending'
      ? (r.last_error ?? translate('oasis.delivery.waiting'))
      : translate('oasis.delivery.sent_at', { when: new Date(r.sent_at).toLocaleString(locale === 'en' ? 'en-GB' : locale, { dateStyle: 'short', timeStyle: 'short' }) }),
  tertiary: (r) => translate('oasis.delivery.attempts', { smart_count: r.attempts }),
  chip: <DeliveryStatus />,
});

/** Every e-mail and webhook call new leads triggered; failed ones stand out and can be retried. */
export function DeliveryList({ leadResources }: { leadResources: LeadResources }) {
  const { editPath } = useAdminPaths();
  const translate = useTranslate();
  const locale = useLocaleState()[0];
  const leadPath = (r: RaRecord) => editPath(r.lead_type === 'project' ? 'projects' : leadResources[r.lead_type as keyof LeadResources], r.lead_id);
  return (
    <ResponsiveList
      title="Lead deliveries"
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      exporter={false}
      actions={<ListActions create={false} />}
      readOnly
      bulkDelete={false}
      compact={phoneRow(translate, locale)}
    >
      <DateField source="created_at" label="Queued" showTime />
      <FunctionField source="channel" render={(r) => channelLabel(r, translate)} />
      <FunctionField label="Lead" render={(r) => <Link to={leadPath(r)}>{leadLabel(r, translate)}</Link>} />
      <FunctionField source="status" render={() => <DeliveryStatus />} />
      <NumberField source="attempts" />
      <TextField source="last_error" emptyText="" />
      <DateField source="sent_at" showTime emptyText="" />
      <FunctionField label="" render={() => <RetryButton />} />
    </ResponsiveList>
  );
}
