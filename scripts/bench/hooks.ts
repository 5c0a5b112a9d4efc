// npm run bench:hooks [-- --requests=3000] [--runs=3] [--json=file]
// Issue 41: where each microsecond of a request goes. Builds the app in this process on a fresh SQLite database with
// the demo content, with the bench-only HookTimer (server/plugins/hook-timing.ts) wrapping every per-request hook
// and route handler, then sends anonymous requests through app.inject (no sockets: the figures are the app's own)
// for three answers: a project read (GET /api/projects/:id), a cached list (24 rows, filter + sort + range) and a
// cached page (/project/<slug>, Brotli). Reports per request: the total time, and each hook's and handler's time,
// median of the runs. Timings are wall time in one process: compare shares and before/after run back to back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { migrate, openDatabase } from '../../server/db/connect';
import { readDemoContent, seed } from '../../server/demo/seed';
import { HookTimer } from '../../server/plugins/hook-timing';

const args = process.argv.slice(2);
const arg = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const REQUESTS = Number(arg('requests') ?? 3000);
const RUNS = Number(arg('runs') ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  process.env.NODE_ENV = 'production';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oasis-bench-hooks-'));
  const config = loadConfig({ DATA_DIR: dataDir, ENQUIRY_RATE_LIMIT: '0', RENDER_RATE_LIMIT: '0', LOG_LEVEL: 'warn', MAX_EVENT_LOOP_DELAY_MS: '0' });
  const db = openDatabase(config);
  await migrate(db);
  await seed(db, readDemoContent());
  const timer = new HookTimer();
  const app = await buildApp({ config, db, logger: false, hookTimer: timer });
  await app.ready();
  try {
    const list = `/api/projects?filter=${encodeURIComponent(JSON.stringify({ status: 'off_plan' }))}&sort=${encodeURIComponent('["starting_price_aed","ASC"]')}&range=${encodeURIComponent('[0,23]')}`;
    const first = JSON.parse((await app.inject({ method: 'GET', url: list })).body) as Array<{ id: number; slug: string }>;
    if (!first.length) throw new Error('the demo content has no off-plan project');
    const scenarios = [
      { name: 'get one project (GET /api/projects/:id)', url: `/api/projects/${first[0].id}`, headers: { accept: 'application/json' } },
      { name: 'cached list (24 rows, filter+sort+range)', url: list, headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' } },
      { name: `cached page (/project/${first[0].slug}, br)`, url: `/project/${first[0].slug}`, headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } },
    ];
    const report: Array<{ scenario: string; totalUs: number; spans: Array<{ label: string; us: number }> }> = [];
    for (const s of scenarios) {
      const res = await app.inject({ method: 'GET', url: s.url, headers: s.headers });
      if (res.statusCode !== 200) throw new Error(`${s.url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      // Warm: caches filled, compressed copies made, the JIT settled.
      for (let i = 0; i < 500; i++) await app.inject({ method: 'GET', url: s.url, headers: s.headers });
      await new Promise((r) => setTimeout(r, 200));
      const totals: number[] = [];
      const perLabel = new Map<string, number[]>();
      for (let run = 0; run < RUNS; run++) {
        timer.reset();
        const started = process.hrtime.bigint();
        for (let i = 0; i < REQUESTS; i++) await app.inject({ method: 'GET', url: s.url, headers: s.headers });
        totals.push(Number(process.hrtime.bigint() - started) / 1000 / REQUESTS);
        for (const [label, span] of timer.spans) perLabel.set(label, [...(perLabel.get(label) ?? []), Number(span.ns) / 1000 / REQUESTS]);
      }
      const spans = [...perLabel].map(([label, us]) => ({ label, us: median(us) })).sort((a, b) => b.us - a.us);
      report.push({ scenario: s.name, totalUs: median(totals), spans });
    }
    for (const r of report) {
      console.log(`\n## ${r.scenario}: ${r.totalUs.toFixed(1)} µs per request through app.inject (median of ${RUNS} x ${REQUESTS})`);
      console.log('| hook or handler (where it is added) | µs per request | share |');
      console.log('| --- | ---: | ---: |');
      for (const s of r.spans) if (s.us >= 0.05) console.log(`| ${s.label} | ${s.us.toFixed(2)} | ${((100 * s.us) / r.totalUs).toFixed(1)}% |`);
    }
    const out = arg('json');
    if (out) fs.writeFileSync(out, JSON.stringify(report, null, 2));
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
