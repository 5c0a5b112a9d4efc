// The committed baseline (scripts/bench/baseline.json) and the regressions of a run against it (issue 41 item 4).
// Pure: figures in, regressions and markdown out (tested in tests/unit/bench-report.test.ts).
import type { BenchResults } from './report';
import { fmt, ratio } from './report';

export interface BaselineFigure {
  value: number;
  /** Which way is better: a ratio or a score goes up, a time, a size or a memory figure goes down. */
  better: 'higher' | 'lower';
  /** Absolute slack added to the 10 % (CLS: a baseline of 0 would make any shift a regression). */
  slack?: number;
}

export interface Baseline {
  /** Where the figures come from (the run, its date and machine). */
  source: string;
  figures: Record<string, BaselineFigure>;
}

export interface Regression {
  key: string;
  baseline: number;
  measured: number;
  /** How much worse, as a fraction of the baseline (0.25 = 25 % worse). */
  worseBy: number;
}

/** A figure is a regression when it is more than this fraction worse than the baseline. */
export const REGRESSION_TOLERANCE = 0.1;

const higher = (value: number): BaselineFigure => ({ value, better: 'higher' });
const lower = (value: number, slack?: number): BaselineFigure =>
  slack === undefined ? { value, better: 'lower' } : { value, better: 'lower', slack };

/**
 * Every comparable figure of a run, by a stable key. Ratios against an anchor, not requests per second: on a shared
 * machine the absolute rates swing 3x from one minute to the next, the ratios measured in interleaved slices do not.
 */
export function runFigures(r: BenchResults): Record<string, BaselineFigure> {
  const out: Record<string, BaselineFigure> = {};
  const put = (key: string, f: BaselineFigure) => {
    if (Number.isFinite(f.value)) out[key] = f;
  };
  for (const f of r.api.figures ?? []) {
    // SQLite's keys keep the names they had before PostgreSQL was measured, so the committed baseline still applies.
    const api =
      f.database === 'sqlite' ? `api ${f.op} ${f.projects}` : `api ${f.database} ${f.op} ${f.projects}`;
    put(`${api} vs json-server (x)`, higher(ratio(f.ours.rps, f.jsonServer.rps)));
    if (f.ours.cpuMsPerRequest && f.jsonServer.cpuMsPerRequest)
      put(`${api} CPU vs json-server (x)`, higher(f.jsonServer.cpuMsPerRequest / f.ours.cpuMsPerRequest));
  }
  for (const p of r.pages.figures ?? []) {
    put(`page ${p.path} vs bare node:http (x)`, higher(ratio(p.ours.rps, p.bare.rps)));
    // The cached-page goal's figure (TARGETS.cachedPageCpu), as the API's CPU keys: the anchor's CPU over ours.
    if (p.ours.cpuMsPerRequest && p.bare.cpuMsPerRequest)
      put(
        `page ${p.path} CPU vs bare node:http (x)`,
        higher(p.bare.cpuMsPerRequest / p.ours.cpuMsPerRequest),
      );
  }
  for (const w of r.writes.figures ?? [])
    if (w.result.cpuMsPerRequest) put(`writes ${w.dialect} CPU ms/enquiry`, lower(w.result.cpuMsPerRequest));
  for (const l of r.lighthouse.figures ?? []) {
    put(`lighthouse ${l.path} performance`, higher(l.performance));
    put(`lighthouse ${l.path} accessibility`, higher(l.accessibility));
    put(`lighthouse ${l.path} best practices`, higher(l.bestPractices));
    put(`lighthouse ${l.path} seo`, higher(l.seo));
    put(`lighthouse ${l.path} LCP ms`, lower(l.lcpMs));
    put(`lighthouse ${l.path} TBT ms`, lower(l.tbtMs));
    put(`lighthouse ${l.path} CLS`, lower(l.cls, 0.01));
    put(`lighthouse ${l.path} JS KiB`, lower(l.jsKiB));
  }
  if (r.memory) {
    put('memory idle MB', lower(r.memory.idleMB));
    put('memory under load MB', lower(r.memory.underLoadMB));
    put('memory peak MB', lower(r.memory.peakMB));
  }
  return out;
}

/** Figures more than 10 % worse than the baseline, worst first. A figure this run did not measure is not one. */
export function findRegressions(
  current: Record<string, BaselineFigure>,
  baseline: Baseline,
  tolerance = REGRESSION_TOLERANCE,
): Regression[] {
  const out: Regression[] = [];
  for (const [key, base] of Object.entries(baseline.figures)) {
    const now = current[key];
    if (!now || !Number.isFinite(now.value)) continue;
    const slack = base.slack ?? 0;
    const worse =
      base.better === 'higher'
        ? now.value < base.value * (1 - tolerance) - slack
        : now.value > base.value * (1 + tolerance) + slack;
    if (!worse) continue;
    const worseBy = base.value === 0 ? Infinity : Math.abs(now.value - base.value) / Math.abs(base.value);
    out.push({ key, baseline: base.value, measured: now.value, worseBy });
  }
  return out.sort((a, b) => b.worseBy - a.worseBy);
}

const num = (n: number) => (Number.isInteger(n) ? fmt(n) : fmt(n, Math.abs(n) < 10 ? 3 : 1));
const pct = (f: number) => (Number.isFinite(f) ? `${fmt(f * 100)} % worse` : 'worse (baseline 0)');

/** The lines printed first in the terminal and in docs/BENCHMARKS.md. */
export function regressionLines(regressions: Regression[], baseline: Baseline | null): string[] {
  if (!baseline)
    return [
      'No committed baseline (scripts/bench/baseline.json): no regression check; `npm run bench -- --update-baseline` writes one.',
    ];
  if (regressions.length === 0)
    return [
      `No regression: no figure is more than ${fmt(REGRESSION_TOLERANCE * 100)} % worse than the committed baseline (${baseline.source}).`,
    ];
  return [
    `**REGRESSION: ${regressions.length} figure(s) more than ${fmt(REGRESSION_TOLERANCE * 100)} % worse than the committed baseline** (${baseline.source}):`,
    '',
    ...regressions.map(
      (g) => `- ${g.key}: ${num(g.measured)} (baseline ${num(g.baseline)}, ${pct(g.worseBy)})`,
    ),
  ];
}

/** The baseline file written by `--update-baseline` from a full run. */
export function baselineFromRun(r: BenchResults): Baseline {
  return {
    source: `npm run bench, ${r.date}, ${r.machine.cpu}, ${r.machine.cores} cores`,
    figures: runFigures(r),
  };
}
