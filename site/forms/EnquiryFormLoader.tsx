import type { FormEvent } from 'react';
import { focusedFieldSuffix, useLoadOnFirstUse } from './useLoadOnFirstUse';
import type { EnquiryInput } from '../../src/schemas/enquiry';
import { CALLING_CODES, LocalFlag } from './flags';
import { ensureCsrfCookie } from '../api/public';
import { PHONE_INPUT_MAX_LENGTH, PHONE_PLACEHOLDER } from '../../src/constants';
import { withCatalogue } from '../i18n/catalogue';
import {
  FIELD_IDS, FIELD_LABELS, FieldBox, FieldInput, FieldLabel, FieldSelect, FieldTextArea, FormGrid, PhonePrefix, PhoneShellBox, SUBMIT_LABEL, SubmitButton, SubmitRow,
  TIMELINE_PLACEHOLDER,
} from './fields';
import { internationalDigits, onlyDigits, phoneDigits } from '../../src/digits';
import { useI18n } from '../i18n/I18n';

/** The full form's chunk (react-hook-form, yup, the phone input, notistack), fetched only when wanted. */
const loadForm = withCatalogue(() => import('./EnquiryForm'));

interface Activation {
  autoSubmit: boolean;
  focusField?: keyof EnquiryInput;
  values: Partial<EnquiryInput>;
}

interface ShellProps {
  idPrefix: string;
  country: string;
  onActivate?(activation: Activation): void;
}

const FIELD_BY_ID_SUFFIX: Record<string, keyof EnquiryInput> = { name: 'name', email: 'email', phone: 'phone', budget: 'budget', timeline: 'investmentTimeline', message: 'message' };


function shellValues(form: HTMLFormElement, country: string): Partial<EnquiryInput> {
  const data = new FormData(form);
  const get = (k: string) => String(data.get(k) ?? '');
  const phone = shellPhone(get('phone'), country);
  return {
    name: get('name'),
    email: get('email'),
    ...(phone ? { phone } : {}),
    budget: onlyDigits(get('budget')),
    investmentTimeline: get('investmentTimeline'),
    message: get('message'),
  };
}

/** The shell's phone field: the country's flag and calling code, then the national digits (the numeric keypad on a phone). */
export function ShellPhoneInput({ id, country }: { id: string; country: string }) {
  const { tx } = useI18n();
  return (
    // Left to right in every language, and the same layout as the full input (PhoneInput.tsx): nothing moves at the swap.
    <PhoneShellBox dir="ltr">
      <PhonePrefix aria-hidden="true">
        <LocalFlag isoCode={country} countryName="" />
        <span>+{CALLING_CODES[country] ?? '971'}</span>
        <span>▾</span>
      </PhonePrefix>
      <input
        id={id}
        name="phone"
        type="tel"
        inputMode="tel"
        placeholder={tx(PHONE_PLACEHOLDER)}
        dir="ltr"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        autoComplete="tel"
        onInput={(e) => {
          const el = e.currentTarget;
          const next = shellPhoneText(el.value);
          if (next !== el.value) el.value = next;
        }}
      />
    </PhoneShellBox>
  );
}

/**
 * What the shell's phone field keeps of what was typed or pasted: the national digits (any script, cut at the cap),
 * or a whole international number ("+971501234567") that the full input, once loaded, splits into country and digits.
 */
export const shellPhoneText = (text: string): string => internationalDigits(text)?.slice(0, 16) ?? phoneDigits(text);

/** The shell's phone as the full phone input takes it over: "+971 501234567", an international "+971501234567", or empty. */
export function shellPhone(text: string, country: string): string {
  const international = internationalDigits(text);
  if (international) return international.length > 1 ? international.slice(0, 16) : '';
  const national = phoneDigits(text);
  return national ? `+${CALLING_CODES[country] ?? '971'} ${national}` : '';
}

/**
 * The form's server-rendered markup: the same fields and layout as the full form, rendered with the
 * page so it paints at once; the full form (react-hook-form, yup, the phone input, toasts) replaces it
 * on the visitor's first touch, focus or submit (not on scroll: most visitors never use it, and its code
 * costs a phone ~0.5 s of main thread; docs/BENCHMARKS.md "Lighthouse mobile, per page type").
 */
export function EnquiryFormShell({ idPrefix, country, onActivate }: ShellProps) {
  const ids = FIELD_IDS(idPrefix);
  const { t } = useI18n();
  const activate = (form: HTMLFormElement | null, autoSubmit: boolean, focusField?: keyof EnquiryInput) =>
    onActivate?.({ autoSubmit, focusField, values: form ? shellValues(form, country) : {} });
  const onFocus = (e: React.FocusEvent<HTMLFormElement>) => {
    void ensureCsrfCookie(); // first use of a form: the cookie is on its way before the visitor presses Send
    const suffix = e.target.id?.slice(idPrefix.length + 1) ?? '';
    activate(e.currentTarget, false, FIELD_BY_ID_SUFFIX[suffix]);
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void ensureCsrfCookie();
    activate(e.currentTarget, true);
  };
  return (
    // method post: without JavaScript nothing typed ever lands in an address bar or a server log.
    <form noValidate method="post" onSubmit={onSubmit} onFocus={onFocus} data-enquiry-ready="false" aria-label={t('Enquiry form')}>
      <noscript>
        <p style={{ marginTop: 0 }}>{t('This form needs JavaScript. You can also reach our team by phone or e-mail: the details are at the foot of the page.')}</p>
      </noscript>
      <FormGrid>
        <FieldBox>
          <FieldLabel htmlFor={ids.name}>{t(FIELD_LABELS.name)}</FieldLabel>
          <FieldInput id={ids.name} name="name" autoComplete="name" />
        </FieldBox>
        <FieldBox>
          <FieldLabel htmlFor={ids.email}>{t(FIELD_LABELS.email)}</FieldLabel>
          <FieldInput id={ids.email} name="email" type="email" autoComplete="email" />
        </FieldBox>
        <FieldBox>
          <FieldLabel htmlFor={ids.phone}>{t(FIELD_LABELS.phone)}</FieldLabel>
          <ShellPhoneInput id={ids.phone} country={country} />
        </FieldBox>
        <FieldBox>
          <FieldLabel htmlFor={ids.budget}>{t(FIELD_LABELS.budget)}</FieldLabel>
          <FieldInput id={ids.budget} name="budget" inputMode="numeric" autoComplete="off" />
        </FieldBox>
        <FieldBox style={{ gridColumn: '1 / -1' }}>
          <FieldLabel htmlFor={ids.investmentTimeline}>{t(FIELD_LABELS.investmentTimeline)}</FieldLabel>
          <FieldSelect id={ids.investmentTimeline} name="investmentTimeline" defaultValue="">
            {/* The choices come with the full form (keeps the schema library out of the first load). */}
            <option value="">{t(TIMELINE_PLACEHOLDER)}</option>
          </FieldSelect>
        </FieldBox>
        <FieldBox style={{ gridColumn: '1 / -1' }}>
          <FieldLabel htmlFor={ids.message}>{t(FIELD_LABELS.message)}</FieldLabel>
          <FieldTextArea id={ids.message} name="message" rows={3} maxLength={2000} />
        </FieldBox>
        <SubmitRow>
          <SubmitButton type="submit">{t(SUBMIT_LABEL)}</SubmitButton>
        </SubmitRow>
      </FormGrid>
    </form>
  );
}

export interface EnquiryFormLoaderProps {
  idPrefix: string;
  country: string;
  projectId?: number | null;
}

/**
 * Shows the shell, loads the full form once wanted (first touch, focus or submit) and swaps it
 * in only when its code has arrived, carrying over what was typed, the focused field and a pending submit.
 */
export function EnquiryFormLoader({ idPrefix, country, projectId }: EnquiryFormLoaderProps) {
  const { box, loaded, want, onPointerDown } = useLoadOnFirstUse(loadForm, (form, autoSubmit): Activation => {
    const suffix = focusedFieldSuffix(form, `${idPrefix}-`);
    return { autoSubmit, focusField: suffix ? FIELD_BY_ID_SUFFIX[suffix] : undefined, values: form ? shellValues(form, country) : {} };
  });
  const Form = loaded?.module.default;
  return (
    <div ref={box} onPointerDown={onPointerDown}>
      {loaded && Form ? (
        <Form
          idPrefix={idPrefix}
          country={country}
          projectId={projectId}
          initialValues={loaded.handoff.values}
          autoSubmit={loaded.handoff.autoSubmit}
          focusField={loaded.handoff.focusField}
        />
      ) : (
        <EnquiryFormShell idPrefix={idPrefix} country={country} onActivate={(a) => want(a.autoSubmit)} />
      )}
    </div>
  );
}
