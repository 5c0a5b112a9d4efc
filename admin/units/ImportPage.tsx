import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, FormControl, FormControlLabel, InputLabel, MenuItem, Radio, RadioGroup, Select, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, projectChoices, setUnitsDisplay, uploadPriceList, type ImportReport } from './api';

/**
 * Inventory (issue 30): a developer's price list (CSV or XLSX) for one project. A dry run first reports every
 * bad row by row and field and what would change; Apply writes it (all or nothing); the same list again changes nothing.
 */
export function ImportPage() {
  const translate = useTranslate();
  const tr = (text: string, opts: Record<string, unknown> = {}) => translate(text, { _: text, ...opts });
  const [projects, setProjects] = useState<{ id: number; title: string; units_display?: string }[]>([]);
  // Opened from a project's inventory notice (issue 40): that project is chosen.
  const [params] = useSearchParams();
  const [projectId, setProjectId] = useState<number | ''>(Number(params.get('project_id')) || '');
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [display, setDisplay] = useState<'counts' | 'list'>('counts');
  useEffect(() => {
    projectChoices().then(setProjects, (err) => setError(errorMessage(err)));
  }, []);
  useEffect(() => {
    const p = projects.find((x) => x.id === projectId);
    setDisplay(p?.units_display === 'list' ? 'list' : 'counts');
  }, [projectId, projects]);
  const run = async (dryRun: boolean) => {
    if (!file || projectId === '') return;
    setBusy(true);
    setError(null);
    try {
      setReport(await uploadPriceList(projectId, file, dryRun));
    } catch (err) {
      setReport(null);
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const changeDisplay = async (value: 'counts' | 'list') => {
    if (projectId === '') return;
    setDisplay(value);
    try {
      await setUnitsDisplay(projectId, value);
      setProjects((list) => list.map((p) => (p.id === projectId ? { ...p, units_display: value } : p)));
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const clean = report && report.errors.length === 0;
  return (
    <Card sx={{ mt: { xs: 1, md: 2 } }} data-testid="units-import">
      <Title title={tr('Import price list')} />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {tr('Columns: unit number, building, floor, type, bedrooms, size (sq ft), view, price (AED), status. A later list updates prices and statuses; units are matched by building and unit number.')}
        </Typography>
        <FormControl sx={{ maxWidth: 420 }}>
          <InputLabel id="units-import-project">{tr('Project')}</InputLabel>
          <Select labelId="units-import-project" label={tr('Project')} value={projectId} onChange={(e) => { setProjectId(e.target.value as number); setReport(null); }}>
            {projects.map((p) => (
              <MenuItem key={p.id} value={p.id}>{p.title}</MenuItem>
            ))}
          </Select>
        </FormControl>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <label htmlFor="units-import-file">{tr('Price list (CSV or XLSX)')}</label>
          <input id="units-import-file" type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={(e) => { setFile(e.target.files?.[0] ?? null); setReport(null); }} />
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={!file || projectId === '' || busy} onClick={() => void run(true)}>
            {tr('Check (dry run)')}
          </Button>
          <Button variant="contained" disabled={!clean || !report?.dry_run || busy} onClick={() => void run(false)}>
            {tr('Apply')}
          </Button>
        </Box>
        {error && <Alert severity="error">{error}</Alert>}
        {report && (
          <Box role="status" data-testid="units-import-report" sx={{ display: 'grid', gap: 1 }}>
            <Alert severity={report.errors.length ? 'error' : report.applied ? 'success' : 'info'}>
              {report.applied ? tr('Applied.') : report.errors.length ? tr('Nothing was changed: fix the rows below and check again.') : tr('Dry run: nothing was changed yet.')}{' '}
              {tr('%{rows} rows: %{created} new, %{updated} updated, %{unchanged} unchanged, %{bad} with problems; %{missing} units of the project are not in this list.', {
                rows: report.rows, created: report.created, updated: report.updated, unchanged: report.unchanged, bad: new Set(report.errors.map((e) => e.row)).size, missing: report.not_in_list,
              })}
            </Alert>
            {report.errors.length > 0 && (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={tr('Rows with problems')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{tr('Row')}</TableCell>
                      <TableCell>{tr('Field')}</TableCell>
                      <TableCell>{tr('Problem')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.errors.map((e, i) => (
                      <TableRow key={i}>
                        <TableCell>{e.row}</TableCell>
                        <TableCell>{e.field}</TableCell>
                        <TableCell>{e.message}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
            {report.notes.map((n, i) => (
              <Typography key={i} variant="body2">{`${tr('Row')} ${n.row}, ${n.unit}: ${n.message}`}</Typography>
            ))}
          </Box>
        )}
        {projectId !== '' && (
          <FormControl>
            <Typography component="h2" variant="subtitle1">{tr('On the project page')}</Typography>
            <RadioGroup row value={display} onChange={(e) => void changeDisplay(e.target.value as 'counts' | 'list')}>
              <FormControlLabel value="counts" control={<Radio />} label={tr('Counts only')} />
              <FormControlLabel value="list" control={<Radio />} label={tr('List the available units')} />
            </RadioGroup>
          </FormControl>
        )}
      </CardContent>
    </Card>
  );
}
