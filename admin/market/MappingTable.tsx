import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { useTr } from '../common/useTr';
import { errorMessage, mappings, saveMapping, type MappingRow, type Ours } from './api';

/**
 * DLD names (as registered) against ours: staff pick the match, or take the suggestion offered; the figures
 * are recomputed on each change. `version` reloads the list after an import.
 */
export function MappingTable({ what, version }: { what: 'areas' | 'projects'; version: number }) {
  const tr = useTr();
  const [locale] = useLocaleState();
  const [data, setData] = useState<{ ours: Ours[]; rows: MappingRow[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const load = useCallback(() => {
    mappings(what).then(setData, (err) => setError(errorMessage(err)));
  }, [what]);
  useEffect(load, [load, version]);
  const save = async (row: MappingRow, id: number | null) => {
    setSaving(row.dld_name);
    setError(null);
    try {
      await saveMapping(what, row.dld_name, id);
      load();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSaving(null);
    }
  };
  if (!data) return error ? <Alert severity="error">{error}</Alert> : null;
  if (!data.rows.length) return <Typography color="text.secondary">{tr(what === 'areas' ? 'No DLD areas yet: import a file first.' : 'No DLD projects yet: import a file first.')}</Typography>;
  const idOf = (r: MappingRow) => (what === 'areas' ? r.area_id : r.project_id) ?? null;
  return (
    <>
      {error && <Alert severity="error">{error}</Alert>}
      <Table size="small" aria-label={tr(what === 'areas' ? 'DLD areas and ours' : 'DLD projects and ours')}>
        <TableHead>
          <TableRow>
            <TableCell>{tr('DLD name')}</TableCell>
            {what === 'projects' && <TableCell>{tr('DLD area')}</TableCell>}
            <TableCell align="right">{tr('Sales')}</TableCell>
            <TableCell>{tr('Ours')}</TableCell>
            <TableCell>{tr('Suggested')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.rows.slice(0, 200).map((r) => (
            <TableRow key={r.dld_name}>
              <TableCell>{r.dld_name}</TableCell>
              {what === 'projects' && <TableCell>{r.dld_area}</TableCell>}
              <TableCell align="right">{r.deals.toLocaleString(locale)}</TableCell>
              <TableCell sx={{ minWidth: 220 }}>
                <TextField
                  select
                  size="small"
                  fullWidth
                  label={tr('Ours for %{name}', { name: r.dld_name })}
                  value={idOf(r) ?? ''}
                  disabled={saving === r.dld_name}
                  onChange={(e) => void save(r, e.target.value === '' ? null : Number(e.target.value))}
                >
                  <MenuItem value="">{tr('Not mapped')}</MenuItem>
                  {data.ours.map((o) => (
                    <MenuItem key={o.id} value={o.id}>
                      {o.name}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              <TableCell>
                {r.suggestion && r.suggestion.id !== idOf(r) ? (
                  <Button size="small" disabled={saving === r.dld_name} onClick={() => void save(r, r.suggestion!.id)}>
                    {tr('Use %{name}', { name: r.suggestion.name })}
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
