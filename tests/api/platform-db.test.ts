import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { migrate } from '../../server/db/connect';
import { isEmpty, readDemoContent, seed } from '../../server/demo/seed';
import { DEMO_RESOURCES, RESOURCE_BY_NAME } from '../../server/resources/registry';
import type { TableName } from '../../server/db/types';

const TABLES: TableName[] = [
  'projects', 'project_property_types', 'areas', 'developers', 'locations', 'property_types', 'amenities', 'blogs', 'testimonials',
  'investment_guides', 'banners', 'pages', 'settings', 'enquiries', 'mortgage_enquiries', 'users', 'api_tokens', 'activation_tokens', 'audit_logs', 'media',
];

describe.each(DIALECTS)('migrations and the demo seed on %s', (dialect) => {
  let t: TestApp;
  const demo = readDemoContent();
  const count = async (table: TableName) => {
    const row = await t.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  };

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: 'demo' });
  });
  afterAll(async () => t?.close());

  it('creates every table of the content model', async () => {
    for (const table of TABLES) await expect(count(table), table).resolves.toBeGreaterThanOrEqual(0);
  });

  it('runs again without changes (migrations are idempotent)', async () => {
    await expect(migrate(t.db)).resolves.toBeUndefined();
  });

  it('seeds exactly what db.json holds, resource by resource', async () => {
    expect(await isEmpty(t.db)).toBe(false);
    for (const name of DEMO_RESOURCES) {
      const def = RESOURCE_BY_NAME.get(name)!;
      expect(await count(def.table), name).toBe(demo[name]?.length ?? 0);
    }
    const links = (demo.projects ?? []).reduce((n, p) => n + new Set((p.property_type_ids as number[] | undefined) ?? []).size, 0);
    expect(await count('project_property_types')).toBe(links);
  });

  it('serves the seeded content through the API with matching totals', async () => {
    const owner = (await t.staff('owner')).headers;
    for (const name of ['projects', 'developers', 'pages', 'settings'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/${name}?range=[0,0]`, headers: owner });
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-range'], name).toMatch(new RegExp(`/${demo[name]?.length ?? 0}$`));
    }
  });

  it('keeps ids counting after the seeded ones (PostgreSQL sequences are moved on)', async () => {
    const editor = (await t.staff('editor')).headers;
    const maxId = Math.max(0, ...(demo.developers ?? []).map((d) => Number(d.id)));
    const res = await t.app.inject({ method: 'POST', url: '/api/developers', payload: { name: 'Sequence Check Developments' }, headers: editor });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toBeGreaterThan(maxId);
  });

  it('turns on foreign keys (SQLite) so a dangling reference is refused', async () => {
    await expect(
      t.db.kysely.insertInto('locations').values({ name: 'Nowhere', area_id: 987654, created_at: new Date().toISOString(), updated_at: new Date().toISOString() } as never).execute(),
    ).rejects.toThrow();
  });

  it('refuses to seed an invalid record, naming the collection, index and field', async () => {
    const fresh = await makeTestApp({ dialect, content: 'none' });
    try {
      expect(await isEmpty(fresh.db)).toBe(true);
      await expect(seed(fresh.db, { developers: [{ id: 1, name: '', slug: 'x' }] })).rejects.toThrow(/db\.json developers\[0\] is not valid: .*name/);
      // The seed is one transaction: nothing of a failed seed stays behind.
      const row = await fresh.db.kysely.selectFrom('developers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(row.n)).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('uses the expected engine settings', async () => {
    if (t.db.dialect === 'sqlite') {
      const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(t.db.kysely);
      expect(rows[0].foreign_keys).toBe(1);
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(t.db.kysely);
      expect(journal.rows[0].journal_mode).toBe('wal');
    } else {
      const { rows } = await sql<{ v: string }>`select version() as v`.execute(t.db.kysely);
      expect(rows[0].v).toMatch(/PostgreSQL/);
    }
  });
});
