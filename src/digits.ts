import { PHONE_TYPED_MAX_DIGITS } from './constants';

/**
 * Digits as people type them, read as Western digits: Arabic-Indic (٠-٩, U+0660-0669, an Arabic keyboard) and
 * Persian / Eastern Arabic-Indic (۰-۹, U+06F0-06F9). Every field where a number is typed (site and back-office)
 * goes through this before it keeps digits, so what is stored is 0-9. No dependency: the site's first load uses it.
 */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

/** A schema transform: a string's digits as Western digits (what is stored), anything else left to the type check. */
export const toWesternDigits = (v: unknown): unknown => (typeof v === 'string' ? westernDigits(v) : v);

/** True when the text holds a digit westernDigits would change. */
export const hasEasternDigits = (text: string): boolean => /[\u0660-\u0669\u06F0-\u06F9]/.test(text);

/** The digits of a text (any script), nothing else: "٢,٥٠٠,٠٠٠ AED" is "2500000". */
export const onlyDigits = (text: string): string => westernDigits(text).replace(/\D/g, '');

/** A phone field's national number as typed: digits only, at most PHONE_TYPED_MAX_DIGITS (spec §5; every phone input). */
export const phoneDigits = (text: string): string => onlyDigits(text).slice(0, PHONE_TYPED_MAX_DIGITS);

/**
 * A number written for another country: "+971 50 123 4567", "00971 50 123 4567" (not a national number that the
 * field's country code goes in front of). Its digits with one "+" in front, or null.
 */
export function internationalDigits(text: string): string | null {
  const t = westernDigits(text).trim();
  if (t.startsWith('+')) return `+${t.replace(/\D/g, '')}`;
  const digits = t.replace(/\D/g, '');
  if (t.startsWith('00') && /^00[1-9]/.test(digits)) return `+${digits.slice(2)}`;
  return null;
}
