import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { useGetList, useLocaleState, useRecordContext, useRefresh } from 'react-admin';
import { BookingActions } from './BookingActions';
import { useTr } from '../common/useTr';
import { dubaiDay, dubaiTime, KIND_LABELS, staffLocale, STATUS_COLORS, STATUS_LABELS } from './format';

/** On the lead screen (issue 29): its WhatsApp conversation (issue 37: with its details and delivery statuses) and its booked calls and viewings, oldest first. */
export function LeadConversation() {
  const record = useRecordContext();
  const tr = useTr();
  const [locale] = useLocaleState();
  const loc = staffLocale(locale);
  // A booking's change moves the lead's stage on the server: the whole screen reloads, not only this card.
  const refresh = useRefresh();
  const filter = { enquiry_id: record?.id };
  const enabled = record?.id != null;
  const bookings = useGetList('bookings', { filter, sort: { field: 'starts_at', order: 'ASC' }, pagination: { page: 1, perPage: 50 } }, { enabled });
  if (!enabled || !bookings.data?.length) return null;
  return (
    <Card variant="outlined" data-testid="lead-conversation">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        {!!bookings.data?.length && (
          <section>
            <Typography variant="h6" component="h2">{tr('Bookings')}</Typography>
            {bookings.data.map((b) => (
              <Box key={b.id} sx={{ py: 1, borderTop: '1px solid #eee', display: 'grid', gap: 0.5 }}>
                <Typography>
                  <strong>{tr(KIND_LABELS[b.kind] ?? b.kind)}</strong>, {dubaiDay(b.starts_at, loc)} {dubaiTime(b.starts_at, loc)} ({tr('Dubai')}){' '}
                  <Chip size="small" color={STATUS_COLORS[b.status as keyof typeof STATUS_COLORS] ?? 'default'} label={tr(STATUS_LABELS[b.status] ?? b.status)} />
                </Typography>
                <Typography variant="body2" color="text.secondary">{tr("Visitor's zone %{zone}", { zone: b.time_zone })}</Typography>
                <BookingActions booking={b} onChanged={refresh} />
              </Box>
            ))}
          </section>
        )}
      </CardContent>
    </Card>
  );
}
