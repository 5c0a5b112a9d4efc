import { Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useCreate, useNotify, useTranslate } from 'react-admin';
import { inAnHour, localToIso } from './dueText';

/** Adds a task to the lead: a title and when it is due (an hour from now unless changed); the server checks the rest. */
export function TaskAddForm({ leadId, onAdded }: { leadId: number; onAdded(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [create, { isPending }] = useCreate();
  const [title, setTitle] = useState('');
  const [due, setDue] = useState(inAnHour);
  const [error, setError] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return setError({ title: translate('oasis.tasks.title_required') });
    if (!due) return setError({ due_at: translate('oasis.tasks.due_required') });
    create(
      'tasks',
      { data: { lead_id: leadId, title: title.trim(), due_at: localToIso(due) } },
      {
        onSuccess: () => {
          setTitle('');
          setDue(inAnHour());
          setError({});
          notify('oasis.tasks.added', { type: 'success' });
          onAdded();
        },
        onError: (err) => setError((err as { body?: { errors?: Record<string, string> } }).body?.errors ?? { title: String((err as Error).message) }),
      },
    );
  };

  return (
    <Stack component="form" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }} aria-label={translate('oasis.tasks.add')}>
      <TextField label={translate('oasis.tasks.title')} value={title} onChange={(e) => setTitle(e.target.value)} error={!!error.title} helperText={error.title} size="small" fullWidth slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextField label={translate('oasis.tasks.due')} type="datetime-local" value={due} onChange={(e) => setDue(e.target.value)} error={!!error.due_at} helperText={error.due_at} size="small" slotProps={{ inputLabel: { shrink: true } }} sx={{ minWidth: 220 }} />
      <Button type="submit" variant="contained" disabled={isPending} sx={{ minHeight: 40, flexShrink: 0 }}>
        {translate('oasis.tasks.add')}
      </Button>
    </Stack>
  );
}
