import { useEffect, useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { privacyRequestSchema, type PrivacyRequestKind } from '../../src/schemas/privacy';
import { validateInput } from '../../src/schemas/validate';
import { errorMessage } from '../../src/api/client';
import { confirmPrivacyRequest, sendPrivacyRequest, type ApiAnswer } from '../api/public';
import { useI18n } from '../i18n/I18n';

const buttonSx = {
  minHeight: 44, px: 3, border: 0, borderRadius: 1, bgcolor: 'primary.main', color: '#fff', font: 'inherit', fontWeight: 700, cursor: 'pointer',
  '&:disabled': { opacity: 0.7, cursor: 'default' }, '&:focus-visible': { outline: '3px solid #c8962e', outlineOffset: 2 },
} as const;

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
      <Box id={`${id}-${name}-error`} sx={{ color: '#a4161a', fontWeight: 600, mt: 0.5 }}>
        {tx(errors[name])}
      </Box>
    ) : null;

  return (
    <Box component="section" id="privacy-request" aria-labelledby={`${id}-title`} sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 5 }}>
      <Box component="h2" id={`${id}-title`} sx={{ fontSize: '1.5rem', mt: 0 }}>
        {t('Your data')}
      </Box>
      {token ? (
        <>
          <p>{t('Please confirm your request. Nothing happens until you do.')}</p>
          <Box component="button" type="button" sx={buttonSx} disabled={busy || status?.ok} onClick={() => void run(() => confirmPrivacyRequest(token))}>
            {t('Confirm my request')}
          </Box>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <p style={{ margin: 0 }}>{t('Ask for a copy of the personal data we hold about you, or for its erasure. We will e-mail you a link to confirm that the address is yours.')}</p>
          <div>
            <Box component="label" htmlFor={`${id}-email`} sx={{ display: 'block', fontWeight: 700, mb: 0.5 }}>
              {t('Email address')}
            </Box>
            <Box
              component="input"
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              dir="ltr"
              value={email}
              onChange={(e: React.ChangeEvent<HTMLInputElement>) => setEmail(e.target.value)}
              aria-invalid={!!errors.email}
              aria-describedby={errors.email ? `${id}-email-error` : undefined}
              sx={{ width: '100%', boxSizing: 'border-box', minHeight: 48, px: 1.5, font: 'inherit', border: '1px solid #6b7785', borderRadius: 1 }}
            />
            {fieldError('email')}
          </div>
          <Box component="fieldset" id={`${id}-kind`} tabIndex={-1} aria-describedby={errors.kind ? `${id}-kind-error` : undefined} sx={{ border: 0, p: 0, m: 0 }}>
            <Box component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
              {t('What would you like?')}
            </Box>
            {(['export', 'erase'] as const).map((k) => (
              <Box component="label" key={k} sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 44 }}>
                <input type="radio" name="privacy-kind" value={k} checked={kind === k} onChange={() => setKind(k)} style={{ width: 20, height: 20 }} />
                {k === 'export' ? t('A copy of my data') : t('The erasure of my data')}
              </Box>
            ))}
            {fieldError('kind')}
          </Box>
          <div>
            <Box component="button" type="submit" sx={buttonSx} disabled={busy}>
              {t('Send request')}
            </Box>
          </div>
        </Box>
      )}
      <Box role="status" aria-live="polite" sx={{ mt: 2, fontWeight: 600, color: status?.ok ? '#14532d' : '#a4161a' }}>
        {status?.text}
      </Box>
    </Box>
  );
}
