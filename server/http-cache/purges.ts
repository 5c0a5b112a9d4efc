import crypto from 'node:crypto';
import type { Db } from '../db/connect';
import { retryDelayMs } from '../outbox/outbox';
import type { HttpCacheSettings } from '../lib/http-cache-settings';
import { purgeRequests, sendPurge } from './adapters';

const BATCH = 20;
const LEASE_MS = 30_000;
/** Delivered purges are kept a day: long enough for every instance to see a shared change_key already taken. */
const KEEP_SENT_MS = 86_400_000;

/** Queues a purge of these tags, once per change key (a save's own key, or one every instance derives alike). */
export async function enqueuePurge(db: Db, tags: string[], changeKey: string = crypto.randomUUID()): Promise<void> {
  if (!tags.length) return;
  const now = new Date().toISOString();
  await db.kysely
    .insertInto('cache_purges')
    .values({ change_key: changeKey.slice(0, 200), tags: JSON.stringify(tags), status: 'pending', attempts: 0, next_attempt_at: now, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('change_key').doNothing())
    .execute();
}

interface Claimed {
  id: number;
  tags: string;
  attempts: number;
  change_key: string;
}

/** Takes due purges for this instance; on PostgreSQL SKIP LOCKED lets instances claim at once without sharing a row. */
async function claimDue(db: Db, now = new Date()): Promise<Claimed[]> {
  const nowText = now.toISOString();
  const due = db.kysely
    .selectFrom('cache_purges')
    .select('id')
    .where((eb) => eb.or([eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', nowText)]), eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', nowText)])]))
    .orderBy('id')
    .limit(BATCH)
    .$if(db.dialect === 'postgres', (q) => q.forUpdate().skipLocked());
  return (await db.kysely
    .updateTable('cache_purges')
    .set({ status: 'sending', locked_until: new Date(now.getTime() + LEASE_MS).toISOString(), updated_at: nowText })
    .where('id', 'in', due)
    .returning(['id', 'tags', 'attempts', 'change_key'])
    .execute()) as Claimed[];
}

/** Sends what is due to every configured cache, recording each outcome; returns how many were attempted. */
export async function deliverDuePurges(db: Db, settings: HttpCacheSettings, log: { warn(msg: string): void; error(msg: string): void }): Promise<number> {
  const rows = await claimDue(db);
  await Promise.all(
    rows.map(async (row) => {
      const attempts = row.attempts + 1;
      try {
        await sendPurge(purgeRequests(settings, JSON.parse(row.tags) as string[]));
        const now = new Date().toISOString();
        await db.kysely.updateTable('cache_purges').set({ status: 'sent', attempts, sent_at: now, locked_until: null, last_error: null, updated_at: now }).where('id', '=', row.id).execute();
      } catch (err) {
        const message = (err as Error).message.slice(0, 500);
        const failed = attempts >= settings.purgeMaxAttempts;
        const now = Date.now();
        await db.kysely
          .updateTable('cache_purges')
          .set({ status: failed ? 'failed' : 'pending', attempts, last_error: message, locked_until: null, next_attempt_at: new Date(now + (failed ? 0 : retryDelayMs(attempts, settings.purgeBaseDelayMs))).toISOString(), updated_at: new Date(now).toISOString() })
          .where('id', '=', row.id)
          .execute();
        // Failed for good: the cached answers still expire after CACHE_S_MAXAGE.
        (failed ? log.error : log.warn)(`cache purge ${row.change_key} ${failed ? `failed for good after ${attempts} attempts (cached pages expire by CACHE_S_MAXAGE)` : `attempt ${attempts} failed, retrying`}: ${message}`);
      }
    }),
  );
  return rows.length;
}

/** Drops delivered purges older than a day: the table stays the size of a day's changes. */
export async function pruneSentPurges(db: Db, now = Date.now()): Promise<void> {
  await db.kysely.deleteFrom('cache_purges').where('status', '=', 'sent').where('sent_at', '<', new Date(now - KEEP_SENT_MS).toISOString()).execute();
}
