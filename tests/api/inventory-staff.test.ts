import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';

/**
 * Inventory that agrees with itself (issue 40 item 6): the count the public page shows and the units a salesperson
 * can hold come from the same units and the same rule; a project with typed counts but no units says so to staff.
 */
describe.each(DIALECTS)('staff inventory (%s)', (dialect) => {
  let t: TestApp;
  let sales: Record<string, string>;
  beforeAll(async () => {
    t = await makeTestApp({ dialect });
    sales = (await t.staff('sales')).headers;
  });
  afterAll(async () => t?.close());

  const inventory = async (projectId: number) => {
    const res = await t.app.inject({ url: `/api/units/inventory?project_id=${projectId}`, headers: sales });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const publicPage = async (slug: string) => (await t.app.inject({ url: `/api/site/projects/${slug}` })).json().project;

  it('a project with typed counts and no units: staff are told the public figure is typed, and there is nothing to hold', async () => {
    const project = await t.db.kysely.selectFrom('projects').select(['id', 'slug', 'units_available']).where('id', '=', 1).executeTakeFirstOrThrow();
    expect(await t.db.kysely.selectFrom('units').select('id').where('project_id', '=', project.id).executeTakeFirst()).toBeUndefined();
    const inv = await inventory(project.id);
    expect(inv).toMatchObject({ total: 0, available: 0, units: [], public_source: 'typed', public_available: project.units_available });
    expect((await publicPage(project.slug)).units_available).toBe(project.units_available);
  });

  it('a project with units: the public "N available" and the units staff can hold are the same units, a hold that ran out included', async () => {
    const project = await t.db.kysely.selectFrom('projects').select(['id', 'slug']).where('id', '=', 6).executeTakeFirstOrThrow();
    // One unit held with a hold that has run out (the sweep has not passed yet): available on both sides.
    const held = await t.db.kysely.selectFrom('units').select('id').where('project_id', '=', project.id).where('status', '=', 'available').orderBy('id').executeTakeFirstOrThrow();
    await t.db.kysely.updateTable('units').set({ status: 'held', hold_expires_at: new Date(Date.now() - 60_000).toISOString() }).where('id', '=', held.id).execute();
    const inv = await inventory(project.id);
    const page = await publicPage(project.slug);
    expect(inv.public_source).toBe('units');
    expect(inv.available).toBe(page.units_available);
    expect(inv.public_available).toBe(page.units_available);
    expect(inv.units).toHaveLength(inv.available);
    expect(inv.units.map((u: { id: number }) => u.id)).toContain(held.id);
    expect(inv.total).toBeGreaterThan(inv.available - 1);
  });

  it('answers 404 for a project that does not exist and 400 naming project_id for a bad one; viewers without units.read are refused', async () => {
    expect((await t.app.inject({ url: '/api/units/inventory?project_id=999999', headers: sales })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/units/inventory?project_id=abc', headers: sales });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('project_id');
    expect((await t.app.inject({ url: '/api/units/inventory?project_id=1' })).statusCode).toBe(401);
  });
});
