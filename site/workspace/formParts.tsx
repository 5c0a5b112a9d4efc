import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormPhoneInput } from '../forms/FormPhoneInput';
import { useI18n } from '../i18n/I18n';

/** The workspace's short forms (send my shortlist, the brochure gate, the alert sign-up): one look, one error reading. */
export const inputSx = { display: 'block', width: '100%', boxSizing: 'border-box', minHeight: 44, px: 1.5, font: 'inherit', border: '1px solid #8a8f98', borderRadius: 1, bgcolor: '#fff' } as const;
export const errorSx = { color: '#b3261e', fontSize: '0.875rem', mt: 0.5 } as const;

/** The server's answer to a refused form: its message and the errors by field. */
export function answerErrors(err: unknown): { message?: string; errors?: Record<string, string> } | undefined {
  return (err as { response?: { data?: { message?: string; errors?: Record<string, string> } } }).response?.data;
}

/** A labelled, required text input with its error under it (tied by aria-describedby). */
export function FormField({ id, name, label, type, autoComplete, error }: { id: string; name: string; label: string; type: string; autoComplete: string; error?: string }) {
  return (
    <div>
      <Box component="label" htmlFor={`${id}-${name}`} sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
        {label}
      </Box>
      <Box component="input" id={`${id}-${name}`} name={name} type={type} autoComplete={autoComplete} required aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-${name}-error` : undefined} sx={inputSx} />
      {error && (
        <Typography id={`${id}-${name}-error`} sx={errorSx}>
          {error}
        </Typography>
      )}
    </div>
  );
}

/**
 * The enquiry form's name, e-mail and phone as the short forms ask them (the brochure gate, "send my shortlist"),
 * each with the server's message under it; the phone is the site's one phone field (issue 39 item 6): its country
 * from the page's language, changeable, the whole number in `phone`.
 */
export function ContactFields({ id, errors }: { id: string; errors: Partial<Record<'name' | 'email' | 'phone', string>> }) {
  const { t, tx } = useI18n();
  const error = (name: 'name' | 'email' | 'phone') => errors[name] && tx(errors[name]!);
  return (
    <>
      <FormField id={id} name="name" label={t('Full name')} type="text" autoComplete="name" error={error('name')} />
      <FormField id={id} name="email" label={t('Email address')} type="email" autoComplete="email" error={error('email')} />
      <div>
        <Box component="label" htmlFor={`${id}-phone`} sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
          {t('Phone number')}
        </Box>
        <FormPhoneInput id={`${id}-phone`} invalid={!!errors.phone} describedBy={errors.phone ? `${id}-phone-error` : undefined} />
        {errors.phone && (
          <Typography id={`${id}-phone-error`} sx={errorSx}>
            {error('phone')}
          </Typography>
        )}
      </div>
    </>
  );
}

/** The short forms' foot: the honeypot (hidden from people, filled by bots), the form's own error and its submit button. */
export function ShortFormFoot({ error, busy, label }: { error?: string; busy: boolean; label: string }) {
  const { tx } = useI18n();
  return (
    <>
      <Box component="input" name="website" tabIndex={-1} autoComplete="off" aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1 }} />
      {error && <Typography role="alert" sx={{ color: '#b3261e' }}>{tx(error)}</Typography>}
      <Box component="button" type="submit" disabled={busy} sx={{ minHeight: 44, px: 3, border: 0, borderRadius: 1, bgcolor: 'primary.main', color: '#fff', font: 'inherit', fontWeight: 700, cursor: 'pointer', justifySelf: 'start' }}>
        {label}
      </Box>
    </>
  );
}
