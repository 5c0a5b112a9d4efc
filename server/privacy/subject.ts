import crypto from 'node:crypto';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { LEAD_RESOURCE, type LeadType } from '../outbox/messages';
import { onlyDigits } from '../../src/digits';
import { hideLinkTokens } from '../lib/linkTokens';
import { LEAD_TABLES, PERSONAL_DATA, type PersonalData, type PersonalKind } from './registry';

/** Whose data: their e-mail addresses, and what their leads lead to (phones, names, the browsers that sent them). */
export interface Subject {
  emails: string[];
  phones: string[];
  /**
   * Their VERIFIED numbers' digits: rows that hold a number of their own (WhatsApp's sender) are found by them. A number
   * typed into a web form is anyone's (issue 37 item 2); a number WhatsApp delivered a message from on one of their
   * leads, or that of a lead staff verified the person of, is theirs.
   */
  phoneDigits: string[];
  names: string[];
  leads: Array<{ type: LeadType; id: number }>;
  visitorIds: number[];
  /** Their saved searches (issue 27): the alert e-mails in the outbox are tied to these, not to a lead. */
  savedSearchIds: number[];
  /** Their privacy requests (issue 37): the confirmation e-mails in the outbox (sent or kept without SMTP) are tied to these. */
  privacyRequestIds: number[];
  /** What is cut out of free-form details (audit entries): every address, phone and name of the subject's leads. */
  quoted: string[];
}

export const ERASED_EMAIL = 'erased@erased.invalid';
export const ERASED_TEXT = '[erased]';
export const ERASED_BODY = '{"erased":true}';
const PAGE = 500;
/** A number shorter than this would match unrelated rows and cut into unrelated figures. */
const MIN_PHONE_DIGITS = 7;

type LeadRow = { id: number; email: string; phone: string; name: string; visitor_id: number | null; merged_into_id: number | null };
const LEAD_COLUMNS = ['id', 'email', 'phone', 'name', 'visitor_id', 'merged_into_id'] as const;

/** A phone column as digits only, in SQL on both databases ("+971 50-123 4567" -> "971501234567"). */
const digitsOf = (column: string) => sql<string>`replace(replace(replace(replace(replace(${sql.ref(column)}, ' ', ''), '+', ''), '-', ''), '(', ''), ')', '')`;

function subjectOf(emails: string[], rows: Array<LeadRow & { type: LeadType }>): Subject {
  const uniq = <T>(xs: T[]) => [...new Set(xs)];
  // A lead from WhatsApp has an empty address: it is nobody's (it would match every such lead).
  const all = uniq([...emails, ...rows.map((r) => r.email)].map((e) => (e ?? '').trim().toLowerCase()).filter((e) => e && e !== ERASED_EMAIL));
  const phones = uniq(rows.map((r) => r.phone).filter((p) => p && p !== ERASED_TEXT));
  const phoneDigits = uniq(phones.map(onlyDigits).filter((d) => d.length >= MIN_PHONE_DIGITS));
  // A name of one or two letters would cut into unrelated words; such a name is not quoted.
  const names = uniq(rows.map((r) => r.name).filter((n) => n && n !== ERASED_TEXT && n.trim().length >= 3));
  return {
    emails: all,
    phones,
    phoneDigits,
    names,
    leads: rows.map((r) => ({ type: r.type, id: r.id })),
    visitorIds: uniq(rows.map((r) => r.visitor_id).filter((v): v is number => v != null)),
    savedSearchIds: [],
    privacyRequestIds: [],
    // Longest first: a phone as written goes before its bare digits, which catch it written any other way.
    quoted: uniq([...all, ...phones, ...phoneDigits, ...names]).sort((a, b) => b.length - a.length),
  };
}

/**
 * The leads merged into the given ones and those they were merged into (issue 28 item 4), of every kind: a merged
 * lead stays as a pointer that still holds its name and phone (a WhatsApp lead merged into a web enquiry).
 */
async function withMergedLeads(db: Kysely<any>, rows: Array<LeadRow & { type: LeadType }>): Promise<Array<LeadRow & { type: LeadType }>> {
  const all = new Map(rows.map((r) => [`${r.type}:${r.id}`, r]));
  let fresh = rows;
  // Merges chain only a few links deep (a kept lead is never itself merged at merge time); the bound is a safeguard.
  for (let round = 0; round < 10 && fresh.length; round++) {
    const next: Array<LeadRow & { type: LeadType }> = [];
    for (const t of LEAD_TABLES) {
      const ids = fresh.filter((r) => r.type === t.lead).map((r) => r.id);
      const into = fresh.filter((r) => r.type === t.lead && r.merged_into_id != null).map((r) => r.merged_into_id as number);
      if (!ids.length) continue;
      const found = (await db
        .selectFrom(t.table)
        .select([...LEAD_COLUMNS])
        .where((eb) => eb.or([eb('merged_into_id', 'in', ids), ...(into.length ? [eb('id', 'in', into)] : [])]))
        .execute()) as LeadRow[];
      for (const r of found) if (!all.has(`${t.lead}:${r.id}`)) next.push({ ...r, type: t.lead });
    }
    for (const r of next) all.set(`${r.type}:${r.id}`, r);
    fresh = next;
  }
  return [...all.values()];
}

/** The browsers of leads merged into the subject's (issue 28 item 4) stand for the subject's browsers: they are theirs too. */
async function withMergedBrowsers(db: Kysely<any>, s: Subject): Promise<Subject> {
  if (!s.visitorIds.length) return s;
  const more = (await db.selectFrom('visitors').select('id').where('merged_into_id', 'in', s.visitorIds).execute()) as Array<{ id: number }>;
  return more.length ? { ...s, visitorIds: [...new Set([...s.visitorIds, ...more.map((v) => v.id)])] } : s;
}

/** Everything that leads from an e-mail address: the leads it sent, and through them its phones, names and browsers. */
export async function subjectByEmail(db: Kysely<any>, email: string): Promise<Subject> {
  return subjectFrom(db, [email.trim().toLowerCase()], []);
}

/**
 * The subject of one lead, for a request staff verified themselves (issue 37: a lead from WhatsApp has no e-mail):
 * that lead, the leads its address sent if it has one, and the leads merged with them.
 */
export async function subjectOfLead(db: Kysely<any>, type: LeadType, id: number): Promise<Subject | null> {
  const table = LEAD_TABLES.find((t) => t.lead === type)!.table;
  const lead = (await db.selectFrom(table).select([...LEAD_COLUMNS]).where('id', '=', id).executeTakeFirst()) as LeadRow | undefined;
  if (!lead) return null;
  const email = lead.email?.trim().toLowerCase();
  const subject = await subjectFrom(db, email && email !== ERASED_EMAIL ? [email] : [], [{ ...lead, type }]);
  // Staff verified the person of this lead: its number is theirs.
  const own = onlyDigits(lead.phone ?? '');
  return own.length >= MIN_PHONE_DIGITS && lead.phone !== ERASED_TEXT ? { ...subject, phoneDigits: [...new Set([...subject.phoneDigits, own])] } : subject;
}

/** Everything that leads from some addresses and leads: the leads the addresses sent, the leads merged with any of them, their browsers and searches. */
async function subjectFrom(db: Kysely<any>, addresses: string[], leads: Array<LeadRow & { type: LeadType }>): Promise<Subject> {
  // The marker every erased lead shares is nobody's address.
  const emails = addresses.filter((e) => e && e !== ERASED_EMAIL);
  const rows = [...leads];
  for (const t of LEAD_TABLES) {
    if (!emails.length) break;
    const found = (await db.selectFrom(t.table).select([...LEAD_COLUMNS]).where(sql`lower(email)`, 'in', emails).execute()) as LeadRow[];
    for (const r of found) if (!rows.some((x) => x.type === t.lead && x.id === r.id)) rows.push({ ...r, type: t.lead });
  }
  const subject = await withMergedBrowsers(db, subjectOf(emails, await withMergedLeads(db, rows)));
  const enquiryIds = subject.leads.filter((l) => l.type === 'enquiry').map((l) => l.id);
  const verified = enquiryIds.length ? ((await db.selectFrom('whatsapp_messages').select(digitsOf('from_phone').as('digits')).distinct().where('enquiry_id', 'in', enquiryIds).execute()) as Array<{ digits: string }>) : [];
  subject.phoneDigits = verified.map((r) => onlyDigits(r.digits)).filter((d) => d.length >= MIN_PHONE_DIGITS);
  const searches = subject.emails.length ? ((await db.selectFrom('saved_searches').select('id').where('email', 'in', subject.emails).execute()) as Array<{ id: number }>) : [];
  const requests = subject.emails.length ? ((await db.selectFrom('privacy_requests').select('id').where('email', 'in', subject.emails).execute()) as Array<{ id: number }>) : [];
  return { ...subject, savedSearchIds: searches.map((r) => r.id), privacyRequestIds: requests.map((r) => r.id) };
}

/** The subject of given leads (retention anonymises closed leads this way, with everything tied to them). */
export async function subjectOfLeads(db: Kysely<any>, type: LeadType, ids: number[]): Promise<Subject> {
  const table = LEAD_TABLES.find((t) => t.lead === type)!.table;
  const rows = ids.length ? ((await db.selectFrom(table).select([...LEAD_COLUMNS]).where('id', 'in', ids).execute()) as LeadRow[]) : [];
  const subject = await withMergedBrowsers(db, subjectOf([], rows.map((r) => ({ ...r, type }))));
  // Only these leads: the same address or number may have sent a lead that is still open.
  return { ...subject, emails: [], phoneDigits: [] };
}

/** The person's rows of a table (null: none can match), per its key in the registry. */
function personRows(db: Kysely<any>, entry: PersonalData, s: Subject): SelectQueryBuilder<any, any, any> | null {
  const q = db.selectFrom(entry.table);
  const key = entry.key;
  switch (key.by) {
    case 'email':
      if (entry.lead) {
        const ids = s.leads.filter((l) => l.type === entry.lead).map((l) => l.id);
        if (!ids.length && !s.emails.length) return null;
        return q.where((eb) => eb.or([...(ids.length ? [eb('id', 'in', ids)] : []), ...(s.emails.length ? [eb(key.column, 'in', s.emails)] : [])]));
      }
      return s.emails.length ? q.where(key.column, 'in', s.emails) : null;
    case 'lead': {
      // The person's leads, their saved searches (the alert e-mails of issue 27 are the outbox's 'saved_search' rows) and
      // their privacy requests (the confirmation e-mails, 'privacy_request' rows, kept in the mailbox without SMTP).
      const owners: Array<{ type: string; ids: number[] }> = [...new Set(s.leads.map((l) => l.type))].map((t) => ({ type: t, ids: s.leads.filter((l) => l.type === t).map((l) => l.id) }));
      if (key.typeColumn === 'lead_type' && entry.table === 'outbox') {
        if (s.savedSearchIds.length) owners.push({ type: 'saved_search', ids: s.savedSearchIds });
        if (s.privacyRequestIds.length) owners.push({ type: 'privacy_request', ids: s.privacyRequestIds });
      }
      if (!owners.length) return null;
      return q.where((eb) => eb.or(owners.flatMap((o) => key.idColumns.map((c) => eb.and([eb(key.typeColumn, '=', o.type), eb(c, 'in', o.ids)])))));
    }
    case 'audit': {
      const types = [...new Set(s.leads.map((l) => l.type))];
      const conditions = (eb: any) => [
        ...types.map((t) => eb.and([eb('resource', '=', LEAD_RESOURCE[t]), eb('record_id', 'in', s.leads.filter((l) => l.type === t).map((l) => String(l.id)))])),
        // An address's "_" also matches any one character: at worst an entry more is looked at (and its scrub finds nothing).
        ...s.emails.map((e) => eb('changes', 'like', `%${e}%`)),
      ];
      if (!types.length && !s.emails.length) return null;
      return q.where((eb) => eb.or(conditions(eb)));
    }
    case 'visitor':
      return s.visitorIds.length ? q.where(key.column, 'in', s.visitorIds) : null;
    case 'enquiry': {
      const ids = s.leads.filter((l) => l.type === 'enquiry').map((l) => l.id);
      const byEmail = key.email && s.emails.length ? key.email : null;
      const byPhone = key.phone && s.phoneDigits.length ? key.phone : null;
      if (!ids.length && !byEmail && !byPhone) return null;
      return q.where((eb) =>
        eb.or([
          ...(ids.length ? [eb(key.column, 'in', ids)] : []),
          ...(byEmail ? [eb(sql`lower(${sql.ref(byEmail)})`, 'in', s.emails)] : []),
          ...(byPhone ? [eb(digitsOf(byPhone), 'in', s.phoneDigits)] : []),
        ]),
      );
    }
  }
}

/** Every string inside a JSON value, with link tokens hidden. */
const hideTokensDeep = (v: unknown): unknown =>
  typeof v === 'string' ? hideLinkTokens(v) : Array.isArray(v) ? v.map(hideTokensDeep) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, hideTokensDeep(x)])) : v;

/**
 * A row as the export shows it to staff (issue 37): the links inside message bodies (an alert's or a privacy
 * request's confirmation, unsubscribe and download links) keep their address, never their secret. A JSON body is
 * hidden string by string, so the escapes of its text are never taken for part of a link.
 */
function withoutLinkTokens(entry: PersonalData, row: Record<string, unknown>): Record<string, unknown> {
  const out = { ...row };
  for (const [column, kind] of Object.entries(entry.personal)) {
    const value = out[column];
    if (kind !== 'body' || typeof value !== 'string') continue;
    try {
      out[column] = JSON.stringify(hideTokensDeep(JSON.parse(value)));
    } catch {
      out[column] = hideLinkTokens(value);
    }
  }
  return out;
}

/** A JSON-text stream of everything held about the subject, table by table, read in pages (bounded memory). */
export async function* exportSubject(db: Kysely<any>, s: Subject, meta: Record<string, unknown>): AsyncGenerator<string> {
  yield `{"generated_at":${JSON.stringify(new Date().toISOString())},${Object.entries(meta).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')},"data":{`;
  let firstTable = true;
  for (const entry of PERSONAL_DATA) {
    yield `${firstTable ? '' : ','}${JSON.stringify(entry.table)}:[`;
    firstTable = false;
    const base = personRows(db, entry, s);
    let last = 0;
    let first = true;
    while (base) {
      const rows = await base.selectAll().where('id', '>', last).orderBy('id').limit(PAGE).execute();
      for (const row of rows) {
        yield `${first ? '' : ','}${JSON.stringify(withoutLinkTokens(entry, row))}`;
        first = false;
      }
      if (rows.length < PAGE) break;
      last = rows[rows.length - 1].id as number;
    }
    yield ']';
  }
  yield '}}';
}

const escapeJson = (v: string) => JSON.stringify(v).slice(1, -1);
/** Cuts the subject's e-mail, phones and names out of a text (as written, and as JSON writes them). */
export function scrubText(text: string, s: Subject): string {
  let out = text;
  for (const v of s.quoted) {
    for (const form of new Set([v, escapeJson(v)])) out = out.split(form).join(ERASED_TEXT);
    // Addresses are matched whatever their case.
    if (v.includes('@')) out = out.replace(new RegExp(v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ERASED_TEXT);
  }
  return out;
}

/** What replaces each kind of column; only `text` columns may be NULL (issue 37: a NULL into a NOT NULL column failed). */
export const FIXED: Partial<Record<PersonalKind, string | null>> = { email: ERASED_EMAIL, name: ERASED_TEXT, phone: ERASED_TEXT, text: null, message: ERASED_TEXT, body: ERASED_BODY };

/**
 * Anonymises the subject's personal columns everywhere the registry lists them; rows stay, so counts and
 * statistics hold. Returns how many rows of each table were touched. Run inside a transaction.
 */
export async function eraseSubject(db: Kysely<any>, s: Subject): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const entry of PERSONAL_DATA) {
    const columns = Object.entries(entry.personal);
    const rowsOf = personRows(db, entry, s);
    if (!columns.length || !rowsOf) continue;
    const fixed = Object.fromEntries(columns.filter(([, k]) => k in FIXED).map(([c, k]) => [c, FIXED[k]]));
    const perRow = columns.filter(([, k]) => !(k in FIXED));
    let touched = 0;
    // Per-row work (a scrub, a fresh token) in pages by id; fixed values in one update of the same rows.
    let last = 0;
    for (;;) {
      const rows = await rowsOf.select(['id', ...perRow.map(([c]) => c)]).where('id', '>', last).orderBy('id').limit(PAGE).execute();
      if (!rows.length) break;
      for (const row of rows) {
        const set: Record<string, unknown> = { ...fixed };
        for (const [c, k] of perRow) {
          if (k === 'token') set[c] = `erased-${crypto.randomBytes(12).toString('base64url')}`;
          else if (k === 'details' && typeof row[c] === 'string') set[c] = scrubText(row[c], s);
        }
        await db.updateTable(entry.table).set(set).where('id', '=', row.id).execute();
      }
      touched += rows.length;
      last = rows[rows.length - 1].id as number;
      if (rows.length < PAGE) break;
    }
    counts[entry.table] = touched;
  }
  return counts;
}

/** A stable, non-reversible name for an address in records that must not hold it. */
export const emailHash = (email: string) => crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** Counts of the subject's rows per table (the staff screen shows them before an action). */
export async function countSubject(db: Kysely<any>, s: Subject): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const entry of PERSONAL_DATA) {
    const q = personRows(db, entry, s);
    counts[entry.table] = q ? Number((await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0) : 0;
  }
  return counts;
}
