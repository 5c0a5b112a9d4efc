import { useEffect, useId, useState, type FormEvent } from 'react';
import { privacyRequestSchema, type PrivacyRequestKind } from '../../src/schemas/privacy';
import { validateInput } from '../../src/schemas/validate';
import { errorMessage } from '../../src/api/client';
import { confirmPrivacyRequest, sendPrivacyRequest, type ApiAnswer } from '../api/public';
import { useI18n } from '../i18n/I18n';
import { cx } from '../styles/cx';
import styles from './PrivacyRequestForm.module.css';

/** The link's token (?privacy_token=...), read once in the browser. */
const linkToken = () => (typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('privacy_token'));

/**
 * A person's requests (issue 24, item 2): a copy or the erasure of their data. Nothing happens until they open
 * the link e-mailed to that address; that link brings them back here to confirm.
 */
export function PrivacyRequestForm() {
  const { t, tx, lang } = useI18n();
  const id = useId();
  const [token, setToken] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<PrivacyRequestKind | ''>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setToken(linkToken()), []);

  const run = async (call: () => Promise<ApiAnswer>) => {
    setBusy(true);
    setStatus(null);
    try {
      const answer = await call();
      setStatus({ ok: true, text: answer.mail === 'kept' ? t('Your request is recorded, but we cannot send e-mail at the moment, so the confirmation link has not been sent yet. You can also write to us at the address on this page.') : tx(answer.message ?? '') });
      return true;
    } catch (err) {
      setStatus({ ok: false, text: tx(errorMessage(err)) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = await validateInput(privacyRequestSchema, { email, kind, lang });
    if (!checked.ok) {
      setErrors(checked.errors);
      document.getElementById(`${id}-${Object.keys(checked.errors)[0]}`)?.focus();
      return;
    }
    setErrors({});
    await run(() => sendPrivacyRequest({ email: checked.value.email, kind: checked.value.kind as PrivacyRequestKind, lang }));
  };

  const fieldError = (name: string) =>
    errors[name] ? (
      <div id={`${id}-${name}-error`} className={styles.error}>
        {tx(errors[name])}
      </div>
    ) : null;

  return (
    <section id="privacy-request" aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('Your data')}
      </h2>
      {token ? (
        <>
          <p>{t('Please confirm your request. Nothing happens until you do.')}</p>
          <button type="button" className={styles.button} disabled={busy || status?.ok} onClick={() => void run(() => confirmPrivacyRequest(token))}>
            {t('Confirm my request')}
          </button>
        </>
      ) : (
        <form noValidate onSubmit={submit} className={styles.form}>
          <p className={styles.lead}>{t('Ask for a copy of the personal data we hold about you, or for its erasure. We will e-mail you a link to confirm that the address is yours.')}</p>
          <div>
            <label htmlFor={`${id}-email`} className={styles.label}>
              {t('Email address')}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              dir="ltr"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={!!errors.email}
              aria-describedby={errors.email ? `${id}-email-error` : undefined}
              className={styles.input}
            />
            {fieldError('email')}
          </div>
          <fieldset id={`${id}-kind`} tabIndex={-1} aria-describedby={errors.kind ? `${id}-kind-error` : undefined} className={styles.kinds}>
            <legend className={styles.legend}>{t('What would you like?')}</legend>
            {(['export', 'erase'] as const).map((k) => (
              <label key={k} className={styles.kind}>
                <input type="radio" name="privacy-kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
                {k === 'export' ? t('A copy of my data') : t('The erasure of my data')}
              </label>
            ))}
            {fieldError('kind')}
          </fieldset>
          <div>
            <button type="submit" className={styles.button} disabled={busy}>
              {t('Send request')}
            </button>
          </div>
        </form>
      )}
      <div role="status" aria-live="polite" className={cx(styles.status, status?.ok && styles.ok)}>
        {status?.text}
      </div>
    </section>
  );
}
