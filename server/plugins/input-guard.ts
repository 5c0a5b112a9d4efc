import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';

/** Deeper than any form or page-content block; deeper input is refused before recursive code walks it. */
export const MAX_DEPTH = 32;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const refuse = (field: string, message: string) => new HttpError(422, `${field}: ${message}`, { [field]: message });

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

/** Checks route params, query and JSON bodies of every request before any handler or schema sees them. */
async function inputGuard(app: FastifyInstance) {
  // Plain JSON.parse keeps "__proto__" as an own key (never the prototype), so the check below can name it;
  // Fastify's parser would refuse it as "not valid JSON" without saying which field.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (!text.trim()) return done(new HttpError(400, 'The request body is empty; send a JSON object'), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, 'The request body is not valid JSON'), undefined);
    }
  });

  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query]) {
      const problem = inputProblem(part);
      if (problem) throw refuse(problem.field, problem.message);
    }
    // Query values such as ?filter= are JSON themselves: their decoded form is checked where it is parsed.
    // JSON bodies only: multipart bodies hold file streams, which the upload route checks itself.
    if (request.body !== undefined && /json/i.test(String(request.headers['content-type'] ?? ''))) {
      const problem = inputProblem(request.body);
      if (problem) throw refuse(problem.field, problem.message);
    }
  });
}

export default fp(inputGuard, { name: 'input-guard' });
