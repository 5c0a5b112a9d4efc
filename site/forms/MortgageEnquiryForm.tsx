import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { SubmitStatus } from './SubmitStatus';
import { mortgageEnquirySchema } from '../../src/schemas/leads';
import { ensureCsrfCookie, sendMortgageEnquiry } from '../api/public';
import type { MortgageInput } from '../../src/mortgage';
import { PhoneField } from './PhoneInput';
import { Honeypot, LabelledField, MessageField } from './LabelledField';
import { FieldInput, FormGrid } from './fields';
import { useTakeOver } from './useLoadOnFirstUse';
import {
  type MortgageContactValues,
  type MortgageEnquiryHandoff,
  MORTGAGE_FIELD_LABELS,
  MORTGAGE_SUBMIT_LABEL,
} from './mortgageFields';
import { useI18n } from '../i18n/I18n';

/** The visitor's part of a mortgage enquiry; the calculator's inputs travel with it. */
const contactSchema = mortgageEnquirySchema.pick(['name', 'email', 'phone', 'message']);
export type { MortgageContactValues, MortgageEnquiryHandoff };
type ContactValues = MortgageContactValues;

const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const;
/** Names of the calculator's inputs in the server's 422 answer, as the visitor sees them. */
const CALCULATOR_LABELS: Record<string, string> = {
  property_price_aed: 'Property price',
  down_payment_aed: 'Down payment',
  tenure_years: 'Tenure',
  interest_rate_pct: 'Interest rate',
  residency: 'Residency',
  first_home: 'First or second home',
  off_plan: 'Off-plan',
};

interface Props {
  /** The calculator's current inputs, sent with the enquiry (the server recomputes the monthly payment). */
  inputs: MortgageInput;
  country: string;
  handoff?: MortgageEnquiryHandoff;
}

/** "Ask a mortgage adviser": name, e-mail, phone (the enquiry form's phone input) and a message, to POST /api/sendMortgageEnquiry. */
export default function MortgageEnquiryForm({ inputs, country, handoff }: Props) {
  const { tx } = useI18n();
  const [saving, setSaving] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const honeypot = useRef<HTMLInputElement>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ContactValues>({
    resolver: yupResolver(contactSchema) as never,
    defaultValues: { name: '', email: '', phone: '', message: '', ...handoff?.values },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onValid = async (values: ContactValues) => {
    setSaving(true);
    setProblems([]);
    try {
      const answer = await sendMortgageEnquiry({
        ...values,
        message: values.message || null,
        property_price_aed: inputs.propertyPriceAed,
        down_payment_aed: inputs.downPaymentAed,
        tenure_years: inputs.tenureYears,
        interest_rate_pct: inputs.interestRatePct,
        residency: inputs.residency,
        first_home: inputs.firstHome,
        off_plan: !!inputs.offPlan,
        source_path: typeof window === 'undefined' ? null : window.location.pathname,
        website: honeypot.current?.value || null,
      });
      if (answer.error === false) {
        setSuccess(tx(answer.message || 'Thank you! A mortgage adviser will contact you shortly.'));
        return;
      }
      setSaving(false);
      setProblems([tx(answer.message || 'Your enquiry could not be sent. Please try again.')]);
    } catch (err) {
      setSaving(false);
      const body = (
        err as {
          response?: { status?: number; data?: { message?: string; errors?: Record<string, string> } };
        }
      ).response;
      const fieldErrors = body?.status === 422 ? body.data?.errors : undefined;
      if (fieldErrors && Object.keys(fieldErrors).length) {
        const others: string[] = [];
        for (const [field, message] of Object.entries(fieldErrors)) {
          if ((CONTACT_FIELDS as readonly string[]).includes(field))
            setError(field as keyof ContactValues, { type: 'server', message });
          else others.push(`${tx(CALCULATOR_LABELS[field] ?? field)}: ${tx(message)}`);
        }
        setProblems(others);
        return;
      }
      const { errorMessage } = await import('../../src/api/client');
      setProblems([errorMessage(err)]);
    }
  };

  const submit = handleSubmit(onValid);
  useTakeOver(handoff ?? { autoSubmit: false }, (field) => `mortgage-${field}`, () => void submit());

  const fault = (f: keyof ContactValues) => (errors[f] ? tx(errors[f]?.message ?? '') : undefined);

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={() => void ensureCsrfCookie()}
      aria-label={tx('Mortgage enquiry form')}
      aria-busy={saving && !success}
      data-mortgage-ready="true"
    >
      <FormGrid>
        <LabelledField id="mortgage-name" label={tx(MORTGAGE_FIELD_LABELS.name)} error={fault('name')}>
          {(a11y) => <FieldInput autoComplete="name" {...a11y} {...register('name')} />}
        </LabelledField>
        <LabelledField id="mortgage-email" label={tx(MORTGAGE_FIELD_LABELS.email)} error={fault('email')}>
          {(a11y) => <FieldInput type="email" autoComplete="email" {...a11y} {...register('email')} />}
        </LabelledField>
        <LabelledField id="mortgage-phone" label={tx(MORTGAGE_FIELD_LABELS.phone)} error={fault('phone')} wide>
          {(a11y) => <PhoneField control={control} id={a11y.id} country={country} invalid={a11y.invalid} describedBy={a11y['aria-describedby']} />}
        </LabelledField>
        <MessageField id="mortgage-message" label={tx(MORTGAGE_FIELD_LABELS.message)} error={fault('message')} registration={register('message')} />
        <Honeypot id="mortgage-website" inputRef={honeypot} />
        {problems.length > 0 && (
          <div
            role="alert"
            style={{ gridColumn: '1 / -1', color: '#b3261e', fontWeight: 600 }}
            data-testid="mortgage-enquiry-problems"
          >
            {problems.map((p) => (
              <p key={p} style={{ margin: '0 0 4px' }}>
                {p}
              </p>
            ))}
          </div>
        )}
        <SubmitStatus
          saving={saving}
          success={success}
          label={tx(MORTGAGE_SUBMIT_LABEL)}
          sending={tx('Sending…')}
        />
      </FormGrid>
    </form>
  );
}
