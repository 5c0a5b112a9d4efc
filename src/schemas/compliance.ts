import { boundedFormat, decimal, optionalText, url } from './fields';

/**
 * Advert compliance (issue 30 item 3, decision 019): what a project must carry before it is published (a
 * Trakheesi permit that has not expired, the DLD QR code as an image or as the address it opens, the DLD
 * project number, and for projects sold off-plan the escrow account and its bank), and the construction
 * progress shown beside them. One home for the rule: the server refuses a publish with `publishProblems`,
 * the expiry job and the site read the dates with `dubaiDate`.
 */

export const PERMIT_NOTICE_DAYS = 14;
const DAY_MS = 24 * 3600_000;
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string) => DAY_RE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** A calendar day, YYYY-MM-DD (permits are issued and expire on dates, in Dubai). */
export const calendarDay = (label: string) =>
  boundedFormat(10, `${label} must be a date such as 2027-06-30`, isDay, `${label} must be a date such as 2027-06-30`)
    .nullable()
    .default(null)
    .transform((v: unknown) => (v === '' ? null : typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v));

/** The fields of the projects schema this rule adds (spread into projectSchema). */
export const complianceFields = {
  permit_expires_on: calendarDay('Permit expiry date'),
  permit_qr_url: url('DLD QR address'),
  dld_project_number: optionalText(40),
  escrow_bank: optionalText(120),
  escrow_account: optionalText(60),
  construction_completion_pct: decimal('Construction completion', 0, 100),
  construction_completion_on: calendarDay('Completion inspection date'),
};

/** Today's date in Dubai (Asia/Dubai), YYYY-MM-DD. */
export function dubaiDate(now: number | Date = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A day `days` after `day` (calendar arithmetic, no time zone involved). */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A permit is valid through its expiry date (Dubai time) and expired from the next day on. */
export const permitExpired = (expiresOn: string | null | undefined, today: string) => !!expiresOn && expiresOn < today;

/** Off-plan and under-construction projects are sold off-plan (Law 8/2007): they need an escrow account. */
export const needsEscrow = (status: unknown) => status === 'off_plan' || status === 'under_construction';

export interface ComplianceFacts {
  status?: unknown;
  permit_number?: unknown;
  permit_expires_on?: unknown;
  permit_qr?: unknown;
  permit_qr_url?: unknown;
  dld_project_number?: unknown;
  escrow_bank?: unknown;
  escrow_account?: unknown;
}

const blank = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '');

/** Every field that stops the project from being published, with a sentence a person can act on; empty when it may be. */
export function publishProblems(p: ComplianceFacts, today: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (blank(p.permit_number)) out.permit_number = 'Trakheesi permit number is required to publish';
  if (blank(p.permit_expires_on)) out.permit_expires_on = 'Permit expiry date is required to publish';
  else if (permitExpired(String(p.permit_expires_on), today)) out.permit_expires_on = `The permit expired on ${p.permit_expires_on}: enter the new permit to publish`;
  if (blank(p.permit_qr) && blank(p.permit_qr_url)) out.permit_qr = 'DLD QR code (an image or its address) is required to publish';
  if (blank(p.dld_project_number)) out.dld_project_number = 'DLD project number is required to publish';
  if (needsEscrow(p.status)) {
    if (blank(p.escrow_account)) out.escrow_account = 'Escrow account is required to publish an off-plan project';
    if (blank(p.escrow_bank)) out.escrow_bank = 'Escrow bank is required to publish an off-plan project';
  }
  return out;
}
