/**
 * Consent (issue 24): the only place the site asks "may I?". The choice lives in one first-party cookie
 * (a necessary one: it remembers the answer), read here by the browser and by the server alike.
 *
 * Categories: necessary (always: the CSRF cookie, the language chosen, the remembered project search, this
 * choice), analytics (the activity record: pages viewed, time on them, return visits), marketing (the visit's
 * UTM source joined to an enquiry, alert e-mails' tracking). A browser sending Global Privacy Control
 * (Sec-GPC: 1, navigator.globalPrivacyControl) has refused analytics and marketing, whatever is stored.
 */

/** Bump it when the privacy policy changes what is asked: every stored choice of an older version is asked again. */
export const POLICY_VERSION = '2026-11-25';
export const CONSENT_COOKIE = 'oasis_consent';
/** The browser's random first-party id, set only once analytics is accepted (server/activity joins it to a lead). */
export const VISITOR_COOKIE = 'oasis_vid';
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
/** Storage the site writes only with consent, by category (so a withdrawal knows what to clear). */
export const CONSENTED_STORAGE = { analytics: { cookies: [VISITOR_COOKIE] }, marketing: { sessionStorage: ['enquiry_source'] } } as const;
/** A year: the choice is asked again after that (as regulators expect) or when the policy version changes. */
export const CONSENT_MAX_AGE_S = 365 * 24 * 3600;

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
  /** The policy version the visitor answered. */
  version: string;
  /** When (UTC ISO-8601). */
  at: string;
  /** A random id of this choice, so the server's record of it can be found (no personal data). */
  id: string;
}

/** `v:2026-11-25|a:1|m:0|t:2026-11-25T10:00:00.000Z|i:abc`: short, no characters a cookie must escape. */
export function serializeConsent(c: ConsentChoice): string {
  return `v:${c.version}|a:${c.analytics ? 1 : 0}|m:${c.marketing ? 1 : 0}|t:${c.at}|i:${c.id}`;
}

/**
 * The stored choice, or null when there is none or it is not one we wrote: bad percent-encoding, JSON, a repeated or
 * missing part, a value of the wrong shape. A bad cookie is no consent (issue 37 item 8), never an error.
 */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  if (typeof value !== 'string' || !value || value.length > 200) return null;
  let text: string;
  try {
    text = decodeURIComponent(value);
  } catch {
    return null;
  }
  const parts = new Map<string, string>();
  for (const part of text.split('|')) {
    const key = part.slice(0, 1);
    if (part.charAt(1) !== ':' || parts.has(key)) return null;
    parts.set(key, part.slice(2));
  }
  const [v, a, m, t, i] = ['v', 'a', 'm', 't', 'i'].map((k) => parts.get(k) ?? '');
  if (!/^[\w.-]{1,20}$/.test(v) || !/^[01]$/.test(a) || !/^[01]$/.test(m) || !/^\d{4}-\d{2}-\d{2}T[\d:.]{1,20}Z$/.test(t) || !/^[\w-]{1,40}$/.test(i)) return null;
  return { version: v, analytics: a === '1', marketing: m === '1', at: t, id: i };
}

/** A cookie's value from a Cookie header (the browser's document.cookie has the same shape). */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The stored choice when it answers the current policy; null: the visitor must be asked. */
export function currentChoice(cookieHeader: string | null | undefined): ConsentChoice | null {
  const c = parseConsent(cookieValue(cookieHeader, CONSENT_COOKIE));
  return c && c.version === POLICY_VERSION ? c : null;
}

/**
 * May the site do what `category` covers? Necessary: always. Otherwise only with a current choice that
 * accepted it, and never when the browser sends Global Privacy Control.
 */
export function mayUse(category: ConsentCategory, cookieHeader: string | null | undefined, gpc: boolean): boolean {
  if (category === 'necessary') return true;
  if (gpc) return false;
  const c = currentChoice(cookieHeader);
  return !!c && c[category];
}

/** Where a visit came from (the landing page's UTM parameters, the external referrer): marketing data. */
export const VISIT_SOURCE_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'referrer'] as const;
type VisitSource = Partial<Record<(typeof VISIT_SOURCE_FIELDS)[number], string | null>>;

/**
 * The visit's source as it may be stored: as sent with marketing consent, emptied without it or with Global
 * Privacy Control (issue 37: the server stored what any client sent). The one rule for every form that carries it.
 */
export function consentedVisitSource<T extends VisitSource>(source: T, cookieHeader: string | null | undefined, gpc: boolean): T {
  if (mayUse('marketing', cookieHeader, gpc)) return source;
  return { ...source, ...Object.fromEntries(VISIT_SOURCE_FIELDS.filter((f) => f in source).map((f) => [f, null])) };
}

/** Sec-GPC: 1 on a request (the server's side of Global Privacy Control). */
export const gpcHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() === '1';

// ---- The browser's side -------------------------------------------------------------------------------

/** navigator.globalPrivacyControl (a browser or extension that sends Sec-GPC sets it). */
export const browserGpc = () => typeof navigator !== 'undefined' && (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

/** In the browser: may the site do what `category` covers now? */
export function mayI(category: ConsentCategory): boolean {
  if (typeof document === 'undefined') return category === 'necessary';
  return mayUse(category, document.cookie, browserGpc());
}

/** In the browser: is a choice needed (none stored for this policy version, and GPC does not already answer it)? */
export function consentNeeded(): boolean {
  return typeof document !== 'undefined' && !browserGpc() && !currentChoice(document.cookie);
}

type Listener = (choice: ConsentChoice | null) => void;
const listeners = new Set<Listener>();
/** Features that start with consent (the activity record) listen; the banner tells them. */
export function onConsentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const randomId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
export const newVisitorToken = randomId;

const setCookie = (name: string, value: string, maxAge: number) => {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${value}; path=/; max-age=${maxAge}; samesite=lax${secure}`;
};

/**
 * Stores the visitor's answer (with its time and the policy version), clears what a refused category had
 * written, records the choice on the server (proof of what was agreed, keyed by a random id) and tells listeners.
 */
export function saveChoice(analytics: boolean, marketing: boolean): ConsentChoice {
  const gpc = browserGpc();
  const choice: ConsentChoice = { analytics: analytics && !gpc, marketing: marketing && !gpc, version: POLICY_VERSION, at: new Date().toISOString(), id: randomId() };
  setCookie(CONSENT_COOKIE, serializeConsent(choice), CONSENT_MAX_AGE_S);
  if (!choice.analytics) for (const name of CONSENTED_STORAGE.analytics.cookies) setCookie(name, '', 0);
  if (!choice.marketing)
    try {
      for (const key of CONSENTED_STORAGE.marketing.sessionStorage) sessionStorage.removeItem(key);
    } catch {
      // storage blocked: nothing was written either
    }
  try {
    navigator.sendBeacon?.('/api/consent', new Blob([JSON.stringify({ id: choice.id, analytics: choice.analytics, marketing: choice.marketing, version: choice.version })], { type: 'application/json' }));
  } catch {
    // the choice holds in the browser even if the record could not be sent
  }
  // The browser's id exists from the answer on: an enquiry sent before the first batch still joins its activity.
  if (choice.analytics) visitorToken();
  for (const l of listeners) l(choice);
  return choice;
}

/** The browser's first-party id for the activity record: created on first use, only with analytics consent. */
export function visitorToken(): string | null {
  if (!mayI('analytics')) return null;
  const existing = cookieValue(document.cookie, VISITOR_COOKIE);
  if (existing && /^[\w-]{16,40}$/.test(existing)) return existing;
  const token = randomId();
  setCookie(VISITOR_COOKIE, token, CONSENT_MAX_AGE_S);
  return token;
}

/** The footer's "Privacy choices" asks the banner (wherever it is loaded) to open. */
export const OPEN_CHOICES_EVENT = 'oasis:privacy-choices';
/**
 * Set on <html> by the boot script when the banner must ask: the server-rendered banner shows when the boot script
 * runs, soon after the first paint and before the app has loaded (otherwise its text, painted after hydration, is the
 * page's largest paint on short pages). It is fixed at the foot of the screen, so showing it moves nothing.
 */
export const CONSENT_ASK_ATTRIBUTE = 'data-consent-ask';
export const openPrivacyChoices = () => window.dispatchEvent(new Event(OPEN_CHOICES_EVENT));
