import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { api } from '../../src/api/client';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useStaffAction } from '../common/useStaffAction';
import { useMergeScreen } from './useMergeScreen';

interface Candidate {
  id: number;
  name: string;
  created_at: string;
  reasons: string[];
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium' });

/**
 * Duplicates merged (issue 28 item 4): the same person's other leads (same e-mail, or same phone and name), each with
 * a Merge button for staff who may edit leads; the dialog says what moves before anything does.
 */
export function DuplicateNotice() {
  const { record, resource, canEdit, data, leadPath, t } = useMergeScreen<Candidate[]>('duplicates', (r) => !r.merged_into_id);
  const candidates = data ?? [];
  const [into, setInto] = useState<Candidate | null>(null);
  const { busy, run } = useStaffAction();

  if (!record || record.merged_into_id || !candidates.length) return null;

  const merge = async () => {
    if (!into) return;
    if (await run(() => api.post(`/api/${resource}/${record.id}/merge`, { into: into.id }), () => t('merged', { id: into.id }))) setInto(null);
  };

  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="duplicate-notice">
      <AlertTitle>{t('possible_duplicate')}</AlertTitle>
      <Stack spacing={1}>
        {candidates.map((c) => (
          <Box key={c.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" sx={{ flex: '1 1 220px', overflowWrap: 'anywhere' }}>
              <MuiLink component={Link} to={leadPath(c.id)}>
                {t('candidate', { id: c.id, name: c.name, when: day(c.created_at), reasons: c.reasons.map((r) => t(`reason.${r}`)).join(', ') })}
              </MuiLink>
            </Typography>
            {canEdit && (
              <Button variant="outlined" size="small" onClick={() => setInto(c)} sx={{ minHeight: 44 }}>
                {t('merge_into', { id: c.id })}
              </Button>
            )}
          </Box>
        ))}
      </Stack>
      <ConfirmDialog
        open={!!into}
        title={t('confirm_title', { from: record.id, into: into?.id })}
        body={t('confirm_body', { into: into?.id })}
        confirm={t('confirm')}
        cancel={t('cancel')}
        busy={busy}
        onConfirm={() => void merge()}
        onClose={() => setInto(null)}
      />
    </Alert>
  );
}
