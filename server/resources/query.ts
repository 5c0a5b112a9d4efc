import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { HttpError } from '../errors';
import { inputProblem } from '../lib/input-problem';
import type { Kind, ResourceDef } from './types';

export const MAX_PAGE = 10_000;
/** Visitors (no token) get at most this many rows per request, with or without a range. */
export const MAX_PUBLIC_PAGE = 100;
/** Own keys only: a name such as "toString" or "__proto__" is not a field because an object inherits it. */
export const hasOwn = (obj: object, key: string) => Object.prototype.hasOwnProperty.call(obj, key);
/** Offsets past this are not a page of any table here (and 1e20 would fail the query). */
const MAX_OFFSET = 2_147_483_647;
const OPS = { _gte: '>=', _lte: '<=', _gt: '>', _lt: '<', _neq: '<>' } as const;
type Eb = ExpressionBuilder<any, any>;

export interface ListQuery {
  sort: [string, 'ASC' | 'DESC'];
  range: [number, number] | null;
  filter: Record<string, unknown>;
}

/**
 * Different values one list filter may hold: a page of ids is at most 100 (MAX_PUBLIC_PAGE), and a filter
 * that becomes one condition per value (bedrooms) must stay far below SQLite's expression depth of 1000.
 */
export const MAX_FILTER_VALUES = 100;

/**
 * The values of a list filter, converted, without repeats (compared after conversion, so "1" and 1 are one
 * value), and at most MAX_FILTER_VALUES of them: every list filter goes through here, so none can grow a
 * query without bound.
 */
export function filterValues<T>(field: string, v: unknown, convert: (x: unknown) => T): T[] {
  const list = Array.isArray(v) ? v : [v];
  const seen = new Set<T>();
  for (const x of list) {
    seen.add(convert(x));
    if (seen.size > MAX_FILTER_VALUES) throw bad(`filter.${field}`, `Filter ${field} accepts at most ${MAX_FILTER_VALUES} different values`);
  }
  return [...seen];
}

export function ints(field: string, v: unknown): number[] {
  const list = filterValues(field, v, (x) => coerce(field, x, 'int') as number);
  if (list.length === 0) throw bad(`filter.${field}`, `Filter ${field} needs at least one value`);
  return list;
}

const bad = (field: string, message: string) => new HttpError(400, message, { [field]: message });

function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw bad(name, `${name} must be given once, as JSON`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw bad(name, `${name} is not valid JSON`);
  }
  // Decoded JSON can hold what the raw query could not: NUL characters, prototype keys, deep nesting.
  const problem = inputProblem(parsed);
  if (problem) throw bad(problem.field === '_' ? name : `${name}.${problem.field}`, `${name}: ${problem.field === '_' ? '' : `${problem.field} `}${problem.message}`);
  return parsed;
}

function coerce(field: string, v: unknown, kind: Kind): unknown {
  if (v === null) return null;
  if (kind === 'int' || kind === 'real') {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
    // Integer columns are 32-bit: PostgreSQL fails the whole query on a larger value.
    if (kind === 'int' && Number.isInteger(n) && Math.abs(n) > 2_147_483_647) throw bad(`filter.${field}`, `Filter ${field} is out of range`);
    if (!Number.isFinite(n) || (kind === 'int' && !Number.isInteger(n))) throw bad(`filter.${field}`, `Filter ${field} must be a ${kind === 'int' ? 'whole number' : 'number'}`);
    return n;
  }
  if (kind === 'bool') {
    if (v === true || v === 1 || v === 'true' || v === '1') return 1;
    if (v === false || v === 0 || v === 'false' || v === '0') return 0;
    throw bad(`filter.${field}`, `Filter ${field} must be true or false`);
  }
  if (typeof v === 'string' || typeof v === 'number') {
    const s = String(v);
    if (s.length > 500) throw bad(`filter.${field}`, `Filter ${field} is too long`);
    return s;
  }
  throw bad(`filter.${field}`, `Filter ${field} must be a text or a number`);
}

export function parseListQuery(def: ResourceDef, kinds: Record<string, Kind>, query: Record<string, unknown>, maxRows = MAX_PAGE): ListQuery {
  const rawSort = parseJson('sort', query.sort);
  let sort = def.defaultSort;
  if (rawSort !== undefined) {
    if (!Array.isArray(rawSort) || rawSort.length !== 2 || typeof rawSort[0] !== 'string') throw bad('sort', 'sort must be ["field","ASC"|"DESC"]');
    const [field, order] = rawSort as [string, unknown];
    if (!hasOwn(kinds, field) || kinds[field] === 'json') throw bad('sort', `Cannot sort by "${field}": not a sortable field of ${def.name}`);
    const o = String(order).toUpperCase();
    if (o !== 'ASC' && o !== 'DESC') throw bad('sort', 'sort order must be ASC or DESC');
    sort = [field, o];
  }

  const rawRange = parseJson('range', query.range);
  let range: [number, number] | null = null;
  if (rawRange !== undefined) {
    if (!Array.isArray(rawRange) || rawRange.length !== 2 || !rawRange.every((n) => Number.isSafeInteger(n) && n >= 0 && n <= MAX_OFFSET))
      throw bad('range', 'range must be [start,end] with whole numbers from 0');
    const [start, end] = rawRange as [number, number];
    if (end < start) throw bad('range', 'range end must not be before its start');
    if (end - start + 1 > maxRows)
      throw bad('range', `range may cover at most ${maxRows} records${maxRows < MAX_PAGE ? ' without signing in' : ''}`);
    range = [start, end];
  } else if (maxRows < MAX_PAGE) range = [0, maxRows - 1];

  const rawFilter = parseJson('filter', query.filter) ?? {};
  if (typeof rawFilter !== 'object' || rawFilter === null || Array.isArray(rawFilter)) throw bad('filter', 'filter must be a JSON object');
  const filter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rawFilter)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') throw bad(`filter.${key}`, `Unknown filter field: ${key}`);
    if (value === undefined || value === '') continue;
    filter[key] = value;
  }
  return { sort, range, filter };
}

function escapeLike(s: string) {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Builds the WHERE conditions of a list query; every field is checked against the definition first. */
export function whereFor(def: ResourceDef, kinds: Record<string, Kind>, filter: Record<string, unknown>, eb: Eb): Expression<SqlBool>[] {
  const conds: Expression<SqlBool>[] = [];
  const custom = def.filters ?? {};
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'q') {
      if (typeof value !== 'string') throw bad('filter.q', 'Filter q must be text');
      const words = value.trim().slice(0, 200).split(/\s+/).filter(Boolean).slice(0, 8);
      for (const w of words) {
        const pattern = `%${escapeLike(w.toLowerCase())}%`;
        if (def.search.length === 0) continue;
        conds.push(eb.or(def.search.map((col) => sql<SqlBool>`lower(${sql.ref(col)}) like ${pattern} escape '\\'`)));
      }
      continue;
    }
    if (hasOwn(custom, key)) {
      conds.push(custom[key](eb, value, kinds));
      continue;
    }
    const op = (Object.keys(OPS) as (keyof typeof OPS)[]).find((suffix) => key.endsWith(suffix) && hasOwn(kinds, key.slice(0, -suffix.length)));
    if (op) {
      const col = key.slice(0, -op.length);
      const kind = kinds[col];
      if (kind === 'json') throw bad(`filter.${key}`, `Cannot compare ${col}`);
      conds.push(eb(col, OPS[op], coerce(key, value, kind)));
      continue;
    }
    const kind = hasOwn(kinds, key) ? kinds[key] : undefined;
    if (!kind) throw bad(`filter.${key}`, `Unknown filter field: ${key}`);
    if (kind === 'json') throw bad(`filter.${key}`, `Cannot filter on ${key}`);
    if (Array.isArray(value)) {
      if (value.length === 0) {
        conds.push(sql<SqlBool>`1 = 0`);
        continue;
      }
      conds.push(eb(key, 'in', filterValues(key, value, (v) => coerce(key, v, kind))));
    } else if (value === null) conds.push(eb(key, 'is', null));
    else conds.push(eb(key, '=', coerce(key, value, kind)));
  }
  return conds;
}
