import { useState } from 'react';
import { Alert, Box, Button, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useConflict } from './conflict';
import { showValue, valueAt } from './values';

/**
 * Editorial safety (issue 31): shown in the edit form after a save was refused because someone else saved
 * first. Per changed field: their value beside the editor's own; keep mine, take theirs, or choose field by
 * field; then Save again (the form now carries the current version).
 */
export function ConflictPanel() {
  const { conflict, clear } = useConflict();
  const form = useFormContext();
  const [choice, setChoice] = useState<Record<string, 'mine' | 'theirs'>>({});
  if (!conflict) return null;
  const fields = conflict.changed_fields.map((c) => c.field);
  const who = [...new Set(conflict.changes.map((c) => c.user_name ?? 'someone'))].join(', ');
  const last = conflict.changes[0];
  // A field the editor changed defaults to theirs-or-mine by who touched it: mine if I edited it, else theirs.
  const pickOf = (f: string): 'mine' | 'theirs' => choice[f] ?? (form.getFieldState(f).isDirty ? 'mine' : 'theirs');

  const apply = (pick: (field: string) => 'mine' | 'theirs') => {
    for (const f of fields) if (pick(f) === 'theirs') form.setValue(f, valueAt(conflict.current, f) ?? null, { shouldDirty: true });
    form.setValue(conflict.version_field ?? 'version', conflict.current_version, { shouldDirty: true });
    setChoice({});
    clear();
  };

  return (
    <Box role="region" aria-label="Conflicting changes" data-testid="conflict-panel" sx={{ width: '100%', mb: 2 }}>
      <Alert severity="warning" sx={{ mb: 1 }}>
        {who} saved this record since you opened it{last ? ` (${new Date(last.created_at).toLocaleString()})` : ''}. Your changes are not saved yet: choose what to keep, then
        save.
      </Alert>
      <Stack spacing={1.5}>
        {fields.map((f) => (
          <Box key={f} data-testid={`conflict-${f}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, overflowWrap: 'anywhere' }}>
            <Typography variant="subtitle2">{f}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Box sx={{ flex: 1 }}>
                <Typography variant="caption" color="text.secondary">
                  Theirs
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{showValue(valueAt(conflict.current, f))}</Typography>
              </Box>
              <Box sx={{ flex: 1 }}>
                <Typography variant="caption" color="text.secondary">
                  Yours
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{showValue(form.getValues(f))}</Typography>
              </Box>
            </Stack>
            <RadioGroup row value={pickOf(f)} onChange={(e) => setChoice({ ...choice, [f]: e.target.value as 'mine' | 'theirs' })} aria-label={`Keep for ${f}`}>
              <FormControlLabel value="mine" control={<Radio size="small" />} label="Mine" />
              <FormControlLabel value="theirs" control={<Radio size="small" />} label="Theirs" />
            </RadioGroup>
          </Box>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
        <Button variant="outlined" onClick={() => apply(() => 'mine')}>
          Keep mine
        </Button>
        <Button variant="outlined" onClick={() => apply(() => 'theirs')}>
          Take theirs
        </Button>
        <Button variant="contained" onClick={() => apply(pickOf)}>
          Apply my choices
        </Button>
      </Stack>
    </Box>
  );
}
