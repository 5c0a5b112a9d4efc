import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/**
 * A yes/no question before an action that moves or removes records (merge, undo, discard a draft, erase a person's
 * data); `danger` colours the confirming button red. Full-screen on a phone is not needed: it is short.
 */
export function ConfirmDialog({ open, title, body, confirm, cancel, busy, danger, onConfirm, onClose }: {
  open: boolean; title: string; body: string; confirm: string; cancel: string; busy: boolean; danger?: boolean; onConfirm: () => void; onClose: () => void;
}) {
  const id = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{body}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy} sx={{ minHeight: 44 }}>{cancel}</Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color={danger ? 'error' : 'primary'} sx={{ minHeight: 44 }}>{confirm}</Button>
      </DialogActions>
    </Dialog>
  );
}
