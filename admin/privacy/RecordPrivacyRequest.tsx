import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useCanAccess, useRecordContext, type RaRecord } from 'react-admin';
import { isAxiosError } from 'axios';
import { api } from '../../src/api/client';
import { useStaffAction } from '../common/useStaffAction';
import { useTr } from '../common/useTr';

type Kind = 'export' | 'erase';

/**
 * Issue 37: a lead from WhatsApp has no e-mail, so the site's privacy form cannot reach it. An owner or admin who
 * verified the person themselves records the request here (what is asked, how they verified who it is); it then
 * appears under Administration -> Privacy Requests, confirmed, to export or erase like any other.
 */
export function RecordPrivacyRequest({ leadType }: { leadType: 'enquiry' | 'mortgage_enquiry' }) {
  const record = useRecordContext<RaRecord>();
  const tr = useTr();
  const { canAccess } = useCanAccess({ action: 'edit', resource: 'privacy-requests' });
  const { busy, run } = useStaffAction();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<Kind>('export');
  const [how, setHow] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!record || !canAccess) return null;

  const submit = async () => {
    setErrors({});
    const done = await run(
      async () => {
        try {
          return await api.post('/api/privacy-requests/for-lead', { kind, lead_type: leadType, lead_id: record.id, verified_how: how });
        } catch (e) {
          // A 422 names its fields: shown under each one, and in the notice.
          if (isAxiosError(e) && e.response?.status === 422 && e.response.data?.errors) setErrors(e.response.data.errors as Record<string, string>);
          throw e;
        }
      },
      () => tr('Privacy request recorded: see Administration > Privacy Requests'),
    );
    if (done) {
      setOpen(false);
      setHow('');
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)} sx={{ minHeight: 40 }}>
        {tr('Record a privacy request')}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby="record-privacy-request" fullWidth maxWidth="sm">
        <DialogTitle id="record-privacy-request">{tr('Record a privacy request for this lead')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" gutterBottom>
            {tr('For a person who asked you directly (for example on WhatsApp) and whose identity you verified yourself. The request is confirmed at once and recorded with your name.')}
          </Typography>
          <RadioGroup value={kind} onChange={(e) => setKind(e.target.value as Kind)} aria-label={tr('What the person asks for')}>
            <FormControlLabel value="export" control={<Radio />} label={tr('A copy of their data')} />
            <FormControlLabel value="erase" control={<Radio />} label={tr('The erasure of their data')} />
          </RadioGroup>
          {errors.kind && <Typography color="error" variant="body2">{errors.kind}</Typography>}
          <TextField
            label={tr('How you verified who the person is')}
            helperText={errors.verified_how ?? errors.lead_id ?? tr('For example: called back on the WhatsApp number and the person confirmed. Do not write their details here.')}
            error={!!(errors.verified_how ?? errors.lead_id)}
            value={how}
            onChange={(e) => setHow(e.target.value)}
            required
            multiline
            minRows={2}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>{tr('Cancel')}</Button>
          <Button variant="contained" color={kind === 'erase' ? 'error' : 'primary'} onClick={() => void submit()} disabled={busy || how.trim().length === 0}>
            {tr('Record the request')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
