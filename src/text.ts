/** Small string helpers written as loops: the regex forms (/\/+$/ and the like) take quadratic time on hostile input. */

/** "https://example.com///" -> "https://example.com" */
export function withoutTrailingSlashes(s: string): string {
  let end = s.length;
  while (end > 0 && s.charCodeAt(end - 1) === 47) end--;
  return s.slice(0, end);
}

/** Cuts a partial last word and the spaces before it ("Dubai Marina gui" -> "Dubai Marina"); text without spaces is kept. */
export function withoutLastWord(s: string): string {
  let i = s.length;
  const space = (c: string) => /\s/.test(c);
  while (i > 0 && !space(s[i - 1])) i--;
  if (i === 0) return s;
  while (i > 0 && space(s[i - 1])) i--;
  return s.slice(0, i);
}

/** An absolute http(s) address: the only kind a visitor's referrer may be (other schemes could run script when opened). */
export const isHttpUrl = (v: string) => /^https?:\/\/[^\s/]\S*$/i.test(v);

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text made safe inside HTML elements and quoted attributes. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** One line of at most `max` characters: control characters (line breaks included) become spaces. For e-mail headers. */
export function oneLine(s: string, max = 150): string {
  let out = '';
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    out += code < 32 || code === 127 || code === 0x2028 || code === 0x2029 ? ' ' : ch;
    if (out.length >= max) break;
  }
  return out.trim();
}
