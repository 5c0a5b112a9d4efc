import { useState, type ReactElement } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, ListItemIcon, Menu, MenuItem, TextField } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import ApartmentIcon from '@mui/icons-material/Apartment';
import PlaceIcon from '@mui/icons-material/Place';
import { Button, useCanAccess, useGetList, useListContext, useNotify, useRefresh, useResourceContext, useTranslate, useUnselectAll } from 'react-admin';
import { api, errorMessage } from '../../src/api/client';
import { BULK_ACTIONS, UNDO_MS, type BulkAction } from './resources';
import { UndoBulkMessage, type BulkItem } from './UndoBulkMessage';
import { BulkDeleteWithUndo } from './BulkDeleteWithUndo';
import { useIsPhone } from '../common/useIsPhone';

const ICONS: Record<BulkAction, ReactElement> = {
  publish: <PublishIcon />, unpublish: <UnpublishedIcon />, feature: <StarIcon />, unfeature: <StarBorderIcon />, set_developer: <ApartmentIcon />, set_area: <PlaceIcon />,
};

interface BulkAnswer {
  done: BulkItem[];
  failed: Array<{ id: number; message: string }>;
}

/**
 * Bulk actions of a list (issue 31): publish, unpublish, feature, set developer or area (each after a
 * confirmation), and delete. The server saves each record as a version; the notice offers Undo for 10 seconds,
 * which brings back the version before (records saved again since are left alone).
 */
export function BulkEditButtons() {
  const resource = useResourceContext() ?? '';
  const { selectedIds } = useListContext();
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource });
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource });
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [value, setValue] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  const phone = useIsPhone();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [deleting, setDeleting] = useState(false);
  const actions = canEdit ? (BULK_ACTIONS[resource] ?? []) : [];
  const label = (a: BulkAction | 'delete') => translate(`oasis.editorial.bulk_${a}`);

  const run = async (action: BulkAction) => {
    setBusy(true);
    try {
      const payload = { action, ids: selectedIds, ...(action.startsWith('set_') ? { value: value === '' ? null : value } : {}) };
      const { data } = await api.post<BulkAnswer>(`/api/${resource}/bulk`, payload);
      setAsking(null);
      unselectAll();
      refresh();
      const failed = data.failed.length ? ' ' + translate('oasis.editorial.bulk_failed', { smart_count: data.failed.length, first: data.failed[0].message }) : '';
      notify(<UndoBulkMessage resource={resource} items={data.done} text={translate('oasis.editorial.bulk_done', { action: label(action), smart_count: data.done.length }) + failed} />, {
        type: data.failed.length ? 'warning' : 'info',
        autoHideDuration: UNDO_MS,
      });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {phone ? (
        // On a phone one Actions button opens the list: seven icons do not fit beside "1 item selected".
        <>
          <Button label={translate('oasis.editorial.bulk_actions')} onClick={(e) => setMenu(e.currentTarget)}>
            <MoreVertIcon />
          </Button>
          <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
            {actions.map((a) => (
              <MenuItem key={a} onClick={() => { setMenu(null); setValue(''); setAsking(a); }}>
                <ListItemIcon>{ICONS[a]}</ListItemIcon>
                {label(a)}
              </MenuItem>
            ))}
            {canDelete && (
              <MenuItem onClick={() => { setMenu(null); setDeleting(true); }} sx={{ color: 'error.main' }}>
                {label('delete')}
              </MenuItem>
            )}
          </Menu>
          {canDelete && <BulkDeleteWithUndo control={{ open: deleting, setOpen: setDeleting }} />}
        </>
      ) : (
        <>
          {actions.map((a) => (
            <Button key={a} label={label(a)} onClick={() => { setValue(''); setAsking(a); }}>
              {ICONS[a]}
            </Button>
          ))}
          {canDelete && <BulkDeleteWithUndo />}
        </>
      )}
      {asking && (
        <Dialog open onClose={() => setAsking(null)} fullWidth maxWidth="xs">
          <DialogTitle>{translate('oasis.editorial.bulk_confirm_title', { action: label(asking), smart_count: selectedIds.length })}</DialogTitle>
          <DialogContent>
            {asking === 'set_developer' && <ReferenceChoice reference="developers" label={label(asking)} value={value} onChange={setValue} />}
            {asking === 'set_area' && <ReferenceChoice reference="areas" label={label(asking)} value={value} onChange={setValue} />}
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setAsking(null)}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton variant="contained" disabled={busy} onClick={() => run(asking)}>
              {translate('ra.action.confirm')}
            </MuiButton>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}

/** A developer or area by name (none clears it); the first 200 by name, which covers Dubai's developers and areas. */
function ReferenceChoice({ reference, label, value, onChange }: { reference: string; label: string; value: number | ''; onChange: (v: number | '') => void }) {
  const translate = useTranslate();
  const { data = [] } = useGetList(reference, { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } });
  return (
    <TextField select fullWidth margin="dense" label={label} value={value} onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}>
      <MenuItem value="">{translate('oasis.editorial.none')}</MenuItem>
      {data.map((r) => (
        <MenuItem key={r.id} value={r.id}>
          {r.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
