import { isDeepStrictEqual } from 'node:util';

/**
 * Whether two stored values are the same as JSON: key order does not matter (a form may send an object's keys in
 * another order than the database returns them), a missing value equals null, undefined members are dropped as
 * JSON drops them. Used wherever a save decides what changed (versions, drafts, outdated translations, imports,
 * bulk edits).
 */
export function sameValue(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(asJson(a), asJson(b));
}

const asJson = (v: unknown): unknown => (v === undefined ? null : JSON.parse(JSON.stringify(v)) ?? null);
