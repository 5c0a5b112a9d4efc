/** What staff see instead of a link's secret. */
export const HIDDEN_TOKEN = '[hidden]';

// Query parameters that carry a secret by name (alert links' t, privacy_token, signatures, keys).
const SECRET_PARAM = /^(t|token|.*_token|sig|signature|key|code|k)$/i;
const URL_IN_TEXT = /https?:\/\/[^\s"'<>]+/g;

/** A value that reads as a random secret: long base64url with upper, lower and digits, or long hex; never a slug. */
function looksLikeToken(value: string): boolean {
  if (value.length < 16 || !/^[A-Za-z0-9_-]+$/.test(value)) return false;
  if (/^[0-9a-f]{32,}$/i.test(value)) return true;
  return value.length >= 20 && /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value);
}

function hideInUrl(url: string): string {
  const hash = url.indexOf('#');
  const tail = hash >= 0 ? url.slice(hash) : '';
  const beforeHash = hash >= 0 ? url.slice(0, hash) : url;
  const mark = beforeHash.indexOf('?');
  const path = (mark >= 0 ? beforeHash.slice(0, mark) : beforeHash)
    .split('/')
    .map((segment, i) => (i > 2 && looksLikeToken(segment) ? HIDDEN_TOKEN : segment))
    .join('/');
  if (mark < 0) return path + tail;
  // Query pairs split on & (or &amp; in HTML); a secret's value is replaced, its name kept.
  const query = beforeHash
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq <= 0) return pair;
      const name = pair.slice(0, eq).replace(/^amp;/, '');
      const value = pair.slice(eq + 1);
      return value && (SECRET_PARAM.test(name) || looksLikeToken(decodeSafe(value))) ? `${pair.slice(0, eq)}=${HIDDEN_TOKEN}` : pair;
    })
    .join('&');
  return `${path}?${query}${tail}`;
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Link tokens hidden for staff screens (issue 37 item 10): every link in a mail's text, HTML or header keeps its
 * address but not its secret (confirmation, unsubscribe, privacy and download tokens), so a colleague reading a
 * delivery cannot confirm a subscription or a request in someone's place. The mail itself still carries them.
 */
export function hideLinkTokens(text: string): string {
  return text.replace(URL_IN_TEXT, hideInUrl);
}
