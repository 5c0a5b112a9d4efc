import { looksLikeHtml, richTextToText } from '../../src/richText';

/** A dotted path (`translations.ar.title`) of a record. */
export function valueAt(record: Record<string, unknown> | null | undefined, path: string): unknown {
  let v: unknown = record;
  for (const key of path.split('.')) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
  return v;
}

/**
 * A value as an editor reads it, never raw JSON (issue 40): rich text as text, a list of plain values as "a, b, c",
 * a list of records one per line, a record as "key: value" lines, empty as a dash. JSON kept as text is read first.
 */
export function showValue(v: unknown): string {
  if (v == null || v === '') return '—';
  if (typeof v === 'string') {
    const t = v.trim();
    if ((t.startsWith('[') && t.endsWith(']')) || (t.startsWith('{') && t.endsWith('}'))) {
      try {
        return showValue(JSON.parse(t));
      } catch {
        // text that only looks like JSON
      }
    }
    return looksLikeHtml(v) ? richTextToText(v) : v;
  }
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) {
    if (!v.length) return '—';
    return v.every((x) => x == null || typeof x !== 'object') ? v.map((x) => showValue(x)).join(', ') : v.map((x) => showValue(x).replace(/\n/g, ' · ')).join('\n');
  }
  const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x != null && x !== '');
  return entries.length ? entries.map(([k, x]) => `${k.replace(/_/g, ' ')}: ${showValue(x)}`).join('\n') : '—';
}
