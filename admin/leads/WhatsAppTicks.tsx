import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ErrorIcon from '@mui/icons-material/Error';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box } from '@mui/material';
import type { OutgoingStatus } from '../../src/conversations/whatsapp';
import { useTr } from '../common/useTr';

const LABELS: Record<OutgoingStatus, string> = {
  queued: 'Waiting to be sent', sending: 'Sending', accepted: 'Sent to WhatsApp', sent: 'Sent', delivered: 'Delivered', read: 'Read', failed: 'Not delivered',
};

/** WhatsApp's own signs for how far a message got: a clock, one tick, two ticks, two blue ticks; red when it failed. */
export function WhatsAppTicks({ status }: { status: OutgoingStatus }) {
  const tr = useTr();
  const label = tr(LABELS[status] ?? status);
  const sx = { fontSize: 18, verticalAlign: 'middle' } as const;
  const icon =
    status === 'queued' || status === 'sending' ? <ScheduleIcon sx={sx} /> :
    status === 'accepted' || status === 'sent' ? <DoneIcon sx={sx} /> :
    status === 'delivered' ? <DoneAllIcon sx={sx} /> :
    status === 'read' ? <DoneAllIcon sx={{ ...sx, color: '#0b7fc1' }} /> :
    <ErrorIcon sx={{ ...sx, color: 'error.main' }} />;
  return (
    <Box component="span" role="img" aria-label={label} title={label} data-testid="whatsapp-ticks" data-status={status} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {icon}
      <Box component="span" sx={{ fontSize: '0.75rem' }}>{label}</Box>
    </Box>
  );
}
