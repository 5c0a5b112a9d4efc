// npx tsx scripts/bench/lighthouse-pages.ts [--runs=3] [--only=home,project] [--url=http://127.0.0.1:3250]
// Lighthouse mobile on one page of every type, first visits (no stored consent: the banner shows), median of N runs,
// with what weighs on Total Blocking Time.
// Without --url it generates a small data set, starts the production server on a free port and stops it after.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { firstVisitRuns, lighthousePageTypes } from './lighthouse';
import { generateDatasetInChild } from './generate';
import { startApp, type Child } from './processes';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=');
const runs = Number(arg('runs') ?? 3);
const only = arg('only')?.split(',');

type Items = { items?: Record<string, unknown>[] };
const items = (lhr: Result, id: string) => ((lhr.audits[id]?.details as Items | undefined)?.items ?? []) as Record<string, unknown>[];

async function main() {
  let app: Child | null = null;
  let origin = arg('url');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oasis-lh-'));
  if (!origin) {
    const data = await generateDatasetInChild(path.join(workDir, 'data'), Number(arg('projects') ?? 500));
    app = await startApp({ dataDir: data.dataDir });
    origin = app.url;
  }
  const rows: string[] = [];
  try {
    const pages = [...(await lighthousePageTypes(origin)), { key: 'contact', label: 'Contact', path: '/contact-us' }].filter((p) => !only || only.includes(p.key));
    for (const page of pages) {
      const results = await firstVisitRuns(origin + page.path, runs);
      const perf = results.map((r) => Math.round((r.categories.performance.score ?? 0) * 100));
      const lhr = (results.length > 1 ? computeMedianRun(results as never) : results[0]) as unknown as Result;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const num = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
      const js = items(lhr, 'network-requests').filter((i) => i.resourceType === 'Script');
      const jsKiB = js.reduce((n, i) => n + Number(i.transferSize ?? 0), 0) / 1024;
      const sorted = [...perf].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)];
      rows.push(
        `${page.key.padEnd(10)} perf ${median} [${perf.join(' ')}]  a11y ${score('accessibility')} bp ${score('best-practices')} seo ${score('seo')}  ` +
          `FCP ${num('first-contentful-paint')} LCP ${num('largest-contentful-paint')} TBT ${num('total-blocking-time')} CLS ${(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)} SI ${num('speed-index')}  JS ${jsKiB.toFixed(1)} KiB (${js.length} files)  bench ${Math.round(lhr.environment.benchmarkIndex)} / ${lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 4}x`,
      );
      console.log(rows.at(-1));
      if (process.env.LH_DETAIL) {
        console.log('   scripts:', js.map((i) => `${String(i.url).split('/').pop()} ${(Number(i.transferSize) / 1024).toFixed(1)}`).join(', '));
        for (const id of ['long-tasks', 'bootup-time', 'mainthread-work-breakdown']) {
          console.log(`   ${id}:`, items(lhr, id).slice(0, 6).map((i) => JSON.stringify(i).slice(0, 160)).join('\n      '));
        }
        const reflow = lhr.audits['forced-reflow-insight'] ?? lhr.audits['layout-thrashing'];
        if (reflow) console.log('   forced reflow:', JSON.stringify(reflow.details).slice(0, 1500));
        const lcp = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: unknown[] }[] } | undefined)?.items;
        if (lcp) console.log('   lcp element:', JSON.stringify(lcp[0]?.items?.[0]).slice(0, 400), '\n   lcp phases:', JSON.stringify(lcp[1]?.items));
        const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && !['informative', 'manual', 'notApplicable'].includes(a.scoreDisplayMode));
        console.log('   below 0.9:', failing.map((a) => a.id).join(', '));
      }
    }
  } finally {
    await app?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  console.log('\n' + rows.join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
