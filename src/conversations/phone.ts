/** Country code assumed for a local number written with a leading 0 (the enquiry form defaults to the UAE). */
const HOME_COUNTRY_CODE = '971';

/** The number in international digits only: "+971 50 123 4567", "00971501234567" and "0501234567" give 971501234567. */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return HOME_COUNTRY_CODE + digits.slice(1);
  return digits;
}
