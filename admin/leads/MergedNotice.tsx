import { useState } from 'react';
import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { api } from '../../src/api/client';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useStaffAction } from '../common/useStaffAction';
import { useMergeScreen } from './useMergeScreen';

interface MergeView {
  id: number;
  kept_id: number;
  merged_by_name: string | null;
  created_at: string;
  undo_until: string;
  may_undo: boolean;
}

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A merged lead is a pointer (issue 28 item 4): "Merged into #N" with a link to the kept lead, and for an owner within
 * 30 days the Undo button.
 */
export function MergedNotice() {
  const { record, data: view, leadPath, t } = useMergeScreen<MergeView>('merge', (r) => !!r.merged_into_id);
  const [asking, setAsking] = useState(false);
  const { busy, run } = useStaffAction();
  const keptId = record?.merged_into_id as number | null | undefined;

  if (!record || !keptId) return null;

  const undo = async () => {
    if (!view) return;
    if (await run(() => api.post(`/api/lead-merges/${view.id}/undo`), () => t('undone', { id: record.id }))) setAsking(false);
  };

  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="merged-notice">
      <AlertTitle>{t('merged_into', { id: keptId })}</AlertTitle>
      <Stack spacing={1}>
        {view && (
          <Typography variant="body2">
            {t('pointer', { id: keptId, when: when(view.created_at), by: view.merged_by_name ? t('by', { name: view.merged_by_name }) : '' })}
            {view.may_undo ? ` ${t('undo_until', { when: when(view.undo_until) })}` : ''}
          </Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={Link} to={leadPath(keptId)} variant="contained" size="small" sx={{ minHeight: 44 }}>
            {t('open_kept', { id: keptId })}
          </Button>
          {view?.may_undo && (
            <Button onClick={() => setAsking(true)} variant="outlined" size="small" sx={{ minHeight: 44 }}>
              {t('undo')}
            </Button>
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={asking}
        title={t('undo_title', { from: record.id, into: keptId })}
        body={t('undo_body', { from: record.id, into: keptId })}
        confirm={t('undo')}
        cancel={t('cancel')}
        busy={busy}
        onConfirm={() => void undo()}
        onClose={() => setAsking(false)}
      />
    </Alert>
  );
}
