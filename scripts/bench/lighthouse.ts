import fs from 'node:fs';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';
import type { LighthouseFigures } from './report';
import { fetchJson } from './sections';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

export function chromiumMissing(): string | null {
  return fs.existsSync(CHROMIUM) ? null : `no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`;
}

export interface LighthousePage {
  /** Short name for --only= (lighthouse-pages.ts). */
  key: string;
  label: string;
  path: string;
}

/** One page of every type issue 11 names, found through the public API so the audit follows whatever content is there. */
export async function lighthousePageTypes(origin: string, projectListPath = '/project?q=marina&page=2'): Promise<LighthousePage[]> {
  const first = async (resource: string) => (await fetchJson<Record<string, unknown>[]>(`${origin}/api/${resource}?range=${encodeURIComponent('[0,0]')}&sort=${encodeURIComponent('["id","ASC"]')}`))[0];
  const [project, developer, blog] = await Promise.all(['projects', 'developers', 'blogs'].map(first));
  // An area as the demo content has them (hero image, description); the bench's generated ones have neither.
  const areas = await fetchJson<Record<string, unknown>[]>(`${origin}/api/areas?range=${encodeURIComponent('[0,49]')}`);
  const area = areas.find((a) => a.hero_image && a.seo_description) ?? areas[0];
  const guide = (await fetchJson<{ items: { slug: string }[] }>(`${origin}/api/site/guides`)).items[0];
  const pages: (LighthousePage | null)[] = [
    { key: 'home', label: 'Home', path: '/' },
    { key: 'list', label: 'Projects, filtered', path: projectListPath },
    project ? { key: 'project', label: 'Project', path: `/project/${String(project.slug)}` } : null,
    area ? { key: 'area', label: 'Area', path: `/area/${String(area.slug)}` } : null,
    developer ? { key: 'developer', label: 'Developer', path: `/developers/${String(developer.slug)}` } : null,
    blog ? { key: 'article', label: 'Article', path: `/blogs/${String(blog.id)}/detail` } : null,
    guide ? { key: 'guide', label: 'Guide', path: `/investment-guide/${guide.slug}` } : null,
    { key: 'mortgages', label: 'Mortgages', path: '/mortgages' },
    // Investor math (issue 26): the returns calculator's own page (the calculator loads near the screen).
    { key: 'calculator', label: 'Returns calculator', path: '/investment-calculator' },
  ];
  return pages.filter((p): p is LighthousePage => p !== null);
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/**
 * Lighthouse's default configuration: mobile form factor, simulated throttling (slow 4G, 4x CPU).
 * One Chromium for all pages; each page is audited in a fresh tab with an empty cache.
 */
export async function auditPages(origin: string, pages: { label: string; path: string }[], runs = 1): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, logLevel: 'silent' });
  const out: LighthouseFigures[] = [];
  try {
    for (const page of pages) {
      // Several runs and Lighthouse's own median run: on a shared machine one run's TBT swings widely.
      const results: Result[] = [];
      let lastError = '';
      // A run can fail on a loaded machine (NO_NAVSTART: the trace missed the navigation); it is run again.
      for (let attempt = 0; results.length < runs && attempt < runs + 3; attempt++) {
        const run = await lighthouse(origin + page.path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!run) lastError = 'Lighthouse returned nothing';
        else if (run.lhr.runtimeError) lastError = `${run.lhr.runtimeError.code} ${run.lhr.runtimeError.message}`;
        else results.push(run.lhr);
      }
      if (results.length === 0) throw new Error(`Lighthouse on ${page.path}: ${lastError}`);
      const lhr: Result = results.length > 1 ? (computeMedianRun(results as never) as unknown as Result) : results[0];
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[];
      const jsBytes = items.filter((i) => i.resourceType === 'Script').reduce((n, i) => n + (i.transferSize ?? 0), 0);
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
        runs: results.length,
      });
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
        .map((a) => a.id);
      if (failing.length) console.log(`    ${page.path}: audits below 0.9: ${failing.join(', ')}`);
      const consoleErrors = ((lhr.audits['errors-in-console']?.details as { items?: { description?: string; sourceLocation?: { url?: string } }[] } | undefined)?.items ?? []) as {
        description?: string;
        sourceLocation?: { url?: string };
      }[];
      for (const e of consoleErrors.slice(0, 3)) console.log(`      console error: ${(e.description ?? '').slice(0, 200)} ${e.sourceLocation?.url ?? ''}`);
    }
  } finally {
    chrome.kill();
  }
  return out;
}
