import { internationalDigits } from '../../src/conversations/phone';

export { internationalDigits };

// Visitor text never shapes a link: tel and wa.me get digits only, and every part of a mailto address is
// percent-encoded, so "?", "&" or "#" in it cannot add a cc, bcc, subject or body (RFC 6068).
export const telHref = (phone: string) => `tel:+${internationalDigits(phone)}`;
/** wa.me with the first words filled in (`text`, percent-encoded): WhatsApp opens the chat with them, ready to edit. */
export const whatsappHref = (phone: string, text?: string) => `https://wa.me/${internationalDigits(phone)}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
export function mailtoHref(email: string): string {
  const at = email.lastIndexOf('@');
  const encode = (part: string) => encodeURIComponent(part).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return at > 0 ? `mailto:${encode(email.slice(0, at))}@${encode(email.slice(at + 1))}` : `mailto:${encode(email)}`;
}
