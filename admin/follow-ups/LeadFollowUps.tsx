import { Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useCanAccess, useGetList, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { api, errorMessage } from '../../src/api/client';

interface Run {
  id: number;
  plan_name: string;
  status: 'running' | 'stopped' | 'finished';
  next_at: string | null;
  stop_reason: string | null;
  steps: { step_index: number; action: string; outcome: string; detail: string | null }[];
}

/** The lead's follow-up plans (issue 40 item 3): start an active plan by hand, see what each step did, stop a running one. */
export function LeadFollowUps() {
  const lead = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource: 'follow-up-plans', action: 'edit' });
  const { data: plans = [] } = useGetList('follow-up-plans', { filter: { active: true }, pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } }, { enabled: !!canAccess });
  const [runs, setRuns] = useState<Run[]>([]);
  const [plan, setPlan] = useState('');
  const load = useCallback(() => {
    if (!lead?.id || !canAccess) return;
    api.get<{ data: Run[] }>(`/api/enquiries/${lead.id}/follow-ups`).then(({ data }) => setRuns(data.data), (e) => notify(errorMessage(e), { type: 'error' }));
  }, [lead?.id, canAccess, notify]);
  useEffect(load, [load]);
  if (!lead || !canAccess) return null;
  const act = (p: Promise<unknown>) => p.then(load, (e) => notify(errorMessage(e), { type: 'error' }));
  return (
    <Box component="section" aria-labelledby="lead-follow-ups-heading" sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" id="lead-follow-ups-heading">{translate('oasis.follow_ups.heading')}</Typography>
      {plans.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ my: 1 }}>
          <TextField select size="small" label={translate('oasis.follow_ups.plan')} value={plan} onChange={(e) => setPlan(e.target.value)} sx={{ minWidth: 240 }}>
            {plans.map((p) => <MenuItem key={p.id} value={String(p.id)}>{p.name}</MenuItem>)}
          </TextField>
          <Button variant="outlined" disabled={!plan} sx={{ minHeight: 40 }} onClick={() => act(api.post(`/api/enquiries/${lead.id}/follow-ups`, { plan_id: Number(plan) }))}>
            {translate('oasis.follow_ups.start')}
          </Button>
        </Stack>
      )}
      {runs.length === 0 && <Typography color="text.secondary" variant="body2">{translate('oasis.follow_ups.none')}</Typography>}
      {runs.map((run) => (
        <Box key={run.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Typography sx={{ fontWeight: 600 }}>{run.plan_name}</Typography>
            <Chip size="small" label={translate(`oasis.follow_ups.status_${run.status}`)} color={run.status === 'running' ? 'primary' : 'default'} />
            {run.stop_reason && <Typography variant="body2" color="text.secondary">{translate('oasis.follow_ups.because', { reason: run.stop_reason })}</Typography>}
            {run.status === 'running' && <Button size="small" onClick={() => act(api.post(`/api/enquiries/${lead.id}/follow-ups/${run.id}/stop`))}>{translate('oasis.follow_ups.stop')}</Button>}
          </Stack>
          {run.steps.map((s) => (
            <Typography key={s.step_index} variant="body2" color={s.outcome === 'skipped' ? 'warning.main' : 'text.secondary'}>
              {`${s.step_index + 1}. ${translate(`oasis.follow_ups.outcome_${s.outcome}`)}: ${s.detail ?? ''}`}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
