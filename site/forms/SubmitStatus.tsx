import CircularProgress from '@mui/material/CircularProgress';
import { SentMark, SubmitButton, SubmitRow } from './fields';

/**
 * The submit button and the live status of a full form: a spinner while sending, a check mark once sent
 * (the form stays disabled, spec §4), the thank-you message announced to screen readers.
 */
export function SubmitStatus({
  saving,
  success,
  label,
  sending,
}: {
  saving: boolean;
  success: string | null;
  label: string;
  sending: string;
}) {
  return (
    <SubmitRow>
      <SubmitButton
        type="submit"
        disabled={saving}
        data-state={success ? 'done' : saving ? 'sending' : 'ready'}
      >
        {saving && !success && <CircularProgress size={18} color="inherit" aria-hidden="true" />}
        {success && <SentMark />}
        {saving && !success ? sending : label}
      </SubmitButton>
      <div role="status" aria-live="polite" style={{ fontWeight: 600, color: '#14532d' }}>
        {success}
      </div>
    </SubmitRow>
  );
}
