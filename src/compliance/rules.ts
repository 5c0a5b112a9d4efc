/**
 * Advert compliance rules without a schema library (issue 30 item 3, decision 019), so the public site can use them
 * without loading yup: when a permit has expired (Dubai dates), who needs an escrow account, what stops a publish.
 */
export const PERMIT_NOTICE_DAYS = 14;
const DAY_MS = 24 * 3600_000;

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
