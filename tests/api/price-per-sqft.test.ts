import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';

/** Issue 40 item 7: a derived figure follows its inputs: the price per sq ft after a price cut or a new smallest size. */
describe.each(DIALECTS)('price per sq ft follows the price and the size (%s)', (dialect) => {
  let t: TestApp;
  let db: Kysely<any>;
  let editor: { headers: Record<string, string> };

  beforeAll(async () => {
    t = await makeTestApp({ dialect });
    db = t.db.kysely as unknown as Kysely<any>;
    editor = await t.staff('owner');
  });
  afterAll(async () => t?.close());

  const project = async () => (await t.app.inject({ url: '/api/projects/1', headers: editor.headers })).json();
  const save = async (changes: Record<string, unknown>) => {
    const current = await project();
    const res = await t.app.inject({ method: 'PUT', url: '/api/projects/1', headers: { ...editor.headers, 'if-match': `"${current.version}"` }, payload: { ...current, ...changes } });
    expect(res.statusCode, res.body).toBe(200);
    return (await db.selectFrom('projects').select(['starting_price_aed', 'size_sqft_min', 'price_per_sqft_aed']).where('id', '=', 1).executeTakeFirstOrThrow()) as Record<string, number>;
  };

  it('recomputes it after a price cut or a size change, and keeps a figure staff type in the same save', async () => {
    const before = await project();
    const cut = await save({ starting_price_aed: Math.round(before.starting_price_aed * 0.9) });
    expect(cut.price_per_sqft_aed).toBe(Math.round(cut.starting_price_aed / cut.size_sqft_min));
    const resized = await save({ size_sqft_min: cut.size_sqft_min + 50 });
    expect(resized.price_per_sqft_aed).toBe(Math.round(resized.starting_price_aed / resized.size_sqft_min));
    const typed = await save({ starting_price_aed: resized.starting_price_aed + 10_000, price_per_sqft_aed: 1234 });
    expect(typed.price_per_sqft_aed).toBe(1234);
    const untouched = await save({ title: `${before.title}` });
    expect(untouched.price_per_sqft_aed).toBe(1234);
  });
});
