import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslateLabel } from 'react-admin';
import { api } from '../../src/api/client';
import { useTr } from '../common/useTr';
import { showValue } from './values';

interface Version {
  version: number;
  op: string;
  /** The op as the history names it: a save that turned `published` on is 'publish', off 'unpublish' (server/versions/labels.ts). */
  label?: string;
  fields: string[];
  user_name: string | null;
  restored_from: number | null;
  created_at: string;
}
interface Change {
  field: string;
  before: unknown;
  after: unknown;
}

const OP_TEXT: Record<string, string> = { create: 'Created', update: 'Saved', publish: 'Published', unpublish: 'Unpublished', delete: 'Deleted', baseline: 'Before versions were kept' };

/** "Published · Layla Haddad · 28/11/2026, 06:31": what happened, who did it, when (issue 40: a publish is "Published"). */
function useDescribe() {
  const tr = useTr();
  return (v: Version) => {
    const op = v.label ?? v.op;
    const what = op === 'restore' ? tr('Restored version %{n}', { n: v.restored_from }) : tr(OP_TEXT[op] ?? 'Saved');
    return `${what} · ${v.user_name ?? tr('system')} · ${new Date(v.created_at).toLocaleString()}`;
  };
}

/** A field's label as the form shows it; a translation's field with its language ("Title (AR)"). */
function useFieldLabel(resource: string) {
  const translateLabel = useTranslateLabel();
  return (field: string) => {
    const m = /^translations\.([a-z]{2})\.(.+)$/.exec(field);
    const label = (source: string) => String(translateLabel({ source, resource }));
    return m ? `${label(m[2])} (${m[1].toUpperCase()})` : label(field);
  };
}

/**
 * Editorial safety (issue 31): the history of the record on the edit screen: every kept version (who, when,
 * which fields), a per-field diff between any two (rich text as text), and restore (itself a new version).
 */
export function HistoryButton() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const notify = useNotify();
  const refresh = useRefresh();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const { canAccess: canRestore } = useCanAccess({ action: 'edit', resource });
  const [open, setOpen] = useState(false);
  const [versions, setVersions] = useState<Version[]>([]);
  const [from, setFrom] = useState<number | ''>('');
  const [to, setTo] = useState<number | ''>('');
  const [changes, setChanges] = useState<Change[] | null>(null);
  const id = record?.id;
  const describe = useDescribe();
  const fieldLabel = useFieldLabel(resource);

  const load = useCallback(async () => {
    const { data } = await api.get<{ version: number; versions: Version[] }>(`/api/${resource}/${id}/versions`);
    setVersions(data.versions);
    if (data.versions.length > 1) {
      setFrom(data.versions[1].version);
      setTo(data.versions[0].version);
    }
  }, [resource, id]);

  useEffect(() => {
    if (open) load().catch(() => notify('The history could not be loaded', { type: 'error' }));
  }, [open, load, notify]);

  useEffect(() => {
    setChanges(null);
    if (!open || from === '' || to === '') return;
    api
      .get<{ changes: Change[] }>(`/api/${resource}/${id}/versions/diff`, { params: { from, to } })
      .then(({ data }) => setChanges(data.changes))
      .catch(() => setChanges([]));
  }, [open, from, to, resource, id]);

  const restore = async (v: Version) => {
    if (!window.confirm(`Restore version ${v.version}? The current content becomes a version you can restore later.`)) return;
    try {
      await api.post(`/api/${resource}/${id}/versions/${v.version}/restore`, { version: record?.version });
      notify(`Version ${v.version} restored`, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (e) {
      notify((e as { response?: { data?: { message?: string } } }).response?.data?.message ?? 'The version could not be restored', { type: 'error' });
    }
  };

  if (id == null || record?.version === undefined) return null;
  return (
    <>
      <Button startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        History
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="history-title">
        <DialogTitle id="history-title">History · version {String(record.version)}</DialogTitle>
        <DialogContent dividers>
          <List dense aria-label="Versions">
            {versions.map((v) => (
              <ListItem key={v.version} divider secondaryAction={canRestore && v.version !== record.version ? <Button size="small" onClick={() => restore(v)} aria-label={`Restore version ${v.version}`}>Restore</Button> : undefined}>
                <ListItemText primary={`Version ${v.version}`} secondary={`${describe(v)}${v.fields.length && v.op !== 'create' ? ` · ${v.fields.map(fieldLabel).join(', ')}` : ''}`} sx={{ pr: 8, overflowWrap: 'anywhere' }} />
              </ListItem>
            ))}
          </List>
          {versions.length > 1 && (
            <Box sx={{ mt: 2 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextField select size="small" label="From" value={from} onChange={(e) => setFrom(Number(e.target.value))}>
                  {versions.map((v) => <MenuItem key={v.version} value={v.version}>Version {v.version}</MenuItem>)}
                </TextField>
                <TextField select size="small" label="To" value={to} onChange={(e) => setTo(Number(e.target.value))}>
                  {versions.map((v) => <MenuItem key={v.version} value={v.version}>Version {v.version}</MenuItem>)}
                </TextField>
              </Stack>
              <Box aria-label="Differences" role="region" sx={{ mt: 1 }}>
                {changes?.length === 0 && <Typography variant="body2">No differences.</Typography>}
                {changes?.map((c) => (
                  <Box key={c.field} data-testid={`diff-${c.field}`} sx={{ borderBottom: 1, borderColor: 'divider', py: 1, overflowWrap: 'anywhere' }}>
                    <Typography variant="subtitle2">{fieldLabel(c.field)}</Typography>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                      <Typography variant="body2" sx={{ flex: 1, whiteSpace: 'pre-wrap', bgcolor: 'error.light', color: 'error.contrastText', px: 0.5, borderRadius: 0.5 }}>
                        <Typography component="span" variant="caption" sx={{ display: 'block' }}>Before</Typography>
                        {showValue(c.before)}
                      </Typography>
                      <Typography variant="body2" sx={{ flex: 1, whiteSpace: 'pre-wrap', bgcolor: 'success.light', color: 'success.contrastText', px: 0.5, borderRadius: 0.5 }}>
                        <Typography component="span" variant="caption" sx={{ display: 'block' }}>After</Typography>
                        {showValue(c.after)}
                      </Typography>
                    </Stack>
                  </Box>
                ))}
              </Box>
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
