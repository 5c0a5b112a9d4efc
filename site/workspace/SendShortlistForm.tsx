import { useRef, useState, type FormEvent } from 'react';
import { sendShortlist } from '../api/public';
import { FormPhoneInput } from '../forms/FormPhoneInput';
import { useTakeOver } from '../forms/useLoadOnFirstUse';
import { useI18n } from '../i18n/I18n';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import { answerErrors } from './formParts';
import { SendShortlistFrame, type ShortlistField, type ShortlistHandoff } from './SendShortlistFrame';
import parts from './formParts.module.css';
import styles from './SendShortlist.module.css';

/**
 * "Send me my shortlist" (issue 27), the full form: the enquiry form's name, e-mail and phone (the site's phone
 * input); the server checks them with the same schema (src/schemas/shortlist.ts) and answers each field's
 * message, shown under it. It takes over what was typed in the light form, its focus and a pending submit.
 */
export default function SendShortlistForm({ id, slugs, handoff }: { id: string; slugs: readonly string[]; handoff: ShortlistHandoff }) {
  const { t, lang } = useI18n();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<ShortlistField | 'form', string>>>({});
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useTakeOver(handoff, (field) => `${id}-${field}`, () => form.current?.requestSubmit());
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const value = (k: string) => String(data.get(k) ?? '');
    setBusy(true);
    setErrors({});
    try {
      const answer = await sendShortlist({ name: value('name'), email: value('email'), phone: value('phone'), website: value('website') || null, projects: slugs.join(','), lang });
      setSent(answer.mail === 'kept' ? t('We have your shortlist and your details, but we cannot send e-mail at the moment: the list will reach your inbox once we can. An adviser may also contact you.') : (answer.message ?? ''));
    } catch (err) {
      const body = answerErrors(err);
      setErrors(body?.errors ? { ...body.errors, form: body.errors.projects } : { form: body?.message ?? t('Something went wrong') });
    } finally {
      setBusy(false);
    }
  };
  if (sent !== null)
    return (
      <p role="status" data-testid="shortlist-sent" className={cx(text.body, parts.done, styles.sent)}>
        {sent}
      </p>
    );
  return (
    <SendShortlistFrame id={id} ref={form} onSubmit={submit} errors={errors} values={handoff.values} busy={busy} phone={(slot) => <FormPhoneInput {...slot} initialValue={handoff.values.phone} />} />
  );
}
