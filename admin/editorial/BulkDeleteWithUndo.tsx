import { useState } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, useDeleteMany, useListContext, useNotify, useResourceContext, useTranslate, useUnselectAll } from 'react-admin';
import { errorMessage } from '../../src/api/client';
import { UNDO_MS } from './resources';

/**
 * Bulk delete (issue 31): after a confirmation, the records leave the list at once and the DELETEs are sent
 * when the 10-second Undo notice closes (react-admin's undoable mode); Undo sends nothing. A deleted record's
 * versions go with it, so the undo happens before the server is asked.
 */
/** `control`: the confirmation opened from elsewhere (the phone's Actions menu); no button of its own then. */
export function BulkDeleteWithUndo({ control }: { control?: { open: boolean; setOpen: (open: boolean) => void } }) {
  const resource = useResourceContext() ?? '';
  const { selectedIds } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const unselectAll = useUnselectAll(resource);
  const [deleteMany] = useDeleteMany();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = control ? control.open : ownOpen;
  const setOpen = control ? control.setOpen : setOwnOpen;
  const remove = () => {
    setOpen(false);
    const count = selectedIds.length;
    deleteMany(
      resource,
      { ids: selectedIds },
      {
        mutationMode: 'undoable',
        onSuccess: () => {
          unselectAll();
          notify(translate('oasis.editorial.deleted', { smart_count: count }), { undoable: true, autoHideDuration: UNDO_MS });
        },
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  };
  return (
    <>
      {!control && (
        <Button label={translate('oasis.editorial.bulk_delete')} onClick={() => setOpen(true)} color="error">
          <DeleteIcon />
        </Button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('oasis.editorial.bulk_confirm_title', { action: translate('oasis.editorial.bulk_delete'), smart_count: selectedIds.length })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('oasis.editorial.delete_explain')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" color="error" onClick={remove}>
            {translate('ra.action.confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
