import type { Kind } from './define';
import { decodeRow } from './columns';

const keyCache = new Map<string, string>();
const key = (col: string) => {
  let k = keyCache.get(col);
  if (k === undefined) keyCache.set(col, (k = JSON.stringify(col)));
  return k;
};

/** Stored JSON columns are written by JSON.stringify (encodeValue); anything else goes the slow, checked way. */
const looksStored = (text: string) => {
  const c = text.charCodeAt(0);
  return c === 91 /* [ */ || c === 123 /* { */ || text === 'null';
};

/**
 * Database row -> the JSON text of its API record: the same bytes as JSON.stringify(decodeRow(row)),
 * but stored JSON columns are copied as they are instead of being parsed and serialised again.
 * On a list of 24 projects this halves the server's work per request (docs/BENCHMARKS.md).
 */
export function rowJson(row: Record<string, unknown>, kinds: Record<string, Kind>): string {
  const parts: string[] = [];
  for (const col in kinds) {
    const v = row[col];
    if (v === undefined) continue;
    const kind = kinds[col];
    let text: string;
    if (v === null) text = 'null';
    else if (kind === 'json') {
      if (typeof v === 'string' && looksStored(v)) text = v;
      else return JSON.stringify(decodeRow(row, kinds));
    } else if (kind === 'bool') text = v === 1 || v === true || v === '1' ? 'true' : 'false';
    else if (kind === 'int' || kind === 'real') text = JSON.stringify(Number(v));
    else text = JSON.stringify(v);
    parts.push(`${key(col)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}

/** A JSON array of rows, as rowJson writes them. */
export const rowsJson = (rows: Record<string, unknown>[], kinds: Record<string, Kind>) => `[${rows.map((r) => rowJson(r, kinds)).join(',')}]`;
