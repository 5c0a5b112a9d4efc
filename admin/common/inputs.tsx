import { Children, cloneElement, isValidElement, type ComponentProps, type ComponentType } from 'react';
import {
  ArrayInput as RaArrayInput, AutocompleteArrayInput, DateInput as RaDateInput, AutocompleteInput, BooleanInput as RaBooleanInput, DateTimeInput as RaDateTimeInput,
  NumberInput as RaNumberInput, ReferenceArrayInput as RaReferenceArrayInput, ReferenceInput as RaReferenceInput, SelectInput as RaSelectInput,
  SimpleFormIterator as RaSimpleFormIterator, TextInput as RaTextInput,
} from 'react-admin';
import { useReadOnly } from './readOnly';
import { westernDigitsInPlace } from './typedDigits';
import { westernDigits } from '../../src/digits';

/**
 * react-admin's inputs that turn read-only inside <ReadOnly>: one form definition serves the editor and the
 * show view of roles that may read but not change a record.
 */
function readOnlyAware<C extends ComponentType<any>>(Input: C): C {
  const Plain = Input as ComponentType<Record<string, unknown>>;
  const Aware = (props: ComponentProps<C>) => {
    const readOnly = useReadOnly();
    return <Plain {...props} readOnly={readOnly || props.readOnly} />;
  };
  Aware.displayName = `ReadOnlyAware(${Input.displayName ?? Input.name})`;
  return Aware as unknown as C;
}

export const TextInput = readOnlyAware(RaTextInput);
/** A number as typed, in any digits ("٤٫٥" is 4.5): null when empty, the text itself when it is no number (the schema names it). */
export function parseTypedNumber(text: string): number | string | null {
  const plain = westernDigits(text).replace(/[٫,]/g, '.').replace(/[\s٬]/g, '');
  if (plain === '') return null;
  const n = Number(plain);
  return Number.isFinite(n) ? n : text;
}

const ReadOnlyAwareNumberInput = readOnlyAware(RaNumberInput);
/**
 * react-admin's NumberInput as a text field with the decimal keypad: a browser's number field drops digits typed on an
 * Arabic or Persian keyboard, this one shows them as 0-9 (westernDigitsInPlace) and stores the number.
 */
export function NumberInput(props: ComponentProps<typeof RaNumberInput>) {
  return (
    <span onInput={westernDigitsInPlace} style={{ display: 'contents' }}>
      <ReadOnlyAwareNumberInput
        parse={parseTypedNumber as (v: string) => number}
        {...props}
        slotProps={{ ...props.slotProps, htmlInput: { type: 'text', inputMode: 'decimal', ...(props.slotProps?.htmlInput as object) } }}
      />
    </span>
  );
}
export const BooleanInput = readOnlyAware(RaBooleanInput);
export const SelectInput = readOnlyAware(RaSelectInput);
export const DateTimeInput = readOnlyAware(RaDateTimeInput);
export const DateInput = readOnlyAware(RaDateInput);
export const ArrayInput = readOnlyAware(RaArrayInput);
/** The iterator hides its add, remove and reorder buttons only when disabled. */
export function SimpleFormIterator(props: ComponentProps<typeof RaSimpleFormIterator>) {
  const readOnly = useReadOnly();
  return <RaSimpleFormIterator {...props} disabled={readOnly || props.disabled} />;
}

/** The reference inputs do not pass readOnly to their choice control: give the child (or the default one) the flag. */
export function ReferenceInput({ children, ...props }: ComponentProps<typeof RaReferenceInput>) {
  const readOnly = useReadOnly();
  const child = Children.count(children) ? Children.only(children) : <AutocompleteInput />;
  return <RaReferenceInput {...props}>{readOnly && isValidElement(child) ? cloneElement(child as any, { readOnly: true }) : child}</RaReferenceInput>;
}

export function ReferenceArrayInput({ children, ...props }: ComponentProps<typeof RaReferenceArrayInput>) {
  const readOnly = useReadOnly();
  const child = Children.count(children) ? Children.only(children) : <AutocompleteArrayInput />;
  return <RaReferenceArrayInput {...props}>{readOnly && isValidElement(child) ? cloneElement(child as any, { readOnly: true }) : child}</RaReferenceArrayInput>;
}
