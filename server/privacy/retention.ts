import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { LeadType } from '../outbox/messages';
import { PERSONAL_DATA, retentionRules, type PersonalData, type Retention } from './registry';
import { ERASED_BODY, ERASED_EMAIL, eraseSubject, FIXED, subjectOfLeads } from './subject';

const JOB = 'privacy-retention';
const DAY_MS = 86_400_000;
const CHUNK = 500;
import { RETENTION_DEFAULTS } from '../../src/privacyRecords';

/** The moment before which rows are old: N days, or N calendar months, before now (UTC). */
export function cutoff(now: Date, r: Retention, n: number): string {
  if (r.unit === 'days') return new Date(now.getTime() - n * DAY_MS).toISOString();
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString();
}

/** Rows already anonymised are not counted again: a lead's e-mail, a delivery's body, tell. */
function notYetAnonymised(entry: PersonalData): [string, string] | null {
  if (entry.lead) return ['email', ERASED_EMAIL];
  if (Object.values(entry.personal).includes('body')) return [Object.entries(entry.personal).find(([, k]) => k === 'body')![0], ERASED_BODY];
  return null;
}

/** What one run did: rows changed per table, and the tables whose rule failed (with why), which did not stop the others. */
export interface RetentionRun {
  counts: Record<string, number>;
  errors: Record<string, string>;
}

/** One retention rule of one table, applied in chunks; returns how many rows it changed. */
async function applyRule(db: Kysely<any>, entry: PersonalData, r: Retention, now: Date, settings: Record<string, number>): Promise<number> {
  const before = cutoff(now, r, r.setting === 'fixed' ? Number(r.fixed) : Number(settings[r.setting]));
  const old = () => {
    let q = db.selectFrom(entry.table).select('id').where(r.column, '<', before);
    if (r.only) q = q.where(r.only.column, 'in', r.only.values);
    const done = notYetAnonymised(entry);
    if (r.action === 'anonymise' && done) q = q.where(done[0], '<>', done[1]);
    return q.orderBy('id').limit(CHUNK);
  };
  let total = 0;
  for (;;) {
    const ids = (await old().execute()).map((row) => row.id as number);
    if (!ids.length) break;
    if (r.action === 'delete') await db.deleteFrom(entry.table).where('id', 'in', ids).execute();
    else if (entry.lead) await db.transaction().execute(async (trx) => eraseSubject(trx, await subjectOfLeads(trx, entry.lead as LeadType, ids)));
    else {
      // The same replacement values as an erasure (never NULL into a NOT NULL column).
      const set = Object.fromEntries(Object.entries(entry.personal).map(([c, k]) => [c, k in FIXED ? FIXED[k] : null]));
      await db.updateTable(entry.table).set(set).where('id', 'in', ids).execute();
    }
    total += ids.length;
    if (ids.length < CHUNK) break;
  }
  return total;
}

/**
 * Applies every retention rule of the personal-data registry once, as of `now`: closed leads untouched for N
 * months are anonymised (with their deliveries and audit details), activity older than N days is deleted,
 * delivered (or finally failed) messages older than N days lose their bodies, unconfirmed privacy requests go
 * after a week. Works in chunks. A rule that fails is recorded and the next one runs (issue 37: one failing
 * row stopped every table, every day).
 */
export async function runRetention(db: Kysely<any>, now = new Date(), log?: (table: string, err: Error) => void): Promise<RetentionRun> {
  const settings = { ...RETENTION_DEFAULTS, ...((await db.selectFrom('settings').select(Object.keys(RETENTION_DEFAULTS)).orderBy('id').limit(1).executeTakeFirst()) ?? {}) } as Record<string, number>;
  const run: RetentionRun = { counts: {}, errors: {} };
  for (const entry of PERSONAL_DATA) {
    for (const r of retentionRules(entry)) {
      try {
        run.counts[entry.table] = (run.counts[entry.table] ?? 0) + (await applyRule(db, entry, r, now, settings));
      } catch (err) {
        log?.(entry.table, err as Error);
        run.counts[entry.table] ??= 0;
        run.errors[entry.table] = (err as Error).message.slice(0, 300);
      }
    }
  }
  return run;
}

/**
 * Takes the daily run for this instance: one conditional update on the job's row wins (the lease), so two
 * instances never run it together, and it runs again only a day after the last run.
 */
export async function claimDailyRun(db: Kysely<any>, now: Date, leaseMs: number, name = JOB): Promise<boolean> {
  await db.insertInto('job_runs').values({ name, locked_until: null, last_run_at: null, last_result: null }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const nowText = now.toISOString();
  const res = await db
    .updateTable('job_runs')
    .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowText)]))
    .where((eb) => eb.or([eb('last_run_at', 'is', null), eb('last_run_at', '<=', new Date(now.getTime() - DAY_MS).toISOString())]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Runs retention if this instance wins today's lease; records the counts (and the tables that failed) on the job's
 * row. Returns them, or null. A failing table does not make the run fail: the others are done, and it is tried again tomorrow.
 */
export async function retentionIfDue(db: Kysely<any>, now = new Date(), leaseMs = 30 * 60_000, log?: (table: string, err: Error) => void): Promise<RetentionRun | null> {
  if (!(await claimDailyRun(db, now, leaseMs))) return null;
  try {
    const run = await runRetention(db, now, log);
    await db.updateTable('job_runs').set({ last_run_at: now.toISOString(), locked_until: null, last_result: JSON.stringify(run) }).where('name', '=', JOB).execute();
    return run;
  } catch (err) {
    // The lease runs out by itself; the next check tries again.
    await db.updateTable('job_runs').set({ last_result: JSON.stringify({ error: (err as Error).message.slice(0, 300) }) }).where('name', '=', JOB).execute();
    throw err;
  }
}

/** The last run of the retention job: its time, counts per table and failed tables (or its error), null before the first run. */
export async function lastRetentionRun(db: Kysely<any>): Promise<{ last_run_at: string | null; counts: Record<string, number>; errors: Record<string, string>; error: string | null } | null> {
  const row = await db.selectFrom('job_runs').select(['last_run_at', 'last_result']).where('name', '=', JOB).executeTakeFirst();
  if (!row || (!row.last_run_at && !row.last_result)) return null;
  let result: Record<string, unknown> = {};
  try {
    result = JSON.parse(row.last_result ?? '{}');
  } catch {
    result = {};
  }
  const error = typeof result.error === 'string' ? result.error : null;
  // Runs before issue 37 stored the counts alone.
  const source = result.counts && typeof result.counts === 'object' ? (result.counts as Record<string, unknown>) : result;
  const counts = Object.fromEntries(Object.entries(source).filter(([k, v]) => k !== 'error' && typeof v === 'number')) as Record<string, number>;
  const errors = result.errors && typeof result.errors === 'object' ? Object.fromEntries(Object.entries(result.errors as Record<string, unknown>).map(([k, v]) => [k, String(v)])) : {};
  return { last_run_at: row.last_run_at ?? null, counts, errors, error };
}

const CHECK_EVERY_MS = 3600_000;

/** The daily retention job inside the server: checked at start and every hour; one instance a day does the work. */
async function retentionJob(app: FastifyInstance) {
  const db = app.db.kysely as unknown as Kysely<any>;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const check = () => {
    const failed = (table: string, err: Error) => app.log.error({ table, err: err.message }, 'privacy retention: a table failed; the others ran');
    running ??= retentionIfDue(db, new Date(), undefined, failed)
      .then((run) => run && app.log.info({ retention: run.counts, failed: Object.keys(run.errors) }, 'privacy retention ran'))
      .catch((err) => app.log.error({ err }, 'privacy retention failed'))
      .finally(() => (running = null));
  };
  // What the last daily run did (shown beside the retention settings): when, and how many rows of each table.
  app.get('/api/privacy/retention', async (request) => {
    app.requirePermission(request, 'privacy-settings.read');
    return { data: await lastRetentionRun(db) };
  });
  app.addHook('onReady', async () => {
    timer = setInterval(check, CHECK_EVERY_MS);
    timer.unref();
    setImmediate(check);
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

export default fp(retentionJob, { name: 'privacy-retention', dependencies: ['db'] });
