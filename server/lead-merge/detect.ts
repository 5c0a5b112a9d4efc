import { sql, type Kysely } from 'kysely';
import type { LeadType } from '../outbox/messages';
import { MIN_MATCH_DIGITS, phoneDigitsOf, phoneDigitsSql } from '../leads/phoneDigits';
import { ERASED_EMAIL, ERASED_TEXT } from '../privacy/subject';

export const LEAD_TABLE = { enquiry: 'enquiries', mortgage_enquiry: 'mortgage_enquiries' } as const satisfies Record<LeadType, string>;

/** Why two leads are taken for one person, in the words the back-office shows. */
export const SAME_EMAIL = 'same e-mail';
export const SAME_PHONE_AND_NAME = 'same phone and name';
/**
 * Issue 37 item 2: the same number as a WhatsApp sender's (verified by WhatsApp) on a lead whose phone was typed on a
 * form, or another verified lead. Typed numbers never join a WhatsApp conversation by themselves: staff see the
 * possible same person here, whatever the names, and merge when it is one.
 */
export const SAME_WHATSAPP_NUMBER = 'same WhatsApp number';

export type LeadPerson = { id: number; name: string; email: string; phone: string; phone_verified?: number | null };
export type DuplicateCandidate = { id: number; name: string; email: string; phone: string; status: string; created_at: string; reasons: string[] };

/** At most this many candidates are listed for one lead (a person rarely enquires more often). */
const MAX_CANDIDATES = 20;

const usableEmail = (e: string | null | undefined) => !!e && e !== ERASED_EMAIL;
const usablePhone = (p: string | null | undefined) => !!p && p !== ERASED_TEXT && phoneDigitsOf(p).length >= MIN_MATCH_DIGITS;
/** Phones compared by their digits, however they were typed ("+971 50 222 3344" is 971502223344 from WhatsApp). */
const samePhone = (a: LeadPerson, b: LeadPerson) => usablePhone(a.phone) && usablePhone(b.phone) && phoneDigitsOf(a.phone) === phoneDigitsOf(b.phone);
/** Names compared whatever their case and spacing ("Layla  Haddad" is "layla haddad"). */
const sameName = (a: string, b: string) => a !== ERASED_TEXT && a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Why `a` and `b` may be the same person: the same e-mail (any case), the same phone and the same name, or the same
 * phone where one of them is a WhatsApp-verified number; empty: they are not.
 */
export function duplicateReasons(a: LeadPerson, b: LeadPerson): string[] {
  const reasons: string[] = [];
  if (usableEmail(a.email) && usableEmail(b.email) && a.email.trim().toLowerCase() === b.email.trim().toLowerCase()) reasons.push(SAME_EMAIL);
  if (samePhone(a, b)) {
    if (sameName(a.name, b.name)) reasons.push(SAME_PHONE_AND_NAME);
    else if (Number(a.phone_verified) === 1 || Number(b.phone_verified) === 1) reasons.push(SAME_WHATSAPP_NUMBER);
  }
  return reasons;
}

/**
 * The other leads of the same kind that may be the same person (not already merged into another), oldest first, each
 * with its reasons. Uses the e-mail index on lower(email) and the phone-digits index.
 */
export async function duplicatesOf(db: Kysely<any>, type: LeadType, lead: LeadPerson): Promise<DuplicateCandidate[]> {
  const byEmail = usableEmail(lead.email);
  const byPhone = usablePhone(lead.phone);
  if (!byEmail && !byPhone) return [];
  const rows = (await db
    .selectFrom(LEAD_TABLE[type])
    .select(['id', 'name', 'email', 'phone', 'phone_verified', 'status', 'created_at'])
    .where('id', '<>', lead.id)
    .where('merged_into_id', 'is', null)
    .where((eb) => eb.or([...(byEmail ? [eb(sql`lower(email)`, '=', lead.email.trim().toLowerCase())] : []), ...(byPhone ? [eb(phoneDigitsSql(), '=', phoneDigitsOf(lead.phone))] : [])]))
    .orderBy('id')
    .limit(200)
    .execute()) as Array<Omit<DuplicateCandidate, 'reasons'> & { phone_verified: number }>;
  return rows
    .map(({ phone_verified, ...r }) => ({ ...r, reasons: duplicateReasons(lead, { ...r, phone_verified }) }))
    .filter((r) => r.reasons.length > 0)
    .slice(0, MAX_CANDIDATES);
}
