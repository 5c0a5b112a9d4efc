import { sql, type Transaction } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { Database } from '../db/types';
import { recordLeadIn, type LeadIntakeOptions } from '../leads/intake';

type Trx = Transaction<Database>;

/** A phone number as digits only, in SQL on both databases ("+971 50-123 4567" -> "971501234567"). */
const digitsOf = (column: string) => sql<string>`replace(replace(replace(replace(replace(${sql.ref(column)}, ' ', ''), '+', ''), '-', ''), '(', ''), ')', '')`;

/**
 * The lead a WhatsApp message or a booking belongs to (issue 29): the latest enquiry from the same phone
 * number (digits compared, however it was typed) or e-mail, or else a new one stored through the form
 * leads' intake (routing, round-robin, duplicates, outbox, response timer), in the caller's transaction.
 */
export async function joinOrRecordLead(
  trx: Trx,
  dialect: Db['dialect'],
  config: Config,
  lead: { name: string; email: string; phone: string; project_id: number | null; source_path: string | null; utm_source?: string | null },
  opts: LeadIntakeOptions = {},
): Promise<{ id: number; created: boolean }> {
  const digits = lead.phone.replace(/\D/g, '');
  const existing = await trx
    .selectFrom('enquiries')
    .select('id')
    .where((eb) => eb.or([...(digits.length >= 6 ? [eb(digitsOf('phone'), '=', digits)] : []), ...(lead.email ? [eb('email', '=', lead.email)] : [])]))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (existing) return { id: existing.id, created: false };
  const id = await recordLeadIn(trx, dialect, config, 'enquiry', {
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    budget: '',
    investment_timeline: '',
    source_path: lead.source_path,
    project_id: lead.project_id,
    utm_source: lead.utm_source ?? null,
    utm_medium: null,
    utm_campaign: null,
    referrer: null,
  }, opts);
  return { id, created: true };
}
