import { useEffect, useState } from 'react';
import { Alert, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { api, errorMessage } from '../../src/api/client';
import { useTr } from '../common/useTr';

interface LastRun {
  last_run_at: string | null;
  counts: Record<string, number>;
  /** Tables whose rule failed in that run (the others ran): tried again on the next run. */
  errors?: Record<string, string>;
  error: string | null;
}

/** What the daily retention job did last (GET /api/privacy/retention): when, and the rows of each table. */
export function RetentionLastRun() {
  const tr = useTr();
  const [locale] = useLocaleState();
  const [run, setRun] = useState<LastRun | null | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api
      .get<{ data: LastRun | null }>('/api/privacy/retention')
      .then(({ data }) => live && setRun(data.data))
      .catch((err) => live && setFailure(errorMessage(err)));
    return () => {
      live = false;
    };
  }, []);

  const number = new Intl.NumberFormat(locale);
  const rows = Object.entries(run?.counts ?? {});
  return (
    <Card variant="outlined" sx={{ mt: 2 }} aria-labelledby="retention-last-run">
      <CardContent>
        <Typography id="retention-last-run" variant="h6" component="h2" gutterBottom>
          {tr('Last retention run')}
        </Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        {run === null && <Typography variant="body2">{tr('The retention job has not run yet.')}</Typography>}
        {run?.last_run_at && (
          <Typography variant="body2" gutterBottom>
            {tr('Ran at %{time}', { time: new Date(run.last_run_at).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) })}
          </Typography>
        )}
        {run?.error && <Alert severity="warning">{tr('The last attempt failed: %{error}', { error: run.error })}</Alert>}
        {Object.entries(run?.errors ?? {}).map(([table, error]) => (
          <Alert key={table} severity="error" sx={{ mt: 1 }}>
            {tr('%{table} failed in the last run (the other tables ran; it is tried again on the next run): %{error}', { table, error })}
          </Alert>
        ))}
        {rows.length > 0 && (
          <Table size="small" aria-label={tr('Rows changed by the last run')}>
            <TableHead>
              <TableRow>
                <TableCell>{tr('Table')}</TableCell>
                <TableCell align="right">{tr('Rows anonymised or deleted')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(([table, count]) => (
                <TableRow key={table}>
                  <TableCell>{table}</TableCell>
                  <TableCell align="right">{number.format(count)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
