import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, downloadCSV, useCanAccess, useDataProvider, useListContext, useNotify } from 'react-admin';
import { fetchAllRows, toCsv, type CsvColumn } from './csv';

/** CSV of the whole filtered list (not only the page on screen), for roles with `{resource}.export`. */
export function ExportAllButton({ columns, filename }: { columns: CsvColumn[]; filename: string }) {
  const { resource, filterValues, sort, total } = useListContext();
  const { canAccess } = useCanAccess({ action: 'export', resource });
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!canAccess) return null;
  const run = async () => {
    setBusy(true);
    try {
      const rows = await fetchAllRows(dataProvider, resource, filterValues, sort);
      downloadCSV(toCsv(rows, columns), `${filename}-${new Date().toISOString().slice(0, 10)}`);
      notify(`Exported ${rows.length} rows`, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return <Button label="Export CSV" onClick={run} disabled={busy || total === 0}><DownloadIcon /></Button>;
}
