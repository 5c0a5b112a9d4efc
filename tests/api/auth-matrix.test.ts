import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { RESOURCES } from '../../server/resources/registry';
import { validBody } from '../helpers/validBody';
import { type ResourceDef } from '../../server/resources/define';
import { can, ROLE_PERMISSIONS } from '../../server/auth/roles';
import { PAGE_NAMES, ROLES, type Role } from '../../src/constants';

type Action = 'list' | 'create' | 'update' | 'delete';
const uid = () => crypto.randomBytes(4).toString('hex');

/** The permission the server checks for a cell: users' writes are all users.manage. */
function permission(def: ResourceDef, action: Action): string {
  if (action === 'list') return `${def.name}.read`;
  return def.name === 'users' ? 'users.manage' : `${def.name}.${action}`;
}

describe.each(DIALECTS)('role x resource x action matrix (%s)', (dialect) => {
  let t: TestApp;
  const tokens = {} as Record<Role, Record<string, string>>;
  let owner: Record<string, string>;
  let areaId: number;

  const ownerPost = async (url: string, payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url, headers: owner, payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
    return res.json() as Record<string, any>;
  };

  /** A valid body for a create by anyone; unique fields are fresh every call. */
  async function createBody(def: ResourceDef): Promise<Record<string, unknown>> {
    const n = uid();
    switch (def.name) {
      case 'users': return { email: `matrix-${n}@oasis.test`, first_name: 'Matrix', last_name: 'User', role: 'viewer' };
      case 'pages': {
        // page_name is unique: free one up when every page already exists.
        const used = new Set((await t.db.kysely.selectFrom('pages').select('page_name').execute()).map((p) => p.page_name));
        const free = PAGE_NAMES.find((p) => !used.has(p));
        if (free) return { page_name: free, title: `Matrix page ${n}` };
        await t.db.kysely.deleteFrom('pages').where('page_name', '=', PAGE_NAMES[PAGE_NAMES.length - 1]).execute();
        return { page_name: PAGE_NAMES[PAGE_NAMES.length - 1], title: `Matrix page ${n}` };
      }
      // Inventory (issue 30): a unit of a project made for it.
      case 'units': return { project_id: (await ownerPost('/api/projects', { title: `Matrix Units ${n}`, status: 'off_plan' })).id, unit_number: `U${n}`, type: '1 Bedroom', bedrooms: 1 };
      // Any other resource, every definition among them: a body built from its schema (issue 38: no list of resources
      // to keep here), a reference to the area made for the matrix.
      default: return validBody(def.schema!, n, { areas: areaId });
    }
  }

  /** A record nobody depends on, made by the owner (or through the public forms for leads). */
  async function freshRecord(def: ResourceDef): Promise<number> {
    if (def.name === 'enquiries' || def.name === 'mortgage-enquiries') {
      const csrf = await t.csrf();
      const base = { name: 'Matrix Lead', email: `lead-${uid()}@mail.test`, phone: '971501234567' };
      const res =
        def.name === 'enquiries'
          ? await t.app.inject({ method: 'POST', url: '/api/sendEnquiry', headers: csrf, payload: { ...base, budget: '2000000', investmentTimeline: 'Within 3 months' } })
          : await t.app.inject({ method: 'POST', url: '/api/sendMortgageEnquiry', headers: csrf, payload: { ...base, property_price_aed: 2_000_000, down_payment_aed: 500_000, tenure_years: 25, interest_rate_pct: 4.5, residency: 'expat', first_home: true } });
      expect(res.statusCode, res.body).toBe(200);
      const table = def.table as 'enquiries' | 'mortgage_enquiries';
      const row = await t.db.kysely.selectFrom(table).select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
      return row.id;
    }
    if (def.name === 'settings' || def.name === 'lead-settings' || def.name === 'privacy-settings' || def.name === 'version-settings' || def.name === 'unit-settings') {
      const rows = await t.app.inject({ method: 'GET', url: `/api/${def.name}`, headers: owner });
      expect(rows.json().length, 'settings need a seeded row').toBeGreaterThan(0);
      return rows.json()[0].id;
    }
    return (await ownerPost(`/api/${def.name}`, await createBody(def))).id;
  }

  beforeAll(async () => {
    t = await makeTestApp({ dialect });
    for (const role of ROLES) tokens[role] = (await t.staff(role)).headers;
    owner = tokens.owner;
    areaId = (await ownerPost('/api/areas', { name: `Matrix Parent Area ${uid()}` })).id;
  });
  afterAll(() => t.close());

  it('every role holds a known permission list', () => {
    for (const role of ROLES) expect(Array.isArray(ROLE_PERMISSIONS[role])).toBe(true);
    expect(RESOURCES.length).toBeGreaterThan(10);
  });

  for (const def of RESOURCES) {
    it(`${def.name}: each role gets exactly its cells; anonymous callers get nothing private`, async () => {
      const cells: string[] = [];
      const check = (role: string, action: Action, status: number, allowed: boolean, ok: number, body: string) => {
        const want = allowed ? ok : 403;
        if (status !== want) cells.push(`${role} ${action} ${def.name}: got ${status}, want ${want} (${body.slice(0, 200)})`);
      };
      for (const role of ROLES) {
        const headers = tokens[role];
        const list = await t.app.inject({ method: 'GET', url: `/api/${def.name}?range=[0,4]`, headers });
        check(role, 'list', list.statusCode, can(role, permission(def, 'list')), 200, list.body);
        if (def.ops.create) {
          const res = await t.app.inject({ method: 'POST', url: `/api/${def.name}`, headers, payload: await createBody(def) });
          check(role, 'create', res.statusCode, can(role, permission(def, 'create')), 201, res.body);
        }
        if (def.ops.update) {
          const id = await freshRecord(def);
          const res = await t.app.inject({ method: 'PUT', url: `/api/${def.name}/${id}`, headers, payload: {} });
          check(role, 'update', res.statusCode, can(role, permission(def, 'update')), 200, res.body);
        }
        if (def.ops.delete) {
          const id = await freshRecord(def);
          const res = await t.app.inject({ method: 'DELETE', url: `/api/${def.name}/${id}`, headers });
          check(role, 'delete', res.statusCode, can(role, permission(def, 'delete')), 200, res.body);
        }
      }
      // Operations a resource does not offer do not exist for anyone.
      if (!def.ops.create) expect((await t.app.inject({ method: 'POST', url: `/api/${def.name}`, headers: owner, payload: {} })).statusCode).toBe(404);

      const anonymous = await t.csrf();
      const list = await t.app.inject({ method: 'GET', url: `/api/${def.name}` });
      expect(list.statusCode).toBe(def.public === false ? 401 : 200);
      if (def.public === false) expect(list.json()).toEqual({ error: true, message: 'Please sign in to continue' });
      if (def.ops.create) expect((await t.app.inject({ method: 'POST', url: `/api/${def.name}`, headers: anonymous, payload: await createBody(def) })).statusCode).toBe(401);
      if (def.ops.update || def.ops.delete) {
        const id = await freshRecord(def);
        if (def.ops.update) expect((await t.app.inject({ method: 'PUT', url: `/api/${def.name}/${id}`, headers: anonymous, payload: {} })).statusCode).toBe(401);
        if (def.ops.delete) expect((await t.app.inject({ method: 'DELETE', url: `/api/${def.name}/${id}`, headers: anonymous })).statusCode).toBe(401);
      }
      expect(cells).toEqual([]);
    });
  }

  it('a refused cell answers 403 with a message naming the permission', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/projects/1', headers: tokens.viewer });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: true, message: 'Your role (viewer) does not allow projects.delete' });
  });

  it('permissions answer the role table; only the owner has all_permission', async () => {
    for (const role of ROLES) {
      const res = await t.app.inject({ method: 'GET', url: '/api/get-permissions', headers: tokens[role] });
      expect(res.json()).toEqual({ error: false, data: { permissions: ROLE_PERMISSIONS[role], all_permission: role === 'owner' } });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/get-permissions' })).statusCode).toBe(401);
  });
});
