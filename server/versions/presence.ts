import type { Kysely } from 'kysely';
import { nowIso } from '../lib/clock';
import { staffName } from '../resources/record-versions';
import type { FastifyRequest } from 'fastify';

/** The edit screen says it is open every 20 s; a mark not refreshed for a minute is gone (a closed tab). */
export const PRESENCE_TTL_MS = 60_000;

export interface Presence {
  user_id: number;
  user_name: string | null;
  since: string;
}

/**
 * Who else has the record open (issue 31): kept in the database so every server instance sees it. One row per
 * record and staff member; `since` stays from the first mark while it is refreshed in time.
 */
export async function markPresent(db: Kysely<any>, resource: string, id: number, request: FastifyRequest): Promise<Presence[]> {
  const userId = Number(request.staff!.id);
  const now = nowIso();
  const stale = new Date(Date.now() - PRESENCE_TTL_MS).toISOString();
  const mine = await db.selectFrom('record_presence').select('seen_at').where('resource', '=', resource).where('record_id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (mine) {
    const fresh = String(mine.seen_at) >= stale;
    await db.updateTable('record_presence').set({ seen_at: now, ...(fresh ? {} : { since: now }) }).where('resource', '=', resource).where('record_id', '=', id).where('user_id', '=', userId).execute();
  } else {
    await db.insertInto('record_presence').values({ resource, record_id: id, user_id: userId, user_name: staffName(request), since: now, seen_at: now }).execute();
  }
  // Bounded: old marks of this record go as it is visited.
  await db.deleteFrom('record_presence').where('resource', '=', resource).where('record_id', '=', id).where('seen_at', '<', stale).execute();
  const rows = await db
    .selectFrom('record_presence')
    .select(['user_id', 'user_name', 'since'])
    .where('resource', '=', resource)
    .where('record_id', '=', id)
    .where('user_id', '<>', userId)
    .orderBy('since')
    .limit(20)
    .execute();
  return rows.map((r) => ({ user_id: Number(r.user_id), user_name: (r.user_name as string | null) ?? null, since: String(r.since) }));
}

export async function leave(db: Kysely<any>, resource: string, id: number, userId: number): Promise<void> {
  await db.deleteFrom('record_presence').where('resource', '=', resource).where('record_id', '=', id).where('user_id', '=', userId).execute();
}
