import { useMemo, useState } from 'react';
import { Box, Card, CardContent, Chip, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useGetList, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { TEAM_TIME_ZONE, addDays, wallClock, zonedInstant } from '../../src/conversations/zone';
import { useAdminPaths } from '../common/paths';
import { BookingActions } from './BookingActions';
import { dubaiDate, dubaiDay, dubaiTime, kindLabel, STATUS_COLORS, statusLabel } from './format';

type Range = 'today' | 'week';

/** From Dubai midnight today to the end of today or of the seventh day. */
function rangeOf(range: Range): { from: string; to: string } {
  const today = wallClock(Date.now(), TEAM_TIME_ZONE).date;
  const from = zonedInstant(today, '00:00', TEAM_TIME_ZONE);
  const to = zonedInstant(addDays(today, range === 'today' ? 1 : 7), '00:00', TEAM_TIME_ZONE) - 1;
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/** Bookings as a day-by-day agenda in Dubai time (today, this week), each with its actions. */
export function BookingList() {
  const [range, setRange] = useState<Range>('week');
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const { editPath } = useAdminPaths();
  const { from, to } = useMemo(() => rangeOf(range), [range]);
  const { data = [], isPending, refetch } = useGetList('bookings', { filter: { starts_at_gte: from, starts_at_lte: to }, sort: { field: 'starts_at', order: 'ASC' }, pagination: { page: 1, perPage: 500 } });
  const days = useMemo(() => {
    const map = new Map<string, RaRecord[]>();
    for (const b of data) map.set(dubaiDate(b.starts_at), [...(map.get(dubaiDate(b.starts_at)) ?? []), b]);
    return [...map.values()];
  }, [data]);
  const loc = locale === 'ru' ? 'ru-RU' : 'en-GB';
  return (
    <Box sx={{ p: { xs: 1, md: 2 }, display: 'grid', gap: 2 }}>
      <Title title={translate('oasis.booking.title')} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup exclusive size="small" value={range} onChange={(_e, v: Range | null) => v && setRange(v)} aria-label={translate('oasis.booking.period')}>
          <ToggleButton value="today">{translate('oasis.booking.today')}</ToggleButton>
          <ToggleButton value="week">{translate('oasis.booking.week')}</ToggleButton>
        </ToggleButtonGroup>
        <Typography color="text.secondary">{translate('oasis.booking.times_in', { zone: TEAM_TIME_ZONE })}</Typography>
      </Box>
      {!isPending && !days.length && <Typography>{translate('oasis.booking.none')}</Typography>}
      {days.map((list) => (
        <Card variant="outlined" key={dubaiDate(list[0].starts_at)}>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>{dubaiDay(list[0].starts_at, loc)}</Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, mt: 1 }}>
              {list.map((b) => (
                <Box component="li" key={b.id} data-testid="booking-row" sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '80px 1fr auto' }, alignItems: 'center', borderTop: '1px solid #eee', pt: 1.5 }}>
                  <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>{dubaiTime(b.starts_at, loc)}</Typography>
                  <Box>
                    <Typography sx={{ fontWeight: 600 }}>
                      {kindLabel(translate, b.kind)}: {b.name}{' '}
                      <Chip size="small" color={STATUS_COLORS[b.status as keyof typeof STATUS_COLORS] ?? 'default'} label={statusLabel(translate, b.status)} />
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {b.phone} · {b.email} · {translate('oasis.booking.visitor_zone', { zone: b.time_zone })}
                      {b.enquiry_id ? (
                        <>
                          {' · '}
                          <Link to={editPath('enquiries', b.enquiry_id)}>{translate('oasis.booking.lead', { id: b.enquiry_id })}</Link>
                        </>
                      ) : null}
                    </Typography>
                  </Box>
                  <BookingActions booking={b} onChanged={() => void refetch()} />
                </Box>
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
