import { useState } from 'react';
import { Box, Button, MenuItem, TextField as MuiTextField } from '@mui/material';
import { useCanAccess, useLocaleState, useNotify, type RaRecord } from 'react-admin';
import { api, errorMessage } from '../../src/api/client';
import { TEAM_TIME_ZONE } from '../../src/conversations/zone';
import { useTr } from '../common/useTr';
import { dubaiDay, dubaiTime, staffLocale } from './format';

type Slot = { start: string; time: string };

/** Confirm, move, mark done or no-show, cancel (POST /api/bookings/:id/status|reschedule); the server keeps the lead's stage in step. */
export function BookingActions({ booking, onChanged }: { booking: RaRecord; onChanged(): void }) {
  const { canAccess } = useCanAccess({ resource: 'bookings', action: 'edit' });
  const notify = useNotify();
  const tr = useTr();
  const [locale] = useLocaleState();
  const loc = staffLocale(locale);
  const [busy, setBusy] = useState(false);
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [to, setTo] = useState('');
  if (!canAccess || booking.status === 'cancelled') return null;
  const run = async (url: string, body: unknown, done: string) => {
    setBusy(true);
    try {
      await api.post(url, body);
      notify(tr(done), { type: 'success' });
      setSlots(null);
      onChanged();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const status = (s: string, done: string) => run(`/api/bookings/${booking.id}/status`, { status: s }, done);
  const openSlots = async () => {
    const q = new URLSearchParams({ kind: booking.kind, tz: TEAM_TIME_ZONE, ...(booking.project_id ? { project_id: String(booking.project_id) } : {}) });
    const { data } = await api.get<{ days: Array<{ slots: Slot[] }> }>(`/api/booking-slots?${q}`);
    setSlots(data.days.flatMap((d) => d.slots));
  };
  const open = booking.status === 'booked' || booking.status === 'confirmed';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {booking.status === 'booked' && <Button size="small" variant="contained" disabled={busy} onClick={() => status('confirmed', 'Booking confirmed')}>{tr('Confirm')}</Button>}
      {open && <Button size="small" disabled={busy} onClick={() => status('done', 'Marked as done')}>{tr('Done')}</Button>}
      {open && <Button size="small" disabled={busy} onClick={() => status('no_show', 'Marked as no-show')}>{tr('No-show')}</Button>}
      {open && !slots && <Button size="small" disabled={busy} onClick={() => void openSlots().catch((e) => notify(errorMessage(e), { type: 'error' }))}>{tr('Reschedule')}</Button>}
      {open && <Button size="small" color="error" disabled={busy} onClick={() => status('cancelled', 'Booking cancelled')}>{tr('Cancel')}</Button>}
      {slots && (
        <>
          <MuiTextField select size="small" label={tr('New time (Dubai)')} value={to} onChange={(e) => setTo(e.target.value)} sx={{ minWidth: 240 }}>
            {slots.map((s) => (
              <MenuItem key={s.start} value={s.start}>{`${dubaiDay(s.start, loc)}, ${dubaiTime(s.start, loc)}`}</MenuItem>
            ))}
          </MuiTextField>
          <Button size="small" variant="contained" disabled={busy || !to} onClick={() => run(`/api/bookings/${booking.id}/reschedule`, { start: to }, 'Booking moved; the new invitation is on its way')}>{tr('Move')}</Button>
          <Button size="small" onClick={() => setSlots(null)}>{tr('Keep')}</Button>
        </>
      )}
    </Box>
  );
}
