import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { SubmitStatus } from './SubmitStatus';
import { AttachedCalculation } from './AttachedCalculation';
import { enquirySchema, INVESTMENT_TIMELINES, type EnquiryInput } from '../../src/schemas/enquiry';
import { ensureCsrfCookie, getVisitorCountry, sendEnquiry } from '../api/public';
import { TOAST_AUTO_CLOSE_MS, TOAST_PADDING } from '../../src/constants';
import { enquirySource } from './enquirySource';
import { useTakeOver } from './useLoadOnFirstUse';
import { PhoneField } from './PhoneInput';
import { Honeypot, LabelledField, MessageField } from './LabelledField';
import { onlyDigits } from '../../src/digits';
import {
  FIELD_IDS,
  FIELD_LABELS,
  FieldInput,
  FieldSelect,
  FormGrid,
  SUBMIT_LABEL,
  TIMELINE_PLACEHOLDER,
} from './fields';
import { useI18n } from '../i18n/I18n';
// Investor math (issue 26)
import { attachedScenario, attachedVisa } from '../investment/scenarioStore';

export interface EnquiryFormProps {
  /** Prefix of the field ids (two forms may share a page). */
  idPrefix: string;
  projectId?: number | null;
  country: string;
  /** Values typed into the server-rendered shell before this form loaded. */
  initialValues?: Partial<EnquiryInput>;
  /** The shell's submit button was pressed: validate (and send) at once. */
  autoSubmit?: boolean;
  /** The field that had focus in the shell. */
  focusField?: keyof EnquiryInput;
}

const EMPTY: EnquiryInput = { name: '', email: '', phone: '', budget: '', investmentTimeline: '', message: '' };

function EnquiryFormInner({
  idPrefix,
  projectId,
  country: initialCountry,
  initialValues,
  autoSubmit,
  focusField,
}: EnquiryFormProps) {
  const ids = FIELD_IDS(idPrefix);
  const { t, tx, lang } = useI18n();
  const { enqueueSnackbar } = useSnackbar();
  const [saving, setSaving] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [country, setCountry] = useState(initialCountry);
  const honeypot = useRef<HTMLInputElement>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<EnquiryInput>({
    resolver: yupResolver(enquirySchema),
    defaultValues: { ...EMPTY, ...initialValues },
    mode: 'onSubmit', // untouched until the first submit (spec §4), then re-checked as the visitor types
    reValidateMode: 'onChange',
  });

  const onValid = async (values: EnquiryInput) => {
    setSaving(true);
    try {
      const answer = await sendEnquiry({
        ...values,
        ...enquirySource(projectId),
        website: honeypot.current?.value || null,
        investment_scenario: attachedScenario(),
        golden_visa: attachedVisa(),
      });
      if (answer.error === false) {
        setSuccess(tx(answer.message || 'Thank you! Our investment team will contact you shortly.')); // stays saving, not reset (spec §4)
        return;
      }
      setSaving(false);
      enqueueSnackbar(tx(answer.message || 'Your enquiry could not be sent. Please try again.'), {
        variant: 'error',
      });
    } catch (err) {
      setSaving(false);
      // A 422 names its fields: each message also shows under its field, as the form's own checks do.
      const fieldErrors = (
        err as { response?: { status?: number; data?: { errors?: Record<string, string> } } }
      ).response;
      if (fieldErrors?.status === 422)
        for (const [field, message] of Object.entries(fieldErrors.data?.errors ?? {}))
          if (field in EMPTY) setError(field as keyof EnquiryInput, { type: 'server', message });
      const { errorMessage } = await import('../../src/api/client');
      enqueueSnackbar(tx(errorMessage(err)), { variant: 'error' });
    }
  };
  const submit = handleSubmit(onValid);

  useTakeOver({ autoSubmit: !!autoSubmit, focusField }, (field) => ids[field], () => void submit());
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The visitor's country (spec §7) moves the phone input's start only while it is still empty.
    getVisitorCountry(lang)
      .then((code) => {
        if (code !== initialCountry && !getValues('phone')) setCountry(code);
      })
      .catch(() => undefined);
  }, [getValues, initialCountry, lang]);

  const fault = (field: keyof EnquiryInput) => (errors[field] ? tx(errors[field]?.message ?? '') : undefined);

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={() => void ensureCsrfCookie()}
      data-enquiry-ready="true"
      aria-label={t('Enquiry form')}
      aria-busy={saving && !success}
    >
      <FormGrid>
        <LabelledField id={ids.name} label={t(FIELD_LABELS.name)} error={fault('name')}>
          {(a11y) => <FieldInput autoComplete="name" {...a11y} {...register('name')} />}
        </LabelledField>
        <LabelledField id={ids.email} label={t(FIELD_LABELS.email)} error={fault('email')}>
          {(a11y) => <FieldInput type="email" autoComplete="email" {...a11y} {...register('email')} />}
        </LabelledField>
        <LabelledField id={ids.phone} label={t(FIELD_LABELS.phone)} error={fault('phone')}>
          {(a11y) => <PhoneField control={control} id={a11y.id} country={country} invalid={a11y.invalid} describedBy={a11y['aria-describedby']} />}
        </LabelledField>
        <LabelledField id={ids.budget} label={t(FIELD_LABELS.budget)} error={fault('budget')}>
          {(a11y) => (
            <Controller
              control={control}
              name="budget"
              render={({ field }) => (
                <FieldInput
                  {...a11y}
                  name={field.name}
                  ref={field.ref}
                  inputMode="numeric"
                  autoComplete="off"
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(onlyDigits(e.target.value))} // digits only (Arabic-Indic and Persian read as 0-9), as typed
                />
              )}
            />
          )}
        </LabelledField>
        <LabelledField id={ids.investmentTimeline} label={t(FIELD_LABELS.investmentTimeline)} error={fault('investmentTimeline')} wide>
          {(a11y) => (
            <FieldSelect {...a11y} {...register('investmentTimeline')}>
              <option value="">{t(TIMELINE_PLACEHOLDER)}</option>
              {INVESTMENT_TIMELINES.map((v) => (
                <option key={v} value={v}>
                  {tx(v)}
                </option>
              ))}
            </FieldSelect>
          )}
        </LabelledField>
        <MessageField id={ids.message} label={t(FIELD_LABELS.message)} error={fault('message')} registration={register('message')} />
        {/* What the form sends beside the fields: the calculation attached in the calculator (issue 39). */}
        <AttachedCalculation />
        <Honeypot id={ids.website} inputRef={honeypot} />
        <SubmitStatus saving={saving} success={success} label={t(SUBMIT_LABEL)} sending={t('Sending…')} />
      </FormGrid>
    </form>
  );
}

/** The enquiry form (spec §4, §5, §9) with its own toast host: top-end, 3000 ms, no confirm button. */
export default function EnquiryForm(props: EnquiryFormProps) {
  const { dir } = useI18n();
  return (
    <SnackbarProvider
      maxSnack={3}
      anchorOrigin={{ vertical: 'top', horizontal: dir === 'rtl' ? 'left' : 'right' }}
      autoHideDuration={TOAST_AUTO_CLOSE_MS}
      preventDuplicate
      style={{ padding: TOAST_PADDING }}
    >
      <EnquiryFormInner {...props} />
    </SnackbarProvider>
  );
}
