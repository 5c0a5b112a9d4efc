// docs/BENCHMARKS.md's generated blocks: where a run's text goes, keeping the hand-written analysis around it.
import { renderMarkdown, renderTargets, type BenchResults } from './report';

export const BEGIN = '<!-- bench:begin (written by npm run bench) -->';
export const END = '<!-- bench:end -->';
export const TARGETS_BEGIN = '<!-- bench:targets:begin (written by every full npm run bench) -->';
export const TARGETS_END = '<!-- bench:targets:end -->';

/**
 * Puts `generated` between the markers, keeping the hand-written text around them; without the markers the block
 * goes before `before` when that text is in the file (the Targets block above the run's tables), else at the end.
 */
export function spliceBlock(
  existing: string,
  begin: string,
  end: string,
  generated: string,
  before?: string,
): string {
  const block = `${begin}\n${generated}\n${end}`;
  const a = existing.indexOf(begin);
  const b = existing.indexOf(end, a);
  if (a !== -1 && b !== -1) return existing.slice(0, a) + block + existing.slice(b + end.length);
  const at = before ? existing.indexOf(before) : -1;
  if (at !== -1) return `${existing.slice(0, at)}${block}\n\n${existing.slice(at)}`;
  return `${existing.trimEnd()}\n\n${block}\n`;
}

/** Puts a run's figures between the markers, keeping the hand-written analysis around them. */
export function spliceReport(existing: string | null, generated: string, header = '# Benchmarks\n'): string {
  if (!existing) return `${header}\n${BEGIN}\n${generated}\n${END}\n`;
  return spliceBlock(existing, BEGIN, END, generated);
}

/** docs/BENCHMARKS.md after a full run: the Targets block (regressions first) above the run's tables, both rewritten. */
export function writeRun(existing: string | null, r: BenchResults, lead: string[]): string {
  const withRun = spliceReport(existing, renderMarkdown(r));
  return spliceBlock(withRun, TARGETS_BEGIN, TARGETS_END, renderTargets(r, lead), BEGIN);
}
