import { useState } from 'react';
import { Box, Button, MenuItem, TextField as MuiTextField } from '@mui/material';
import { useCanAccess, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { api, errorMessage } from '../../src/api/client';
import { TEAM_TIME_ZONE } from '../../src/conversations/zone';
import { dubaiDay, dubaiTime } from './format';

type Slot = { start: string; time: string };

/** Confirm, move, mark done or no-show, cancel (POST /api/bookings/:id/status|reschedule); the server keeps the lead's stage in step. */
export function BookingActions({ booking, onChanged }: { booking: RaRecord; onChanged(): void }) {
  const { canAccess } = useCanAccess({ resource: 'bookings', action: 'edit' });
  const notify = useNotify();
  const translate = useTranslate();
  const tr = (key: string) => translate(`oasis.booking.${key}`);
  const [busy, setBusy] = useState(false);
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [to, setTo] = useState('');
  if (!canAccess || booking.status === 'cancelled') return null;
  const run = async (url: string, body: unknown, done: string) => {
    setBusy(true);
    try {
      await api.post(url, body);
      notify(done, { type: 'success' });
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
      {booking.status === 'booked' && <Button size="small" variant="contained" disabled={busy} onClick={() => status('confirmed', tr('notice.confirmed'))}>{tr('action.confirm')}</Button>}
      {open && <Button size="small" disabled={busy} onClick={() => status('done', tr('notice.done'))}>{tr('action.done')}</Button>}
      {open && <Button size="small" disabled={busy} onClick={() => status('no_show', tr('notice.no_show'))}>{tr('action.no_show')}</Button>}
      {open && !slots && <Button size="small" disabled={busy} onClick={() => void openSlots().catch((e) => notify(errorMessage(e), { type: 'error' }))}>{tr('action.reschedule')}</Button>}
      {open && <Button size="small" color="error" disabled={busy} onClick={() => status('cancelled', tr('notice.cancelled'))}>{tr('action.cancel')}</Button>}
      {slots && (
        <>
          <MuiTextField select size="small" label={tr('new_time')} value={to} onChange={(e) => setTo(e.target.value)} sx={{ minWidth: 240 }}>
            {slots.map((s) => (
              <MenuItem key={s.start} value={s.start}>{`${dubaiDay(s.start)}, ${dubaiTime(s.start)}`}</MenuItem>
            ))}
          </MuiTextField>
          <Button size="small" variant="contained" disabled={busy || !to} onClick={() => run(`/api/bookings/${booking.id}/reschedule`, { start: to }, tr('notice.moved'))}>{tr('action.move')}</Button>
          <Button size="small" onClick={() => setSlots(null)}>{tr('action.keep')}</Button>
        </>
      )}
    </Box>
  );
}
