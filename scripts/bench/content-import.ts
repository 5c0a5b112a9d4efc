// npm run bench:content-import [-- --rows=5000] [--skip=sqlite|pg]
// Issue 31's import check: a production server (128 MB heap) checks (dry run) and applies a CSV of N new
// projects through the back-office upload, then exports them (CSV) and imports the export again (a round trip:
// every row unchanged). Reports seconds, rows per second and the server's peak RSS per step, on SQLite and
// PostgreSQL. Figures go to docs/BENCHMARKS.md by hand (section "Content import").
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { memory, startApp, type Child } from './processes';
import { scratchDatabase } from './scratch-db';

const args = process.argv.slice(2);
const arg = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const ROWS = Number(arg('rows') ?? 5000);
const skip = new Set((arg('skip') ?? '').split(','));
const PG_URL = process.env.BENCH_PG_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const OWNER = { email: 'bench-owner@bench.test', password: 'Bench-owner-pass-2026!' };

function request(url: string, opts: http.RequestOptions, body?: string | Buffer): Promise<{ status: number; body: Buffer; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, opts, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
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
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.body.toString().slice(0, 200)}`);
  return JSON.parse(res.body.toString()).data.user.token as string;
}

/** N new off-plan projects, plausible Dubai figures, a paragraph of description each. */
function projectsCsv(rows: number): Buffer {
  const lines = ['Title,Status,Starting price (AED),Bedrooms from,Bedrooms to,Handover year,Handover quarter,Description (HTML),Published'];
  for (let i = 1; i <= rows; i++) {
    lines.push(`Bench Residences ${i},off_plan,${1_200_000 + (i % 40) * 50_000},${i % 3},${(i % 3) + 2},${2027 + (i % 3)},${(i % 4) + 1},"<p>Waterfront apartments with a 60/40 payment plan, tower ${i}.</p>",${i % 2 ? 'yes' : 'no'}`);
  }
  return Buffer.from(lines.join('\r\n') + '\r\n');
}

async function step(app: Child, label: string, work: () => Promise<{ status: number; body: Buffer }>) {
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, memory(app.pid)?.rssMiB ?? 0)), 50);
  const before = memory(app.pid)?.rssMiB ?? 0;
  const started = performance.now();
  const res = await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (res.status !== 200) throw new Error(`${label} answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
  return { step: label, seconds: Math.round(seconds * 10) / 10, rowsPerSecond: Math.round(ROWS / seconds), rssBeforeMiB: Math.round(before), rssPeakMiB: Math.round(Math.max(peak, before)), body: res.body };
}

const upload = (base: string, token: string, mode: string, file: Buffer, name: string) => {
  const boundary = `----bench${crypto.randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return request(`${base}/api/projects/import?mode=${mode}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': payload.length } }, payload);
};

async function run(label: string, databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oasis-bench-import-'));
  let app: Child | null = null;
  try {
    app = await startApp({ dataDir, databaseUrl, env: { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, SEED: '0' } });
    const token = await signIn(app.url);
    const csv = projectsCsv(ROWS);
    const results = [];
    const dry = await step(app, 'dry run (new rows)', () => upload(app!.url, token, 'dry-run', csv, 'projects.csv'));
    results.push({ ...dry, report: JSON.parse(dry.body.toString()) });
    const apply = await step(app, 'apply (create)', () => upload(app!.url, token, 'apply', csv, 'projects.csv'));
    results.push({ ...apply, report: JSON.parse(apply.body.toString()) });
    const exported = await step(app, 'export CSV', () => request(`${app!.url}/api/projects/export?format=csv`, { headers: { authorization: `Bearer ${token}` } }));
    results.push({ ...exported, report: { bytes: exported.body.length } });
    const round = await step(app, 'import the export (apply)', () => upload(app!.url, token, 'apply', exported.body, 'export.csv'));
    results.push({ ...round, report: JSON.parse(round.body.toString()) });
    for (const r of results) {
      const { body: _b, report, ...rest } = r;
      const counts = 'total' in report ? { total: report.total, create: report.create, update: report.update, unchanged: report.unchanged, error: report.error } : report;
      console.log(JSON.stringify({ database: label, rows: ROWS, ...rest, ...counts }));
    }
  } finally {
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const pgDatabase = () => scratchDatabase(PG_URL, 'oasis_bench_import');

if (!skip.has('sqlite')) await run('SQLite');
if (!skip.has('pg')) {
  const db = await pgDatabase();
  try {
    await run('PostgreSQL', db.url);
  } finally {
    await db.drop();
  }
}
