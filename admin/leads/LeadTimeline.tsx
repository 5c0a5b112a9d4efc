import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { api, errorMessage } from '../../src/api/client';
import { CALL_OUTCOMES, leadCallSchema, leadNoteSchema } from '../../src/schemas/timeline';
import { when, type TimelineEntry } from './timelineWords';

type Page = { data: TimelineEntry[]; next: string | null };
type Errors = Record<string, string>;

/** The 422's field messages, or the yup ones, keyed by field. */
function fieldErrors(e: unknown): Errors | null {
  const body = (e as { response?: { data?: { errors?: Errors } } })?.response?.data;
  if (body?.errors) return body.errors;
  const inner = (e as { inner?: Array<{ path?: string; message: string }> })?.inner;
  return inner?.length ? Object.fromEntries(inner.map((i) => [i.path ?? '', i.message])) : null;
}

/**
 * The lead's timeline (issue 40 item 2): every touch newest first, a page at a time, with "Log call" and "Add note".
 * Built for a phone first: one column, full-width buttons, nothing cut.
 */
export function LeadTimeline() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const [entries, setEntries] = useState<TimelineEntry[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [form, setForm] = useState<'call' | 'note' | null>(null);
  const [call, setCall] = useState({ outcome: 'answered', duration_minutes: '', note: '' });
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);
  const leadId = record?.id;

  const load = useCallback(
    async (cursor: string | null) => {
      if (leadId == null) return;
      try {
        const { data } = await api.get<Page>(`/api/enquiries/${leadId}/timeline`, { params: cursor ? { cursor } : {} });
        setEntries((old) => (cursor && old ? [...old, ...data.data] : data.data));
        setNext(data.next);
      } catch (e) {
        notify(errorMessage(e), { type: 'error' });
      }
    },
    [leadId, notify],
  );
  useEffect(() => {
    void load(null);
  }, [load]);

  const submit = async (kind: 'call' | 'note') => {
    setBusy(true);
    setErrors({});
    try {
      if (kind === 'call') {
        const body = await leadCallSchema.validate({ ...call, duration_minutes: call.duration_minutes === '' ? undefined : call.duration_minutes }, { abortEarly: false });
        await api.post(`/api/enquiries/${leadId}/calls`, body);
        setCall({ outcome: 'answered', duration_minutes: '', note: '' });
      } else {
        const body = await leadNoteSchema.validate({ text: note }, { abortEarly: false });
        await api.post(`/api/enquiries/${leadId}/notes`, body);
        setNote('');
      }
      setForm(null);
      notify(kind === 'call' ? 'oasis.timeline.call_logged' : 'oasis.timeline.note_added', { type: 'success' });
      await load(null);
    } catch (e) {
      const fields = fieldErrors(e);
      if (fields) setErrors(fields);
      else notify(errorMessage(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const saveEdit = async () => {
    if (!editing) return;
    setBusy(true);
    try {
      await api.put(`/api/enquiries/${leadId}/notes/${editing.id}`, { text: editing.text });
      setEditing(null);
      await load(null);
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (leadId == null) return null;
  return (
    <Card variant="outlined" data-testid="lead-timeline">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('oasis.timeline.title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
          <Button variant={form === 'call' ? 'contained' : 'outlined'} onClick={() => setForm(form === 'call' ? null : 'call')} fullWidth>
            {translate('oasis.timeline.log_call')}
          </Button>
          <Button variant={form === 'note' ? 'contained' : 'outlined'} onClick={() => setForm(form === 'note' ? null : 'note')} fullWidth>
            {translate('oasis.timeline.add_note')}
          </Button>
        </Stack>
        {form === 'call' && (
          <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void submit('call'))} sx={{ display: 'grid', gap: 2, mb: 2 }}>
            <TextField select label={translate('oasis.timeline.outcome')} value={call.outcome} onChange={(e) => setCall({ ...call, outcome: e.target.value })} error={!!errors.outcome} helperText={errors.outcome} fullWidth>
              {CALL_OUTCOMES.map((o) => (
                <MenuItem key={o} value={o}>
                  {translate(`oasis.timeline.outcomes.${o}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate('oasis.timeline.duration')}
              value={call.duration_minutes}
              onChange={(e) => setCall({ ...call, duration_minutes: e.target.value })}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': translate('oasis.timeline.duration') } }}
              error={!!errors.duration_minutes}
              helperText={errors.duration_minutes}
              fullWidth
            />
            <TextField label={translate('oasis.timeline.call_note')} value={call.note} onChange={(e) => setCall({ ...call, note: e.target.value })} error={!!errors.note} helperText={errors.note} multiline minRows={2} fullWidth />
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('oasis.timeline.save_call')}
            </Button>
          </Box>
        )}
        {form === 'note' && (
          <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void submit('note'))} sx={{ display: 'grid', gap: 2, mb: 2 }}>
            <TextField label={translate('oasis.timeline.note')} value={note} onChange={(e) => setNote(e.target.value)} error={!!errors.text} helperText={errors.text} multiline minRows={3} fullWidth />
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('oasis.timeline.save_note')}
            </Button>
          </Box>
        )}
        {entries && !entries.length && <Typography color="text.secondary">{translate('oasis.timeline.empty')}</Typography>}
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {entries?.map((e) => (
            <Box component="li" key={e.id} data-kind={e.kind} sx={{ borderLeft: 3, borderColor: e.by === 'staff' ? 'primary.main' : e.by === 'visitor' ? 'success.main' : 'divider', pl: 1.5, overflowWrap: 'anywhere' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                <Chip size="small" label={translate(`oasis.timeline.kind.${e.kind}`, { _: e.kind })} />
                <Typography variant="caption" color="text.secondary">
                  {when(e.at, locale)} · {e.author ? e.author.name : translate(e.by === 'visitor' ? 'oasis.timeline.by_visitor' : 'oasis.timeline.by_system')}
                  {e.edited_at ? ` · ${translate('oasis.timeline.edited')}` : ''}
                </Typography>
              </Stack>
              {editing?.id === e.id ? (
                <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
                  <TextField value={editing.text} onChange={(ev) => setEditing({ ...editing, text: ev.target.value })} multiline minRows={2} fullWidth label={translate('oasis.timeline.note')} />
                  <Stack direction="row" spacing={1}>
                    <Button variant="contained" size="small" onClick={() => void saveEdit()} disabled={busy}>{translate('oasis.timeline.save_note')}</Button>
                    <Button size="small" onClick={() => setEditing(null)}>{translate('ra.action.cancel')}</Button>
                  </Stack>
                </Box>
              ) : (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
                  {e.kind === 'note' && typeof e.details?.text === 'string' ? e.details.text : e.summary}
                </Typography>
              )}
              {e.editable_until && editing?.id !== e.id && (
                <Button size="small" onClick={() => setEditing({ id: e.id, text: typeof e.details?.text === 'string' ? e.details.text : e.summary })}>
                  {translate('oasis.timeline.edit_until', { time: when(e.editable_until, locale).split(', ').pop() })}
                </Button>
              )}
            </Box>
          ))}
        </Box>
        {next && (
          <Button onClick={() => void load(next)} fullWidth sx={{ mt: 2 }}>
            {translate('oasis.timeline.more')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
