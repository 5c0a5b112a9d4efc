import type { ReactNode, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldBox, FieldError, FieldLabel, FieldTextArea, HoneypotBox } from './fields';

// Only the loaded forms use these: in a file of their own so the light shells' first load (fields.tsx) does not carry them.

/** What a field's control carries so its label and error belong to it. */
export interface FieldA11y {
  id: string;
  invalid: boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * One field of the enquiry forms (the enquiry and the mortgage enquiry): its label, its control and its error
 * (`<id>-error`, announced), tied together by id; `wide` spans the grid's two columns.
 */
export function LabelledField({ id, label, error, wide, children }: { id: string; label: string; error?: string; wide?: boolean; children: (a11y: FieldA11y) => ReactNode }) {
  const errorId = `${id}-error`;
  return (
    <FieldBox style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children({ id, invalid: !!error, 'aria-invalid': !!error, 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </FieldBox>
  );
}

/** The message an enquiry may carry (issue 39 item 9), up to the schema's 2,000 characters: the enquiry and mortgage forms. */
export function MessageField({ id, label, error, registration }: { id: string; label: string; error?: string; registration: UseFormRegisterReturn }) {
  return (
    <LabelledField id={id} label={label} error={error} wide>
      {(a11y) => <FieldTextArea rows={3} maxLength={2000} {...a11y} {...registration} />}
    </LabelledField>
  );
}

/** The loaded forms' honeypot: a field bots fill and people never see (the server drops what fills it). */
export function Honeypot({ id, inputRef }: { id: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <HoneypotBox aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input id={id} ref={inputRef} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </HoneypotBox>
  );
}
