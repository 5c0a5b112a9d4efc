import type { FormEvent, ReactNode, Ref } from 'react';
import { useI18n } from '../i18n/I18n';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import { ContactFields, ShortFormFoot, type PhoneSlot } from './formParts';
import parts from './formParts.module.css';
import styles from './SendShortlist.module.css';

export type ShortlistField = 'name' | 'email' | 'phone';

/** What the light form hands the full one: what was typed, the focused field, a pending submit. */
export interface ShortlistHandoff {
  values: { name?: string; email?: string; phone?: string };
  focusField?: ShortlistField;
  autoSubmit: boolean;
}

/** The form as both versions draw it (the same markup, so the swap moves nothing); only the phone input differs. */
export function SendShortlistFrame({ id, ref, onSubmit, onFocus, errors = {}, values, busy, phone, noScript }: {
  id: string;
  ref?: Ref<HTMLFormElement>;
  onSubmit(e: FormEvent<HTMLFormElement>): void;
  onFocus?(): void;
  errors?: Partial<Record<ShortlistField | 'form', string>>;
  values?: ShortlistHandoff['values'];
  busy?: boolean;
  phone(slot: PhoneSlot): ReactNode;
  noScript?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    // method post: without JavaScript nothing typed ever lands in an address bar or a server log.
    <form ref={ref} method="post" onSubmit={onSubmit} onFocus={onFocus} noValidate aria-labelledby={`${id}-title`} data-testid="send-shortlist" className={cx(parts.form, styles.form)}>
      <h2 id={`${id}-title`} className={cx(text.h2, styles.title)}>
        {t('Send me my shortlist')}
      </h2>
      <p className={cx(text.body, text.muted)}>{t('We e-mail you the list with its link, and an adviser can help you compare.')}</p>
      {noScript}
      <ContactFields id={id} errors={errors} values={values} phone={phone} />
      <ShortFormFoot error={errors.form} busy={busy} label={t('E-mail me my shortlist')} />
    </form>
  );
}
