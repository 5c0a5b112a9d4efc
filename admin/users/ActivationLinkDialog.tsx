import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';

/** Shows the invitation link once so the inviter can copy it and send it to the new member. */
export function ActivationLinkDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const absolute = url && url.startsWith('/') ? `${window.location.origin}${url}` : url;
  const copy = async () => {
    if (!absolute) return;
    try {
      await navigator.clipboard.writeText(absolute);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog open={Boolean(url)} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Invitation link</DialogTitle>
      <DialogContent>
        <DialogContentText>Send this link to the new team member. It lets them choose a password and sign in.</DialogContentText>
        <TextField value={absolute ?? ''} fullWidth margin="normal" slotProps={{ htmlInput: { readOnly: true, 'aria-label': 'Activation link' } }} onFocus={(e) => e.target.select()} />
      </DialogContent>
      <DialogActions>
        <Button onClick={copy}>{copied ? 'Copied' : 'Copy link'}</Button>
        <Button onClick={onClose} variant="contained">
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
