import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * The digits of the number as the visitor dials it at home, after the dial code (spec §5 counts these for
 * "at least 10 digits"): "+971 50 123 4567" is 050 123 4567, 10; "+44 7700 900123" is 07700 900123, 11;
 * "+971 1234567" is 7 (the old count, dial code included, said 10). The phone input drops a trunk 0 typed
 * after the dial code, so the national format (libphonenumber-js, as the input uses) puts it back.
 * A number without "+" has no dial code: every digit counts.
 */
export function nationalPhoneDigits(phone: string | null | undefined): number {
  const value = (phone ?? '').trim();
  const digits = value.replace(/\D/g, '');
  if (!value.startsWith('+')) return digits.length;
  const parsed = parsePhoneNumberFromString(value);
  if (parsed) return parsed.formatNational().replace(/\D/g, '').length;
  // Unknown dial code or too short to parse: none of the first three digits counts as typed.
  return Math.max(0, digits.length - 3);
}
