import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useLocaleState } from 'react-admin';
import { useTr } from '../common/useTr';
import { errorMessage, uploadDldFile, type ImportReport } from './api';

/** The formats the server recognises by their header, in staff's words (translated here, not sent by the server). */
const FORMAT_NAMES: Record<string, string> = {
  'dubai-pulse-transactions': 'Dubai Pulse open data (transactions)',
  'dld-website-transactions': "the DLD website's transactions export",
  'dubai-pulse-rents': 'Dubai Pulse open data (rent contracts)',
};

/** One DLD file: pick, upload with a progress bar (the server imports as the bytes arrive), then the report. */
export function UploadCard({ kind, title, hint, onDone }: { kind: 'transactions' | 'rents'; title: string; hint: string; onDone: () => void }) {
  const tr = useTr();
  const [locale] = useLocaleState();
  const n = (v: number) => v.toLocaleString(locale);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    if (!file) return;
    setError(null);
    setReport(null);
    setProgress(0);
    try {
      setReport(await uploadDldFile(kind, file, setProgress));
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setProgress(null);
    }
  };
  const f = report?.files[0];
  const inputId = `market-file-${kind}`;
  return (
    <Card variant="outlined" data-testid={`market-upload-${kind}`}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <label htmlFor={inputId}>{tr('%{title}: CSV file', { title })}</label>
          <input id={inputId} type="file" accept=".csv,text/csv" onChange={(e) => setFile(e.target.files?.[0] ?? null)} disabled={progress !== null} />
          <Button variant="contained" startIcon={<UploadFileIcon />} disabled={!file || progress !== null} onClick={() => void start()}>
            {tr('Import')}
          </Button>
        </Box>
        {progress !== null && (
          <Box sx={{ mt: 2 }}>
            <LinearProgress variant={progress < 1 ? 'determinate' : 'indeterminate'} value={Math.round(progress * 100)} aria-label={tr('%{title}: import progress', { title })} />
            <Typography variant="body2" sx={{ mt: 0.5 }} role="status">
              {progress < 1 ? tr('Uploading and importing: %{pct}%', { pct: Math.round(progress * 100) }) : tr('Computing the figures...')}
            </Typography>
          </Box>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {f && report && (
          <Box sx={{ mt: 2 }} role="region" aria-label={tr('%{title}: import report', { title })}>
            <Alert severity={f.skipped ? 'warning' : 'success'}>
              {tr('%{lines} lines read: %{added} added, %{duplicates} already imported, %{skipped} skipped (%{seconds} s).', { lines: n(f.lines), added: n(f.added), duplicates: n(f.duplicates), skipped: n(f.skipped), seconds: f.seconds })}
              {f.format ? ` ${tr('Read as: %{format}.', { format: tr(FORMAT_NAMES[f.format.id] ?? f.format.label) })}` : ''}
              {f.portfolio_deals ? ` ${tr('%{smart_count} portfolio deal left out of the figures (one value for several units). |||| %{smart_count} portfolio deals left out of the figures (one value for several units).', { smart_count: f.portfolio_deals })}` : ''}
              {f.demo_removed ? ` ${tr('The demo sample was removed.')}` : ''}
              {` ${tr('Figures recomputed for %{areas} and %{projects}, deals up to %{date}.', {
                areas: tr('%{smart_count} area |||| %{smart_count} areas', { smart_count: report.figures.areas }),
                projects: tr('%{smart_count} project |||| %{smart_count} projects', { smart_count: report.figures.projects }),
                date: report.figures.as_of ?? '-',
              })}`}
            </Alert>
            {f.bad_lines.length > 0 && (
              <Table size="small" sx={{ mt: 1 }} aria-label={tr('Skipped lines')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{tr('Line')}</TableCell>
                    <TableCell>{tr('Why it was skipped')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {f.bad_lines.map((b) => (
                    <TableRow key={`${b.line}-${b.reason}`}>
                      <TableCell>{b.line}</TableCell>
                      <TableCell>{b.reason}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
