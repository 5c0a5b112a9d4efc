import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useCloseNotification, useNotify, useRefresh, useTranslate } from 'react-admin';
import { api, errorMessage } from '../../src/api/client';

export interface BulkItem {
  id: number;
  version: number;
}

/** The notice after a bulk change: what was done, and Undo (POST /api/{resource}/bulk/undo) while it shows. */
export function UndoBulkMessage({ resource, items, text }: { resource: string; items: BulkItem[]; text: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  // Closed first: react-admin shows one notice at a time, and the undo's answer is the next.
  const close = useCloseNotification();
  const [busy, setBusy] = useState(false);
  const undo = async () => {
    setBusy(true);
    try {
      const { data } = await api.post<{ undone: BulkItem[]; skipped: Array<{ id: number; message: string }> }>(`/api/${resource}/bulk/undo`, { items });
      close();
      refresh();
      const skipped = data.skipped.length ? ' ' + translate('oasis.editorial.undo_skipped', { smart_count: data.skipped.length, first: data.skipped[0].message }) : '';
      notify(translate('oasis.editorial.undone', { smart_count: data.undone.length }) + skipped, { type: data.skipped.length ? 'warning' : 'success' });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', bgcolor: 'grey.900', color: 'common.white', px: 2, py: 1, borderRadius: 1, boxShadow: 3 }} role="status">
      <Typography variant="body2">{text}</Typography>
      {items.length > 0 && (
        <Button color="warning" size="small" onClick={undo} disabled={busy}>
          {translate('oasis.editorial.undo')}
        </Button>
      )}
    </Stack>
  );
}
