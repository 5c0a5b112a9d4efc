import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { consentedVisitSource, cookieValue, gpcHeader, mayUse, VISITOR_COOKIE } from '../../src/consent';
import type { LeadType } from '../outbox/messages';
import type { Db } from '../db/connect';

const TOKEN_RE = /^[\w-]{16,40}$/;
/** A pause after which a visitor's next event counts as a return visit. */
export const RETURN_AFTER_MS = 30 * 60_000;
const LEAD_TABLE = { enquiry: 'enquiries', mortgage_enquiry: 'mortgage_enquiries' } as const satisfies Record<LeadType, string>;

/** May this request's browser be recorded (analytics accepted for the current policy, no Global Privacy Control)? */
export const mayRecord = (request: FastifyRequest) => mayUse('analytics', request.headers.cookie, gpcHeader(request.headers['sec-gpc']));

/** A form's UTM source and referrer as this request's consent lets them be stored (marketing accepted, no GPC). */
export const visitSourceOf = <T extends Parameters<typeof consentedVisitSource>[0]>(request: FastifyRequest, source: T): T =>
  consentedVisitSource(source, request.headers.cookie, gpcHeader(request.headers['sec-gpc']));

/** The browser's first-party id from its cookie, when it is well formed. */
export function visitorToken(request: FastifyRequest): string | null {
  const token = cookieValue(request.headers.cookie, VISITOR_COOKIE);
  return token && TOKEN_RE.test(token) ? token : null;
}

/** The visitor row of a token (created on first use) and when it was last seen before now. */
export async function visitorFor(db: Kysely<any>, token: string, now: string): Promise<{ id: number; lastSeen: string | null }> {
  const found = await db.selectFrom('visitors').select(['id', 'last_seen_at', 'merged_into_id']).where('token', '=', token).executeTakeFirst();
  if (found) {
    await db.updateTable('visitors').set({ last_seen_at: now }).where('id', '=', found.id).execute();
    // The browser of a lead merged into another (issue 28 item 4): its activity goes to the kept lead's browser.
    return { id: found.merged_into_id ?? found.id, lastSeen: found.last_seen_at };
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
 * The visitor rows of a group of tokens (created on first use), each with when it was last seen before `now`:
 * one read, one insert of the new ones, one update of them all, whatever the number of tokens.
 */
export async function visitorsFor(db: Kysely<any>, tokens: string[], now: string): Promise<Map<string, { id: number; lastSeen: string | null }>> {
  const unique = [...new Set(tokens)];
  const out = new Map<string, { id: number; lastSeen: string | null }>();
  const found = (await db.selectFrom('visitors').select(['id', 'token', 'last_seen_at', 'merged_into_id']).where('token', 'in', unique).execute()) as Array<{ id: number; token: string; last_seen_at: string; merged_into_id: number | null }>;
  // The browser of a lead merged into another (issue 28 item 4): its activity goes to the kept lead's browser.
  for (const v of found) out.set(v.token, { id: v.merged_into_id ?? v.id, lastSeen: v.last_seen_at });
  if (found.length) await db.updateTable('visitors').set({ last_seen_at: now }).where('id', 'in', found.map((v) => v.id)).execute();
  const fresh = unique.filter((t) => !out.has(t));
  if (fresh.length) {
    // Another instance's first batch at once: the unique token lets one insert win; the other takes its row.
    const rows = (await db
      .insertInto('visitors')
      .values(fresh.map((token) => ({ token, created_at: now, last_seen_at: now })))
      .onConflict((oc) => oc.column('token').doUpdateSet({ last_seen_at: now }))
      .returning(['id', 'token'])
      .execute()) as Array<{ id: number; token: string }>;
    for (const v of rows) out.set(v.token, { id: v.id, lastSeen: null });
  }
  return out;
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
