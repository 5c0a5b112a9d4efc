import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

/** PostgreSQL runs too when TEST_DATABASE_URL points at a server where we may create databases. */
export const PG_URL = process.env.TEST_DATABASE_URL || null;
export const RELIABILITY_DIALECTS: Array<'sqlite' | 'postgres'> = PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];

const usedPorts = new Set<number>();

/** A free port never handed out before in this run: fetch's keep-alive pool may still hold sockets to an old server's port. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await anyFreePort();
    if (!usedPorts.has(port)) {
      usedPorts.add(port);
      return port;
    }
  }
}

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** One data set (temp DATA_DIR, and a fresh PostgreSQL database when asked) that servers can be started on, one after another. */
export async function makeDataSet(dialect: 'sqlite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oasis-reliability-'));
  let databaseUrl: string | null = null;
  let dbName: string | null = null;
  if (dialect === 'postgres') {
    dbName = `oasis_rel_${crypto.randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL! });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(PG_URL!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  return {
    dialect,
    dataDir,
    databaseUrl,
    /** e-mail -> number of stored enquiries, read straight from the database. */
    async enquiryCounts(table: 'enquiries' | 'mortgage_enquiries' = 'enquiries'): Promise<Map<string, number>> {
      const rows: Array<{ email: string; n: number | string }> = [];
      if (databaseUrl) {
        const c = new pg.Client({ connectionString: databaseUrl });
        await c.connect();
        rows.push(...(await c.query(`select email, count(*) as n from ${table} group by email`)).rows);
        await c.end();
      } else {
        const db = new Database(path.join(dataDir, 'oasis.sqlite'), { readonly: true });
        rows.push(...(db.prepare(`select email, count(*) as n from ${table} group by email`).all() as typeof rows));
        db.close();
      }
      return new Map(rows.map((r) => [r.email, Number(r.n)]));
    },
    async destroy() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (dbName) {
        const c = new pg.Client({ connectionString: PG_URL! });
        await c.connect();
        await c.query(`drop database if exists ${dbName} with (force)`);
        await c.end();
      }
    },
  };
}
export type DataSet = Awaited<ReturnType<typeof makeDataSet>>;

export interface RunningServer {
  child: ChildProcess;
  origin: string;
  /** Milliseconds from spawn to the first answered request. */
  startMs: number;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** What `npm start` runs: the server bundled by `npm run build` (global-setup.ts brings it up to date first), heap capped. */
export const SERVER_ARGV = ['--max-old-space-size=128', 'dist/server-app/index.js'];

/** Starts the production entry (`node --max-old-space-size=128 dist/server-app/index.js`) on the data set and waits until it answers. */
export async function startServer(data: DataSet, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  // A fixed PORT (the Varnish test restarts instances where its VCL points) or a free one.
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, SERVER_ARGV, {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data.dataDir,
      DATABASE_URL: data.databaseUrl ?? '',
      ENQUIRY_RATE_LIMIT: '0',
      RENDER_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
      SEED: '0',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const origin = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`The server exited before answering:\n${out}`);
    try {
      const res = await fetch(`${origin}/sanctum/csrf-cookie`);
      if (res.status === 204) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
    if (performance.now() - started > 60_000) throw new Error(`The server did not answer within 60 s:\n${out}`);
  }
  return { child, origin, startMs: performance.now() - started, output: () => out, exited };
}

export type Outcome = { email: string; status: number | null; error: string | null; ms: number };

/** A visitor's browser: fetches the CSRF cookie once, then posts enquiries with it. */
export async function enquiryClient(origin: string) {
  const res = await fetch(`${origin}/sanctum/csrf-cookie`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('no XSRF-TOKEN cookie');
  return (email: string) => postEnquiry(origin, { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': decodeURIComponent(token) }, email);
}

/** One enquiry POST with the headers given, timed; a network failure is an outcome too (status null). */
export async function postEnquiry(origin: string, headers: Record<string, string>, email: string, name = 'Load Tester'): Promise<Outcome> {
  const t0 = performance.now();
  try {
    const r = await fetch(`${origin}/api/sendEnquiry`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name, email, phone: '+971 50 000 0000', budget: '1500000', investmentTimeline: 'Within 3 months' }),
    });
    await r.arrayBuffer();
    return { email, status: r.status, error: null, ms: performance.now() - t0 };
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    return { email, status: null, error: cause?.code ?? cause?.message ?? String(err), ms: performance.now() - t0 };
  }
}

/**
 * `clients` concurrent visitors send enquiries with unique e-mails until `total` are sent or `stop()` says so.
 * Each visitor waits for its answer before sending the next, like a person.
 */
export async function enquiryLoad(origin: string, opts: { clients: number; total: number; prefix: string; stop?: () => boolean; onOutcome?: (o: Outcome) => void }) {
  const outcomes: Outcome[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.clients }, async () => {
      let send: Awaited<ReturnType<typeof enquiryClient>>;
      try {
        send = await enquiryClient(origin);
      } catch (err) {
        // The server went away (crash and shutdown tests) before this visitor loaded the page: no enquiry was sent.
        if (opts.stop) return;
        throw err;
      }
      while (next < opts.total && !opts.stop?.()) {
        const email = `${opts.prefix}-${next++}@load.test`;
        const o = await send(email);
        outcomes.push(o);
        opts.onOutcome?.(o);
      }
    }),
  );
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

/** Figures measured by the suite, appended for docs/RELIABILITY.md. */
export function recordFigure(name: string, value: Record<string, unknown>) {
  const file = path.resolve(process.env.RELIABILITY_RESULTS || path.join(os.tmpdir(), 'oasis-reliability-results.jsonl'));
  fs.appendFileSync(file, JSON.stringify({ at: new Date().toISOString(), name, ...value }) + '\n');
  console.log(`[reliability] ${name}: ${JSON.stringify(value)}`);
}

/** Stops a server a test started (if it still runs) and waits for it to exit. */
export async function stopServer(server: RunningServer | undefined): Promise<void> {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

/** Signs a staff member in through the public login (CSRF cookie first) and returns their bearer header. */
export async function bearerFor(origin: string, who: { email: string; password: string }): Promise<{ authorization: string }> {
  const cookie = await fetch(`${origin}/sanctum/csrf-cookie`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie.headers.get('set-cookie') ?? '')![1];
  const headers = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': decodeURIComponent(xsrf) };
  const signIn = await fetch(`${origin}/api/login`, { method: 'POST', headers, body: JSON.stringify(who) });
  if (signIn.status !== 200) throw new Error(`sign-in as ${who.email} answered ${signIn.status}`);
  return { authorization: `Bearer ${((await signIn.json()) as { data: { user: { token: string } } }).data.user.token}` };
}
