// npm run bench:hot [-- --events=1000000] [--batch=10] [--skip=sqlite|pg]
// Issue 28's scale check, on SQLite and on PostgreSQL (BENCH_PG_URL or TEST_DATABASE_URL, a fresh database made and
// dropped): a production server whose activity record holds N events (20,000 browsers, each joined to an enquiry
// with a stored score). Reports the lead list sorted by score (and filtered to the hot ones) p50/p99 over 200
// requests, and the beacon endpoint's sustained rate (events/s, 10 events a batch, 8 clients, 10 s). Figures go to
// docs/BENCHMARKS.md by hand (section "Hot leads first").
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { POLICY_VERSION, serializeConsent } from '../../src/consent';
import { cpuMs, startApp, type Child } from './processes';
import { scratchDatabase } from './scratch-db';

const args = process.argv.slice(2);
const arg = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const EVENTS = Number(arg('events') ?? 1_000_000);
const VISITORS = 20_000;
const BATCH = Number(arg('batch') ?? 10);
const SKIP = arg('skip');
const PG_URL = process.env.BENCH_PG_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const OWNER = { email: 'bench-owner@bench.test', password: 'Bench-owner-pass-2026!' };
const KINDS = ['project_view', 'project_view', 'project_view', 'brochure', 'calculator', 'shortlist', 'compare', 'alert'];

function request(url: string, opts: http.RequestOptions, body?: string): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, ...opts }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (data += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data, headers: res.headers }));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
const pct = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function signIn(base: string): Promise<string> {
  const csrf = await request(`${base}/sanctum/csrf-cookie`, {});
  const cookie = String(csrf.headers['set-cookie']?.find((c) => c.startsWith('XSRF-TOKEN=')) ?? '').split(';')[0];
  const token = decodeURIComponent(cookie.split('=')[1] ?? '');
  const res = await request(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': token } }, JSON.stringify(OWNER));
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.body.slice(0, 200)}`);
  return JSON.parse(res.body).data.user.token as string;
}

/** N events over VISITORS browsers, the last 30 days, each browser's enquiry with a score as the server stores it. */
function fill(file: string) {
  const db = new SQLite(file);
  db.pragma('busy_timeout = 10000');
  const now = Date.now();
  const t0 = performance.now();
  const firstVisitor = (db.prepare('select coalesce(max(id), 0) as m from visitors').get() as { m: number }).m + 1;
  const projects = (db.prepare('select id from projects').all() as Array<{ id: number }>).map((r) => r.id);
  const iso = new Date(now).toISOString();
  db.transaction(() => {
    const v = db.prepare('insert into visitors (token, created_at, last_seen_at) values (?, ?, ?)');
    for (let i = 0; i < VISITORS; i++) v.run(`benchvisitor${String(i).padStart(10, '0')}`, iso, iso);
  })();
  const ev = db.prepare('insert into activity_events (visitor_id, kind, project_id, value, lang, at) values (?, ?, ?, ?, ?, ?)');
  for (let done = 0; done < EVENTS; ) {
    const n = Math.min(50_000, EVENTS - done);
    db.transaction(() => {
      for (let i = 0; i < n; i++) {
        const k = done + i;
        ev.run(firstVisitor + (k % VISITORS), KINDS[k % KINDS.length], projects[k % projects.length] ?? null, 30, 'en', new Date(now - ((k * 7919) % (30 * 86_400_000))).toISOString());
      }
    })();
    done += n;
  }
  const lead = db.prepare(
    "insert into enquiries (name, email, phone, budget, investment_timeline, source_path, status, visitor_id, score, hot, score_activity, score_at, created_at, updated_at) values (?, ?, ?, ?, 'Within 3 months', '/project/x', 'new', ?, ?, ?, ?, ?, ?, ?)",
  );
  db.transaction(() => {
    for (let i = 0; i < VISITORS; i++) {
      const score = (i * 37) % 120;
      lead.run(`Bench Lead ${i}`, `bench-lead-${i}@example.test`, `+97150${String(1000000 + i)}`, String(1_000_000 + (i % 50) * 100_000), firstVisitor + i, score, score >= 60 ? 1 : 0, score - 15, iso, iso, iso);
    }
  })();
  db.close();
  return (performance.now() - t0) / 1000;
}

/** The same fill on PostgreSQL: one statement per 50,000 rows (unnest of arrays), then ANALYZE as a real server's autovacuum would. */
async function fillPg(url: string) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const now = Date.now();
  const t0 = performance.now();
  try {
    const firstVisitor = Number((await db.query('select coalesce(max(id), 0) as m from visitors')).rows[0].m) + 1;
    const projects = (await db.query('select id from projects')).rows.map((r) => Number(r.id));
    const iso = new Date(now).toISOString();
    const ids = Array.from({ length: VISITORS }, (_, i) => firstVisitor + i);
    const tokens = ids.map((_, i) => `benchvisitor${String(i).padStart(10, '0')}`);
    await db.query('insert into visitors (id, token, created_at, last_seen_at) select id, token, $3, $3 from unnest($1::int[], $2::text[]) as t(id, token)', [ids, tokens, iso]);
    await db.query("select setval(pg_get_serial_sequence('visitors', 'id'), (select max(id) from visitors))");
    for (let done = 0; done < EVENTS; ) {
      const n = Math.min(50_000, EVENTS - done);
      const cols: [number[], string[], Array<number | null>, number[], string[], string[]] = [[], [], [], [], [], []];
      for (let i = 0; i < n; i++) {
        const k = done + i;
        cols[0].push(firstVisitor + (k % VISITORS));
        cols[1].push(KINDS[k % KINDS.length]);
        cols[2].push(projects[k % projects.length] ?? null);
        cols[3].push(30);
        cols[4].push('en');
        cols[5].push(new Date(now - ((k * 7919) % (30 * 86_400_000))).toISOString());
      }
      await db.query('insert into activity_events (visitor_id, kind, project_id, value, lang, at) select * from unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::text[], $6::text[])', cols);
      done += n;
    }
    const scores = ids.map((_, i) => (i * 37) % 120);
    await db.query(
      `insert into enquiries (name, email, phone, budget, investment_timeline, source_path, status, visitor_id, score, hot, score_activity, score_at, created_at, updated_at)
       select 'Bench Lead ' || i, 'bench-lead-' || i || '@example.test', '+97150' || (1000000 + i), (1000000 + (i % 50) * 100000)::text, 'Within 3 months', '/project/x', 'new', v, s, case when s >= 60 then 1 else 0 end, s - 15, $3, $3, $3
       from unnest($1::int[], $2::int[]) with ordinality as t(v, s, n), lateral (select (n - 1)::int as i) as x`,
      [ids, scores, iso],
    );
    await db.query('analyze');
  } finally {
    await db.end();
  }
  return (performance.now() - t0) / 1000;
}

async function run(label: string, databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oasis-bench-hot-'));
  let app: Child | null = null;
  try {
    app = await startApp({ dataDir, databaseUrl, env: { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password } });
    const base = app.url;
    console.log(`\n${label}`);
    const seconds = databaseUrl ? await fillPg(databaseUrl) : fill(path.join(dataDir, 'oasis.sqlite'));
    console.log(`filled ${EVENTS.toLocaleString('en')} events, ${VISITORS.toLocaleString('en')} scored enquiries in ${seconds.toFixed(1)} s`);
    const token = await signIn(base);
    const headers = { authorization: `Bearer ${token}` };
    for (const [label, query] of [
      ['list sorted by score', `sort=${encodeURIComponent('["score","DESC"]')}&range=${encodeURIComponent('[0,24]')}`],
      ['hot leads sorted by score', `sort=${encodeURIComponent('["score","DESC"]')}&range=${encodeURIComponent('[0,24]')}&filter=${encodeURIComponent('{"hot":true}')}`],
      ['page 100 sorted by score', `sort=${encodeURIComponent('["score","DESC"]')}&range=${encodeURIComponent('[2475,2499]')}`],
    ] as const) {
      const times: number[] = [];
      for (let i = 0; i < 220; i++) {
        const t = performance.now();
        const res = await request(`${base}/api/enquiries?${query}`, { headers });
        if (res.status !== 200) throw new Error(`${label}: ${res.status} ${res.body.slice(0, 200)}`);
        if (i >= 20) times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      console.log(`${label}: p50 ${pct(times, 0.5).toFixed(1)} ms, p99 ${pct(times, 0.99).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`);
    }
    // Beacons: 8 clients, each its own consenting browser (joined to a scored lead: the score is refreshed too).
    const consent = serializeConsent({ analytics: true, marketing: false, version: POLICY_VERSION, at: new Date().toISOString(), id: 'bench' });
    const body = JSON.stringify({ events: Array.from({ length: BATCH }, (_, i) => ({ kind: KINDS[i % KINDS.length], value: 20, lang: 'en' })) });
    let events = 0;
    let errors = 0;
    const cpu0 = cpuMs(app.pid);
    const until = performance.now() + 10_000;
    await Promise.all(
      Array.from({ length: 8 }, async (_, c) => {
        const cookie = `oasis_consent=${consent}; oasis_vid=benchvisitor${String(c).padStart(10, '0')}`;
        while (performance.now() < until) {
          const res = await request(`${base}/api/activity`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', origin: base } }, body);
          if (res.status === 204) events += BATCH;
          else errors++;
        }
      }),
    );
    // The server's own CPU time for them: what a core sustains, whatever else the shared machine was doing.
    const cpu = cpu0 != null ? (cpuMs(app.pid)! - cpu0) / 1000 : NaN;
    console.log(`beacon: ${Math.round(events / 10).toLocaleString('en')} events/s (${BATCH} events a batch, 8 clients, 10 s), ${errors} errors; server CPU ${cpu.toFixed(1)} s: ${Math.round(events / cpu).toLocaleString('en')} events per CPU-second; load average ${os.loadavg()[0].toFixed(1)}`);
  } finally {
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (SKIP !== 'sqlite') await run('SQLite');
  if (SKIP !== 'pg') {
    const db = await scratchDatabase(PG_URL, 'oasis_hot');
    try {
      await run('PostgreSQL', db.url);
    } finally {
      await db.drop();
    }
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
