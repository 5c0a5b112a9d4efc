import { looksLikeHtml, richTextToText } from '../../src/richText';

/** A dotted path (`translations.ar.title`) of a record. */
export function valueAt(record: Record<string, unknown> | null | undefined, path: string): unknown {
  let v: unknown = record;
  for (const key of path.split('.')) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
  return v;
}

/** A value as an editor reads it: rich text as text, lists and objects as compact JSON, empty as a dash. */
export function showValue(v: unknown): string {
  if (v == null || v === '') return '—';
  if (typeof v === 'string') return looksLikeHtml(v) ? richTextToText(v) : v;
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (typeof v === 'number') return String(v);
  return JSON.stringify(v, null, 1);
}
