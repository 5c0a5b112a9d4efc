// npm run bench:market [-- --lines=1000000] [--skip=sqlite|pg|parse]
// Issue 25's scale check: a production server imports a generated DLD transactions file of N lines through the
// back-office upload (the server streams it into the database), while a visitor keeps loading public pages.
// Reports the import rate, the server's peak RSS and the pages' latency (p50/p99) during the import, on SQLite
// and on PostgreSQL. Figures go to docs/BENCHMARKS.md by hand (section "Market data import").
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse';
import { demoTransactionLines } from '../../server/market/demo';
import { memory, startApp, type Child } from './processes';
import { scratchDatabase } from './scratch-db';

const args = process.argv.slice(2);
const arg = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const LINES = Number(arg('lines') ?? 1_000_000);
const skip = new Set((arg('skip') ?? '').split(','));
const PG_URL = process.env.BENCH_PG_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const OWNER = { email: 'bench-owner@bench.test', password: 'Bench-owner-pass-2026!' };

/** The demo sample's transactions, repeated with new ids until the file has `lines` data lines. */
async function generate(file: string, lines: number): Promise<number> {
  const out = fs.createWriteStream(file);
  const write = (s: string) => (out.write(s) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r())));
  let n = 0;
  for (let round = 0; n < lines; round++) {
    let header = true;
    for (const line of demoTransactionLines()) {
      if (header) {
        header = false;
        if (round === 0) await write(line);
        continue;
      }
      await write(`R${round}-${line}`);
      if (++n >= lines) break;
    }
  }
  await new Promise((r) => out.end(r));
  return fs.statSync(file).size;
}

function request(url: string, opts: http.RequestOptions, body?: string): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, opts, (res) => {
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

async function signIn(base: string): Promise<string> {
  const csrf = await request(`${base}/sanctum/csrf-cookie`, {});
  const cookie = String(csrf.headers['set-cookie']?.find((c) => c.startsWith('XSRF-TOKEN=')) ?? '').split(';')[0];
  const token = decodeURIComponent(cookie.split('=')[1] ?? '');
  const res = await request(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': token } }, JSON.stringify(OWNER));
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.body.slice(0, 200)}`);
  return JSON.parse(res.body).data.user.token as string;
}

/** Streams the file as multipart/form-data, as the back-office does. */
function upload(base: string, token: string, file: string, sent: () => void): Promise<{ status: number; body: string }> {
  const boundary = `----bench${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dld_transactions-open.csv"\r\nContent-Type: text/csv\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/api/market/imports?kind=transactions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + fs.statSync(file).size + tail.length },
    }, (res) => {
      let data = '';
      res.on('data', (c) => (data += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
    });
    req.on('error', reject);
    req.write(head);
    const stream = fs.createReadStream(file);
    stream.on('end', () => {
      req.end(tail);
      sent();
    });
    stream.pipe(req, { end: false });
  });
}

/** For reference: csv-parse alone over the file (the import's parser options), no database, in this process. */
async function parseOnly(file: string): Promise<{ lines: number; linesPerSecond: number; load: number }> {
  const started = performance.now();
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true, max_record_size: 8 * 1024 * 1024, skip_records_with_error: true });
  fs.createReadStream(file, { highWaterMark: 256 * 1024 }).pipe(parser);
  let lines = -1;
  for await (const _ of parser) lines++;
  return { lines, linesPerSecond: Math.round(lines / ((performance.now() - started) / 1000)), load: loadAverage() };
}

const loadAverage = () => Math.round(os.loadavg()[0] * 10) / 10;

const pct = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** One visitor loading public pages one after another while `running()`; latencies in ms. */
async function visitor(base: string, running: () => boolean): Promise<{ n: number; p50: number; p99: number; max: number; errors: number }> {
  const paths = ['/area/dubai-marina', '/market', '/project/marina-vista-residences', '/api/market/areas/dubai-marina', '/'];
  const times: number[] = [];
  let errors = 0;
  for (let i = 0; running(); i++) {
    const t = performance.now();
    const res = await request(`${base}${paths[i % paths.length]}`, { headers: { 'accept-encoding': 'br' } }).catch(() => ({ status: 0 }));
    times.push(performance.now() - t);
    if (res.status !== 200) errors++;
    await new Promise((r) => setTimeout(r, 25));
  }
  times.sort((a, b) => a - b);
  return { n: times.length, p50: pct(times, 0.5), p99: pct(times, 0.99), max: times.at(-1) ?? NaN, errors };
}

async function run(label: string, file: string, databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oasis-bench-market-'));
  let app: Child | null = null;
  try {
    app = await startApp({ dataDir, databaseUrl, env: { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, MARKET_POLL_MS: '5000' } });
    const token = await signIn(app.url);
    // Warm the pages (render cache) before the import starts.
    for (const p of ['/area/dubai-marina', '/market', '/project/marina-vista-residences', '/']) await request(`${app.url}${p}`, {});
    const rssBefore = memory(app.pid)?.rssMiB ?? 0;
    let peak = 0;
    // The server reads the upload only as fast as it imports (backpressure): after the last byte is sent, what
    // remains is the last batches and the figures' recompute.
    let peakWhileUploading = 0;
    let uploading = true;
    let uploadedAt = 0;
    let peakLoad = loadAverage();
    const loadBefore = peakLoad;
    const pid = app.pid;
    const sampler = setInterval(() => {
      const rss = memory(pid)?.rssMiB ?? 0;
      peak = Math.max(peak, rss);
      if (uploading) peakWhileUploading = Math.max(peakWhileUploading, rss);
      peakLoad = Math.max(peakLoad, loadAverage());
    }, 200);
    let importing = true;
    const started = performance.now();
    const pages = visitor(app.url, () => importing);
    const res = await upload(app.url, token, file, () => {
      uploading = false;
      uploadedAt = performance.now();
    });
    const seconds = (performance.now() - started) / 1000;
    importing = false;
    clearInterval(sampler);
    if (res.status !== 200) throw new Error(`import answered ${res.status}: ${res.body.slice(0, 300)}`);
    const report = JSON.parse(res.body);
    const f = report.files[0];
    const latency = await pages;
    const row = {
      database: label,
      lines: f.lines,
      added: f.added,
      importSeconds: f.seconds,
      totalSeconds: Math.round(seconds * 10) / 10,
      linesPerSecond: Math.round(f.lines / f.seconds),
      linesPerSecondWithFigures: Math.round(f.lines / seconds),
      rssBeforeMiB: Math.round(rssBefore),
      peakRssMiB: Math.round(peak),
      peakRssUploadingMiB: Math.round(peakWhileUploading),
      afterLastByteSeconds: Math.round((performance.now() - uploadedAt) / 100) / 10,
      hwmMiB: Math.round(memory(pid)?.hwmMiB ?? 0),
      pageRequests: latency.n,
      pageP50ms: Math.round(latency.p50),
      pageP99ms: Math.round(latency.p99),
      pageMaxMs: Math.round(latency.max),
      pageErrors: latency.errors,
      thread: report.thread,
      loadAverage: `${loadBefore}-${peakLoad}`,
    };
    console.log(JSON.stringify(row));
    return row;
  } finally {
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const pgDatabase = () => scratchDatabase(PG_URL, 'oasis_bench_market');

const file = path.join(os.tmpdir(), `dld-bench-${LINES}.csv`);
const bytes = await generate(file, LINES);
console.log(`Generated ${LINES.toLocaleString('en')} transaction lines (${(bytes / 1e6).toFixed(0)} MB) in ${file}`);
try {
  if (!skip.has('parse')) console.log(JSON.stringify({ parseOnly: await parseOnly(file) }));
  if (!skip.has('sqlite')) await run('SQLite', file);
  if (!skip.has('pg')) {
    const db = await pgDatabase();
    try {
      await run('PostgreSQL', file, db.url);
    } finally {
      await db.drop();
    }
  }
} finally {
  fs.rmSync(file, { force: true });
}
