import { describe, expect, it } from 'vitest';
import { rowJson, rowsJson } from '../../server/resources/row-json';
import { columnKinds, decodeRow } from '../../server/resources/columns';
import { RESOURCE_BY_NAME } from '../../server/resources/registry';
import type { Kind } from '../../server/resources/define';

const kinds: Record<string, Kind> = { id: 'int', title: 'text', body: 'html', price: 'int', yield_pct: 'real', published: 'bool', gallery: 'json', plan: 'json' };
const same = (row: Record<string, unknown>, k = kinds) => expect(rowJson(row, k)).toBe(JSON.stringify(decodeRow(row, k)));

describe('rowJson: the API record as JSON text, straight from a database row', () => {
  it('writes the same bytes as decoding the row and serialising it', () => {
    same({ id: 7, title: 'Marina "One" \u2028 <tower>', body: '<p>Sea views</p>', price: 1_250_000, yield_pct: 6.5, published: 1, gallery: '[{"src":"/a.webp","width":960}]', plan: '{"label":"60/40","milestones":[]}' });
    same({ id: '8', title: null, body: null, price: '900000', yield_pct: null, published: 0, gallery: '[]', plan: null });
    same({ id: 9, published: true, gallery: 'null', extra_column_not_in_kinds: 'x' });
  });

  it('falls back to the checked path when a stored JSON column is not what the server writes', () => {
    same({ id: 1, gallery: 'not json', plan: '{"a":1}' });
    expect(JSON.parse(rowJson({ id: 1, gallery: 'not json' }, kinds))).toEqual({ id: 1, gallery: null });
  });

  it('never writes a hidden column (users.password_hash)', () => {
    const userKinds = columnKinds(RESOURCE_BY_NAME.get('users')!);
    const text = rowJson({ id: 1, email: 'a@b.co', password_hash: '$argon2id$secret' }, userKinds);
    expect(text).not.toContain('argon2');
    expect(JSON.parse(text)).toEqual({ id: 1, email: 'a@b.co' });
  });

  it('joins rows into a JSON array', () => {
    expect(rowsJson([], kinds)).toBe('[]');
    expect(JSON.parse(rowsJson([{ id: 1 }, { id: 2, published: 1 }], kinds))).toEqual([{ id: 1 }, { id: 2, published: true }]);
  });
});
