// npm run bench:varnish [-- --quick] [--write]   (also run by npm run bench unless --skip=varnish)
// Issue 32: public pages through Varnish (the shipped VCL, Debian's varnishd) against the same pages straight from the
// app (its own render cache warm): requests/s and latency, interleaved slices. --write puts the table in
// docs/BENCHMARKS.md between the bench-varnish markers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT, startApp } from './processes';
import { interleaved, warm, type LoadResult } from './load';
import { PAGE_HEADERS, fetchRaw } from './sections';
import { startVarnish, VARNISHD } from '../varnish';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const timing = quick ? { slice: 2, rounds: 1 } : { slice: Number(process.env.BENCH_SLICE_SECONDS || 2), rounds: Number(process.env.BENCH_ROUNDS || 4) };
const BEGIN = '<!-- bench-varnish:begin (written by npm run bench:varnish -- --write) -->';
const END = '<!-- bench-varnish:end -->';

async function main() {
  if (!VARNISHD) throw new Error('varnishd is not installed (apt-get install -y varnish varnish-modules)');
  if (!fs.existsSync(path.join(ROOT, 'dist/server-app/index.js'))) throw new Error('no production build: run npm run build first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oasis-bench-varnish-'));
  const app = await startApp({ dataDir, env: { SEED: '1' } });
  // A Varnish that does not start must not leave the app running (it did, after the empty purge-secret panic).
  const varnish = await startVarnish(await freePort(), [{ host: '127.0.0.1', port: Number(new URL(app.url).port) }]).catch(async (e: unknown) => {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw e;
  });
  const rows: Array<{ label: string; path: string; bytes: number; direct: LoadResult; varnish: LoadResult }> = [];
  try {
    const list = JSON.parse(String((await fetchRaw(`${app.url}/api/projects?range=${encodeURIComponent('[0,0]')}&sort=${encodeURIComponent('["id","ASC"]')}`)).body)) as Array<{ slug: string }>;
    const pages = [{ label: 'Home', path: '/' }, { label: 'Projects, filtered', path: '/project?q=marina&page=2' }, ...(list[0] ? [{ label: 'Project', path: `/project/${list[0].slug}` }] : [])];
    for (const p of pages) {
      const common = { seconds: timing.slice, headers: PAGE_HEADERS, next: () => ({ path: p.path }) };
      let bytes = 0;
      for (const base of [app.url, varnish.origin]) {
        const res = await fetchRaw(base + p.path, PAGE_HEADERS);
        if (res.status !== 200) throw new Error(`${base}${p.path} answered ${res.status}`);
        bytes = res.body.length;
      }
      await warm({ ...common, url: app.url });
      await warm({ ...common, url: varnish.origin });
      const [direct, cached] = await interleaved([{ ...common, url: app.url, cpuPid: app.pid }, { ...common, url: varnish.origin }], timing.rounds);
      for (const [who, r] of [['direct', direct], ['Varnish', cached]] as const) if (r.failures) throw new Error(`${who} ${p.path}: ${r.failures} failed requests`);
      console.log(`    ${p.path}: ${Math.round(direct.rps)} req/s direct, ${Math.round(cached.rps)} through Varnish`);
      rows.push({ label: p.label, path: p.path, bytes, direct, varnish: cached });
    }
  } finally {
    await varnish.stop();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const cpu = os.cpus();
  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu[0]?.model.trim() ?? 'unknown'} (${cpu.length} cores, shared), Node ${process.version}, varnishd 7.1 (Debian) with deploy/varnish/default.vcl, SQLite demo data; ${timing.rounds} x ${timing.slice} s slices each, 10 connections, \`accept-encoding: br, gzip\`.`,
    '',
    '| Page | Bytes (br) | Direct (app render cache) req/s | p50 / p99 ms | Through Varnish req/s | p50 / p99 ms | Varnish / direct |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.label} (\`${r.path}\`) | ${r.bytes} | ${Math.round(r.direct.rps)} | ${r.direct.p50} / ${r.direct.p99} | ${Math.round(r.varnish.rps)} | ${r.varnish.p50} / ${r.varnish.p99} | ${(r.varnish.rps / r.direct.rps).toFixed(1)}x |`),
  ].join('\n');
  console.log(table);
  if (args.includes('--write')) {
    const file = path.join(ROOT, 'docs/BENCHMARKS.md');
    const doc = fs.readFileSync(file, 'utf8');
    const section = `${BEGIN}\n${table}\n${END}`;
    const at = doc.indexOf(BEGIN.slice(0, 25));
    const end = doc.indexOf(END);
    fs.writeFileSync(file, at >= 0 && end > at ? doc.slice(0, at) + section + doc.slice(end + END.length) : `${doc.trimEnd()}\n\n## Pages through Varnish (issue 32)\n\n${section}\n`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
