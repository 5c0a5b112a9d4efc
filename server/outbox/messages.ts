import { escapeHtml, oneLine } from '../../src/text';
import { isSourcePath } from '../../src/schemas/sourcePath';

export type LeadType = 'enquiry' | 'mortgage_enquiry';
/** Whose outbox rows: a lead's, or a saved search's alert e-mails (issue 27). */
export type OutboxOwner = LeadType | 'saved_search' | 'privacy_request';

/** What a delivery says about a lead: its row, plus the names a reader needs (project, assignee). */
export interface LeadSnapshot {
  type: LeadType;
  id: number;
  name: string;
  email: string;
  phone: string;
  created_at: string;
  source_path: string | null;
  duplicate_of_id: number | null;
  assignee: { name: string; email: string } | null;
  /** Enquiries */
  budget?: string | null;
  investment_timeline?: string | null;
  project_title?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  referrer?: string | null;
  /** Mortgage enquiries */
  property_price_aed?: number | null;
  down_payment_aed?: number | null;
  loan_amount_aed?: number | null;
  tenure_years?: number | null;
  interest_rate_pct?: number | null;
  residency?: string | null;
  monthly_payment_aed?: number | null;
  message?: string | null;
}

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /**
   * Extra header lines (issue 27: List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). Only headers the
   * server composes from its own values; a line break in a value is refused by the sender.
   */
  headers?: Record<string, string>;
  /** An iCalendar invitation (issue 29: bookings), sent as the text/calendar part with its METHOD. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

/** The REST resource (and back-office screen) of each kind of lead. */
export const LEAD_RESOURCE = { enquiry: 'enquiries', mortgage_enquiry: 'mortgage-enquiries' } as const satisfies Record<LeadType, string>;
export const leadLink = (publicUrl: string, lead: { type: LeadType; id: number }) => `${publicUrl}/admin/${LEAD_RESOURCE[lead.type]}/${lead.id}`;

const aed = (n: number | null | undefined) => (n == null ? null : `AED ${Math.round(n).toLocaleString('en-US')}`);
const budgetText = (b: string | null | undefined) => (b && /^\d+$/.test(b) ? aed(Number(b)) : b || null);

/** The lead's facts as label/value pairs, in the order a salesperson reads them. */
function facts(lead: LeadSnapshot, publicUrl: string): Array<[string, string]> {
  const rows: Array<[string, string | null | undefined]> = [
    ['Name', lead.name],
    ['Phone', lead.phone],
    ['E-mail', lead.email],
    ...(lead.type === 'enquiry'
      ? ([
          ['Budget', budgetText(lead.budget)],
          ['Timeline', lead.investment_timeline],
          ['Project', lead.project_title],
          ['Message', lead.message],
        ] as Array<[string, string | null | undefined]>)
      : ([
          ['Property price', aed(lead.property_price_aed)],
          ['Down payment', aed(lead.down_payment_aed)],
          ['Loan', aed(lead.loan_amount_aed)],
          ['Tenure', lead.tenure_years ? `${lead.tenure_years} years` : null],
          ['Rate', lead.interest_rate_pct != null ? `${lead.interest_rate_pct}%` : null],
          ['Monthly payment', aed(lead.monthly_payment_aed)],
          ['Residency', lead.residency],
          ['Message', lead.message],
        ] as Array<[string, string | null | undefined]>)),
    // Our origin only before a path that passes the intake rule (a row stored before that rule shows as plain text).
    ['Page', lead.source_path ? (isSourcePath(lead.source_path) ? `${publicUrl}${lead.source_path}` : `(not a page of this site) ${lead.source_path}`) : null],
    ['UTM source', lead.utm_source],
    ['UTM medium', lead.utm_medium],
    ['UTM campaign', lead.utm_campaign],
    ['Referrer', lead.referrer],
    ['Assigned to', lead.assignee?.name],
    ['Repeat of', lead.duplicate_of_id ? `lead #${lead.duplicate_of_id} (same e-mail or phone)` : null],
    ['Received', `${lead.created_at.slice(0, 16).replace('T', ' ')} UTC`],
  ];
  return rows.filter((r): r is [string, string] => typeof r[1] === 'string' && r[1] !== '');
}

/** Every visitor value is text: escaped in HTML, on one line in headers; links are only ours. */
function htmlTable(rows: Array<[string, string]>): string {
  return `<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(([k, v]) => `<tr><th align="left" style="color:#555;font-weight:normal">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</table>`;
}

/** To the sales team (and the assignee): the lead, where it came from, and a link to it in the back-office. */
export function salesEmail(lead: LeadSnapshot, opts: { to: string[]; productName: string; publicUrl: string }): Mail {
  const kind = lead.type === 'enquiry' ? 'enquiry' : 'mortgage enquiry';
  const link = leadLink(opts.publicUrl, lead);
  const rows = facts(lead, opts.publicUrl);
  const subject = oneLine(`New ${kind} #${lead.id}: ${lead.name}${lead.project_title ? ` (${lead.project_title})` : ''}`, 180);
  const text = [`New ${kind} on ${opts.productName}.`, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', `Open it: ${link}`, '', 'Reply within the first minutes: the first agent to call usually wins the buyer.'].join('\n');
  const html = `<p>New ${escapeHtml(kind)} on ${escapeHtml(opts.productName)}.</p>${htmlTable(rows)}<p><a href="${escapeHtml(link)}">Open the lead in the back-office</a></p>`;
  return { to: opts.to, subject, text, html, replyTo: oneLine(lead.email, 254) };
}

/** To a salesperson a lead was (re)assigned to by a colleague. */
export function assignmentEmail(lead: LeadSnapshot, opts: { to: string; productName: string; publicUrl: string }): Mail {
  const mail = salesEmail(lead, { to: [opts.to], productName: opts.productName, publicUrl: opts.publicUrl });
  const kind = lead.type === 'enquiry' ? 'enquiry' : 'mortgage enquiry';
  return { ...mail, subject: oneLine(`Assigned to you: ${kind} #${lead.id} from ${lead.name}`, 180) };
}

/**
 * To the visitor, when the setting is on: what happens next, and how to reach us. Anyone can type someone else's
 * address, so it carries no text the visitor typed, not even a first name (issue 37); the project is named only
 * when visitors may see it (intake's lookup uses the public scope), the rest is staff settings.
 */
export function visitorAcknowledgement(lead: LeadSnapshot, opts: { productName: string; phone: string | null; email: string | null }): Mail {
  const subject = oneLine(`We received your ${lead.type === 'enquiry' ? 'enquiry' : 'mortgage enquiry'} - ${opts.productName}`, 180);
  const contact = [opts.phone && `phone ${opts.phone}`, opts.email && `e-mail ${opts.email}`].filter(Boolean).join(' or ');
  // Sent to an address nobody has confirmed: our own words only, not the name the visitor typed (issue 37).
  const lines = [
    'Hello,',
    '',
    `Thank you for your ${lead.type === 'enquiry' ? 'enquiry' : 'mortgage enquiry'}. A member of our team will contact you shortly${lead.type === 'enquiry' && lead.project_title ? ` about ${lead.project_title}` : ''}.`,
    ...(contact ? ['', `If it is urgent, ${contact}.`] : []),
    '',
    opts.productName,
  ];
  const html = lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('');
  return { to: [oneLine(lead.email, 254)], subject, text: lines.join('\n'), html };
}

/** The webhook body: one new lead, as CRMs take it. */
export function webhookBody(lead: LeadSnapshot, deliveryId: string) {
  const { type, id, assignee, ...rest } = lead;
  return { event: 'lead.created', id, delivery_id: deliveryId, type, lead: { id, ...rest, assignee } };
}
