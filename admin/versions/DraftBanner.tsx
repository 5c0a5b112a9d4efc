import { useState } from 'react';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useCanAccess, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { api } from '../../src/api/client';
import { useStaffAction } from '../common/useStaffAction';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { PreviewButton } from '../editorial/PreviewButton';
import { draftOf } from './drafts';

/**
 * The edit screen's banner while a published record has unpublished changes (issue 31, decision 025): who saved
 * them and when, which fields; Preview (signed links show the draft), Publish changes (one step on the server),
 * Discard (after a confirmation). The form below shows the draft.
 */
export function DraftBanner() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ action: 'edit', resource });
  const [confirm, setConfirm] = useState(false);
  const { busy, run } = useStaffAction();
  const draft = draftOf(record);
  if (!record?.id || !draft) return null;
  const t = (key: string, args?: Record<string, unknown>) => translate(`oasis.drafts.${key}`, args);
  const base = `/api/${resource}/${record.id}/draft`;

  const act = async (work: () => Promise<unknown>, done: string) => {
    await run(work, () => t(done));
    setConfirm(false);
  };
  const publish = () => act(() => api.post(`${base}/publish`, { draft_version: draft.revision }), 'published');
  const discard = () => act(() => api.delete(`${base}?draft_version=${draft.revision}`), 'discarded');

  return (
    <Alert severity="warning" role="region" aria-label={t('banner_label')} data-testid="draft-banner" sx={{ m: { xs: 1, sm: 2 }, overflowWrap: 'anywhere', '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>{t('banner', { who: draft.user_name ?? t('someone'), when: new Date(draft.updated_at).toLocaleString() })}</AlertTitle>
      {draft.fields.length ? t('banner_fields', { fields: draft.fields.map((f) => translate(`resources.${resource}.fields.${f}`, { _: f })).join(', ') }) : null}
      {canAccess && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { xs: 'stretch', sm: 'center' } }}>
          <PreviewButton />
          <Button variant="contained" onClick={publish} disabled={busy} data-testid="publish-draft">
            {t('publish')}
          </Button>
          <Button color="error" onClick={() => setConfirm(true)} disabled={busy}>
            {t('discard')}
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={confirm}
        title={t('discard_title')}
        body={t('discard_explain')}
        confirm={t('discard')}
        cancel={translate('ra.action.cancel')}
        busy={busy}
        danger
        onConfirm={() => void discard()}
        onClose={() => setConfirm(false)}
      />
    </Alert>
  );
}
