import { useId, useState, type FormEvent } from 'react';
import { filtersToRemember, projectFiltersToQuery, type ProjectFilters } from '../../src/search/projectFilters';
import { ALERT_CONSENT } from '../../src/workspace/alertTexts';
import { saveAlert } from '../api/public';
import { recordActivity } from '../activity';
import { useI18n } from '../i18n/I18n';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import { answerErrors, FieldMessage, ShortFormFoot } from './formParts';
import parts from './formParts.module.css';
import styles from './AlertForm.module.css';

type Field = 'email' | 'frequency' | 'consent' | 'filters';


/**
 * The saved-search form (issue 27): an address, instant or weekly, and the consent in the page's language (the
 * server stores its own copy of those words). The server checks everything (src/schemas/savedSearch.ts) and
 * answers each field's message, shown under it; then the confirmation e-mail does the rest (double opt-in).
 */
export default function AlertForm({ filters }: { filters: ProjectFilters }) {
  const { t, tx, lang } = useI18n();
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    setBusy(true);
    setErrors({});
    try {
      const answer = await saveAlert({
        email: String(data.get('email') ?? ''),
        frequency: String(data.get('frequency') ?? ''),
        consent: data.get('consent') === 'yes',
        filters: projectFiltersToQuery(filtersToRemember(filters)).replace(/^\?/, ''),
        lang,
        website: String(data.get('website') ?? '') || null,
      });
      recordActivity({ kind: 'alert', lang });
      setSent(answer.mail === 'kept' ? t('Your alert is saved, but we cannot send e-mail at the moment: the confirmation e-mail will reach you once we can. Nothing is sent before you confirm.') : (answer.message ?? ''));
    } catch (err) {
      const body = answerErrors(err);
      setErrors(body?.errors ? { ...body.errors, form: body.errors.filters } : { form: body?.message ?? t('Something went wrong') });
    } finally {
      setBusy(false);
    }
  };
  if (sent !== null)
    return (
      <p role="status" data-testid="alert-sent" className={cx(text.body, parts.done, styles.sent)}>
        {sent}
      </p>
    );
  const error = (f: Field) => errors[f] && <FieldMessage id={`${id}-${f}-error`}>{tx(errors[f]!)}</FieldMessage>;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="alert-form" className={cx(parts.form, styles.form)}>
      <h2 id={`${id}-title`} className={cx(text.h2, parts.title)}>
        {t('Alert me about new projects for this search')}
      </h2>
      <p className={cx(text.body, text.muted)}>{t('We e-mail you when a project matching this search is launched, its price drops or it gets a new payment plan.')}</p>
      <div>
        <label htmlFor={`${id}-email`} className={parts.label}>
          {t('Email address')}
        </label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required aria-invalid={errors.email ? true : undefined} aria-describedby={errors.email ? `${id}-email-error` : undefined} className={parts.input} />
        {error('email')}
      </div>
      <fieldset className={styles.choices} aria-describedby={errors.frequency ? `${id}-frequency-error` : undefined}>
        <legend className={styles.legend}>{t('How often')}</legend>
        {(['instant', 'weekly'] as const).map((f) => (
          <label key={f} className={styles.choice}>
            <input type="radio" name="frequency" value={f} defaultChecked={f === 'instant'} />
            {f === 'instant' ? t('As soon as it happens') : t('Once a week')}
          </label>
        ))}
        {error('frequency')}
      </fieldset>
      <div>
        <label className={styles.consent}>
          <input type="checkbox" name="consent" value="yes" required aria-invalid={errors.consent ? true : undefined} />
          <span>{ALERT_CONSENT[lang]}</span>
        </label>
        {error('consent')}
      </div>
      <ShortFormFoot error={errors.form} busy={busy} label={t('Save my alert')} />
    </form>
  );
}
