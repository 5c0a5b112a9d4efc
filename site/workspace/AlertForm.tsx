import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { filtersToRemember, projectFiltersToQuery, type ProjectFilters } from '../../src/search/projectFilters';
import { ALERT_CONSENT } from '../../src/workspace/alertTexts';
import { saveAlert } from '../api/public';
import { recordActivity } from '../activity';
import { useI18n } from '../i18n/I18n';
import { answerErrors, errorSx, inputSx, ShortFormFoot } from './formParts';

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
      <Typography role="status" data-testid="alert-sent" sx={{ mb: 3, p: 2, bgcolor: '#e8f4ea', borderRadius: 1 }}>
        {sent}
      </Typography>
    );
  const error = (f: Field) => errors[f] && <Typography id={`${id}-${f}-error`} sx={errorSx}>{tx(errors[f]!)}</Typography>;
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="alert-form" sx={{ mb: 4, p: { xs: 2, sm: 3 }, border: '1px solid #e2ded3', borderRadius: 2, bgcolor: '#fff', display: 'grid', gap: 2, maxWidth: 560 }}>
      <Typography id={`${id}-title`} variant="h2" component="h2" sx={{ fontSize: '1.3rem' }}>
        {t('Alert me about new projects for this search')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('We e-mail you when a project matching this search is launched, its price drops or it gets a new payment plan.')}</Typography>
      <div>
        <Box component="label" htmlFor={`${id}-email`} sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
          {t('Email address')}
        </Box>
        <Box component="input" id={`${id}-email`} name="email" type="email" autoComplete="email" required aria-invalid={errors.email ? true : undefined} aria-describedby={errors.email ? `${id}-email-error` : undefined} sx={inputSx} />
        {error('email')}
      </div>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby={errors.frequency ? `${id}-frequency-error` : undefined}>
        <Box component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
          {t('How often')}
        </Box>
        {(['instant', 'weekly'] as const).map((f) => (
          <Box component="label" key={f} sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44 }}>
            <input type="radio" name="frequency" value={f} defaultChecked={f === 'instant'} style={{ width: 20, height: 20 }} />
            {f === 'instant' ? t('As soon as it happens') : t('Once a week')}
          </Box>
        ))}
        {error('frequency')}
      </Box>
      <div>
        <Box component="label" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <input type="checkbox" name="consent" value="yes" required aria-invalid={errors.consent ? true : undefined} style={{ width: 20, height: 20, marginTop: 2, flex: 'none' }} />
          <span>{ALERT_CONSENT[lang]}</span>
        </Box>
        {error('consent')}
      </div>
      <ShortFormFoot error={errors.form} busy={busy} label={t('Save my alert')} />
    </Box>
  );
}
