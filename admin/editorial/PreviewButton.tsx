import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText, MenuItem, Stack, TextField, useMediaQuery, type Theme } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useCanAccess, useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { api, errorMessage } from '../../src/api/client';
import { PREVIEW_RESOURCES } from './resources';

interface PreviewLink {
  id: number;
  lang: string;
  expires_at: string;
  revoked_at: string | null;
  user_name: string | null;
  active: boolean;
  url?: string;
}

const LANGS = ['en', 'ar', 'ru', 'zh'];

/**
 * Signed preview links of the record (issue 31): the page as it will look, in a language, for anyone holding
 * the link (no account needed) until it expires or is revoked. The address is shown once, when it is made.
 */
export function PreviewButton() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const notify = useNotify();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const { canAccess } = useCanAccess({ action: 'edit', resource });
  const [open, setOpen] = useState(false);
  const [lang, setLang] = useState('en');
  const [links, setLinks] = useState<PreviewLink[]>([]);
  const [made, setMade] = useState<PreviewLink | null>(null);
  const t = (key: string, args?: Record<string, unknown>) => translate(`oasis.editorial.${key}`, args);
  const base = `/api/${resource}/${record?.id}/preview-links`;

  const load = useCallback(async () => setLinks((await api.get<{ links: PreviewLink[] }>(base)).data.links), [base]);
  useEffect(() => {
    if (open) load().catch((e) => notify(errorMessage(e), { type: 'error' }));
  }, [open, load, notify]);

  if (!record?.id || !canAccess || !PREVIEW_RESOURCES.includes(resource)) return null;

  const create = async () => {
    try {
      setMade((await api.post<PreviewLink>(base, { lang })).data);
      await load();
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    }
  };
  const revoke = async (id: number) => {
    try {
      await api.delete(`${base}/${id}`);
      if (made?.id === id) setMade(null);
      await load();
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    }
  };
  const state = (l: PreviewLink) => (l.revoked_at ? t('preview_revoked') : l.active ? t('preview_expires', { when: new Date(l.expires_at).toLocaleString() }) : t('preview_expired'));

  return (
    <>
      <Button startIcon={<VisibilityIcon />} onClick={() => setOpen(true)}>
        {t('preview')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" fullScreen={phone}>
        <DialogTitle>{t('preview_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('preview_explain')}</DialogContentText>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ my: 2 }}>
            <TextField select size="small" label={t('preview_lang')} value={lang} onChange={(e) => setLang(e.target.value)} sx={{ minWidth: 120 }}>
              {LANGS.map((l) => (
                <MenuItem key={l} value={l}>
                  {l.toUpperCase()}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" onClick={create}>
              {t('preview_create')}
            </Button>
          </Stack>
          {made?.url && (
            <Box sx={{ mb: 2 }}>
              <TextField fullWidth value={made.url} label={t('preview_link')} slotProps={{ htmlInput: { readOnly: true } }} onFocus={(e) => e.target.select()} />
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Button onClick={() => navigator.clipboard?.writeText(made.url!).then(() => notify(t('preview_copied')))}>{t('preview_copy')}</Button>
                <Button href={made.url} target="_blank" rel="noopener noreferrer">
                  {t('preview_open')}
                </Button>
              </Stack>
            </Box>
          )}
          <List dense>
            {links.map((l) => (
              <ListItem key={l.id} secondaryAction={l.active ? <Button color="error" onClick={() => revoke(l.id)}>{t('preview_revoke')}</Button> : null}>
                <ListItemText primary={`${l.lang.toUpperCase()} · ${l.user_name ?? ''}`} secondary={state(l)} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
