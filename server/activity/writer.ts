import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { InferType } from 'yup';
import type { activityEventSchema } from '../../src/schemas/activity';
import { scoreNewActivity, type Announcement, type NewActivity } from '../score/score';
import { RETURN_AFTER_MS, visitorsFor } from './visitors';

/** Batches waiting for the database at most (each up to 50 events): past it a beacon is refused with 503, memory stays bounded. */
export const WRITER_QUEUE_MAX = 2000;
/** Batches written in one transaction at most (keeps one statement's parameters under both databases' limits). */
const GROUP_MAX = 64;
/** Rows of one insert statement (6 parameters a row: 3,000 parameters, under SQLite's and PostgreSQL's limits). */
const INSERT_ROWS = 500;

type ActivityEvent = InferType<typeof activityEventSchema>;
type Batch = { token: string; events: ActivityEvent[]; now: number; resolve: () => void; reject: (err: unknown) => void };
type Row = { visitor_id: number; kind: string; project_id: number | null; value: number | null; lang: string | null; at: string };

export class WriterBusyError extends Error {}

/**
 * The beacon endpoint's writes, group-committed (issue 28's throughput target): a batch arriving while a write is
 * under way waits for the next one, and every batch waiting then is written in ONE transaction (one commit, one
 * sync to disk) instead of one each. An idle server writes a batch at once (no timer, no added delay); a busy one
 * writes more batches per commit. Each caller's promise settles when its batch is committed, so a 204 still
 * means "stored". If a group's transaction fails, its batches are retried one by one, so one bad batch cannot
 * lose the others. `announce` runs after the commit, before the callers hear back, with the leads to tell (hot, or back on the site).
 */
export function activityWriter(db: Kysely<Database>, announce: (list: Announcement[], now: number) => Promise<void>) {
  const queue: Batch[] = [];
  let running = false;

  /**
   * A group in one transaction, set-based: the visitors of all its batches (one read, one insert, one update), a
   * return visit where a browser is back after a pause, the events (one insert per 500 rows), the leads' scores.
   */
  async function write(group: Batch[]): Promise<Announcement[]> {
    return db.transaction().execute(async (trx) => {
      const k = trx as unknown as Kysely<any>;
      const latest = Math.max(...group.map((b) => b.now));
      const visitors = await visitorsFor(k, group.map((b) => b.token), new Date(latest).toISOString());
      const rows: Row[] = [];
      const scored: NewActivity[] = [];
      const seen = new Map<number, string | null>();
      for (const b of group) {
        const visitor = visitors.get(b.token)!;
        const nowText = new Date(b.now).toISOString();
        const lastSeen = seen.has(visitor.id) ? seen.get(visitor.id)! : visitor.lastSeen;
        seen.set(visitor.id, nowText);
        const mine: Row[] = b.events.map((e) => ({ visitor_id: visitor.id, kind: e.kind as string, project_id: e.project_id ?? null, value: e.value ?? null, lang: e.lang ?? null, at: new Date(b.now - (e.ago_ms ?? 0)).toISOString() }));
        // Back after a pause: the server, not the browser, says it was a return visit.
        if (lastSeen && b.now - Date.parse(lastSeen) >= RETURN_AFTER_MS)
          mine.unshift({ visitor_id: visitor.id, kind: 'return_visit', project_id: null, value: Math.round((b.now - Date.parse(lastSeen)) / 60_000), lang: b.events[0]?.lang ?? null, at: nowText });
        rows.push(...mine);
        scored.push({ visitorId: visitor.id, events: mine, now: b.now });
      }
      for (let i = 0; i < rows.length; i += INSERT_ROWS) await k.insertInto('activity_events').values(rows.slice(i, i + INSERT_ROWS)).execute();
      // A known lead's score takes the new events at once (issue 28).
      return scoreNewActivity(trx as unknown as Kysely<Database>, scored);
    });
  }

  async function drain() {
    running = true;
    try {
      while (queue.length) {
        const group = queue.splice(0, GROUP_MAX);
        let told: Announcement[] = [];
        const done: Batch[] = [];
        try {
          told = await write(group);
          done.push(...group);
        } catch (groupErr) {
          if (group.length === 1) group[0].reject(groupErr);
          else
            for (const b of group) {
              try {
                told.push(...(await write([b])));
                done.push(b);
              } catch (err) {
                b.reject(err);
              }
            }
        }
        // The notices are queued before the callers hear back (a 204 means stored and announced); the caller logs
        // its own failures: a notice that fails to queue must not stop the writes behind it.
        if (told.length) await announce(told, Date.now()).catch(() => undefined);
        for (const b of done) b.resolve();
      }
    } finally {
      running = false;
    }
  }

  return {
    /** Stores a consenting browser's batch; resolves once committed. Throws WriterBusyError when the queue is full. */
    add(token: string, events: ActivityEvent[], now = Date.now()): Promise<void> {
      if (queue.length >= WRITER_QUEUE_MAX) return Promise.reject(new WriterBusyError('Too many activity batches waiting'));
      return new Promise<void>((resolve, reject) => {
        queue.push({ token, events, now, resolve, reject });
        if (!running) void drain();
      });
    },
    /** Batches waiting (for tests and the bench). */
    get waiting() {
      return queue.length;
    },
  };
}
