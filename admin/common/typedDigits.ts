import type { FormEvent } from 'react';
import { hasEasternDigits, westernDigits } from '../../src/digits';

const nativeValue = typeof HTMLInputElement === 'undefined' ? undefined : Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * onInput of a wrapper around a number or phone field: digits typed on an Arabic or Persian keyboard become
 * 0-9 in the field itself, before the field's own onChange reads it (React runs every onInput before onChange).
 * The value is set with the element's native setter so React still sees the change. One rule: src/digits.ts.
 */
export function westernDigitsInPlace(event: FormEvent<HTMLElement>): void {
  const el = event.target;
  if (!(el instanceof HTMLInputElement) || !hasEasternDigits(el.value) || !nativeValue) return;
  const caret = el.selectionStart;
  nativeValue.call(el, westernDigits(el.value));
  // The same number of characters: the caret stays where it was.
  if (caret !== null && el.type !== 'number') el.setSelectionRange(caret, caret);
}
