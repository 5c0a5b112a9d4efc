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
