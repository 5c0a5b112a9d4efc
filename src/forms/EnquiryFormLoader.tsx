import { useCallback, useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import type { EnquiryFormProps } from './EnquiryForm';
import type { EnquiryInput } from '../schemas/enquiry';
import { flagEmoji, CALLING_CODES } from './flags';
import { ensureCsrfCookie } from '../api/public';
import { PHONE_INPUT_MAX_LENGTH, PHONE_PLACEHOLDER, PHONE_TYPED_MAX_DIGITS } from '../constants';
import {
  FIELD_IDS, FIELD_LABELS, FieldBox, FieldInput, FieldLabel, FieldSelect, FormGrid, PhonePrefix, PhoneShellBox, SUBMIT_LABEL, SubmitButton, SubmitRow,
  TIMELINE_PLACEHOLDER,
} from './fields';

/** The full form's chunk (react-hook-form, yup, mui-tel-input, notistack), fetched only when wanted. */
const loadForm = () => import('./EnquiryForm');

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

const FIELD_BY_ID_SUFFIX: Record<string, keyof EnquiryInput> = { name: 'name', email: 'email', phone: 'phone', budget: 'budget', timeline: 'investmentTimeline' };

/** The shell's phone field behaves as the full one: digits only, at most 10 typed national digits. */
const phoneDigits = (value: string) => value.replace(/\D/g, '').slice(0, PHONE_TYPED_MAX_DIGITS);

function shellValues(form: HTMLFormElement, country: string): Partial<EnquiryInput> {
  const data = new FormData(form);
  const get = (k: string) => String(data.get(k) ?? '');
  const phone = phoneDigits(get('phone'));
  return {
    name: get('name'),
    email: get('email'),
    ...(phone ? { phone: `+${CALLING_CODES[country] ?? '971'} ${phone}` } : {}),
    budget: get('budget').replace(/\D/g, ''),
    investmentTimeline: get('investmentTimeline'),
  };
}

/**
 * The form's server-rendered markup: the same fields and layout as the full form, rendered with the
 * page so it paints at once; the full form (react-hook-form, yup, the phone input, toasts) replaces it
 * on the visitor's first touch, focus or submit (not on scroll: most visitors never use it, and its code
 * costs a phone ~0.5 s of main thread; docs/BENCHMARKS.md "Lighthouse mobile, per page type").
 */
export function EnquiryFormShell({ idPrefix, country, onActivate }: ShellProps) {
  const ids = FIELD_IDS(idPrefix);
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
    <form noValidate method="post" onSubmit={onSubmit} onFocus={onFocus} data-enquiry-ready="false" aria-label="Enquiry form">
      <noscript>
        <p style={{ marginTop: 0 }}>This form needs JavaScript. You can also reach our team by phone or e-mail: the details are at the foot of the page.</p>
      </noscript>
      <FormGrid>
        <FieldBox>
          <FieldLabel htmlFor={ids.name}>{FIELD_LABELS.name}</FieldLabel>
          <FieldInput id={ids.name} name="name" autoComplete="name" />
        </FieldBox>
        <FieldBox>
          <FieldLabel htmlFor={ids.email}>{FIELD_LABELS.email}</FieldLabel>
          <FieldInput id={ids.email} name="email" type="email" autoComplete="email" />
        </FieldBox>
        <FieldBox>
          <FieldLabel htmlFor={ids.phone}>{FIELD_LABELS.phone}</FieldLabel>
          <PhoneShellBox>
            <PhonePrefix aria-hidden="true">
              <span style={{ fontSize: '1.25rem' }}>{flagEmoji(country)}</span>+{CALLING_CODES[country] ?? '971'}
            </PhonePrefix>
            <input
              id={ids.phone}
              name="phone"
              type="tel"
              inputMode="tel"
              placeholder={PHONE_PLACEHOLDER}
              maxLength={PHONE_INPUT_MAX_LENGTH}
              autoComplete="tel"
              onInput={(e) => {
                const el = e.currentTarget;
                const next = phoneDigits(el.value);
                if (next !== el.value) el.value = next;
              }}
            />
          </PhoneShellBox>
        </FieldBox>
        <FieldBox>
          <FieldLabel htmlFor={ids.budget}>{FIELD_LABELS.budget}</FieldLabel>
          <FieldInput id={ids.budget} name="budget" inputMode="numeric" autoComplete="off" />
        </FieldBox>
        <FieldBox style={{ gridColumn: '1 / -1' }}>
          <FieldLabel htmlFor={ids.investmentTimeline}>{FIELD_LABELS.investmentTimeline}</FieldLabel>
          <FieldSelect id={ids.investmentTimeline} name="investmentTimeline" defaultValue="">
            {/* The choices come with the full form (keeps the schema library out of the first load). */}
            <option value="">{TIMELINE_PLACEHOLDER}</option>
          </FieldSelect>
        </FieldBox>
        <SubmitRow>
          <SubmitButton type="submit">{SUBMIT_LABEL}</SubmitButton>
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

interface Loaded {
  Form: ComponentType<EnquiryFormProps>;
  handoff: Activation;
}

/**
 * Shows the shell, loads the full form once wanted (first touch, focus or submit) and swaps it
 * in only when its code has arrived, carrying over what was typed, the focused field and a pending submit.
 */
export function EnquiryFormLoader({ idPrefix, country, projectId }: EnquiryFormLoaderProps) {
  const [wish, setWish] = useState<{ autoSubmit: boolean } | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const want = useCallback((autoSubmit: boolean) => setWish((w) => (w?.autoSubmit ? w : { autoSubmit })), []);

  useEffect(() => {
    if (!wish || loaded) return;
    let live = true;
    loadForm().then(
      (module) => {
        if (!live) return;
        // What the visitor did in the shell while the code was on its way.
        const form = box.current?.querySelector('form') ?? null;
        const active = document.activeElement as HTMLElement | null;
        const focusField = active && form?.contains(active) ? FIELD_BY_ID_SUFFIX[active.id.slice(idPrefix.length + 1)] : undefined;
        setLoaded({ Form: module.default, handoff: { autoSubmit: wish.autoSubmit, focusField, values: form ? shellValues(form, country) : {} } });
      },
      () => live && setWish(null), // offline: the next focus or submit tries again
    );
    return () => {
      live = false;
    };
  }, [wish, loaded, idPrefix, country]);

  return (
    // A finger or a mouse button going down starts the download a moment before the focus that follows it.
    <div ref={box} onPointerDown={loaded ? undefined : () => want(false)}>
      {loaded ? (
        <loaded.Form
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
