import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { cookieValue, gpcHeader, mayUse, VISITOR_COOKIE } from '../../src/consent';
import type { LeadType } from '../leads/messages';
import type { Db } from '../db/connect';

const TOKEN_RE = /^[\w-]{16,40}$/;
/** A pause after which a visitor's next event counts as a return visit. */
export const RETURN_AFTER_MS = 30 * 60_000;
const LEAD_TABLE = { enquiry: 'enquiries', mortgage_enquiry: 'mortgage_enquiries' } as const satisfies Record<LeadType, string>;

/** May this request's browser be recorded (analytics accepted for the current policy, no Global Privacy Control)? */
export const mayRecord = (request: FastifyRequest) => mayUse('analytics', request.headers.cookie, gpcHeader(request.headers['sec-gpc']));

/** The browser's first-party id from its cookie, when it is well formed. */
export function visitorToken(request: FastifyRequest): string | null {
  const token = cookieValue(request.headers.cookie, VISITOR_COOKIE);
  return token && TOKEN_RE.test(token) ? token : null;
}

/** The visitor row of a token (created on first use) and when it was last seen before now. */
export async function visitorFor(db: Kysely<any>, token: string, now: string): Promise<{ id: number; lastSeen: string | null }> {
  const found = await db.selectFrom('visitors').select(['id', 'last_seen_at']).where('token', '=', token).executeTakeFirst();
  if (found) {
    await db.updateTable('visitors').set({ last_seen_at: now }).where('id', '=', found.id).execute();
    return { id: found.id, lastSeen: found.last_seen_at };
  }
  // Two first batches at once: the unique token lets one insert win; the other reads its row.
  const row = await db
    .insertInto('visitors')
    .values({ token, created_at: now, last_seen_at: now })
    .onConflict((oc) => oc.column('token').doUpdateSet({ last_seen_at: now }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id as number, lastSeen: null };
}

/**
 * A lead sent from a browser whose visitor accepted analytics is joined to that browser's activity, before and
 * after: the visitor id is stored on the lead (server/leads/submit.ts calls this after storing it).
 */
export async function joinLeadToVisitor(db: Db, request: FastifyRequest, type: LeadType, leadId: number): Promise<void> {
  const token = visitorToken(request);
  if (!token || !mayRecord(request)) return;
  const k = db.kysely as unknown as Kysely<any>;
  const visitor = await visitorFor(k, token, new Date().toISOString());
  await k.updateTable(LEAD_TABLE[type]).set({ visitor_id: visitor.id }).where('id', '=', leadId).execute();
}
