import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { marketSettingsSchema } from '../../src/schemas/market';
import { useTr } from '../common/useTr';
import { errorMessage, marketSettings, saveMarketSettings } from './api';

/** The minimum sample (issue 25): below it a figure is withheld ("not enough registered deals"). */
export function MinimumSampleCard({ onSaved }: { onSaved: () => void }) {
  const tr = useTr();
  const [value, setValue] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    marketSettings().then((s) => setValue(String(s.market_min_deals)), (err) => setError(errorMessage(err)));
  }, []);
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaved(null);
    setError(null);
    const typed = value.trim() === '' ? NaN : Number(value);
    try {
      await marketSettingsSchema.validate({ market_min_deals: Number.isNaN(typed) ? value : typed });
    } catch (err) {
      setError(tr((err as Error).message));
      return;
    }
    setBusy(true);
    try {
      const res = await saveMarketSettings(typed);
      setSaved(tr('Saved. Figures recomputed for %{areas} areas and %{projects} projects.', { areas: res.figures.areas, projects: res.figures.projects }));
      onSaved();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {tr('Minimum sample')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {tr('A median, quartile, rent or yield needs at least this many registered deals (or rent contracts) to be shown; below it the site says "not enough registered deals".')}
        </Typography>
        <Box component="form" noValidate onSubmit={(e) => void save(e)} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={tr('Fewest deals behind a figure')}
            value={value}
            onChange={(e) => setValue(e.target.value.replace(/[^\d]/g, ''))}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-invalid': !!error } }}
            error={!!error}
            disabled={busy}
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {tr('Save')}
          </Button>
        </Box>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {saved && (
          <Alert severity="success" sx={{ mt: 2 }} role="status">
            {saved}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
