// npm run bench:lighthouse -- [--only=ru-,ar-] [--runs=3] [--url=http://127.0.0.1:3000]: Lighthouse first visits of some
// page types only (the same pages and method as `npm run bench`), for a quick look at one journey (issue 39: ru and ar).
import { auditPages, chromiumMissing, lighthousePageTypes } from './lighthouse';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const origin = arg('url') ?? 'http://127.0.0.1:3000';
const only = (arg('only') ?? '').split(',').filter(Boolean);
const runs = Number(arg('runs') ?? 3);

const missing = chromiumMissing();
if (missing) throw new Error(missing);
const pages = (await lighthousePageTypes(origin, '/project?q=marina&page=2')).filter((p) => !only.length || only.some((o) => p.key.startsWith(o)));
for (const f of await auditPages(origin, pages, runs))
  console.log(`${f.label.padEnd(34)} perf ${f.performance} (runs ${(f.performanceRuns ?? []).join('/')}), a11y ${f.accessibility}, LCP ${Math.round(f.lcpMs)} ms, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)}, JS ${f.jsKiB.toFixed(0)} KiB, CPU benchmark index ${f.benchmarkIndex ?? 'n/a'} / ${f.cpuSlowdown ?? 4}x (a busy machine scores lower: compare runs made back to back)`);
