import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { nowIso } from '../lib/clock';
import type { LeadSnapshot, LeadType, OutboxOwner } from './messages';

// The outbox's side of a lead (its deliveries and the snapshot its messages show), below the intake and the score so
// neither imports the other for it.
const TABLE = { enquiry: 'enquiries', mortgage_enquiry: 'mortgage_enquiries' } as const;

/** Addresses in a comma- or semicolon-separated list, trimmed, lower-cased, without repeats. */
export const addressList = (value: string | null | undefined) => [...new Set((value ?? '').split(/[,;]/).map((a) => a.trim().toLowerCase()).filter(Boolean))];

export type Delivery = { channel: 'email' | 'webhook'; purpose: string; payload: unknown };

/** The idempotency key of a delivery: lead type, id and purpose (the e-mail's Message-ID, the webhook's header). */
export const deliveryKey = (lead: { type: OutboxOwner; id: number }, purpose: string) => `${lead.type}-${lead.id}-${purpose}`;

/** Outbox rows for a lead; the idempotency key makes a second insert of the same delivery fail. */
export async function enqueue(db: Kysely<Database>, lead: { type: OutboxOwner; id: number }, deliveries: Delivery[], opts: { once?: boolean } = {}): Promise<void> {
  const now = nowIso();
  for (const d of deliveries) {
    await db
      .insertInto('outbox')
      .values({
        channel: d.channel,
        idempotency_key: deliveryKey(lead, d.purpose),
        lead_type: lead.type,
        lead_id: lead.id,
        payload: JSON.stringify(d.payload),
        next_attempt_at: now,
        locked_until: null,
        last_error: null,
        sent_at: null,
        created_at: now,
        updated_at: now,
      })
      // once: a second insert of the same delivery (another instance did it) is skipped, not an error.
      .$if(!!opts.once, (q) => q.onConflict((oc) => oc.column('idempotency_key').doNothing()))
      .execute();
  }
}

/** A snapshot of a stored lead for a message: its row with the project title and the assignee's name and address. */
export async function leadSnapshot(db: Kysely<Database>, type: LeadType, id: number): Promise<LeadSnapshot | null> {
  const row = (await (db as Kysely<any>).selectFrom(TABLE[type]).selectAll().where('id', '=', id).executeTakeFirst()) as Record<string, any> | undefined;
  if (!row) return null;
  const assignee = row.assignee_id ? await db.selectFrom('users').select(['first_name', 'last_name', 'email']).where('id', '=', row.assignee_id).executeTakeFirst() : null;
  const project = type === 'enquiry' && row.project_id ? await db.selectFrom('projects').select('title').where('id', '=', row.project_id).executeTakeFirst() : null;
  return { ...row, type, id, project_title: project?.title ?? null, assignee: assignee ? { name: `${assignee.first_name} ${assignee.last_name}`.trim(), email: assignee.email } : null } as LeadSnapshot;
}
