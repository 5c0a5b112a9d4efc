import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, FormControl, InputLabel, MenuItem, Select, TextField, Typography } from '@mui/material';
import { api, errorMessage } from '../../src/api/client';
import { filledTemplate, type WhatsAppTemplate } from '../../src/schemas/whatsapp';
import { useTr } from '../common/useTr';

type Errors = Record<string, string>;

/**
 * An approved template with its values (issue 40): what staff may send outside the 24-hour window (and may send inside
 * it). The lead's language comes first; the preview shows the text the person will read.
 */
export function WhatsAppTemplatePicker({ lang, busy, errors, onSend }: { lang: string; busy: boolean; errors: Errors; onSend: (t: { template: string; language: string; params: string[] }) => void }) {
  const tr = useTr();
  const [templates, setTemplates] = useState<WhatsAppTemplate[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [chosen, setChosen] = useState('');
  const [values, setValues] = useState<string[]>([]);
  useEffect(() => {
    api.get<{ data: { templates: WhatsAppTemplate[] } }>('/api/whatsapp/templates').then(
      ({ data }) => setTemplates(data.data.templates),
      (e) => setLoadError(errorMessage(e)),
    );
  }, []);
  const sorted = useMemo(() => [...(templates ?? [])].sort((a, b) => Number(!b.language.startsWith(lang)) - Number(!a.language.startsWith(lang)) || a.name.localeCompare(b.name)), [templates, lang]);
  const template = sorted.find((t) => `${t.name}|${t.language}` === chosen) ?? null;
  useEffect(() => setValues(template ? template.params.map(() => '') : []), [chosen]);
  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!templates) return null;
  if (!templates.length) return <Alert severity="info">{tr('No approved templates are listed yet: an admin adds them under WhatsApp templates.')}</Alert>;
  const ready = template && values.every((v) => v.trim());
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="whatsapp-template-picker">
      <FormControl fullWidth error={!!errors.template || !!errors.language}>
        <InputLabel id="wa-template">{tr('Approved template')}</InputLabel>
        <Select labelId="wa-template" label={tr('Approved template')} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          {sorted.map((t) => (
            <MenuItem key={`${t.name}|${t.language}`} value={`${t.name}|${t.language}`} sx={{ whiteSpace: 'normal' }}>
              {`${t.name} · ${t.language}`}
            </MenuItem>
          ))}
        </Select>
        {(errors.template || errors.language) && <Typography variant="caption" color="error">{errors.template ?? errors.language}</Typography>}
      </FormControl>
      {template?.params.map((label, i) => (
        <TextField
          key={`${chosen}-${i}`}
          label={label}
          value={values[i] ?? ''}
          onChange={(e) => setValues((v) => v.map((x, j) => (j === i ? e.target.value : x)))}
          fullWidth
          error={!!errors.params}
          helperText={i === template.params.length - 1 ? errors.params : undefined}
        />
      ))}
      {template && (
        <Box sx={{ bgcolor: '#d9fdd3', borderRadius: 2, p: 1.5 }} data-testid="whatsapp-template-preview">
          <Typography variant="caption" color="text.secondary">{tr('The person will read')}</Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{filledTemplate(template.body, values.map((v, i) => v.trim() || `[${template.params[i]}]`))}</Typography>
        </Box>
      )}
      <Button variant="contained" size="large" sx={{ minHeight: 48 }} disabled={!ready || busy} onClick={() => template && onSend({ template: template.name, language: template.language, params: values.map((v) => v.trim()) })}>
        {tr('Send template')}
      </Button>
    </Box>
  );
}
