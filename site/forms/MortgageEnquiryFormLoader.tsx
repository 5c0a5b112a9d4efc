import type { FormEvent } from 'react';
import type { MortgageInput } from '../../src/mortgage';
import { ensureCsrfCookie } from '../api/public';
import { FieldBox, FieldInput, FieldLabel, FormGrid, SubmitButton, SubmitRow } from './fields';
import { MORTGAGE_FIELD_LABELS, MORTGAGE_SUBMIT_LABEL, MortgageFieldTextArea, type MortgageContactValues, type MortgageEnquiryHandoff } from './mortgageFields';
import { shellPhone, ShellPhoneInput } from './EnquiryFormLoader';
import { focusedFieldSuffix, useLoadOnFirstUse } from './useLoadOnFirstUse';
import { useI18n } from '../i18n/I18n';
import { withCatalogue } from '../i18n/catalogue';

/** The form's chunk (react-hook-form, yup, the phone input), fetched on first use only. */
const loadForm = withCatalogue(() => import('./MortgageEnquiryForm'));

const PREFIX = 'mortgage-';
const FIELDS = ['name', 'email', 'phone', 'message'] as const;

function shellValues(form: HTMLFormElement, country: string): Partial<MortgageContactValues> {
  const data = new FormData(form);
  const get = (k: string) => String(data.get(k) ?? '');
  const phone = shellPhone(get('phone'), country);
  return { name: get('name'), email: get('email'), message: get('message'), ...(phone ? { phone } : {}) };
}

/** The mortgage enquiry's light markup: the same labels and layout as the full form, no form library. */
function MortgageEnquiryShell({ country, onActivate }: { country: string; onActivate(autoSubmit: boolean): void }) {
  const { tx } = useI18n();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void ensureCsrfCookie();
    onActivate(true);
  };
  const onFocus = () => {
    void ensureCsrfCookie(); // first use: the cookie is on its way before the visitor presses Send
    onActivate(false);
  };
  return (
    <form noValidate method="post" onSubmit={onSubmit} onFocus={onFocus} aria-label={tx('Mortgage enquiry form')} data-mortgage-ready="false">
      <FormGrid>
        <FieldBox>
          <FieldLabel htmlFor="mortgage-name">{tx(MORTGAGE_FIELD_LABELS.name)}</FieldLabel>
          <FieldInput id="mortgage-name" name="name" autoComplete="name" />
        </FieldBox>
        <FieldBox>
          <FieldLabel htmlFor="mortgage-email">{tx(MORTGAGE_FIELD_LABELS.email)}</FieldLabel>
          <FieldInput id="mortgage-email" name="email" type="email" autoComplete="email" />
        </FieldBox>
        <FieldBox style={{ gridColumn: '1 / -1' }}>
          <FieldLabel htmlFor="mortgage-phone">{tx(MORTGAGE_FIELD_LABELS.phone)}</FieldLabel>
          <ShellPhoneInput id="mortgage-phone" country={country} />
        </FieldBox>
        <FieldBox style={{ gridColumn: '1 / -1' }}>
          <FieldLabel htmlFor="mortgage-message">{tx(MORTGAGE_FIELD_LABELS.message)}</FieldLabel>
          <MortgageFieldTextArea id="mortgage-message" name="message" rows={3} maxLength={2000} />
        </FieldBox>
        <SubmitRow>
          <SubmitButton type="submit">{tx(MORTGAGE_SUBMIT_LABEL)}</SubmitButton>
        </SubmitRow>
      </FormGrid>
    </form>
  );
}

/**
 * "Ask a mortgage adviser": the shell until the visitor's first touch, focus or submit, then the full form with what
 * was typed, the focused field and a pending submit carried over (docs/BENCHMARKS.md, /mortgages).
 */
export function MortgageEnquiryFormLoader({ inputs, country }: { inputs: MortgageInput; country: string }) {
  const { box, loaded, want, onPointerDown } = useLoadOnFirstUse(loadForm, (form, autoSubmit): MortgageEnquiryHandoff => {
    const suffix = focusedFieldSuffix(form, PREFIX);
    const focusField = FIELDS.find((f) => f === suffix);
    return { autoSubmit, focusField, values: form ? shellValues(form, country) : {} };
  });
  const Form = loaded?.module.default;
  return (
    <div ref={box} onPointerDown={onPointerDown}>
      {loaded && Form ? <Form inputs={inputs} country={country} handoff={loaded.handoff} /> : <MortgageEnquiryShell country={country} onActivate={want} />}
    </div>
  );
}
