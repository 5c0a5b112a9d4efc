import { AsYouType, getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { PHONE_TYPED_MAX_DIGITS } from './constants';
import { internationalDigits, phoneDigits, westernDigits } from './digits';

/**
 * The digits of the number as the visitor dials it at home, after the dial code (spec §5 counts these for
 * "at least 10 digits"): "+971 50 123 4567" is 050 123 4567, 10; "+44 7700 900123" is 07700 900123, 11;
 * "+971 1234567" is 7 (the old count, dial code included, said 10). The phone input drops a trunk 0 typed
 * after the dial code, so the national format (libphonenumber-js, as the input uses) puts it back.
 * A number without "+" has no dial code: every digit counts. Arabic-Indic and Persian digits count as digits.
 */
export function nationalPhoneDigits(phone: string | null | undefined): number {
  const value = westernDigits(phone ?? '').trim();
  const digits = value.replace(/\D/g, '');
  if (!value.startsWith('+')) return digits.length;
  const parsed = parsePhoneNumberFromString(value);
  if (parsed) return parsed.formatNational().replace(/\D/g, '').length;
  // Unknown dial code or too short to parse: none of the first three digits counts as typed.
  return Math.max(0, digits.length - 3);
}

/**
 * A pasted or handed-over international number ("+971 50 123 4567", "+971501234567", "00971 50 123 4567") as the
 * phone inputs hold it: its country and its national digits, cut (not refused) at the typed cap. The country is
 * libphonenumber's when the number says it; otherwise `current` when it shares the calling code (+1 for Canada),
 * else the first country with that code. Null when the text is not international or its code is unknown.
 */
export function splitInternational(text: string, current?: string): { country: CountryCode; national: string } | null {
  const international = internationalDigits(text);
  if (!international) return null;
  const parsed = parsePhoneNumberFromString(international);
  const code = parsed?.countryCallingCode;
  if (!parsed || !code) return null;
  const sharing = getCountries().filter((c) => getCountryCallingCode(c) === code);
  const country = parsed.country ?? (sharing.find((c) => c === current) || sharing[0]);
  if (!country) return null;
  return { country, national: String(parsed.nationalNumber).slice(0, PHONE_TYPED_MAX_DIGITS) };
}

/**
 * The national number without the country's trunk prefix, as the visitor dials it at home: on a +7 field
 * "8 916 123-45-67" is 916 123 45 67 (Russia's and Kazakhstan's 8), on +971 "050 123 4567" is 50 123 4567, on +44
 * "07700 900123" is 7700 900123 (the 0 of most countries). libphonenumber knows each country's prefix and drops it
 * only when what is left is a possible number there, so "8 800 ..." typed without the 8 keeps its 8.
 */
export function withoutTrunkPrefix(digits: string, country: CountryCode): string {
  const parsed = parsePhoneNumberFromString(digits, country);
  if (!parsed?.isPossible()) return digits;
  const national = String(parsed.nationalNumber);
  return national.length < digits.length && digits.endsWith(national) ? national : digits;
}

/**
 * A pasted number's national digits for the field's country: the whole without its trunk prefix when that is a
 * valid number ("8 916 123-45-67" on +7), else its first digits up to the typed cap, without their prefix
 * ("050 123 45678" on +971 is 50 123 4567).
 */
export function pastedNational(digits: string, country: CountryCode): string {
  const whole = withoutTrunkPrefix(digits, country);
  if (whole.length <= PHONE_TYPED_MAX_DIGITS && parsePhoneNumberFromString(whole, country)?.isValid()) return whole;
  return withoutTrunkPrefix(digits.slice(0, PHONE_TYPED_MAX_DIGITS), country);
}

/** The national number grouped as that country writes it after its calling code ("50 123 4567" after +971). */
export function formatNational(digits: string, country: CountryCode): string {
  if (!digits) return '';
  const code = `+${getCountryCallingCode(country)}`;
  const international = new AsYouType(country).input(code + digits);
  return international.startsWith(code) ? international.slice(code.length).trim() : digits;
}

/** A phone field's value (every phone input, site and back-office): "+971 50 123 4567", or empty without national digits. */
export const phoneValue = (digits: string, country: CountryCode): string => (digits ? `+${getCountryCallingCode(country)} ${formatNational(digits, country)}` : '');

/** The national digits of a phone field's value, for the country it was typed for ("" when it is another country's). */
export function nationalDigitsOf(value: string, country: CountryCode): string {
  const code = `+${getCountryCallingCode(country)}`;
  const held = westernDigits(value).trim();
  return held.startsWith(code) ? phoneDigits(held.slice(code.length)) : '';
}
