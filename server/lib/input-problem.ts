const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Deeper than any form or page-content block; deeper input is refused before recursive code walks it. */
export const MAX_DEPTH = 32;
/**
 * Finds the first problem in decoded input, without recursion: NUL characters (PostgreSQL text cannot hold
 * them, and no form needs them), prototype keys, and nesting deeper than MAX_DEPTH.
 */
export function inputProblem(value: unknown): { field: string; message: string } | null {
  const stack: Array<{ v: unknown; path: string; depth: number }> = [{ v: value, path: '', depth: 0 }];
  while (stack.length) {
    const { v, path, depth } = stack.pop()!;
    const field = path || '_';
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return { field, message: 'must not contain NUL characters' };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= MAX_DEPTH) return { field, message: `is nested too deeply (at most ${MAX_DEPTH} levels)` };
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
    for (const [k, child] of entries) {
      const childPath = path ? `${path}.${k}` : k;
      if (FORBIDDEN_KEYS.has(k)) return { field: childPath, message: `"${k}" is not an accepted field name` };
      if (k.includes('\u0000')) return { field: path || '_', message: 'field names must not contain NUL characters' };
      stack.push({ v: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}
