import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** A yes/no question before an action that moves records (merge, undo); full-screen on a phone is not needed: it is short. */
export function ConfirmDialog({ open, title, body, confirm, cancel, busy, onConfirm, onClose }: {
  open: boolean; title: string; body: string; confirm: string; cancel: string; busy: boolean; onConfirm: () => void; onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="confirm-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{body}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy} sx={{ minHeight: 44 }}>{cancel}</Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" sx={{ minHeight: 44 }}>{confirm}</Button>
      </DialogActions>
    </Dialog>
  );
}
