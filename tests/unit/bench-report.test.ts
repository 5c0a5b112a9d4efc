import { describe, expect, it } from 'vitest';
import {
  evaluateTargets,
  mdTable,
  renderMarkdown,
  renderText,
  type BenchResults,
  type Figure,
} from '../../scripts/bench/report';
import {
  BEGIN,
  END,
  spliceReport,
  TARGETS_BEGIN,
  TARGETS_END,
  writeRun,
} from '../../scripts/bench/report-doc';
import {
  baselineFromRun,
  findRegressions,
  regressionLines,
  runFigures,
  type Baseline,
} from '../../scripts/bench/baseline';
import { merge } from '../../scripts/bench/load';
import fs from 'node:fs';

const fig = (rps: number, failures = 0, cpuMsPerRequest?: number): Figure => ({
  rps,
  p50: 1,
  p99: 5,
  requests: rps * 8,
  failures,
  cpuMsPerRequest,
});

function results(over: Partial<BenchResults> = {}): BenchResults {
  return {
    date: '2026-11-22T00:00:00.000Z',
    quick: false,
    machine: { cpu: 'Test CPU', cores: 2, memoryGiB: 8, node: 'v20.20.2', os: 'Linux 6' },
    settings: ['autocannon, 10 connections'],
    api: {
      figures: [
        { database: 'sqlite', projects: 5000, op: 'list', ours: fig(2400), jsonServer: fig(100) },
        { database: 'sqlite', projects: 5000, op: 'get-one', ours: fig(3000), jsonServer: fig(1000) },
        { database: 'sqlite', projects: 50000, op: 'list', ours: fig(600), jsonServer: fig(25) },
        { database: 'sqlite', projects: 50000, op: 'get-one', ours: fig(3000), jsonServer: fig(2000) },
        {
          database: 'postgres',
          projects: 5000,
          op: 'list',
          ours: fig(1800, 0, 0.5),
          jsonServer: fig(100, 0, 10),
        },
        { database: 'postgres', projects: 5000, op: 'get-one', ours: fig(5500), jsonServer: fig(1000) },
      ],
    },
    pages: {
      figures: [
        {
          label: 'Home',
          path: '/',
          bytes: 9000,
          encoding: 'br',
          ours: fig(9000, 0, 0.15),
          bare: fig(10000, 0, 0.12),
          cold: fig(300),
        },
        {
          label: 'Project',
          path: '/project/a',
          bytes: 15000,
          encoding: 'br',
          ours: fig(7000, 0, 0.3),
          bare: fig(9000, 0, 0.1),
          cold: null,
        },
      ],
    },
    writes: { figures: [{ dialect: 'sqlite', result: fig(400) }] },
    lighthouse: {
      figures: [
        {
          label: 'Home',
          path: '/',
          performance: 97,
          accessibility: 100,
          bestPractices: 100,
          seo: 100,
          lcpMs: 1800,
          tbtMs: 40,
          cls: 0,
          jsKiB: 110,
        },
        {
          label: 'Project',
          path: '/project/a',
          performance: 93,
          accessibility: 98,
          bestPractices: 100,
          seo: 92,
          lcpMs: 2900,
          tbtMs: 290,
          cls: 0.01,
          jsKiB: 151.5,
          runs: 3,
          performanceRuns: [93, 88, 95],
        },
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
    // Issue 41's goals: list >= 20x, get-one >= 5x, each on SQLite and on PostgreSQL.
    expect(by('API list vs json-server, 5,000 projects, SQLite')).toMatchObject({
      goal: '>= 20x',
      measured: '24.0x',
      met: true,
    });
    expect(by('API list vs json-server, 50,000 projects, SQLite')).toMatchObject({
      goal: '>= 30x',
      measured: '24.0x',
      met: false,
    });
    expect(by('API get-one vs json-server, 5,000 projects, SQLite')).toMatchObject({
      goal: '>= 5x',
      measured: '3.00x',
      met: false,
    });
    expect(by('API get-one vs json-server, 50,000 projects, SQLite')).toMatchObject({
      measured: '1.50x',
      met: false,
    });
    expect(by('API list vs json-server, 5,000 projects, PostgreSQL')).toMatchObject({
      goal: '>= 20x',
      measured: '18.0x',
      met: false,
    });
    expect(by('API get-one vs json-server, 5,000 projects, PostgreSQL')).toMatchObject({
      goal: '>= 5x',
      measured: '5.50x',
      met: true,
    });
    // This run measured PostgreSQL at 5,000 projects only: no PostgreSQL verdict for 50,000.
    expect(v.filter((x) => x.target.includes('50,000') && x.target.includes('PostgreSQL'))).toEqual([]);
    // A cache hit costs at most 1.5x the CPU of a bare server sending the same bytes; req/s shown beside it.
    expect(by('Cached page /:')).toMatchObject({
      goal: "<= 1.5x the bare server's CPU/req",
      measured: '1.25x (0.150 / 0.120 ms; req/s 0.90x)',
      met: true,
    });
    expect(by('Cached page /project/a:')).toMatchObject({
      measured: '3.00x (0.300 / 0.100 ms; req/s 0.78x)',
      met: false,
    });
    // Performance: one row per page type, first visit (issue 41: every type >= 97), and the slowest page's TBT.
    expect(by('Lighthouse performance: Home /')).toMatchObject({ goal: '>= 97', measured: '97', met: true });
    expect(by('Lighthouse performance: Project /project/a')).toMatchObject({ measured: '93', met: false });
    expect(by('Total blocking time')).toMatchObject({
      goal: '<= 100 ms',
      measured: '290 ms (/project/a)',
      met: false,
    });
    expect(by('Lighthouse accessibility')).toMatchObject({ measured: '98 (/project/a)', met: true });
    expect(by('Lighthouse SEO')).toMatchObject({ goal: '100', met: false });
    expect(by('First-load JavaScript')).toMatchObject({
      goal: '<= 120 KiB',
      measured: '151.5 KiB (/project/a)',
      met: false,
    });
    expect(by('Server RSS under load')).toMatchObject({ measured: '260 MB', met: false });
  });

  it('does not count a run with failed requests as met', () => {
    const r = results({
      api: {
        figures: [
          { database: 'sqlite', projects: 5000, op: 'list', ours: fig(5000, 3), jsonServer: fig(100) },
        ],
      },
      pages: {
        figures: [
          {
            label: 'Home',
            path: '/',
            bytes: 9000,
            encoding: 'br',
            ours: fig(9000, 2, 0.1),
            bare: fig(9000, 0, 0.1),
            cold: null,
          },
        ],
      },
    });
    const v = evaluateTargets(r);
    expect(v[0]).toMatchObject({ measured: '50.0x', met: false });
    expect(v.find((x) => x.target.startsWith('Cached page /:'))).toMatchObject({ met: false });
  });

  it("says why a database's API figures are missing, and a page without CPU figures is not judged", () => {
    const v = evaluateTargets(
      results({
        api: {
          figures: [
            { database: 'sqlite', projects: 5000, op: 'list', ours: fig(2400), jsonServer: fig(100) },
          ],
        },
        apiNotMeasured: { postgres: 'skipped by --skip=pg' },
        pages: {
          figures: [
            {
              label: 'Home',
              path: '/',
              bytes: 9000,
              encoding: 'br',
              ours: fig(9000),
              bare: fig(9000),
              cold: null,
            },
          ],
        },
      }),
    );
    expect(v.find((x) => x.target === 'API vs json-server, PostgreSQL')).toMatchObject({
      met: null,
      measured: 'not measured: skipped by --skip=pg',
    });
    expect(v.find((x) => x.target.startsWith('Cached page /:'))).toMatchObject({
      met: null,
      measured: 'not measured: no CPU time read from /proc',
    });
  });

  it('reports a skipped section as not measured, with its reason', () => {
    const v = evaluateTargets(
      results({
        lighthouse: { skipped: 'no Chromium at /usr/bin/chromium' },
        pages: { skipped: 'the site does not render yet (GET / answered 404)' },
      }),
    );
    expect(v.find((x) => x.target.startsWith('Lighthouse scores'))).toMatchObject({
      met: null,
      measured: 'not measured: no Chromium at /usr/bin/chromium',
    });
    expect(v.find((x) => x.target.startsWith('Cached pages'))).toMatchObject({ met: null });
  });
});

describe('bench markdown', () => {
  it('writes tables with escaped cells and right-aligned figures', () => {
    expect(mdTable(['Page', 'req/s'], [['a | b', '1,200']])).toBe(
      '| Page | req/s |\n| --- | ---: |\n| a \\| b | 1,200 |',
    );
  });

  it('puts the machine, every figure and the verdicts in the report', () => {
    const md = renderMarkdown(results());
    expect(md).toContain('Test CPU, 2 cores, 8.0 GiB memory, Node v20.20.2');
    // The API table names the database of each row.
    expect(md).toContain(
      '| SQLite | 50,000 | list | 600 | 1 / 5 | 25 | 1 / 5 | 24.0x | n/a / n/a | n/a |  |  |',
    );
    expect(md).toContain(
      '| PostgreSQL | 5,000 | list | 1,800 | 1 / 5 | 100 | 1 / 5 | 18.0x | 0.500 / 10.000 | 20.0x |  |  |',
    );
    expect(md).toContain(
      '| Home / | 9,000 br | 9,000 | 1 / 5 | 10,000 | 1 / 5 | 0.90x | 0.150 / 0.120 | 0.80x | 300 | 1 / 5 | n/a |',
    );
    expect(md).toContain('| highest during cold renders | 260 |');
    // Each run's performance score next to the median, so the machine's noise shows.
    expect(md).toContain(
      '| Project /project/a | 93 | 98 | 100 | 92 | 2,900 | 290 | 0.010 | 151.5 | 3 (93 88 95) |',
    );
    // The verdicts are in the Targets block (writeRun), not repeated in the run's tables.
    expect(md).not.toContain('### Targets');
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

describe('regressions against the committed baseline', () => {
  const baseline: Baseline = baselineFromRun(results());

  it('finds nothing when the run matches the baseline or is within 10 %', () => {
    expect(findRegressions(runFigures(results()), baseline)).toEqual([]);
    // 9 % fewer answers than json-server and 9 % more TBT are within the tolerance.
    const near = results({
      api: {
        figures: [{ database: 'sqlite', projects: 5000, op: 'list', ours: fig(2184), jsonServer: fig(100) }],
      },
      lighthouse: {
        figures: [
          {
            label: 'Home',
            path: '/',
            performance: 97,
            accessibility: 100,
            bestPractices: 100,
            seo: 100,
            lcpMs: 1800,
            tbtMs: 43.6,
            cls: 0.005,
            jsKiB: 110,
          },
        ],
      },
    });
    expect(findRegressions(runFigures(near), baseline)).toEqual([]);
  });

  it('flags any figure more than 10 % worse, in either direction of better, worst first', () => {
    const worse = results({
      // A ratio (higher is better) 12.5 % lower.
      api: {
        figures: [{ database: 'sqlite', projects: 5000, op: 'list', ours: fig(2100), jsonServer: fig(100) }],
      },
      lighthouse: {
        figures: [
          // A score 11 % lower and a time (lower is better) 50 % higher.
          {
            label: 'Home',
            path: '/',
            performance: 86,
            accessibility: 100,
            bestPractices: 100,
            seo: 100,
            lcpMs: 1800,
            tbtMs: 60,
            cls: 0,
            jsKiB: 110,
          },
        ],
      },
    });
    const found = findRegressions(runFigures(worse), baseline);
    expect(found.map((g) => g.key)).toEqual([
      'lighthouse / TBT ms',
      'api list 5000 vs json-server (x)',
      'lighthouse / performance',
    ]);
    expect(found[0]).toMatchObject({ baseline: 40, measured: 60 });
    expect(found[0].worseBy).toBeCloseTo(0.5);
  });

  it('judges a layout shift against a baseline of 0 with a small absolute slack', () => {
    const lh = (cls: number) =>
      results({
        lighthouse: {
          figures: [
            {
              label: 'Home',
              path: '/',
              performance: 97,
              accessibility: 100,
              bestPractices: 100,
              seo: 100,
              lcpMs: 1800,
              tbtMs: 40,
              cls,
              jsKiB: 110,
            },
          ],
        },
      });
    expect(findRegressions(runFigures(lh(0.008)), baseline)).toEqual([]);
    expect(findRegressions(runFigures(lh(0.05)), baseline).map((g) => g.key)).toEqual(['lighthouse / CLS']);
  });

  it("keeps the SQLite API keys as they were and adds keys for PostgreSQL and for the cached pages' CPU", () => {
    const keys = runFigures(results());
    expect(keys['api list 5000 vs json-server (x)']).toEqual({ value: 24, better: 'higher' });
    expect(keys['api postgres list 5000 vs json-server (x)']).toEqual({ value: 18, better: 'higher' });
    expect(keys['api postgres list 5000 CPU vs json-server (x)']).toEqual({ value: 20, better: 'higher' });
    expect(keys['api postgres get-one 5000 vs json-server (x)']).toEqual({ value: 5.5, better: 'higher' });
    expect(Object.keys(keys).filter((k) => k.startsWith('api sqlite'))).toEqual([]);
    // The cached-page goal's figure: the bare server's CPU per request over ours (0.12 / 0.15 ms).
    expect(keys['page / CPU vs bare node:http (x)'].value).toBeCloseTo(0.8);
    expect(keys['page / CPU vs bare node:http (x)'].better).toBe('higher');
    // A full run (SQLite and PostgreSQL) yields every API and page key of the committed baseline, so it stays comparable.
    const committed = JSON.parse(
      fs.readFileSync(new URL('../../scripts/bench/baseline.json', import.meta.url), 'utf8'),
    ) as Baseline;
    const committedKeys = Object.keys(committed.figures).filter(
      (k) => k.startsWith('api ') || k.startsWith('page '),
    );
    const paths = committedKeys.flatMap((k) => /^page (.+) vs bare node:http \(x\)$/.exec(k)?.[1] ?? []);
    const withCpu = (rps: number) => fig(rps, 0, 1000 / rps);
    const full = results({
      api: {
        figures: (['sqlite', 'postgres'] as const).flatMap((database) =>
          [5000, 50000].flatMap((projects) =>
            (['list', 'get-one'] as const).map((op) => ({
              database,
              projects,
              op,
              ours: withCpu(2000),
              jsonServer: withCpu(100),
            })),
          ),
        ),
      },
      pages: {
        figures: paths.map((path) => ({
          label: 'Page',
          path,
          bytes: 1,
          encoding: 'br',
          ours: fig(1),
          bare: fig(1),
          cold: null,
        })),
      },
    });
    expect(committedKeys.length).toBeGreaterThan(0);
    expect(committedKeys.filter((k) => !(k in runFigures(full)))).toEqual([]);
  });

  it('does not call a figure this run did not measure a regression', () => {
    const skipped = results({ lighthouse: { skipped: 'skipped by --skip=lighthouse' }, memory: null });
    expect(findRegressions(runFigures(skipped), baseline)).toEqual([]);
  });

  it('prints the regressions first, in the terminal and at the top of the Targets block', () => {
    const worse = results({
      api: {
        figures: [{ database: 'sqlite', projects: 5000, op: 'list', ours: fig(1000), jsonServer: fig(100) }],
      },
    });
    const lead = regressionLines(findRegressions(runFigures(worse), baseline), baseline);
    expect(lead[0]).toMatch(
      /^\*\*REGRESSION: 1 figure\(s\) more than 10 % worse than the committed baseline\*\*/,
    );
    expect(lead).toContain('- api list 5000 vs json-server (x): 10 (baseline 24, 58 % worse)');
    expect(renderText(worse, lead).trimStart().startsWith('**REGRESSION')).toBe(true);
    const doc = writeRun(null, worse, lead);
    const block = doc
      .slice(doc.indexOf(TARGETS_BEGIN) + TARGETS_BEGIN.length, doc.indexOf(TARGETS_END))
      .trimStart();
    expect(block.startsWith('**REGRESSION')).toBe(true);
    expect(block).toContain('| API list vs json-server, 5,000 projects, SQLite | >= 20x | 10.0x | MISSED |');
    expect(regressionLines([], baseline)[0]).toMatch(/^No regression/);
    expect(regressionLines([], null)[0]).toMatch(/^No committed baseline/);
  });
});

describe('the Targets block of docs/BENCHMARKS.md', () => {
  const lead = ['No regression.'];
  const doc = [
    '# Benchmarks',
    '',
    'How to run it.',
    '',
    BEGIN,
    'old tables',
    END,
    '',
    '## Analysis',
    'Covering index: 3x.',
    '',
  ].join('\n');

  it("is added above the run's tables when the file has none, and the hand-written text stays", () => {
    const out = writeRun(doc, results(), lead);
    expect(out.indexOf(TARGETS_BEGIN)).toBeGreaterThan(out.indexOf('How to run it.'));
    expect(out.indexOf(TARGETS_END)).toBeLessThan(out.indexOf(BEGIN));
    expect(out).not.toContain('old tables');
    expect(out).toContain('## Analysis\nCovering index: 3x.');
    expect(out.split(TARGETS_BEGIN)).toHaveLength(2);
  });

  it('is rewritten in place by every run, with the new verdicts only', () => {
    const first = writeRun(doc, results(), lead);
    const better = results({
      api: {
        figures: [
          { database: 'sqlite', projects: 5000, op: 'get-one', ours: fig(6000), jsonServer: fig(1000) },
        ],
      },
      date: '2026-11-28T00:00:00.000Z',
    });
    const second = writeRun(first, better, ['Second run.']);
    expect(second.split(TARGETS_BEGIN)).toHaveLength(2);
    expect(second.split(BEGIN)).toHaveLength(2);
    expect(second).toContain('| API get-one vs json-server, 5,000 projects, SQLite | >= 5x | 6.00x | met |');
    expect(second).not.toContain(
      '| API get-one vs json-server, 5,000 projects, SQLite | >= 5x | 3.00x | MISSED |',
    );
    expect(second).toContain('Targets of the run of 2026-11-28T00:00:00.000Z');
    expect(second).not.toContain('No regression.');
    expect(second).toContain('## Analysis\nCovering index: 3x.');
  });
});

describe('merging interleaved slices', () => {
  it('gives requests per second over the whole time, the mean median, the worst p99 and CPU per request weighted by requests', () => {
    const m = merge([
      {
        rps: 100,
        p50: 10,
        p99: 40,
        requests: 200,
        seconds: 2,
        failures: 0,
        peakRssMiB: 100,
        cpuMsPerRequest: 0.2,
      },
      {
        rps: 50,
        p50: 20,
        p99: 90,
        requests: 100,
        seconds: 2,
        failures: 1,
        peakRssMiB: null,
        cpuMsPerRequest: 0.5,
      },
    ]);
    expect(m).toEqual({
      rps: 75,
      p50: 15,
      p99: 90,
      requests: 300,
      seconds: 4,
      failures: 1,
      peakRssMiB: 100,
      cpuMsPerRequest: 0.3,
    });
  });
});

describe('the phone Lighthouse emulates (BENCH_PHONE_INDEX)', () => {
  it('slows each host to the same phone, never below the host itself', async () => {
    const { cpuSlowdownFor } = await import('../../scripts/bench/lighthouse');
    expect(cpuSlowdownFor(3700, 925)).toBe(4); // the baseline's host under Lighthouse's 4x
    expect(cpuSlowdownFor(1180, 440)).toBe(2.68); // a slower host, Lighthouse's own phone
    expect(cpuSlowdownFor(3700, 440)).toBe(8.41);
    expect(cpuSlowdownFor(300, 440)).toBe(1);
  });
});
