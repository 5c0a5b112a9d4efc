import type { EnquiryInput } from '../../src/schemas/enquiry';
import type { Residency } from '../../src/mortgage';
import { XSRF_COOKIE } from '../../src/constants';
import type { MailOutcome } from '../../src/mailOutcome';

/**
 * The site's calls to the server: page data (GET /api/site/*, typed by src/site-contract.ts) through a
 * transport the SSR entry can replace, and the spec's form and SEO calls (§7).
 */

/** How site data is fetched: in the browser through fetch, on the server in-process (set by the SSR entry). */
export type SiteTransport = (path: string, signal?: AbortSignal) => Promise<{ status: number; body: unknown }>;

const browserTransport: SiteTransport = async (path, signal) => {
  const res = await fetch(path, { headers: { Accept: 'application/json', 'Accept-Language': 'en' }, credentials: 'same-origin', signal });
  const body = await res.json().catch(() => null);
  return { status: res.status, body };
};
let transport: SiteTransport = browserTransport;
let staticExport = false;
/** The browser entry sets this from the layout data of a page written by `npm run generate`. */
export function setStaticExport(on: boolean): void {
  staticExport = on;
}
export const isStaticExport = () => staticExport;
export function setSiteTransport(t: SiteTransport): void {
  transport = t;
}

export class SiteDataError extends Error {
  constructor(
    public status: number,
    message: string,
  ) {
    super(message);
  }
}

/** GET /api/site/...: the body, or a SiteDataError carrying the HTTP status (404 -> the error page). */
export async function getSiteData<T>(path: string, signal?: AbortSignal, via: SiteTransport = transport): Promise<T> {
  const { status, body } = await via(path, signal);
  if (status >= 400) {
    const message = (body as { message?: string } | null)?.message ?? `Request failed with status ${status}`;
    throw new SiteDataError(status, message);
  }
  return body as T;
}

/* The spec's calls (§7), through the shared axios client; loaded on first use so the first paint does not pay for axios. */
const client = () => import('../../src/api/client').then((m) => m.api);

let csrfCookie: Promise<void> | null = null;
/**
 * The XSRF-TOKEN cookie (spec §7), asked for once when a form is first used or a POST is about to go, not on
 * every page load: most visitors only read. A failed request is tried again next time; the POST then says why.
 */
export function ensureCsrfCookie(): Promise<void> {
  if (staticExport || typeof document === 'undefined') return Promise.resolve();
  if (document.cookie.split(/;\s*/).some((c) => c.startsWith(`${XSRF_COOKIE}=`))) return Promise.resolve();
  csrfCookie ??= fetch('/sanctum/csrf-cookie', { credentials: 'same-origin' }).then(
    () => undefined,
    () => {
      csrfCookie = null;
    },
  );
  return csrfCookie;
}
/** A state-changing call: the client and the XSRF cookie are fetched side by side. */
async function post<T>(url: string, body: unknown) {
  const [api] = await Promise.all([client(), ensureCsrfCookie()]);
  return api.post<T>(url, body);
}
export interface ApiAnswer<T = undefined> {
  error: boolean;
  message?: string;
  data?: T;
  /** Forms that e-mail the visitor: whether the e-mail is on its way or kept for want of a mail server (issue 37). */
  mail?: MailOutcome;
}
export interface EnquirySource {
  source_path?: string | null;
  project_id?: number | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  referrer?: string | null;
  website?: string | null;
}
// Investor math (issue 26): the returns scenario the visitor attached, if any.
export async function sendEnquiry(input: EnquiryInput & EnquirySource & { investment_scenario?: unknown; golden_visa?: unknown }): Promise<ApiAnswer> {
  const res = await post<ApiAnswer>('/api/sendEnquiry', input);
  return res.data;
}
export interface MortgageEnquiryInput {
  name: string;
  email: string;
  phone: string;
  message?: string | null;
  property_price_aed: number;
  down_payment_aed: number;
  tenure_years: number;
  interest_rate_pct: number;
  residency: Residency;
  first_home: boolean;
  off_plan: boolean;
  source_path?: string | null;
  website?: string | null;
}
/** POST /api/sendMortgageEnquiry: the server recomputes the monthly payment; a 422 rejects (axios error). */
export async function sendMortgageEnquiry(input: MortgageEnquiryInput): Promise<ApiAnswer<{ monthly_payment_aed: number; loan_amount_aed: number }>> {
  const res = await post<ApiAnswer<{ monthly_payment_aed: number; loan_amount_aed: number }>>('/api/sendMortgageEnquiry', input);
  return res.data;
}
export async function getPageSeo(pageName: string) {
  const res = await post<ApiAnswer<{ title: string; description: string }>>('/api/getPageSeo', { page_name: pageName });
  return res.data;
}
export async function getProjectSeoData(slug: string) {
  const res = await (await client()).get<ApiAnswer<{ seo_title: string; main_title: string; seo_description: string }>>(`/api/${encodeURIComponent(slug)}/getProjectSeoData`);
  return res.data;
}
export async function getAreaSeoData(slug: string) {
  const res = await (await client()).get<ApiAnswer<{ seo_title: string; area_name: string; seo_description: string }>>(`/api/${encodeURIComponent(slug)}/getAreaSeoData`);
  return res.data;
}
export async function getDeveloperSeoData(slug: string) {
  const res = await (await client()).get<ApiAnswer<{ seo_title: string; developer_name: string; seo_description: string }>>(
    `/api/${encodeURIComponent(slug)}/getDeveloperSeoData`,
  );
  return res.data;
}
/** The visitor's country for the phone input (server-side lookup, AE on any failure). */
export async function getVisitorCountry(lang: string = 'en'): Promise<string> {
  // The page's language decides the phone's first country on /ru, /ar, /zh (src/phoneCountry.ts).
  const { body } = await transport(`/api/site/country?lang=${encodeURIComponent(lang)}`);
  const code = (body as { country?: string } | null)?.country;
  return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : 'AE';
}

/* Conversations (issue 29): booking a call or a viewing. */
export interface BookingSlotDay {
  date: string;
  slots: Array<{ start: string; time: string }>;
}
/** GET /api/booking-slots: open slots grouped by the visitor's days, times on their clocks. */
export async function getBookingSlots(kind: string, tz: string, projectId?: number | null, signal?: AbortSignal): Promise<{ timeZone: string; days: BookingSlotDay[] }> {
  const q = new URLSearchParams({ kind, tz, ...(projectId ? { project_id: String(projectId) } : {}) });
  const res = await fetch(`/api/booking-slots?${q}`, { headers: { Accept: 'application/json' }, credentials: 'same-origin', signal });
  if (!res.ok) throw new SiteDataError(res.status, ((await res.json().catch(() => null)) as { message?: string } | null)?.message ?? 'Request failed');
  return res.json();
}
/** POST /api/sendBooking: a 409 (slot just taken) or 422 rejects (axios error with the server's field errors). */
export async function sendBooking(input: Record<string, unknown>): Promise<ApiAnswer<{ kind: string; start: string; time_zone: string }>> {
  const res = await post<ApiAnswer<{ kind: string; start: string; time_zone: string }>>('/api/sendBooking', input);
  return res.data;
}
// Privacy by design (issue 24): a person's request for a copy or the erasure of their data, and its confirmation.
export async function sendPrivacyRequest(input: { email: string; kind: 'export' | 'erase'; lang: string }): Promise<ApiAnswer> {
  return (await post<ApiAnswer>('/api/privacy/requests', input)).data;
}
export async function confirmPrivacyRequest(token: string): Promise<ApiAnswer> {
  return (await post<ApiAnswer>('/api/privacy/confirm', { token })).data;
}

// The investor's workspace (issue 27): "send me my shortlist" (name, e-mail, phone, the list, the page's language).
export async function sendShortlist(input: { name: string; email: string; phone: string; projects: string; lang: string; website?: string | null }): Promise<ApiAnswer> {
  const res = await post<ApiAnswer>('/api/shortlist/send', input);
  return res.data;
}

// Saved searches with e-mail alerts (issue 27): the list's current search, an address, how often, the consent.
export async function saveAlert(input: { email: string; filters: string; frequency: string; consent: boolean; lang: string; website?: string | null }): Promise<ApiAnswer> {
  return (await post<ApiAnswer>('/api/alerts', input)).data;
}

// The brochure gate (issue 27): the short form (or the token kept from it) for a gated brochure's address.
export async function requestBrochure(input: { project: string; name?: string; email?: string; phone?: string; lang?: string; website?: string | null; token?: string }): Promise<ApiAnswer<{ url: string; token: string | null }>> {
  return (await post<ApiAnswer<{ url: string; token: string | null }>>('/api/brochure', input)).data;
}
