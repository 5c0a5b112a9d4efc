import { dialCodeOf } from '../../src/phone';

/** Country code assumed for a local number written with a leading 0 (the enquiry form defaults to the UAE). */
const HOME_COUNTRY_CODE = '971';

/** Dial codes whose numbers keep their leading 0 when dialled from abroad (Italy, Vatican). */
const KEEPS_TRUNK_ZERO = new Set(['39']);

/**
 * The number in international digits only: "+971 50 123 4567", "+971 050 123 4567" (the trunk 0 typed after
 * the dial code, as the enquiry form lets visitors), "00971501234567" and "0501234567" give 971501234567.
 */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) {
    const code = dialCodeOf(phone) ?? '';
    const national = digits.slice(code.length);
    return national.startsWith('0') && !KEEPS_TRUNK_ZERO.has(code) ? code + national.slice(1) : digits;
  }
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return HOME_COUNTRY_CODE + digits.slice(1);
  return digits;
}

export const telHref = (phone: string) => `tel:+${internationalDigits(phone)}`;
export const whatsappHref = (phone: string) => `https://wa.me/${internationalDigits(phone)}`;
export const mailtoHref = (email: string) => `mailto:${email}`;
