import { useRef, useState } from 'react';
import { Alert, Box, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText, Typography, useMediaQuery, type Theme } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { Button, useCanAccess, useNotify, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { api, errorMessage } from '../../src/api/client';
import { SPREADSHEET_RESOURCES } from './resources';
import { downloadBlob } from '../common/download';

interface ImportReport {
  total: number;
  create: number;
  update: number;
  unchanged: number;
  error: number;
  truncated: boolean;
  rows: Array<{ row: number; id: number | null; action: string; changes?: Array<{ column: string; before: unknown; after: unknown }>; errors?: Record<string, string> }>;
  columns: Record<string, string>;
}

const shown = (v: unknown) => (v == null || v === '' ? '—' : String(v).slice(0, 80));

/**
 * Export (CSV, XLSX) and import of projects, areas and developers (issue 31): the import first checks the
 * file (dry run: what each row would change, errors by row and column), then applies it on request.
 */
export function SpreadsheetButtons() {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource });
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource });
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (key: string, args?: Record<string, unknown>) => translate(`oasis.editorial.${key}`, args);
  if (!SPREADSHEET_RESOURCES.includes(resource)) return null;

  const exportAs = async (format: 'csv' | 'xlsx') => {
    try {
      const { data } = await api.get<Blob>(`/api/${resource}/export`, { params: { format }, responseType: 'blob' });
      downloadBlob(data, `${resource}-${new Date().toISOString().slice(0, 10)}.${format}`);
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    }
  };
  const send = async (mode: 'dry-run' | 'apply', chosen: File) => {
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', chosen);
      const { data } = await api.post<ImportReport>(`/api/${resource}/import`, form, { params: { mode } });
      if (mode === 'apply') {
        setFile(null);
        setReport(null);
        refresh();
        notify(t('import_applied', { create: data.create, update: data.update, unchanged: data.unchanged, error: data.error }), { type: data.error ? 'warning' : 'success' });
      } else setReport(data);
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const label = (r: ImportReport['rows'][number]) => `${t('import_row', { row: r.row })} · ${t(`import_${r.action}`)}${r.id ? ` #${r.id}` : ''}`;
  const detail = (r: ImportReport['rows'][number], columns: Record<string, string>) =>
    r.errors ? Object.entries(r.errors).map(([f, m]) => `${columns[f] ?? f}: ${m}`).join('; ') : (r.changes ?? []).map((c) => `${c.column}: ${shown(c.before)} → ${shown(c.after)}`).join('; ');

  return (
    <>
      <Button label={t('export_csv')} onClick={() => exportAs('csv')}>
        <DownloadIcon />
      </Button>
      <Button label={t('export_xlsx')} onClick={() => exportAs('xlsx')}>
        <DownloadIcon />
      </Button>
      {canCreate && canEdit && (
        <>
          <Button label={t('import')} onClick={() => input.current?.click()}>
            <UploadIcon />
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            aria-label={t('import_file')}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              e.target.value = '';
              if (!chosen) return;
              setFile(chosen);
              void send('dry-run', chosen);
            }}
          />
        </>
      )}
      <Dialog open={Boolean(report && file)} onClose={() => setReport(null)} fullWidth maxWidth="md" fullScreen={phone}>
        <DialogTitle>{t('import_title', { file: file?.name ?? '' })}</DialogTitle>
        {report && (
          <DialogContent>
            <DialogContentText>{t('import_summary', { create: report.create, update: report.update, unchanged: report.unchanged, error: report.error })}</DialogContentText>
            {report.error > 0 && <Alert severity="warning" sx={{ my: 1 }}>{t('import_errors_skipped')}</Alert>}
            <List dense>
              {report.rows.map((r) => (
                <ListItem key={r.row} divider>
                  <ListItemText primary={label(r)} secondary={detail(r, report.columns)} slotProps={{ secondary: { color: r.errors ? 'error' : 'text.secondary' } }} />
                </ListItem>
              ))}
            </List>
            {report.truncated && (
              <Box sx={{ mt: 1 }}>
                <Typography variant="body2">{t('import_truncated')}</Typography>
              </Box>
            )}
          </DialogContent>
        )}
        <DialogActions>
          <MuiButton onClick={() => setReport(null)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" disabled={busy || !report || report.create + report.update === 0} onClick={() => file && send('apply', file)}>
            {t('import_apply')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
