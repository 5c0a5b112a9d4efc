import { sql, type Transaction } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { Database } from '../db/types';
import { recordLeadIn, type LeadIntakeOptions } from '../leads/intake';
import { MIN_MATCH_DIGITS, phoneDigitsOf, phoneDigitsSql } from '../leads/phoneDigits';

type Trx = Transaction<Database>;

/** Where a lead came from, when it is new (a click-to-WhatsApp ad names its campaign). */
export interface LeadSource {
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  referrer?: string | null;
}

/** A pointer (a lead merged into another) stands for the lead it went into; merges chain at most a few deep. */
async function worked(trx: Trx, id: number): Promise<number> {
  let current = id;
  for (let hops = 0; hops < 10; hops++) {
    const row = await trx.selectFrom('enquiries').select('merged_into_id').where('id', '=', current).executeTakeFirst();
    if (row?.merged_into_id == null) return current;
    current = row.merged_into_id;
  }
  return current;
}

/**
 * The lead a person's WhatsApp number belongs to: the latest lead whose phone came verified from WhatsApp with the
 * same digits (a merged one stands for the lead it went into), or null. A phone typed on a form never matches.
 */
export async function verifiedLeadOf(trx: Trx, phone: string): Promise<number | null> {
  const digits = phoneDigitsOf(phone);
  if (digits.length < MIN_MATCH_DIGITS) return null;
  const row = await trx.selectFrom('enquiries').select('id').where(phoneDigitsSql(), '=', digits).where('phone_verified', '=', 1).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? worked(trx, row.id) : null;
}

/**
 * The lead a WhatsApp message or a booking belongs to (issue 29, issue 37 item 2): the latest enquiry with the same
 * e-mail (any case), or, for a verified number (a WhatsApp sender's), the lead of that verified number. A phone typed
 * into a form is the typist's claim, not proof: it never joins another person's lead (anyone can type anyone's
 * number), so such a match becomes a new lead that staff see as a "possible same person" (server/lead-merge/detect.ts)
 * with a merge. Otherwise a new lead is stored through the form leads' intake (routing, round-robin, duplicates,
 * outbox, response timer), in the caller's transaction.
 */
export async function joinOrRecordLead(
  trx: Trx,
  dialect: Db['dialect'],
  config: Config,
  lead: { name: string; email: string; phone: string; phoneVerified: boolean; project_id: number | null; source_path: string | null } & LeadSource,
  opts: LeadIntakeOptions = {},
): Promise<{ id: number; created: boolean }> {
  const email = lead.email.trim().toLowerCase();
  if (email) {
    const byEmail = await trx.selectFrom('enquiries').select('id').where(sql`lower(email)`, '=', email).orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (byEmail) return { id: await worked(trx, byEmail.id), created: false };
  }
  if (lead.phoneVerified) {
    const byNumber = await verifiedLeadOf(trx, lead.phone);
    if (byNumber != null) return { id: byNumber, created: false };
  }
  const id = await recordLeadIn(trx, dialect, config, 'enquiry', {
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    phone_verified: lead.phoneVerified ? 1 : 0,
    budget: '',
    investment_timeline: '',
    source_path: lead.source_path,
    project_id: lead.project_id,
    utm_source: lead.utm_source ?? null,
    utm_medium: lead.utm_medium ?? null,
    utm_campaign: lead.utm_campaign ?? null,
    referrer: lead.referrer ?? null,
  }, opts);
  return { id, created: true };
}
