import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, downloadCSV, useCanAccess, useListContext, useNotify } from 'react-admin';
import { api, errorMessage } from '../../src/api/client';

/**
 * CSV of the whole filtered list (not only the page on screen), for roles with `{resource}.export`. The
 * server writes it (GET /api/{resource}/export): every row, project and assignee names, formula-safe
 * cells, and an audit entry for each export.
 */
export function ExportAllButton({ filename }: { filename: string }) {
  const { resource, filterValues, sort, total } = useListContext();
  const { canAccess } = useCanAccess({ action: 'export', resource });
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!canAccess) return null;
  const run = async () => {
    setBusy(true);
    try {
      const { data, headers } = await api.get<string>(`/api/${resource}/export`, {
        params: { filter: JSON.stringify(filterValues ?? {}), sort: JSON.stringify([sort.field, sort.order]) },
        responseType: 'text',
      });
      downloadCSV(data.replace(/^\ufeff/, ''), `${filename}-${new Date().toISOString().slice(0, 10)}`);
      notify(`Exported ${headers['x-export-rows'] ?? ''} rows`, { type: 'success' });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="Export CSV" onClick={run} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  );
}
