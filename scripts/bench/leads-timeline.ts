// npx tsx scripts/bench/leads-timeline.ts [--leads=100000] [--events=1000000] [--requests=200] [--skip=sqlite|pg]
// Issue 40's scale check (decision 033), on SQLite and on PostgreSQL (BENCH_PG_URL or TEST_DATABASE_URL, a fresh
// database made and dropped): N leads over 20 salespeople (a quarter unassigned, the pool) and M timeline entries
// (lead_events; one lead carries 1 % of them, the rest spread evenly). Reports p50/p99 of, through the app in-process
// (Fastify inject: the server's own time, no sockets): the lead list's first page for the owner and for a
// salesperson (the ownership scope), a random lead's timeline, and the heaviest lead's timeline 5 pages deep.
// Figures go to docs/BENCHMARKS.md by hand (sections "The lead's timeline" and "The lead list with a capped total").
// `listTotal` is the Content-Range the owner's list answered: `N+` once the table is past the count cap (decision 037).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { migrate, openDatabase, type Db } from '../../server/db/connect';
import { hashToken } from '../../server/lib/digest';
import { scratchDatabase } from './scratch-db';

const args = process.argv.slice(2);
const arg = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const LEADS = Number(arg('leads') ?? 100_000);
const EVENTS = Number(arg('events') ?? 1_000_000);
const REQUESTS = Number(arg('requests') ?? 200);
const SKIP = arg('skip');
const PG_URL = process.env.BENCH_PG_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SALES = 20;
const pct = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function staff(db: Kysely<any>, role: string, i: number): Promise<{ id: number; auth: string }> {
  const now = new Date().toISOString();
  const user = await db.insertInto('users').values({ email: `${role}${i}@bench.test`, first_name: role, last_name: String(i), role, active: 1, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  const token = crypto.randomBytes(32).toString('hex');
  await db.insertInto('api_tokens').values({ user_id: user.id, token_hash: hashToken(token), expires_at: new Date(Date.now() + 86_400_000).toISOString(), last_used_at: now, created_at: now }).execute();
  return { id: Number(user.id), auth: `Bearer ${token}` };
}

/** Leads and entries written by the database itself (a recursive series), so filling 1,000,000 rows takes seconds. */
async function fill(db: Db, salesIds: number[]) {
  const k = db.kysely as unknown as Kysely<any>;
  const t0 = performance.now();
  const first = salesIds[0];
  const series = (n: number) => (db.dialect === 'postgres' ? sql`select generate_series(1, ${n}) as i` : sql`with recursive s(i) as (select 1 union all select i + 1 from s where i < ${n}) select i from s`);
  // Lead i: created i minutes before now; assignee: the pool for every 4th, else one of the salespeople.
  const assignee = db.dialect === 'postgres' ? sql`case when i % 4 = 0 then null else ${first} + (i % ${SALES}) end` : sql`case when i % 4 = 0 then null else ${first} + (i % ${SALES}) end`;
  const created = db.dialect === 'postgres' ? sql`to_char((now() at time zone 'utc') - (i || ' minutes')::interval, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes')`;
  await sql`insert into enquiries (name, email, phone, budget, investment_timeline, status, assignee_id, language, created_at, updated_at)
    select 'Investor ' || i, 'investor' || i || '@bench.test', '+9715' || (10000000 + i), '1500000', 'Within a year', 'new', ${assignee}, 'en', ${created}, ${created}
    from (${series(LEADS)}) s`.execute(k);
  const leadsDone = performance.now();
  const heavy = Math.floor(EVENTS / 100);
  // The heaviest lead (id 1) gets 1 % of the entries; entry j of the rest goes to lead 2 + j % (LEADS - 1).
  const leadOf = sql`case when i <= ${heavy} then 1 else 2 + (i % ${LEADS - 1}) end`;
  const at = db.dialect === 'postgres' ? sql`to_char((now() at time zone 'utc') - ((i % 500000) || ' seconds')::interval, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i % 500000) || ' seconds')`;
  const kind = sql`case i % 5 when 0 then 'note' when 1 then 'call' when 2 then 'stage' when 3 then 'booking' else 'enquiry' end`;
  for (let start = 0; start < EVENTS; start += 250_000) {
    const n = Math.min(250_000, EVENTS - start);
    await sql`insert into lead_events (lead_id, kind, at, author_id, summary, details, created_at)
      select ${leadOf}, ${kind}, ${at}, ${first}, 'Bench entry ' || i, null, ${at} from (select i + ${start} as i from (${series(n)}) s0) s`.execute(k);
  }
  if (db.dialect === 'postgres') await sql`analyze`.execute(k);
  else await sql`analyze`.execute(k);
  return { leadsS: (leadsDone - t0) / 1000, eventsS: (performance.now() - leadsDone) / 1000 };
}

async function timeRequests(app: FastifyInstance, urls: () => string, auth: string): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const url = urls();
    const t = performance.now();
    const res = await app.inject({ url, headers: { authorization: auth } });
    times.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  return { p50: Math.round(pct(times, 0.5) * 10) / 10, p99: Math.round(pct(times, 0.99) * 10) / 10 };
}

async function run(dialect: 'sqlite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-timeline-'));
  const scratch = dialect === 'postgres' ? await scratchDatabase(PG_URL, 'bench_timeline') : null;
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(scratch ? { DATABASE_URL: scratch.url } : {}) }, { outboxPollMs: 0 });
  const db = openDatabase(config);
  try {
    await migrate(db);
    const k = db.kysely as unknown as Kysely<any>;
    const now = new Date().toISOString();
    await k.insertInto('settings').values({ product_name: 'Bench', phone_primary: '+971 4 000 0000', email_primary: 'bench@bench.test', created_at: now, updated_at: now }).execute().catch(() => undefined);
    const owner = await staff(k, 'owner', 0);
    const sales = [];
    for (let i = 1; i <= SALES; i++) sales.push(await staff(k, 'sales', i));
    const filled = await fill(db, sales.map((s) => s.id));
    const app = await buildApp({ config, db, logger: false });
    await app.ready();
    const page = `/api/enquiries?sort=${encodeURIComponent('["created_at","DESC"]')}&range=${encodeURIComponent('[0,24]')}&filter=${encodeURIComponent('{"merged":false}')}`;
    const listTotal = (await app.inject({ url: page, headers: { authorization: owner.auth } })).headers['content-range'];
    const listOwner = await timeRequests(app, () => page, owner.auth);
    const listSales = await timeRequests(app, () => page, sales[3].auth);
    const timeline = await timeRequests(app, () => `/api/enquiries/${2 + Math.floor(Math.random() * (LEADS - 1))}/timeline`, owner.auth);
    // Five pages into the heaviest lead's history: the cursor of page 5, then that page timed.
    let cursor: string | null = null;
    for (let i = 0; i < 5; i++) cursor = (await app.inject({ url: `/api/enquiries/1/timeline${cursor ? `?cursor=${cursor}` : ''}`, headers: { authorization: owner.auth } })).json().next;
    const deep = await timeRequests(app, () => `/api/enquiries/1/timeline?cursor=${cursor}`, owner.auth);
    await app.close();
    console.log(JSON.stringify({ dialect, leads: LEADS, events: EVENTS, fill: filled, listTotal, listOwner, listSales, timeline, heavyLeadPage6: deep }));
  } finally {
    await db.close().catch(() => undefined);
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const d of ['sqlite', 'postgres'] as const) if (SKIP !== (d === 'postgres' ? 'pg' : d)) await run(d);
