import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { sendShortlist } from '../api/public';
import { useI18n } from '../i18n/I18n';
import { answerErrors, ContactFields, ShortFormFoot } from './formParts';

type Field = 'name' | 'email' | 'phone';

/**
 * "Send me my shortlist" (issue 27): the enquiry form's name, e-mail and phone; the server checks them with the
 * same schema (src/schemas/shortlist.ts) and answers each field's message, shown under it.
 */
export function SendShortlist({ slugs }: { slugs: readonly string[] }) {
  const { t, lang } = useI18n();
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
      <Typography role="status" data-testid="shortlist-sent" sx={{ mt: 4, p: 2, bgcolor: '#e8f4ea', borderRadius: 1 }}>
        {sent}
      </Typography>
    );
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="send-shortlist" sx={{ mt: 5, p: { xs: 2, sm: 3 }, border: '1px solid #e2ded3', borderRadius: 2, bgcolor: '#fff', display: 'grid', gap: 2, maxWidth: 560 }}>
      <Typography id={`${id}-title`} variant="h2" component="h2" sx={{ fontSize: '1.4rem' }}>
        {t('Send me my shortlist')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('We e-mail you the list with its link, and an adviser can help you compare.')}</Typography>
      <ContactFields id={id} errors={errors} />
      <ShortFormFoot error={errors.form} busy={busy} label={t('E-mail me my shortlist')} />
    </Box>
  );
}
