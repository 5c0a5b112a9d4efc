import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ValidationError } from 'yup';
import { useLocation } from 'react-router-dom';
import { bookingSchema, type BookingKind } from '../../src/schemas/booking';
import { LANGUAGE_INFO } from '../../src/i18n/languages';
import { getBookingSlots, sendBooking, type BookingSlotDay } from '../api/public';
import { FIELD_LABELS, FieldBox, FieldError, FieldInput, FieldLabel, FieldSelect, FormGrid, SubmitButton, SubmitRow } from '../forms/fields';
import { FormPhoneInput } from '../forms/FormPhoneInput';
import { useI18n } from '../i18n/I18n';
import { timeZoneLabel } from '../i18n/format';
import { SLOTS_HEIGHT, kindButtonSx } from './buttons';

export interface BookingWidgetProps {
  idPrefix: string;
  country: string;
  initialKind: BookingKind;
  kinds: Array<[BookingKind, string]>;
  projectId: number | null;
  projectTitle: string | null;
}

const DAYS_SHOWN = 7;
const detectedZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Dubai';
  } catch {
    return 'Asia/Dubai';
  }
};
const allZones = (): string[] => {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  try {
    return intl.supportedValuesOf?.('timeZone') ?? [];
  } catch {
    return [];
  }
};

type Slots = { status: 'loading' | 'ready' | 'error'; days: BookingSlotDay[] };

/** Picks a slot in the visitor's time zone (detected, changeable) and books it (POST /api/sendBooking). */
export function BookingWidget({ idPrefix, country, initialKind, kinds, projectId }: BookingWidgetProps) {
  const { t, tx, lang } = useI18n();
  const { pathname } = useLocation();
  const locale = `${LANGUAGE_INFO[lang].intl}-u-nu-latn`;
  const [kind, setKind] = useState<BookingKind>(initialKind);
  const [zone, setZone] = useState(detectedZone);
  const [slots, setSlots] = useState<Slots>({ status: 'loading', days: [] });
  const [reload, setReload] = useState(0);
  const [start, setStart] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [booked, setBooked] = useState<{ start: string; zone: string; kept: boolean } | null>(null);
  const zones = useMemo(() => {
    const list = allZones();
    return list.includes(zone) ? list : [zone, ...list];
  }, [zone]);

  useEffect(() => {
    const abort = new AbortController();
    setSlots((s) => ({ status: 'loading', days: s.days }));
    getBookingSlots(kind, zone, projectId, abort.signal).then(
      (r) => setSlots({ status: 'ready', days: r.days.slice(0, DAYS_SHOWN) }),
      () => !abort.signal.aborted && setSlots({ status: 'error', days: [] }),
    );
    return () => abort.abort();
  }, [kind, zone, projectId, reload]);

  const dayLabel = (date: string) => new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
  const whenLabel = (iso: string, tz: string) =>
    `${new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: tz }).format(new Date(iso))} (${timeZoneLabel(tz, lang, new Date(iso))})`;
  // "Moscow Standard Time, UTC+3 (Moscow)": the name people use, the offset, and the city that tells zones apart.
  const zoneOption = (z: string) => {
    const city = z.split('/').pop()!.replace(/_/g, ' ');
    const label = timeZoneLabel(z, lang);
    return label.startsWith(city) ? label : `${label} (${city})`;
  };
  // ~400 zones, two Intl look-ups each: computed once per list and language, not on every render.
  const zoneOptions = useMemo(() => zones.map((z) => [z, zoneOption(z)] as const), [zones, lang]);
  const done = useRef<HTMLDivElement>(null);
  // After booking, the confirmation comes into view (the form above it was taller): issue 39 item 9.
  useEffect(() => {
    if (!booked) return;
    done.current?.scrollIntoView({ block: 'center' });
    done.current?.focus({ preventScroll: true });
  }, [booked]);
  const id = (f: string) => `${idPrefix}-${f}`;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const values = {
      kind, start, time_zone: zone, language: lang, project_id: projectId, source_path: pathname,
      name: String(data.get('name') ?? ''), email: String(data.get('email') ?? ''), phone: String(data.get('phone') ?? ''),
    };
    try {
      await bookingSchema.validate(values, { abortEarly: false });
    } catch (err) {
      if (err instanceof ValidationError) {
        setErrors(Object.fromEntries(err.inner.map((i) => [i.path ?? '_', i.message])));
        return;
      }
    }
    setErrors({});
    setSending(true);
    try {
      const answer = await sendBooking(values);
      setBooked({ start: answer.data?.start ?? start!, zone, kept: answer.mail === 'kept' });
    } catch (err) {
      const res = (err as { response?: { status?: number; data?: { message?: string; errors?: Record<string, string> } } }).response;
      const fields = res?.data?.errors ?? {};
      setErrors(Object.keys(fields).length ? fields : { _: 'Your booking could not be sent. Please try again.' });
      if (fields.start) {
        setStart(null);
        setReload((n) => n + 1);
      }
    } finally {
      setSending(false);
    }
  };

  if (booked)
    return (
      <Box ref={done} tabIndex={-1} role="status" data-testid="booking-done" style={{ scrollMarginTop: 88 }} sx={{ outline: 'none', p: 3, borderRadius: 2, bgcolor: '#eef6f0', border: '1px solid #b9dcc4', fontWeight: 600 }}>
        {booked.kept
          ? t('Booked: {when}. We cannot send e-mail at the moment: the invitation will reach your e-mail once we can.', { when: whenLabel(booked.start, booked.zone) })
          : t('Booked: {when}. The invitation is on its way to your e-mail.', { when: whenLabel(booked.start, booked.zone) })}
      </Box>
    );

  const error = (f: string) => (errors[f] ? <FieldError id={id(`${f}-error`)}>{tx(errors[f])}</FieldError> : null);
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('Book a call')} data-booking-ready="true">
      <Box role="group" aria-label={t('What would you like?')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 3 }}>
        {kinds.map(([k, label]) => (
          <Box component="button" type="button" key={k} aria-pressed={kind === k} onClick={() => (setKind(k), setStart(null))} sx={kindButtonSx}>
            {label}
          </Box>
        ))}
      </Box>
      <FieldBox style={{ maxWidth: 420, marginBottom: 8 }}>
        <FieldLabel htmlFor={id('zone')}>{t('Your time zone')}</FieldLabel>
        <FieldSelect id={id('zone')} value={zone} onChange={(e) => (setZone(e.target.value), setStart(null))}>
          {zoneOptions.map(([z, label]) => (
            <option key={z} value={z}>
              {label}
            </option>
          ))}
        </FieldSelect>
      </FieldBox>
      <Typography data-testid="booking-zone" sx={{ mb: 2 }} color="text.secondary">
        {t('Times are shown in {zone}.', { zone: timeZoneLabel(zone, lang) })}
      </Typography>

      <Box component="fieldset" aria-describedby={errors.start ? id('start-error') : undefined} sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
        <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
          {t('Free times')}
        </Typography>
        {/* One height whatever the state: the form below does not move when the times arrive. */}
        <Box sx={{ minHeight: SLOTS_HEIGHT }}>
          {slots.status === 'error' ? (
            <Typography>
              {t('Could not load the free times.')}{' '}
              <Box component="button" type="button" onClick={() => setReload((n) => n + 1)} sx={{ ...kindButtonSx, minHeight: 40, ml: 1 }}>
                {t('Try again')}
              </Box>
            </Typography>
          ) : slots.status === 'loading' && !slots.days.length ? (
            <Typography role="status">{t('Loading free times…')}</Typography>
          ) : !slots.days.length ? (
            <Typography>{t('No free times in the next two weeks. Please send us an enquiry instead.')}</Typography>
          ) : (
            <Box sx={{ display: 'grid', gap: 2, maxHeight: SLOTS_HEIGHT, overflowY: 'auto', pr: 1 }} aria-busy={slots.status === 'loading'}>
              {slots.days.map((day) => (
                <div key={day.date}>
                  <Typography sx={{ fontWeight: 600, mb: 1, '&::first-letter': { textTransform: 'uppercase' } }}>{dayLabel(day.date)}</Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    {day.slots.map((s) => (
                      <Box
                        component="button"
                        type="button"
                        key={s.start}
                        data-start={s.start}
                        aria-pressed={start === s.start}
                        aria-label={whenLabel(s.start, zone)}
                        onClick={() => setStart(s.start)}
                        sx={{ ...kindButtonSx, minHeight: 44, minWidth: 72, px: 1.5, borderWidth: 1 }}
                      >
                        {s.time}
                      </Box>
                    ))}
                  </Box>
                </div>
              ))}
            </Box>
          )}
        </Box>
        {error('start')}
      </Box>

      <FormGrid>
        <FieldBox>
          <FieldLabel htmlFor={id('name')}>{t(FIELD_LABELS.name)}</FieldLabel>
          <FieldInput id={id('name')} name="name" autoComplete="name" invalid={!!errors.name} aria-invalid={!!errors.name} aria-describedby={errors.name ? id('name-error') : undefined} />
          {error('name')}
        </FieldBox>
        <FieldBox>
          <FieldLabel htmlFor={id('email')}>{t(FIELD_LABELS.email)}</FieldLabel>
          <FieldInput id={id('email')} name="email" type="email" autoComplete="email" invalid={!!errors.email} aria-invalid={!!errors.email} aria-describedby={errors.email ? id('email-error') : undefined} />
          {error('email')}
        </FieldBox>
        <FieldBox>
          <FieldLabel htmlFor={id('phone')}>{t(FIELD_LABELS.phone)}</FieldLabel>
          {/* The site's one phone field: country from the page's language, changeable (issue 39 item 6). */}
          <FormPhoneInput id={id('phone')} country={country} invalid={!!errors.phone} describedBy={errors.phone ? id('phone-error') : undefined} />
          {error('phone')}
        </FieldBox>
        <SubmitRow>
          <SubmitButton type="submit" disabled={sending}>
            {sending ? t('Booking…') : t('Book this time')}
          </SubmitButton>
        </SubmitRow>
      </FormGrid>
      {errors._ || errors.kind || errors.time_zone ? (
        <FieldError role="alert" style={{ marginTop: 16 }}>
          {tx(errors._ ?? errors.kind ?? errors.time_zone)}
        </FieldError>
      ) : null}
    </form>
  );
}
