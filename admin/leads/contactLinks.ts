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

// Visitor text never shapes a link: tel and wa.me get digits only, and every part of a mailto address is
// percent-encoded, so "?", "&" or "#" in it cannot add a cc, bcc, subject or body (RFC 6068).
export const telHref = (phone: string) => `tel:+${internationalDigits(phone)}`;
export const whatsappHref = (phone: string) => `https://wa.me/${internationalDigits(phone)}`;
export function mailtoHref(email: string): string {
  const at = email.lastIndexOf('@');
  const encode = (part: string) => encodeURIComponent(part).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return at > 0 ? `mailto:${encode(email.slice(0, at))}@${encode(email.slice(at + 1))}` : `mailto:${encode(email)}`;
}
