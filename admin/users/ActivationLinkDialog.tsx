import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** Shows the invitation link once so the inviter can copy it and send it to the new member. */
export function ActivationLinkDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const translate = useTranslate();
  const t = (key: string) => translate(`oasis.invite.${key}`);
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
      <DialogTitle>{t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('explain')}</DialogContentText>
        <TextField value={absolute ?? ''} fullWidth margin="normal" slotProps={{ htmlInput: { readOnly: true, 'aria-label': t('link') } }} onFocus={(e) => e.target.select()} />
      </DialogContent>
      <DialogActions>
        <Button onClick={copy}>{t(copied ? 'copied' : 'copy')}</Button>
        <Button onClick={onClose} variant="contained">
          {t('done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
