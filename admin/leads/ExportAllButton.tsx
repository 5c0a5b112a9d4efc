import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, downloadCSV, useCanAccess, useListContext, useNotify, useTranslate } from 'react-admin';
import { api, errorMessage } from '../../src/api/client';
import { downloadBlob } from '../common/download';

/**
 * The whole filtered list (not only the page on screen) as CSV or as an Excel workbook (typed columns,
 * header row with an autofilter), for roles with `{resource}.export`. The server writes it
 * (GET /api/{resource}/export?format=): every row, project and assignee names, formula-safe cells,
 * and an audit entry for each export.
 */
export function ExportAllButton({ filename, format = 'csv' }: { filename: string; format?: 'csv' | 'xlsx' }) {
  const { resource, filterValues, sort, total } = useListContext();
  const { canAccess } = useCanAccess({ action: 'export', resource });
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!canAccess) return null;
  const run = async () => {
    setBusy(true);
    try {
      const stamp = `${filename}-${new Date().toISOString().slice(0, 10)}`;
      const { data, headers } = await api.get<string | Blob>(`/api/${resource}/export`, {
        params: { filter: JSON.stringify(filterValues ?? {}), sort: JSON.stringify([sort.field, sort.order]), format },
        responseType: format === 'xlsx' ? 'blob' : 'text',
      });
      if (format === 'xlsx') downloadBlob(data as Blob, `${stamp}.xlsx`);
      else downloadCSV((data as string).replace(/^\ufeff/, ''), stamp);
      notify('oasis.lead.exported', { type: 'success', messageArgs: { rows: headers['x-export-rows'] ?? '' } });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={translate(format === 'xlsx' ? 'oasis.lead.export_excel' : 'oasis.lead.export_csv')} onClick={run} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  );
}
