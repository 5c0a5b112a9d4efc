import fs from 'node:fs';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from '@playwright/test';
import type { LighthouseFigures } from './report';
import { fetchJson } from './sections';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/**
 * Lighthouse slows the host's CPU by a fixed 4x, so the phone it emulates depends on the host: about 900 on a host
 * of benchmark index 3,700, about 300 on one of 1,200 (docs/BENCHMARKS.md, 2026-11-29). BENCH_PHONE_INDEX=N fixes the
 * phone instead: each page's browser first reads the host's index (Lighthouse's own benchmark, the median of
 * HOST_READINGS: a single reading ranged 1,050-1,750 on a quiet host), then its runs slow the CPU by host index / N
 * (Lighthouse's documentation calibrates 4x for a host of 1,500-2,000, so N = 440 is its own phone; DevTools calls
 * 1,000 a mid-tier phone, a Pixel 5). Unset: Lighthouse's 4x, as the committed baseline.
 */
export const PHONE_INDEX = Number(process.env.BENCH_PHONE_INDEX) || null;
export const DEFAULT_CPU_SLOWDOWN = 4;
const HOST_READINGS = 7;

/** The host's CPU benchmark index as Lighthouse measures it, in a page of the browser the runs use: the median of several readings. */
async function hostBenchmarkIndex(port: number): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
    const readings: number[] = [];
    for (let i = 0; i < HOST_READINGS; i++) readings.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    await page.close();
    return readings.sort((a, b) => a - b)[Math.floor(readings.length / 2)];
  } finally {
    await browser.close(); // a browser reached over CDP is only disconnected, not closed
  }
}

/** The slowdown that makes a host of `hostIndex` run like a phone of `phoneIndex` (at least 1: never faster than the host). */
export const cpuSlowdownFor = (hostIndex: number, phoneIndex: number): number => Math.max(1, Math.round((hostIndex / phoneIndex) * 100) / 100);

export function chromiumMissing(): string | null {
  return fs.existsSync(CHROMIUM)
    ? null
    : `no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`;
}

export interface LighthousePage {
  /** Short name for --only= (lighthouse-pages.ts). */
  key: string;
  label: string;
  path: string;
}

/**
 * One page of every type (issues 11 and 41), found through the public API so the audit follows whatever content is
 * there: the visitor's pages, the investor tools (calculator, market, shortlist, compare), Golden Visa, and the
 * Arabic (right to left) and Russian versions of the home and a project page.
 */
export async function lighthousePageTypes(
  origin: string,
  projectListPath = '/project?q=marina&page=2',
): Promise<LighthousePage[]> {
  const firstRows = async (resource: string, n: number) =>
    fetchJson<Record<string, unknown>[]>(
      `${origin}/api/${resource}?range=${encodeURIComponent(`[0,${n - 1}]`)}&sort=${encodeURIComponent('["id","ASC"]')}`,
    );
  const [projects, [developer], [blog]] = await Promise.all([
    firstRows('projects', 3),
    firstRows('developers', 1),
    firstRows('blogs', 1),
  ]);
  const project = projects[0];
  // An area as the demo content has them (hero image, description); the bench's generated ones have neither.
  const areas = await fetchJson<Record<string, unknown>[]>(
    `${origin}/api/areas?range=${encodeURIComponent('[0,49]')}`,
  );
  const area = areas.find((a) => a.hero_image && a.seo_description) ?? areas[0];
  const guide = (await fetchJson<{ items: { slug: string }[] }>(`${origin}/api/site/guides`)).items[0];
  // The workspace pages carry their projects in the URL (issue 27); compare needs at least two.
  const slugs = projects.map((p) => String(p.slug)).join(',');
  const pages: (LighthousePage | null)[] = [
    { key: 'home', label: 'Home', path: '/' },
    { key: 'list', label: 'Projects, filtered', path: projectListPath },
    project ? { key: 'project', label: 'Project', path: `/project/${String(project.slug)}` } : null,
    area ? { key: 'area', label: 'Area', path: `/area/${String(area.slug)}` } : null,
    developer
      ? { key: 'developer', label: 'Developer', path: `/developers/${String(developer.slug)}` }
      : null,
    blog ? { key: 'article', label: 'Article', path: `/blogs/${String(blog.id)}/detail` } : null,
    guide ? { key: 'guide', label: 'Guide', path: `/investment-guide/${guide.slug}` } : null,
    { key: 'mortgages', label: 'Mortgages', path: '/mortgages' },
    // Investor math (issue 26): the returns calculator's own page (the calculator loads near the screen).
    { key: 'calculator', label: 'Returns calculator', path: '/investment-calculator' },
    { key: 'market', label: 'Market', path: '/market' },
    { key: 'golden-visa', label: 'Golden Visa', path: '/golden-visa' },
    projects.length ? { key: 'shortlist', label: 'Shortlist', path: `/shortlist?projects=${slugs}` } : null,
    projects.length >= 2 ? { key: 'compare', label: 'Compare', path: `/compare?projects=${slugs}` } : null,
    { key: 'ar-home', label: 'Home, Arabic', path: '/ar/' },
    project
      ? { key: 'ar-project', label: 'Project, Arabic', path: `/ar/project/${String(project.slug)}` }
      : null,
    { key: 'ar-list', label: 'Projects, filtered, Arabic', path: `/ar${projectListPath}` },
    { key: 'ar-calculator', label: 'Returns calculator, Arabic', path: '/ar/investment-calculator' },
    { key: 'ru-home', label: 'Home, Russian', path: '/ru/' },
    // The investor's journey in Russian and Arabic (issue 39): the project page, the list and the calculator.
    project ? { key: 'ru-project', label: 'Project, Russian', path: `/ru/project/${String(project.slug)}` } : null,
    { key: 'ru-list', label: 'Projects, filtered, Russian', path: `/ru${projectListPath}` },
    { key: 'ru-calculator', label: 'Returns calculator, Russian', path: '/ru/investment-calculator' },
  ];
  return pages.filter((p): p is LighthousePage => p !== null);
}

/**
 * What Lighthouse 12 clears before a run is only `file_systems, shader_cache, service_workers, cache_storage`
 * (core/config/constants.js): cookies and local storage survive from one run to the next in the same browser.
 * A first visit has none of them, so the bench clears them too, in a browser profile of its own per page.
 */
const FIRST_VISIT_STORAGE = [
  'cookies',
  'local_storage',
  'indexeddb',
  'websql',
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
] as const;

/**
 * Runs of one page as a visitor's first visit: a new Chromium (new, empty profile: no consent cookie, so the consent
 * banner shows, no language or currency cookie, an empty HTTP cache) for each page, its storage cleared before each
 * run. The server's render cache is warmed by one plain request first, so the first run is not a cold render while
 * the next two are cache hits (a visitor's first visit to a page others have seen is a cache hit too).
 * A run can fail on a loaded machine (NO_NAVSTART: the trace missed the navigation); it is run again.
 */
export async function firstVisitRuns(url: string, runs: number): Promise<Result[]> {
  // Once more if the first attempt meets a kept-alive socket the server has just closed (UND_ERR_SOCKET on a loaded machine).
  const get = () => fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
  const warm = await get().catch(get);
  await warm.arrayBuffer();
  if (!warm.ok) throw new Error(`GET ${url} answered ${warm.status}`);
  const results: Result[] = [];
  let lastError = '';
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: FLAGS,
    logLevel: 'silent',
  });
  try {
    const audit = (cpuSlowdownMultiplier: number) =>
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        clearStorageTypes: [...FIRST_VISIT_STORAGE],
        throttling: { cpuSlowdownMultiplier },
      });
    let slowdown = DEFAULT_CPU_SLOWDOWN;
    if (PHONE_INDEX) slowdown = cpuSlowdownFor(await hostBenchmarkIndex(chrome.port), PHONE_INDEX);
    for (let attempt = 0; results.length < runs && attempt < runs + 3; attempt++) {
      const run = await audit(slowdown);
      if (!run) lastError = 'Lighthouse returned nothing';
      else if (run.lhr.runtimeError)
        lastError = `${run.lhr.runtimeError.code} ${run.lhr.runtimeError.message}`;
      else results.push(run.lhr);
    }
  } finally {
    chrome.kill();
  }
  if (results.length === 0) throw new Error(`Lighthouse on ${url}: ${lastError}`);
  return results;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/**
 * Lighthouse's default configuration: mobile form factor, simulated throttling (slow 4G, 4x CPU), on a first visit
 * (firstVisitRuns). Several runs and Lighthouse's own median run: on a shared machine one run's TBT swings widely.
 */
export async function auditPages(
  origin: string,
  pages: { label: string; path: string }[],
  runs = 1,
): Promise<LighthouseFigures[]> {
  const out: LighthouseFigures[] = [];
  for (const page of pages) {
    const results = await firstVisitRuns(origin + page.path, runs);
    const lhr: Result =
      results.length > 1 ? (computeMedianRun(results as never) as unknown as Result) : results[0];
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
      ?.items ?? []) as NetworkItem[];
    const jsBytes = items
      .filter((i) => i.resourceType === 'Script')
      .reduce((n, i) => n + (i.transferSize ?? 0), 0);
    out.push({
      label: page.label,
      path: page.path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      jsKiB: jsBytes / 1024,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      cpuSlowdown: lhr.configSettings.throttling?.cpuSlowdownMultiplier,
      runs: results.length,
      performanceRuns: results.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)),
    });
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual' &&
          a.scoreDisplayMode !== 'notApplicable',
      )
      .map((a) => a.id);
    if (failing.length) console.log(`    ${page.path}: audits below 0.9: ${failing.join(', ')}`);
    const consoleErrors = ((
      lhr.audits['errors-in-console']?.details as
        { items?: { description?: string; sourceLocation?: { url?: string } }[] } | undefined
    )?.items ?? []) as {
      description?: string;
      sourceLocation?: { url?: string };
    }[];
    for (const e of consoleErrors.slice(0, 3))
      console.log(
        `      console error: ${(e.description ?? '').slice(0, 200)} ${e.sourceLocation?.url ?? ''}`,
      );
  }
  return out;
}
