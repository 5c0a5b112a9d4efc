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
  return url
    .replace(/([?&](?:amp;)?)([^=&#\s]+)=([^&#\s]*)/g, (all, lead: string, name: string, value: string) =>
      value && (SECRET_PARAM.test(name) || looksLikeToken(decodeSafe(value))) ? `${lead}${name}=${HIDDEN_TOKEN}` : all,
    )
    .replace(/\/([A-Za-z0-9_-]{16,})(?=[/?#]|$)/g, (all, segment: string) => (looksLikeToken(segment) ? `/${HIDDEN_TOKEN}` : all));
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
