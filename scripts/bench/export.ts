// The lead export under the production heap limit: N enquiries with every visitor field at its maximum length,
// exported as CSV and XLSX by `node --max-old-space-size=128 dist/server-app/index.js`, timed, with the server's
// resident memory sampled from /proc. Part of `npm run bench` (--skip=exports leaves it out); alone:
//   npm run bench:export [-- --rows=100000] [--pg]
// tests/reliability/lead-export.test.ts runs the same fill and download and asserts on them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { memory } from './processes';
import { scratchDatabase } from './scratch-db';

/** The enquiry form's limits (src/schemas/enquiry.ts): every field a visitor sends, at its longest. */
export const MAX_LENGTHS = { name: 120, email: 254, phone: 25, budget: 15, investment_timeline: 120, source_path: 500, utm_source: 200, utm_medium: 200, utm_campaign: 200, referrer: 1000 } as const;

/** Text that compresses like prose (words of random letters), not like one repeated character. */
function filler(rand: () => number, length: number): string {
  let s = '';
  while (s.length < length) {
    const word = Math.floor(3 + rand() * 8);
    for (let i = 0; i < word; i++) s += String.fromCharCode(97 + Math.floor(rand() * 26));
    s += ' ';
  }
  return s.slice(0, length);
}

/** A deterministic generator, so every run exports the same bytes. */
function seeded(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

/** One enquiry row with every visitor field at its maximum length (row `i` keeps e-mail and phone unique). */
export function maxSizeLead(i: number, rand: () => number, now: string) {
  const tag = String(i);
  const local = `${tag}.${filler(rand, 64).replace(/ /g, 'x')}`.slice(0, 64);
  const domain = `${filler(rand, MAX_LENGTHS.email - 64 - 5).replace(/ /g, 'y')}.test`;
  return {
    name: `${tag} ${filler(rand, MAX_LENGTHS.name)}`.slice(0, MAX_LENGTHS.name),
    email: `${local}@${domain}`.slice(0, MAX_LENGTHS.email),
    phone: `+971 50 ${tag.padStart(7, '0')} ${'1'.repeat(MAX_LENGTHS.phone)}`.slice(0, MAX_LENGTHS.phone),
    budget: '9'.repeat(MAX_LENGTHS.budget),
    investment_timeline: filler(rand, MAX_LENGTHS.investment_timeline),
    source_path: `/${filler(rand, MAX_LENGTHS.source_path - 1).replace(/ /g, '-')}`,
    utm_source: filler(rand, MAX_LENGTHS.utm_source),
    utm_medium: filler(rand, MAX_LENGTHS.utm_medium),
    utm_campaign: filler(rand, MAX_LENGTHS.utm_campaign),
    referrer: `https://${filler(rand, MAX_LENGTHS.referrer - 8).replace(/ /g, '/')}`,
    status: 'new',
    created_at: now,
    updated_at: now,
  };
}

export interface ExportTarget {
  dataDir: string;
  /** PostgreSQL: the server's DATABASE_URL; unset: SQLite in dataDir. */
  databaseUrl?: string | null;
}

/**
 * Writes `rows` maximum-size enquiries straight into the server's database (after its migrations ran) and an
 * owner with a bearer token; returns the token's Authorization header.
 */
export async function fillLeads(target: ExportTarget, rows: number): Promise<{ authorization: string }> {
  const rand = seeded(20261125);
  const now = new Date().toISOString();
  const token = crypto.randomBytes(32).toString('hex');
  const hash = crypto.createHash('sha256').update(token).digest('hex');
  const expires = new Date(Date.now() + 24 * 3600_000).toISOString();
  const columns = Object.keys(maxSizeLead(0, seeded(1), now));
  const BATCH = 500;
  if (target.databaseUrl) {
    const c = new pg.Client({ connectionString: target.databaseUrl });
    await c.connect();
    try {
      const user = await c.query(`insert into users (email, first_name, last_name, role, active, created_at, updated_at) values ($1, 'Export', 'Owner', 'owner', 1, $2, $2) returning id`, [`export-${token.slice(0, 8)}@bench.test`, now]);
      await c.query('insert into api_tokens (user_id, token_hash, expires_at, created_at) values ($1, $2, $3, $4)', [user.rows[0].id, hash, expires, now]);
      for (let start = 0; start < rows; start += BATCH) {
        const n = Math.min(BATCH, rows - start);
        const values: unknown[] = [];
        const tuples: string[] = [];
        for (let k = 0; k < n; k++) {
          const row = maxSizeLead(start + k, rand, now) as Record<string, unknown>;
          tuples.push(`(${columns.map((_, j) => `$${values.length + j + 1}`).join(',')})`);
          values.push(...columns.map((col) => row[col]));
        }
        await c.query(`insert into enquiries (${columns.join(',')}) values ${tuples.join(',')}`, values);
      }
    } finally {
      await c.end();
    }
  } else {
    const db = new Database(path.join(target.dataDir, 'oasis.sqlite'));
    db.pragma('busy_timeout = 10000');
    try {
      const user = db
        .prepare(`insert into users (email, first_name, last_name, role, active, created_at, updated_at) values (?, 'Export', 'Owner', 'owner', 1, ?, ?)`)
        .run(`export-${token.slice(0, 8)}@bench.test`, now, now);
      db.prepare('insert into api_tokens (user_id, token_hash, expires_at, created_at) values (?, ?, ?, ?)').run(user.lastInsertRowid, hash, expires, now);
      const insert = db.prepare(`insert into enquiries (${columns.join(',')}) values (${columns.map((c) => `@${c}`).join(',')})`);
      const many = db.transaction((from: number, n: number) => {
        for (let k = 0; k < n; k++) insert.run(maxSizeLead(from + k, rand, now));
      });
      for (let start = 0; start < rows; start += BATCH) many(start, Math.min(BATCH, rows - start));
    } finally {
      db.close();
    }
  }
  return { authorization: `Bearer ${token}` };
}

/**
 * Waits until the server answers /readyz with 200 again: while fillLeads held SQLite's write lock, the server's
 * own queries (the outbox worker) waited on it, and its event-loop guard answers 503 until the delay has eased.
 */
export async function untilReady(origin: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await new Promise<number>((resolve) => http.get(`${origin}/readyz`, (res) => (res.resume(), resolve(res.statusCode ?? 0))).on('error', () => resolve(0)));
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${origin}/readyz still answers ${status}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

export interface ExportRun {
  format: 'csv' | 'xlsx';
  status: number;
  bytes: number;
  /** CSV: data lines (the header not counted); XLSX: not counted here. */
  lines: number | null;
  seconds: number;
  /** The server's resident memory: before the export, and the highest sampled every 50 ms during it. */
  rssBeforeMB: number | null;
  rssPeakMB: number | null;
}

/**
 * Downloads one export as a client would, sampling the server's RSS; `pauseMs` stops reading for that long once
 * a tenth of the bytes arrived (a slow client: the server must hold back, not buffer the rest).
 */
export async function downloadExport(origin: string, pid: number, headers: Record<string, string>, format: 'csv' | 'xlsx', opts: { saveTo?: string; pauseMs?: number; progress?: (bytes: number) => void } = {}): Promise<ExportRun> {
  const mb = (mib: number | undefined) => (mib == null ? null : (mib * 1024 * 1024) / 1e6);
  const rssBeforeMB = mb(memory(pid)?.rssMiB);
  let peak = rssBeforeMB ?? 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, mb(memory(pid)?.rssMiB) ?? 0);
  }, 50);
  const started = performance.now();
  try {
    // node:http, not fetch: the bench measures the server, and undici slows to a trickle after a paused read.
    const url = `${origin}/api/enquiries/export?format=${format}&sort=${encodeURIComponent('["id","ASC"]')}`;
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => http.get(url, { headers }, resolve).on('error', reject));
    const file = opts.saveTo ? fs.createWriteStream(opts.saveTo) : null;
    let bytes = 0;
    let lines = 0;
    let paused = !opts.pauseMs;
    const expected = Number(res.headers['x-export-rows'] ?? 0) * 2500;
    for await (const value of res as AsyncIterable<Buffer>) {
      bytes += value.byteLength;
      opts.progress?.(bytes);
      if (format === 'csv') for (const b of value) if (b === 10) lines++;
      if (file && !file.write(value)) await new Promise<void>((r) => file.once('drain', () => r()));
      if (!paused && bytes > expected / 10) {
        paused = true;
        await new Promise((r) => setTimeout(r, opts.pauseMs));
      }
    }
    if (file) await new Promise<void>((r) => file.end(() => r()));
    return { format, status: res.statusCode ?? 0, bytes, lines: format === 'csv' ? lines - 1 : null, seconds: (performance.now() - started) / 1000, rssBeforeMB, rssPeakMB: peak };
  } finally {
    clearInterval(sampler);
  }
}

export interface ExportFigures {
  dialect: 'sqlite' | 'postgres';
  rows: number;
  runs: ExportRun[];
}

/** The bench's part: a fresh server over `rows` maximum-size enquiries, one CSV and one XLSX export. */
export async function benchExport(rows: number, opts: { databaseUrl?: string | null; workDir?: string } = {}): Promise<ExportFigures> {
  const { startApp } = await import('./processes');
  const dataDir = fs.mkdtempSync(path.join(opts.workDir ?? os.tmpdir(), 'oasis-export-'));
  const app = await startApp({ dataDir, databaseUrl: opts.databaseUrl ?? undefined, env: { SEED: '0' } });
  try {
    console.log(`Export: writing ${rows.toLocaleString('en')} maximum-size enquiries...`);
    const auth = await fillLeads({ dataDir, databaseUrl: opts.databaseUrl }, rows);
    await untilReady(app.url);
    const runs: ExportRun[] = [];
    for (const format of ['csv', 'xlsx'] as const) {
      console.log(`Export: ${format}...`);
      runs.push(await downloadExport(app.url, app.pid, auth, format));
      await untilReady(app.url);
    }
    return { dialect: opts.databaseUrl ? 'postgres' : 'sqlite', rows, runs };
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The figures as a markdown table (docs/BENCHMARKS.md, "Lead export"). */
export function exportTable(figures: ExportFigures[]): string {
  const f1 = (n: number | null) => (n == null ? 'n/a' : n.toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 }));
  const lines = ['| Database | Rows | Format | Status | MB sent | Seconds | Rows/s | RSS before MB | RSS peak MB |', '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |'];
  for (const f of figures)
    for (const r of f.runs)
      lines.push(`| ${f.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} | ${f.rows.toLocaleString('en-US')} | ${r.format.toUpperCase()} | ${r.status} | ${f1(r.bytes / 1e6)} | ${f1(r.seconds)} | ${Math.round(f.rows / r.seconds).toLocaleString('en-US')} | ${f1(r.rssBeforeMB)} | ${f1(r.rssPeakMB)} |`);
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  const rows = Number(args.find((a) => a.startsWith('--rows='))?.slice(7) ?? 100_000);
  const pgUrl = args.includes('--pg') ? process.env.BENCH_PG_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test' : null;
  (async () => {
    const figures = [await benchExport(rows)];
    if (pgUrl) {
      const db = await scratchDatabase(pgUrl, 'oasis_export');
      try {
        figures.push(await benchExport(rows, { databaseUrl: db.url }));
      } finally {
        await db.drop();
      }
    }
    console.log(`\n${exportTable(figures)}`);
  })().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
