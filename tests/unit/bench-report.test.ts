import { describe, expect, it } from 'vitest';
import { BEGIN, END, evaluateTargets, mdTable, renderMarkdown, spliceReport, type BenchResults, type Figure } from '../../scripts/bench/report';
import { merge } from '../../scripts/bench/load';

const fig = (rps: number, failures = 0): Figure => ({ rps, p50: 1, p99: 5, requests: rps * 8, failures });

function results(over: Partial<BenchResults> = {}): BenchResults {
  return {
    date: '2026-11-22T00:00:00.000Z',
    quick: false,
    machine: { cpu: 'Test CPU', cores: 2, memoryGiB: 8, node: 'v20.20.2', os: 'Linux 6' },
    settings: ['autocannon, 10 connections'],
    api: {
      figures: [
        { projects: 5000, op: 'list', ours: fig(1200), jsonServer: fig(100) },
        { projects: 5000, op: 'get-one', ours: fig(3000), jsonServer: fig(1000) },
        { projects: 50000, op: 'list', ours: fig(600), jsonServer: fig(25) },
        { projects: 50000, op: 'get-one', ours: fig(3000), jsonServer: fig(2000) },
      ],
    },
    pages: { figures: [{ label: 'Home', path: '/', bytes: 9000, encoding: 'br', ours: fig(6000), bare: fig(10000), cold: fig(300) }] },
    writes: { figures: [{ dialect: 'sqlite', result: fig(400) }] },
    lighthouse: {
      figures: [
        { label: 'Home', path: '/', performance: 97, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1800, tbtMs: 40, cls: 0, jsKiB: 140 },
        { label: 'Project', path: '/project/a', performance: 93, accessibility: 98, bestPractices: 100, seo: 92, lcpMs: 2900, tbtMs: 90, cls: 0.01, jsKiB: 151.5 },
      ],
    },
    memory: { idleMB: 120, underLoadMB: 260, peakMB: 270, byPhase: [{ phase: 'cold renders', mb: 260 }] },
    notes: [],
    ...over,
  };
}

describe('bench target evaluation', () => {
  it('states each goal met or missed from the ratios of one run', () => {
    const v = evaluateTargets(results());
    const by = (prefix: string) => v.find((x) => x.target.startsWith(prefix))!;
    expect(by('API list vs json-server, 5,000')).toMatchObject({ goal: '>= 10x', measured: '12.0x', met: true });
    expect(by('API list vs json-server, 50,000')).toMatchObject({ goal: '>= 30x', measured: '24.0x', met: false });
    expect(by('API get-one vs json-server, 5,000')).toMatchObject({ measured: '3.00x', met: true });
    expect(by('API get-one vs json-server, 50,000')).toMatchObject({ measured: '1.50x', met: false });
    expect(by('Cached page /')).toMatchObject({ measured: '0.60x', met: true });
    // Performance: one row per page type (issue 11: every type >= 95).
    expect(by('Lighthouse performance: Home /')).toMatchObject({ goal: '>= 95', measured: '97', met: true });
    expect(by('Lighthouse performance: Project /project/a')).toMatchObject({ measured: '93', met: false });
    expect(by('Lighthouse accessibility')).toMatchObject({ measured: '98 (/project/a)', met: true });
    expect(by('Lighthouse SEO')).toMatchObject({ goal: '100', met: false });
    expect(by('First-load JavaScript')).toMatchObject({ measured: '151.5 KiB (/project/a)', met: false });
    expect(by('Server RSS under load')).toMatchObject({ measured: '260 MB', met: false });
  });

  it('does not count a run with failed requests as met', () => {
    const r = results({ api: { figures: [{ projects: 5000, op: 'list', ours: fig(5000, 3), jsonServer: fig(100) }] } });
    expect(evaluateTargets(r)[0]).toMatchObject({ measured: '50.0x', met: false });
  });

  it('reports a skipped section as not measured, with its reason', () => {
    const v = evaluateTargets(results({ lighthouse: { skipped: 'no Chromium at /usr/bin/chromium' }, pages: { skipped: 'the site does not render yet (GET / answered 404)' } }));
    expect(v.find((x) => x.target.startsWith('Lighthouse scores'))).toMatchObject({ met: null, measured: 'not measured: no Chromium at /usr/bin/chromium' });
    expect(v.find((x) => x.target.startsWith('Cached pages'))).toMatchObject({ met: null });
  });
});

describe('bench markdown', () => {
  it('writes tables with escaped cells and right-aligned figures', () => {
    expect(mdTable(['Page', 'req/s'], [['a | b', '1,200']])).toBe('| Page | req/s |\n| --- | ---: |\n| a \\| b | 1,200 |');
  });

  it('puts the machine, every figure and the verdicts in the report', () => {
    const md = renderMarkdown(results());
    expect(md).toContain('Test CPU, 2 cores, 8.0 GiB memory, Node v20.20.2');
    expect(md).toContain('| 50,000 | list | 600 | 1 / 5 | 25 | 1 / 5 | 24.0x | n/a / n/a | n/a |  |  |');
    expect(md).toContain('| Home / | 9,000 br | 6,000 | 1 / 5 | 10,000 | 1 / 5 | 0.60x | n/a / n/a | n/a | 300 | 1 / 5 | n/a |');
    expect(md).toContain('| API list vs json-server, 50,000 projects | >= 30x | 24.0x | MISSED |');
    expect(md).toContain('| highest during cold renders | 260 |');
  });

  it('replaces only the generated block and keeps the analysis written around it', () => {
    const first = spliceReport(null, 'run one');
    expect(first).toContain(`${BEGIN}\nrun one\n${END}`);
    const edited = first.replace(END, `${END}\n\n## Fixes\nCovering index: 3x.`);
    const second = spliceReport(edited, 'run two');
    expect(second).toContain('run two');
    expect(second).not.toContain('run one');
    expect(second).toContain('## Fixes\nCovering index: 3x.');
  });
});

describe('merging interleaved slices', () => {
  it('gives requests per second over the whole time, the mean median, the worst p99 and CPU per request weighted by requests', () => {
    const m = merge([
      { rps: 100, p50: 10, p99: 40, requests: 200, seconds: 2, failures: 0, peakRssMiB: 100, cpuMsPerRequest: 0.2 },
      { rps: 50, p50: 20, p99: 90, requests: 100, seconds: 2, failures: 1, peakRssMiB: null, cpuMsPerRequest: 0.5 },
    ]);
    expect(m).toEqual({ rps: 75, p50: 15, p99: 90, requests: 300, seconds: 4, failures: 1, peakRssMiB: 100, cpuMsPerRequest: 0.3 });
  });
});
