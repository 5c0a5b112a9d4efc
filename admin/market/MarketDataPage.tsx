import { useEffect, useState } from 'react';
import { Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useLocaleState } from 'react-admin';
import { importLog, type ImportLogRow } from './api';
import { MappingTable } from './MappingTable';
import { UploadCard } from './UploadCard';
import { MinimumSampleCard } from './MinimumSampleCard';
import { useTr } from '../common/useTr';

/**
 * Market data (issue 25): upload the DLD open-data files, read each import's report, and map DLD areas and
 * projects to ours. Files of millions of lines go through `npm run import:market` instead (README).
 */
export function MarketDataPage() {
  const tr = useTr();
  const [locale] = useLocaleState();
  const [version, setVersion] = useState(0);
  const [log, setLog] = useState<ImportLogRow[]>([]);
  useEffect(() => {
    importLog().then(setLog, () => setLog([]));
  }, [version]);
  const done = () => setVersion((v) => v + 1);
  return (
    <Box sx={{ py: 2 }}>
      <Title title={tr('Market data')} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
        {tr(
          "The Dubai Land Department's open data (dld_transactions-open.csv and dld_rent_contracts-open.csv). A re-imported line adds nothing; lines the import cannot read are skipped and listed. The first real import removes the demo sample. For the full files use the command: %{command}.",
          { command: 'npm run import:market -- --transactions FILE --rents FILE' },
        )}
      </Typography>
      <Stack spacing={2}>
        <UploadCard kind="transactions" title={tr('Transactions')} hint={tr('dld_transactions-open.csv: registered sales, mortgages and gifts')} onDone={done} />
        <UploadCard kind="rents" title={tr('Rent contracts')} hint={tr('dld_rent_contracts-open.csv: Ejari contracts')} onDone={done} />
        <MinimumSampleCard onSaved={done} />
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              {tr('DLD areas')}
            </Typography>
            <MappingTable what="areas" version={version} />
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              {tr('DLD projects')}
            </Typography>
            <MappingTable what="projects" version={version} />
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              {tr('Recent imports')}
            </Typography>
            <Table size="small" aria-label={tr('Recent imports')}>
              <TableHead>
                <TableRow>
                  <TableCell>{tr('Started')}</TableCell>
                  <TableCell>{tr('By')}</TableCell>
                  <TableCell>{tr('Source')}</TableCell>
                  <TableCell>{tr('Status')}</TableCell>
                  <TableCell>{tr('Lines added')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {log.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>{r.started_at.replace('T', ' ').slice(0, 16)}</TableCell>
                    <TableCell>{r.started_by ?? '-'}</TableCell>
                    <TableCell>{tr(r.source)}</TableCell>
                    <TableCell>{tr(r.status)}</TableCell>
                    <TableCell>
                      {r.report && 'progress' in r.report
                        ? tr('%{kind}: %{lines} lines read so far', { kind: tr(r.report.progress.kind === 'transactions' ? 'Transactions' : 'Rent contracts'), lines: r.report.progress.lines.toLocaleString(locale) })
                        : r.report?.files?.length
                          ? r.report.files.map((f) => `${tr(f.kind === 'transactions' ? 'Transactions' : 'Rent contracts')}: ${f.added.toLocaleString(locale)}`).join(', ')
                          : (r.report?.error ?? '-')}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}
