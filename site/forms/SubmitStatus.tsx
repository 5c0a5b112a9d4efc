import { SentMark, SubmitButton, SubmitRow } from './fields';
import styles from './SubmitStatus.module.css';

/** The sending spinner (what MUI's CircularProgress drew); hidden from screen readers, the button's words say it. */
function Spinner() {
  return (
    <span role="progressbar" aria-hidden="true" className={styles.spinner}>
      <svg viewBox="22 22 44 44" width="18" height="18" focusable="false">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}

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
        {saving && !success && <Spinner />}
        {success && <SentMark />}
        {saving && !success ? sending : label}
      </SubmitButton>
      <div role="status" aria-live="polite" className={styles.status}>
        {success}
      </div>
    </SubmitRow>
  );
}
