import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { useGetList, useLocaleState, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { BookingActions } from './BookingActions';
import { dubaiDay, dubaiTime, kindLabel, STATUS_COLORS, statusLabel } from './format';

const when = (iso: string, locale: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' });

/** On the lead screen (issue 29): its WhatsApp messages and its booked calls and viewings, oldest first. */
export function LeadConversation() {
  const record = useRecordContext();
  // A booking's change moves the lead's stage on the server: the whole screen reloads, not only this card.
  const refresh = useRefresh();
  const translate = useTranslate();
  const loc = useLocaleState()[0] === 'ru' ? 'ru-RU' : 'en-GB';
  const filter = { enquiry_id: record?.id };
  const enabled = record?.id != null;
  const messages = useGetList('whatsapp-messages', { filter, sort: { field: 'sent_at', order: 'ASC' }, pagination: { page: 1, perPage: 200 } }, { enabled });
  const bookings = useGetList('bookings', { filter, sort: { field: 'starts_at', order: 'ASC' }, pagination: { page: 1, perPage: 50 } }, { enabled });
  if (!enabled || (!messages.data?.length && !bookings.data?.length)) return null;
  return (
    <Card variant="outlined" data-testid="lead-conversation">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        {!!bookings.data?.length && (
          <section>
            <Typography variant="h6" component="h2">{translate('oasis.booking.title')}</Typography>
            {bookings.data.map((b) => (
              <Box key={b.id} sx={{ py: 1, borderTop: '1px solid #eee', display: 'grid', gap: 0.5 }}>
                <Typography>
                  <strong>{kindLabel(translate, b.kind)}</strong>, {dubaiDay(b.starts_at, loc)} {dubaiTime(b.starts_at, loc)} ({translate('oasis.booking.dubai')}){' '}
                  <Chip size="small" color={STATUS_COLORS[b.status as keyof typeof STATUS_COLORS] ?? 'default'} label={statusLabel(translate, b.status)} />
                </Typography>
                <Typography variant="body2" color="text.secondary">{translate('oasis.booking.visitor_zone', { zone: b.time_zone })}</Typography>
                <BookingActions booking={b} onChanged={refresh} />
              </Box>
            ))}
          </section>
        )}
        {!!messages.data?.length && (
          <section>
            <Typography variant="h6" component="h2">WhatsApp</Typography>
            {messages.data.map((m) => (
              <Box key={m.id} sx={{ py: 1, borderTop: '1px solid #eee' }}>
                <Typography variant="body2" color="text.secondary">
                  {when(m.sent_at, loc)} · +{m.from_phone}
                  {m.contact_name ? ` · ${m.contact_name}` : ''}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.body}</Typography>
              </Box>
            ))}
          </section>
        )}
      </CardContent>
    </Card>
  );
}
