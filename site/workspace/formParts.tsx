import type { ReactNode } from 'react';
import { useI18n } from '../i18n/I18n';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './formParts.module.css';

// The workspace's short forms (send my shortlist, the brochure gate, the alert sign-up): one look, one error reading.

/** The server's answer to a refused form: its message and the errors by field. */
export function answerErrors(err: unknown): { message?: string; errors?: Record<string, string> } | undefined {
  return (err as { response?: { data?: { message?: string; errors?: Record<string, string> } } }).response?.data;
}

/** A field's message under it (its id is what the field's aria-describedby names). */
export function FieldMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={cx(text.body, styles.error)}>
      {children}
    </p>
  );
}

/** A labelled, required text input with its error under it (tied by aria-describedby). */
export function FormField({ id, name, label, type, autoComplete, error, defaultValue }: { id: string; name: string; label: string; type: string; autoComplete: string; error?: string; defaultValue?: string }) {
  return (
    <div>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {label}
      </label>
      <input id={`${id}-${name}`} name={name} type={type} autoComplete={autoComplete} defaultValue={defaultValue} required aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-${name}-error` : undefined} className={styles.input} />
      {error && <FieldMessage id={`${id}-${name}-error`}>{error}</FieldMessage>}
    </div>
  );
}

/** What the phone slot of ContactFields is given: its input's id and how to tie it to its error. */
export interface PhoneSlot {
  id: string;
  invalid: boolean;
  describedBy?: string;
}

/**
 * The enquiry form's name, e-mail and phone as the short forms ask them (the brochure gate, "send my shortlist"),
 * each with the server's message under it. The phone input comes from the caller: the site's one phone field
 * (issue 39 item 6) in the full forms, the light shell's field before that code has loaded.
 */
export function ContactFields({ id, errors, values, phone }: { id: string; errors: Partial<Record<'name' | 'email' | 'phone', string>>; values?: { name?: string; email?: string }; phone: (slot: PhoneSlot) => ReactNode }) {
  const { t, tx } = useI18n();
  const error = (name: 'name' | 'email' | 'phone') => errors[name] && tx(errors[name]!);
  return (
    <>
      <FormField id={id} name="name" label={t('Full name')} type="text" autoComplete="name" error={error('name')} defaultValue={values?.name} />
      <FormField id={id} name="email" label={t('Email address')} type="email" autoComplete="email" error={error('email')} defaultValue={values?.email} />
      <div>
        <label htmlFor={`${id}-phone`} className={styles.label}>
          {t('Phone number')}
        </label>
        {phone({ id: `${id}-phone`, invalid: !!errors.phone, describedBy: errors.phone ? `${id}-phone-error` : undefined })}
        {errors.phone && <FieldMessage id={`${id}-phone-error`}>{error('phone')}</FieldMessage>}
      </div>
    </>
  );
}

/** The short forms' foot: the honeypot (hidden from people, filled by bots), the form's own error and its submit button. */
export function ShortFormFoot({ error, busy, label }: { error?: string; busy?: boolean; label: string }) {
  const { tx } = useI18n();
  return (
    <>
      <input name="website" tabIndex={-1} autoComplete="off" aria-hidden="true" className={styles.honeypot} />
      {error && (
        <p role="alert" className={cx(text.body, styles.formError)}>
          {tx(error)}
        </p>
      )}
      <button type="submit" disabled={busy} className={styles.submit}>
        {label}
      </button>
    </>
  );
}
