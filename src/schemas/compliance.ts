import { boundedFormat, decimal, optionalText, url } from './fields';

/**
 * Advert compliance (issue 30 item 3, decision 019): what a project must carry before it is published (a
 * Trakheesi permit that has not expired, the DLD QR code as an image or as the address it opens, the DLD
 * project number, and for projects sold off-plan the escrow account and its bank), and the construction
 * progress shown beside them. One home for the rule: the server refuses a publish with `publishProblems`,
 * the expiry job and the site read the dates with `dubaiDate`.
 */

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

export { addDays, dubaiDate, needsEscrow, permitExpired, publishProblems, PERMIT_NOTICE_DAYS, type ComplianceFacts } from '../compliance/rules';
