// npm run bench [-- --quick] [--write | --no-write] [--keep] [--skip=pages,lighthouse,writes,pg,exports,market,varnish] [--json=file]
//   --skip=pg: neither the API nor the writes on PostgreSQL.
//   [--update-baseline]: after a full run, make its figures the committed baseline (scripts/bench/baseline.json).
// Side-by-side benchmarks against a production build; see docs/BENCHMARKS.md and docs/decisions/006-benchmarks.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { generateDatasetInChild } from './generate';
import { memory, ROOT, startApp, startJsonServer, type Child } from './processes';
import { benchApi, benchPages, benchWrites, fetchJson, pageProblem } from './sections';
import { benchExport } from './export';
import { auditPages, chromiumMissing, lighthousePageTypes } from './lighthouse';
import { writeRun } from './report-doc';
import { fmt, renderText, type ApiFigures, type BenchResults, type LighthouseFigures, type PageFigures, type WriteFigures } from './report';
import { scratchDatabase } from './scratch-db';
import { baselineFromRun, findRegressions, regressionLines, runFigures, type Baseline } from './baseline';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const skip = new Set(args.filter((a) => a.startsWith('--skip=')).flatMap((a) => a.slice(7).split(',')));
const writeDocs = (!quick || args.includes('--write')) && !args.includes('--no-write');
// Each contender gets rounds x slice seconds per measurement, in alternating slices.
const timing = quick ? { slice: 2, rounds: 1 } : { slice: Number(process.env.BENCH_SLICE_SECONDS || 2), rounds: Number(process.env.BENCH_ROUNDS || 4) };
const seconds = timing.slice * timing.rounds;
const sizes = quick ? [5_000] : [5_000, 50_000];
// The API on PostgreSQL too (issue 41), both sizes: 50,000 projects add about 3-5 minutes (generation 175 s at load 13).
const pgSizes = sizes;
const PG_URL = process.env.BENCH_PG_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const mb = (mib: number) => (mib * 1024 * 1024) / 1e6;
const BASELINE_FILE = path.join(ROOT, 'scripts/bench/baseline.json');

function readBaseline(): Baseline | null {
  return fs.existsSync(BASELINE_FILE) ? (JSON.parse(fs.readFileSync(BASELINE_FILE, 'utf8')) as Baseline) : null;
}

function machine() {
  const cpus = os.cpus();
  return { cpu: cpus[0]?.model.trim() ?? 'unknown', cores: cpus.length, memoryGiB: os.totalmem() / 1024 ** 3, node: process.version, os: `${os.type()} ${os.release()}` };
}

/** Builds once when dist/ is missing; a failed build still lets the API part run (pages are then skipped). */
function ensureBuild(notes: string[]) {
  const needed = ['dist/client/.vite/manifest.json', 'dist/server/entry-server.js', 'dist/server-app/index.js'];
  if (needed.every((f) => fs.existsSync(path.join(ROOT, f)))) return;
  console.log('No production build in dist/: running npm run build first...');
  try {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  } catch {
    notes.push('npm run build failed: pages and Lighthouse could not be measured on a production build.');
  }
}

const pgDatabase = () => scratchDatabase(PG_URL, 'oasis_bench');

/** The pages to measure, found through the public API so the bench follows whatever content is there. */
async function pageList(app: Child) {
  const projects = await fetchJson<{ slug: string }[]>(`${app.url}/api/projects?range=${encodeURIComponent('[0,0]')}&sort=${encodeURIComponent('["id","ASC"]')}`);
  const listPath = process.env.BENCH_PROJECT_LIST_PATH || '/project?q=marina&page=2';
  const pages = [
    { label: 'Home', path: '/' },
    { label: 'Projects, filtered', path: listPath },
    ...(projects[0] ? [{ label: 'Project', path: `/project/${projects[0].slug}` }] : []),
  ];
  // Lighthouse: one page of every type (issues 11 and 41), first visits (scripts/bench/lighthouse.ts).
  return { pages, lighthouse: await lighthousePageTypes(app.url, listPath) };
}

/** The build the server loaded; another process rebuilding dist/ mid-run would leave pages pointing at deleted assets. */
function buildStamp(): string {
  try {
    return fs.readFileSync(path.join(ROOT, 'dist/client/.vite/manifest.json'), 'utf8');
  } catch {
    return '';
  }
}

async function main() {
  const started = Date.now();
  const results: BenchResults = {
    date: new Date().toISOString(),
    quick,
    machine: machine(),
    settings: [
      `autocannon, 10 connections, ${seconds} s per measurement after a 1 s warm-up, taken as ${timing.rounds} slice(s) of ${timing.slice} s alternating with the anchor it is compared with (a shared machine's background load then falls on both); load generator and servers share the same ${os.cpus().length} cores.`,
      'Oasis: `node --max-old-space-size=128 dist/server-app/index.js` (the bundled server, as `npm start` runs it) with NODE_ENV=production, the production client and SSR build, LOG_LEVEL=warn, ENQUIRY_RATE_LIMIT=0, RENDER_RATE_LIMIT=0.',
      'json-server 0.17.4 CLI (--quiet) over a db.json holding exactly the project records the Oasis API returns.',
      'API on SQLite (a fresh DATA_DIR), then on PostgreSQL (a scratch database, dropped after) holding the same records with the same ids; json-server over the same records each time.',
      'API list: `filter={"status":"off_plan","starting_price_aed_lte":3000000}`, `sort=["starting_price_aed","ASC"]`, `range=[0,23]` (anonymous: published rows only) vs `?status=off_plan&starting_price_aed_lte=3000000&_sort=starting_price_aed&_order=asc&_start=0&_end=24`; get-one: a random id per request.',
    ],
    api: { skipped: 'not run' },
    pages: { skipped: 'not run' },
    writes: { skipped: 'not run' },
    lighthouse: { skipped: 'not run' },
    memory: null,
    notes: [],
  };
  ensureBuild(results.notes);
  const build = buildStamp();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oasis-bench-'));
  const children: Child[] = [];
  const stopAll = async () => {
    for (const c of children.splice(0)) await c.stop();
  };
  process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

  const api: ApiFigures[] = [];
  let idle: number | null = null;
  let underLoad = 0;
  let peak = 0;
  const phases = new Map<string, number>();
  const track = (app: Child, phase: string, figures: { peakRssMiB?: number | null }[]) => {
    for (const f of figures) {
      underLoad = Math.max(underLoad, f.peakRssMiB ?? 0);
      phases.set(phase, Math.max(phases.get(phase) ?? 0, f.peakRssMiB ?? 0));
    }
    const m = memory(app.pid);
    if (m) peak = Math.max(peak, m.hwmMiB);
  };

  const generated: string[] = [];
  const sqliteIds = new Map<number, number[]>();
  /** The API on a scratch PostgreSQL database holding the same records as SQLite's run; the reason when it cannot run. */
  const benchApiOnPostgres = async (size: number): Promise<string | null> => {
    let db: Awaited<ReturnType<typeof pgDatabase>>;
    try {
      db = await pgDatabase();
    } catch (err) {
      return `${(err as Error).message.split('\n')[0]} (${PG_URL.replace(/:[^:@/]*@/, ':***@')})`;
    }
    try {
      console.log(`\n${size.toLocaleString('en')} projects on PostgreSQL: generating...`);
      const generating = Date.now();
      const data = await generateDatasetInChild(path.join(workDir, `data-pg-${size}`), size, db.url);
      generated.push(`${fmt(size)} projects on PostgreSQL in ${Math.round((Date.now() - generating) / 1000)} s`);
      const ids = sqliteIds.get(size);
      if (ids && JSON.stringify(ids) !== JSON.stringify(data.ids))
        results.notes.push(`At ${fmt(size)} projects PostgreSQL holds other records than SQLite (${data.ids.length} vs ${ids.length} visible ids, or other ids).`);
      // SEED=0: the generator seeded it; the demo market sample the app would load at start (30,052 lines, 2.5 min
      // on PostgreSQL on a busy machine) is not read by the API measured here.
      const app = await startApp({ dataDir: data.dataDir, databaseUrl: db.url, env: { SEED: '0' } });
      children.push(app);
      const js = await startJsonServer(data.jsonFile);
      children.push(js);
      const figures = await benchApi(app, js, data, 'postgres', timing, results.notes, workDir);
      api.push(...figures);
      track(app, `API, ${size.toLocaleString('en')} projects, PostgreSQL`, figures.map((f) => f.ours));
      return null;
    } catch (err) {
      return (err as Error).message.split('\n')[0];
    } finally {
      await stopAll();
      await db.drop();
    }
  };

  try {
    for (const size of sizes) {
      console.log(`\n${size.toLocaleString('en')} projects: generating...`);
      const generating = Date.now();
      const data = await generateDatasetInChild(path.join(workDir, `data-${size}`), size);
      generated.push(`${fmt(size)} projects on SQLite in ${Math.round((Date.now() - generating) / 1000)} s`);
      sqliteIds.set(size, data.ids);
      const app = await startApp({ dataDir: data.dataDir });
      children.push(app);
      if (idle === null) {
        // Idle: after start-up and one request of each kind, with nothing in flight.
        await fetchJson(`${app.url}/api/projects?range=${encodeURIComponent('[0,0]')}`);
        idle = memory(app.pid)?.rssMiB ?? null;
      }
      const js = await startJsonServer(data.jsonFile);
      children.push(js);
      const figures = await benchApi(app, js, data, 'sqlite', timing, results.notes, workDir);
      api.push(...figures);
      track(app, `API, ${size.toLocaleString('en')} projects`, figures.map((f) => f.ours));
      await js.stop();
      children.splice(children.indexOf(js), 1);

      if (size === sizes[0]) {
        const { pages, lighthouse } = await pageList(app);
        const problem = await pageProblem(app.url, '/');
        if (skip.has('pages')) results.pages = { skipped: 'skipped by --skip=pages' };
        else if (problem) results.pages = { skipped: `the site does not render yet (${problem})` };
        else {
          console.log('\nPages: cached vs bare node:http vs cold render...');
          // Cold renders on a second server over the same data, with the render cache off.
          const coldApp = await startApp({ dataDir: data.dataDir, env: { RENDER_CACHE: 'off' } });
          children.push(coldApp);
          const figs: PageFigures[] = await benchPages(app, coldApp, pages, timing, workDir);
          results.pages = { figures: figs };
          track(app, 'cached pages', figs.map((f) => f.ours));
          track(coldApp, 'cold renders', figs.flatMap((f) => (f.cold ? [f.cold] : [])));
          await coldApp.stop();
          children.splice(children.indexOf(coldApp), 1);
        }
        const missing = chromiumMissing();
        if (skip.has('lighthouse')) results.lighthouse = { skipped: 'skipped by --skip=lighthouse' };
        else if (problem) results.lighthouse = { skipped: `the site does not render yet (${problem})` };
        else if (missing) results.lighthouse = { skipped: missing };
        else {
          console.log('\nLighthouse...');
          try {
            const figs: LighthouseFigures[] = await auditPages(app.url, quick ? lighthouse.slice(0, 1) : lighthouse, quick ? 1 : 3);
            results.lighthouse = { figures: figs };
          } catch (err) {
            results.lighthouse = { skipped: `Lighthouse failed: ${(err as Error).message.split('\n')[0]}` };
          }
        }
        if (buildStamp() !== build) {
          // Lighthouse then loaded pages whose scripts no longer exist (404s): its scores would flatter the site.
          // The HTML figures stand: the server answers from the build it loaded at start.
          const why = 'dist/ was rebuilt by another process during the run, so the audited pages referenced deleted scripts; run the bench again';
          if (results.lighthouse.figures) results.lighthouse = { skipped: why };
        }
        if (skip.has('writes')) results.writes = { skipped: 'skipped by --skip=writes' };
        else {
          console.log('\nWrites on SQLite...');
          const sqlite = await benchWrites(app, seconds);
          track(app, 'enquiry writes (SQLite)', [sqlite]);
          results.writes = { figures: [{ dialect: 'sqlite', result: sqlite }] };
        }
      }
      await app.stop();
      children.splice(children.indexOf(app), 1);
    }
    if (skip.has('pg')) results.apiNotMeasured = { postgres: 'skipped by --skip=pg' };
    else
      for (const size of pgSizes) {
        const why = await benchApiOnPostgres(size);
        if (why) {
          results.apiNotMeasured = { postgres: why };
          results.notes.push(`PostgreSQL API figures not measured: ${why}`);
          break;
        }
      }
    results.notes.push(`Data sets generated: ${generated.join(', ')}.`);
    results.api = { figures: api };
    results.memory =
      idle === null ? null : { idleMB: mb(idle), underLoadMB: mb(underLoad), peakMB: mb(peak), byPhase: [...phases].map(([phase, mib]) => ({ phase, mb: mb(mib) })) };

    const writes: WriteFigures[] = results.writes.figures ?? [];
    if (skip.has('pg') || skip.has('writes')) results.notes.push('PostgreSQL writes skipped (--skip).');
    else {
      console.log('\nWrites on PostgreSQL...');
      let db: Awaited<ReturnType<typeof pgDatabase>> | null = null;
      try {
        db = await pgDatabase();
        const app = await startApp({ dataDir: path.join(workDir, 'data-pg'), databaseUrl: db.url });
        children.push(app);
        const result = await benchWrites(app, seconds);
        writes.push({ dialect: 'postgres', result });
        await stopAll();
      } catch (err) {
        results.notes.push(`PostgreSQL writes not measured: ${(err as Error).message.split('\n')[0]} (${PG_URL.replace(/:[^:@/]*@/, ':***@')}).`);
      } finally {
        await stopAll();
        await db?.drop();
      }
    }
    if (writes.length) results.writes = { figures: writes };

    // Issue 23: the lead export of 100,000 maximum-size enquiries (--quick: 10,000), RSS and time per format.
    if (skip.has('exports')) results.exports = { skipped: 'skipped by --skip=exports' };
    else {
      console.log('\nLead export...');
      try {
        results.exports = { figures: [await benchExport(quick ? 10_000 : 100_000, { workDir })] };
      } catch (err) {
        results.exports = { skipped: `the export could not be measured: ${(err as Error).message.split('\n')[0]}` };
      }
    }
  } finally {
    await stopAll();
    if (!args.includes('--keep')) fs.rmSync(workDir, { recursive: true, force: true });
  }

  // Market evidence (issue 25): the DLD import at scale is its own part (scripts/bench/market.ts, also
  // `npm run bench:market`); it prints its figures, which docs/BENCHMARKS.md "Market data import" records.
  if (!skip.has('market')) {
    try {
      execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/bench/market.ts'), `--lines=${quick ? 100_000 : 1_000_000}`, ...(skip.has('pg') ? ['--skip=pg'] : [])], { cwd: ROOT, stdio: 'inherit' });
    } catch (err) {
      results.notes.push(`Market data import not measured: ${(err as Error).message.split('\n')[0]}`);
    }
  }
  // The HTTP cache (issue 32): pages through Varnish vs direct, its own part (scripts/bench/varnish.ts, also
  // `npm run bench:varnish`), written to docs/BENCHMARKS.md "Pages through Varnish" when the report is written.
  if (!skip.has('varnish')) {
    try {
      execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/bench/varnish.ts'), ...(quick ? ['--quick'] : []), ...(writeDocs ? ['--write'] : [])], { cwd: ROOT, stdio: 'inherit' });
    } catch (err) {
      results.notes.push(`Pages through Varnish not measured: ${(err as Error).message.split('\n')[0]}`);
    }
  }
  // Issue 41: a figure 10 % worse than the committed baseline is the first thing the report says.
  const baseline = readBaseline();
  const regressions = baseline ? findRegressions(runFigures(results), baseline) : [];
  const lead = regressionLines(regressions, baseline);
  console.log(renderText(results, lead));
  results.notes.push(`The whole run took ${Math.round((Date.now() - started) / 1000)} s.`);
  const json = args.find((a) => a.startsWith('--json='))?.slice(7) ?? path.join(os.tmpdir(), 'oasis-bench-last.json');
  fs.writeFileSync(json, JSON.stringify({ ...results, regressions }, null, 2));
  if (args.includes('--update-baseline')) {
    if (quick) console.log('\n--update-baseline ignored: a --quick run measures a reduced set.');
    else {
      fs.writeFileSync(BASELINE_FILE, JSON.stringify(baselineFromRun(results), null, 2) + '\n');
      console.log(`\nWrote ${path.relative(ROOT, BASELINE_FILE)} from this run.`);
    }
  }
  if (writeDocs) {
    const file = path.join(ROOT, 'docs/BENCHMARKS.md');
    const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    fs.writeFileSync(file, writeRun(existing, results, lead));
    console.log(`\nWrote docs/BENCHMARKS.md (raw figures: ${json}) in ${Math.round((Date.now() - started) / 1000)} s.`);
  } else console.log(`\n--quick: docs/BENCHMARKS.md left as it was (add --write to update it); raw figures: ${json}. ${Math.round((Date.now() - started) / 1000)} s.`);
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
