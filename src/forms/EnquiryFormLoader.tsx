import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import type { EnquiryInput } from '../schemas/enquiry';
import { flagEmoji, CALLING_CODES } from './flags';
import { PHONE_INPUT_MAX_LENGTH, PHONE_PLACEHOLDER } from '../constants';
import {
  FIELD_IDS, FIELD_LABELS, FieldBox, FieldInput, FieldLabel, FieldSelect, FormGrid, PhonePrefix, PhoneShellBox, SUBMIT_LABEL, SubmitButton, SubmitRow,
  TIMELINE_PLACEHOLDER,
} from './fields';

const loadForm = () => import('./EnquiryForm');
const EnquiryForm = lazy(loadForm);

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

function shellValues(form: HTMLFormElement): Partial<EnquiryInput> {
  const data = new FormData(form);
  const get = (k: string) => String(data.get(k) ?? '');
  return { name: get('name'), email: get('email'), budget: get('budget').replace(/\D/g, ''), investmentTimeline: get('investmentTimeline') };
}

/**
 * The form's server-rendered markup: the same fields and layout as the full form, rendered with the
 * page so it paints at once; the full form (react-hook-form, yup, the phone input, toasts) replaces it
 * when it nears the viewport, on the first focus or on submit.
 */
export function EnquiryFormShell({ idPrefix, country, onActivate }: ShellProps) {
  const ids = FIELD_IDS(idPrefix);
  const activate = (form: HTMLFormElement | null, autoSubmit: boolean, focusField?: keyof EnquiryInput) =>
    onActivate?.({ autoSubmit, focusField, values: form ? shellValues(form) : {} });
  const onFocus = (e: React.FocusEvent<HTMLFormElement>) => {
    const suffix = e.target.id?.slice(idPrefix.length + 1) ?? '';
    activate(e.currentTarget, false, FIELD_BY_ID_SUFFIX[suffix]);
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    activate(e.currentTarget, true);
  };
  return (
    <form noValidate onSubmit={onSubmit} onFocus={onFocus} data-enquiry-ready="false" aria-label="Enquiry form">
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
            <input id={ids.phone} name="phone" type="tel" placeholder={PHONE_PLACEHOLDER} maxLength={PHONE_INPUT_MAX_LENGTH} autoComplete="tel" />
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

/** Shows the shell, then the full form once wanted (near the viewport, focus, submit). */
export function EnquiryFormLoader({ idPrefix, country, projectId }: EnquiryFormLoaderProps) {
  const [activation, setActivation] = useState<Activation | null>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (activation || !box.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setActivation((a) => a ?? { autoSubmit: false, values: {} });
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [activation]);

  return (
    <div ref={box}>
      {activation ? (
        // While the chunk loads, a focus or submit in the shell still counts: the form mounts with the latest wish.
        <Suspense fallback={<EnquiryFormShell idPrefix={idPrefix} country={country} onActivate={(a) => setActivation((prev) => (prev?.autoSubmit ? prev : a))} />}>
          <EnquiryForm
            idPrefix={idPrefix}
            country={country}
            projectId={projectId}
            initialValues={activation.values}
            autoSubmit={activation.autoSubmit}
            focusField={activation.focusField}
          />
        </Suspense>
      ) : (
        <EnquiryFormShell idPrefix={idPrefix} country={country} onActivate={(a) => setActivation((prev) => prev ?? a)} />
      )}
    </div>
  );
}
