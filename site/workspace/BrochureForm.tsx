import { useId, useState, type FormEvent } from 'react';
import { requestBrochure } from '../api/public';
import { recordActivity } from '../activity';
import { useI18n } from '../i18n/I18n';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import { FormPhoneInput } from '../forms/FormPhoneInput';
import { answerErrors, ContactFields, ShortFormFoot } from './formParts';
import parts from './formParts.module.css';
import { BROCHURE_KEY, download } from './brochureDownload';

type Field = 'name' | 'email' | 'phone';

/** The brochure's short form: the enquiry form's name, e-mail and phone, checked by the server with the same schema. */
export default function BrochureForm({ slug, title, projectId }: { slug: string; title: string; projectId?: number }) {
  const { t, lang } = useI18n();
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const value = (k: string) => String(data.get(k) ?? '');
    setBusy(true);
    setErrors({});
    try {
      const answer = await requestBrochure({ project: slug, name: value('name'), email: value('email'), phone: value('phone'), lang, website: value('website') || null });
      try {
        if (answer.data?.token) localStorage.setItem(BROCHURE_KEY, answer.data.token);
      } catch {
        // storage blocked: asked again next time
      }
      setDone(true);
      recordActivity({ kind: 'brochure', project_id: projectId ?? null, lang });
      if (answer.data?.url) download(answer.data.url);
    } catch (err) {
      const body = answerErrors(err);
      setErrors(body?.errors ? body.errors : { form: body?.message ?? t('Something went wrong') });
    } finally {
      setBusy(false);
    }
  };
  if (done)
    return (
      <p role="status" data-testid="brochure-started" className={cx(text.body, parts.done)}>
        {t('Your download has started. An adviser may call you about {project}.', { project: title })}
      </p>
    );
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="brochure-form" className={parts.form}>
      <h2 id={`${id}-title`} className={cx(text.h2, parts.title)}>
        {t('Download the {project} brochure (PDF)', { project: title })}
      </h2>
      <p className={cx(text.body, text.muted)}>{t('Leave your details and the download starts at once.')}</p>
      <ContactFields id={id} errors={errors} phone={(slot) => <FormPhoneInput {...slot} />} />
      <ShortFormFoot error={errors.form} busy={busy} label={t('Download the brochure')} />
    </form>
  );
}
