import { useEffect, useState } from 'react';
import { Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { api, errorMessage } from '../../src/api/client';

/**
 * Routing v2 (issue 28) on the profile: a member pauses themself (no new leads from the routing rules until they
 * resume) and resumes; languages, hours and leave stay with the managers' Users screen.
 */
export function PauseCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const [paused, setPaused] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    api
      .get<{ data: { paused: boolean } }>('/api/profile/availability')
      .then(({ data }) => setPaused(data.data.paused))
      .catch((e) => notify(errorMessage(e), { type: 'error' }));
  }, [notify]);

  const change = async (next: boolean) => {
    setSaving(true);
    try {
      await api.put('/api/profile/availability', { paused: next });
      setPaused(next);
      notify(next ? 'oasis.availability.paused_now' : 'oasis.availability.resumed_now', { type: 'success' });
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">{translate('oasis.availability.title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('oasis.availability.help')}</Typography>
        <FormControlLabel
          control={<Switch checked={paused === true} disabled={paused === null || saving} onChange={(e) => void change(e.target.checked)} />}
          label={translate('oasis.availability.pause')}
        />
      </CardContent>
    </Card>
  );
}
