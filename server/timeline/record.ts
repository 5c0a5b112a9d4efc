import type { Kysely } from 'kysely';
import { nowIso } from '../lib/clock';

/**
 * What a timeline entry can be (issue 40 item 2). Entries of WhatsApp messages, e-mails sent and site activity are
 * not stored here: the timeline reads them where they are kept (server/timeline/read.ts, decision 033).
 */
export const LEAD_EVENT_KINDS = ['enquiry', 'booking', 'call', 'note', 'stage', 'assign', 'hold', 'reservation', 'merge', 'task', 'email', 'whatsapp'] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** One touch of a lead, as a feature hands it to the timeline. */
export interface LeadEventInput {
  /** enquiries.id */
  leadId: number;
  kind: LeadEventKind;
  /** One line in English, cut at SUMMARY_MAX characters. */
  summary: string;
  /** The staff member; null or absent: the visitor or the system. */
  authorId?: number | null;
  /** When it happened; absent: now. */
  at?: string;
  /** The kind's own fields (stored as JSON, at most DETAILS_MAX characters). */
  details?: Record<string, unknown> | null;
  /** The row the touch made (a booking's, unit's or task's id). */
  sourceId?: number | null;
}

export const SUMMARY_MAX = 500;
export const DETAILS_MAX = 8000;

/**
 * Writes one timeline entry in the caller's transaction, so the touch and its entry are stored together or not at
 * all. Returns the entry's id. The signature is stable (helper "tasks" calls it for tasks created and done).
 */
export async function recordLeadEvent(trx: Kysely<any>, event: LeadEventInput): Promise<number> {
  const now = nowIso();
  const details = event.details ? JSON.stringify(event.details) : null;
  const row = await trx
    .insertInto('lead_events')
    .values({
      lead_id: event.leadId,
      kind: event.kind,
      at: event.at ?? now,
      author_id: event.authorId ?? null,
      summary: event.summary.slice(0, SUMMARY_MAX),
      details: details && details.length <= DETAILS_MAX ? details : details ? JSON.stringify({ truncated: true }) : null,
      source_id: event.sourceId ?? null,
      edited_at: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
