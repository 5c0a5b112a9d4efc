import { useState } from 'react';
import { Button } from '@mui/material';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { useFormContext } from 'react-hook-form';
import { useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { api } from '../../src/api/client';
import { useConflict } from './conflict';
import { asHttpError, draftOf } from './drafts';

/**
 * "Save as draft" (issue 31, decision 025): the form's values become the record's pending draft; the live record
 * and the public site stay as they are until the draft is published. Shown on published records (and on those
 * that already have a draft); a 409 opens the conflict panel, a 422 marks the fields.
 */
export function SaveDraftButton() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const form = useFormContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { report, clear } = useConflict();
  const [busy, setBusy] = useState(false);
  if (!record?.id || record.version === undefined || (record.published === false && !draftOf(record))) return null;

  const save = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      await api.put(`/api/${resource}/${record.id}/draft`, values);
      clear();
      notify(translate('oasis.drafts.saved'), { type: 'info' });
      refresh();
    } catch (e) {
      const err = asHttpError(e) as { status?: number; body?: { errors?: Record<string, string> } };
      if (err.status === 422 && err.body?.errors) for (const [field, message] of Object.entries(err.body.errors)) form.setError(field, { type: 'server', message });
      report(err);
    } finally {
      setBusy(false);
    }
  });

  return (
    <Button variant="outlined" startIcon={<EditNoteIcon />} onClick={save} disabled={busy} data-testid="save-draft">
      {translate('oasis.drafts.save_draft')}
    </Button>
  );
}
