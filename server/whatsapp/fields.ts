/** Reading untrusted JSON from Meta's deliveries: wrong types are skipped, never thrown. */
export const str = (v: unknown, max: number): string | null => (typeof v === 'string' && v.trim().length > 0 ? v.trim().slice(0, max) : null);
export const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** A WhatsApp number: digits only (country code first), or null. */
export const waNumber = (v: unknown): string | null => {
  const digits = typeof v === 'string' || typeof v === 'number' ? String(v).replace(/\D/g, '') : '';
  return digits.length >= 6 && digits.length <= 20 ? digits : null;
};
/** Seconds since 1970 as ISO-8601, or now when absent or absurd. */
export const secondsIso = (v: unknown): string => {
  const seconds = Number(v);
  return Number.isFinite(seconds) && seconds > 0 && seconds < 1e11 ? new Date(seconds * 1000).toISOString() : new Date().toISOString();
};
/** Control characters (except new lines and tabs) have no place in stored text. */
export const clean = (text: string, max: number) =>
  Array.from(text)
    .filter((ch) => {
      const c = ch.codePointAt(0)!;
      return c === 9 || c === 10 || c === 13 || (c >= 32 && c !== 127);
    })
    .join('')
    .slice(0, max);
/** An http(s) address, or null (a placeholder or a javascript: link is no link). */
export const httpUrl = (v: unknown): string | null => {
  const s = str(v, 2000);
  if (!s) return null;
  try {
    const u = new URL(s);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
};
