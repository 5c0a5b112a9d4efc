import { sql, type Kysely } from 'kysely';
import type { LeadType } from '../leads/messages';
import { ERASED_EMAIL, ERASED_TEXT } from '../privacy/subject';

export const LEAD_TABLE = { enquiry: 'enquiries', mortgage_enquiry: 'mortgage_enquiries' } as const satisfies Record<LeadType, string>;

/** Why two leads are taken for one person, in the words the back-office shows. */
export const SAME_EMAIL = 'same e-mail';
export const SAME_PHONE_AND_NAME = 'same phone and name';

export type LeadPerson = { id: number; name: string; email: string; phone: string };
export type DuplicateCandidate = { id: number; name: string; email: string; phone: string; status: string; created_at: string; reasons: string[] };

/** At most this many candidates are listed for one lead (a person rarely enquires more often). */
const MAX_CANDIDATES = 20;

const usableEmail = (e: string | null | undefined) => !!e && e !== ERASED_EMAIL;
const usablePhone = (p: string | null | undefined) => !!p && p !== ERASED_TEXT;
/** Names compared whatever their case and spacing ("Layla  Haddad" is "layla haddad"). */
const sameName = (a: string, b: string) => a !== ERASED_TEXT && a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** Why `a` and `b` are the same person: the same e-mail (any case), or the same phone and the same name; empty: they are not. */
export function duplicateReasons(a: LeadPerson, b: LeadPerson): string[] {
  const reasons: string[] = [];
  if (usableEmail(a.email) && usableEmail(b.email) && a.email.trim().toLowerCase() === b.email.trim().toLowerCase()) reasons.push(SAME_EMAIL);
  if (usablePhone(a.phone) && a.phone === b.phone && sameName(a.name, b.name)) reasons.push(SAME_PHONE_AND_NAME);
  return reasons;
}

/**
 * The other leads of the same kind that are the same person (not already merged into another), oldest first, each
 * with its reasons. Uses the e-mail index on lower(email) and the phone index.
 */
export async function duplicatesOf(db: Kysely<any>, type: LeadType, lead: LeadPerson): Promise<DuplicateCandidate[]> {
  const byEmail = usableEmail(lead.email);
  const byPhone = usablePhone(lead.phone);
  if (!byEmail && !byPhone) return [];
  const rows = (await db
    .selectFrom(LEAD_TABLE[type])
    .select(['id', 'name', 'email', 'phone', 'status', 'created_at'])
    .where('id', '<>', lead.id)
    .where('merged_into_id', 'is', null)
    .where((eb) => eb.or([...(byEmail ? [eb(sql`lower(email)`, '=', lead.email.trim().toLowerCase())] : []), ...(byPhone ? [eb('phone', '=', lead.phone)] : [])]))
    .orderBy('id')
    .limit(200)
    .execute()) as Array<Omit<DuplicateCandidate, 'reasons'>>;
  return rows
    .map((r) => ({ ...r, reasons: duplicateReasons(lead, r) }))
    .filter((r) => r.reasons.length > 0)
    .slice(0, MAX_CANDIDATES);
}
