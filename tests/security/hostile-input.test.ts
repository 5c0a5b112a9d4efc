import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyObject, ObjectSchema } from 'yup';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { VALID_PERMIT } from '../helpers/permit';
import { RESOURCES } from '../../server/resources/registry';
import { validBody } from '../helpers/validBody';
import { type ResourceDef } from '../../server/resources/define';
import { columnKinds, deepHtmlFields } from '../../server/resources/columns';
import { sanitizeDeep, sanitizeRichText } from '../../server/content/sanitize';
import { expectClearAnswer, HOSTILE, MATRIX_TIMEOUT, PATHOLOGICAL, pollutionCheck, rawBodies, withConcurrentGet } from './hostile-values';

/**
 * The records whose valid body is more than their schema says (a project published with its permit, a user by role,
 * a unit of a project); every other resource's comes from its schema. The matrix replaces one field at a time with a hostile value.
 */
function baseRecords(refs: { projectId?: () => number }): Record<string, () => Record<string, unknown>> {
  let n = 0;
  const unique = () => `${Date.now().toString(36)}${++n}`;
  return {
    projects: () => ({ title: `Hostile Tower ${unique()}`, status: 'off_plan', published: false, ...VALID_PERMIT }),
    users: () => ({ email: `hostile-${unique()}@staff.test`, first_name: 'Hostile', last_name: 'Tester', role: 'viewer' }),
    // Inventory (issue 30): a unit of the project created above.
    units: () => ({ project_id: refs.projectId?.(), unit_number: unique(), type: '1 Bedroom', bedrooms: 1, price_aed: 1_250_000 }),
  };
}

/** What the router stores for an accepted value: the schema's cast (trim, lowercase...), then sanitising. */
function expectedStored(def: ResourceDef, field: string, value: unknown): unknown {
  const kinds = columnKinds(def);
  const schema = (def.schema as ObjectSchema<AnyObject>).fields[field] as { cast(v: unknown, o: object): unknown };
  let v = schema.cast(value, { stripUnknown: true });
  if (kinds[field] === 'html') v = sanitizeRichText(v as string | null);
  if (deepHtmlFields(def.schema!).includes(field)) v = sanitizeDeep(v);
  return JSON.parse(JSON.stringify(v ?? null));
}

/** Fields the router derives when left empty, so a refused hostile value there may name the derived field. */
const derivedNames = (def: ResourceDef, field: string) => (def.slugFrom === field ? ['slug'] : []);

describe.each(DIALECTS)('hostile input on staff writes (%s)', (dialect) => {
  let t: TestApp;
  let owner: Record<string, string>;
  let base: ReturnType<typeof baseRecords>;
  const existing: Record<string, number> = {};

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: 'none' });
    owner = (await t.staff('owner')).headers;
    const area = await t.app.inject({ method: 'POST', url: '/api/areas', headers: owner, payload: { name: 'Reference Area' } });
    expect(area.statusCode).toBe(201);
    // Issue 38: every resource the definitions name gets a body built from its schema, unless it has a designed one here.
    let k = 0;
    // pages: one row per page_name, created below.
    const fromSchema = RESOURCES.filter((d) => d.schema && d.ops.create && d.name !== 'pages').map((d) => [d.name, () => validBody(d.schema!, `${Date.now().toString(36)}g${++k}`, { areas: area.json().id })] as const);
    base = { ...Object.fromEntries(fromSchema), ...baseRecords({ projectId: () => existing.projects }) };
    // A lead first: tasks (issue 40) are made on one.
    const csrf = await t.csrf();
    const lead = { name: 'Lead', email: 'lead@buyer.test', phone: '+971501234567', budget: '2000000', investmentTimeline: 'Within 3 months' };
    expect((await t.app.inject({ method: 'POST', url: '/api/sendEnquiry', headers: csrf, payload: lead })).statusCode).toBe(200);
    for (const [name, make] of Object.entries(base)) {
      const res = await t.app.inject({ method: 'POST', url: `/api/${name}`, headers: owner, payload: make() });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      existing[name] = res.json().id;
    }
    // Rows only reachable by update: the settings row, a page, and one lead of each kind.
    await t.db.kysely.insertInto('settings').values({ product_name: 'Oasis Invest', phone_primary: '+971 4 000 0000', email_primary: 'hello@oasis.test', address: 'Dubai', created_at: new Date().toISOString(), updated_at: new Date().toISOString() } as never).execute();
    const mortgage = { name: 'Lead', email: 'lead@buyer.test', phone: '+971501234567', property_price_aed: 2_000_000, down_payment_aed: 600_000, tenure_years: 25, interest_rate_pct: 4.5, residency: 'expat' };
    expect((await t.app.inject({ method: 'POST', url: '/api/sendMortgageEnquiry', headers: csrf, payload: mortgage })).statusCode).toBe(200);
    const page = await t.app.inject({ method: 'POST', url: '/api/pages', headers: owner, payload: { page_name: 'home', title: 'Home' } });
    expect(page.statusCode, page.body).toBe(201);
    existing.pages = page.json().id;
    for (const name of ['settings', 'lead-settings', 'privacy-settings', 'version-settings', 'enquiries', 'mortgage-enquiries', 'unit-settings']) {
      const list = await t.app.inject({ url: `/api/${name}`, headers: owner });
      existing[name] = list.json()[0].id;
    }
  });
  afterAll(async () => t?.close());

  const alive = async () => {
    const res = await t.app.inject({ url: '/api/property-types', headers: owner });
    expect(res.statusCode).toBe(200);
  };

  const readBack = async (def: ResourceDef, id: number) => (await t.app.inject({ url: `/api/${def.name}/${id}`, headers: owner })).json() as Record<string, unknown>;

  const writable = RESOURCES.filter((def) => def.schema && (def.ops.create || def.ops.update));

  it.each(writable.map((def) => [def.name, def] as const))('%s: every field x every hostile value: a clear 4xx naming the field, or stored literally', async (_name, def) => {
    const fields = Object.keys(def.schema!.fields);
    const create = def.ops.create && base[def.name];
    for (const field of fields) {
      for (const [label, value] of HOSTILE) {
        const context = `${def.name}.${field} = ${label}`;
        const res = create
          ? await t.app.inject({ method: 'POST', url: `/api/${def.name}`, headers: owner, payload: { ...base[def.name](), [field]: value } })
          : await t.app.inject({ method: 'PUT', url: `/api/${def.name}/${existing[def.name]}`, headers: owner, payload: { [field]: value } });
        expectClearAnswer(res, field, context, derivedNames(def, field));
        if (res.statusCode >= 400) continue;
        expect(res.statusCode, context).toBe(create ? 201 : 200);
        // Slugs left empty are generated; the rest must come back exactly as validated (no SQL mangling).
        if (field === 'slug' && !expectedStored(def, field, value)) continue;
        const stored = await readBack(def, res.json().id);
        expect(stored[field], context).toEqual(expectedStored(def, field, value));
      }
    }
    await alive();
  }, MATRIX_TIMEOUT);

  it.each(writable.map((def) => [def.name, def] as const))('%s: every field x every pathological string: a 4xx naming the field, while a concurrent GET is answered', async (_name, def) => {
    const create = def.ops.create && base[def.name];
    for (const field of Object.keys(def.schema!.fields)) {
      for (const [label, value] of PATHOLOGICAL) {
        const context = `${def.name}.${field} = ${label}`;
        const write = create
          ? t.app.inject({ method: 'POST', url: `/api/${def.name}`, headers: owner, payload: { ...base[def.name](), [field]: value } })
          : t.app.inject({ method: 'PUT', url: `/api/${def.name}/${existing[def.name]}`, headers: owner, payload: { [field]: value } });
        const res = await withConcurrentGet(t.app, write);
        expectClearAnswer(res, field, context, derivedNames(def, field));
        // Confusables and a few thousand brackets are plausible text (a name in Cyrillic, an article); sheer size is not.
        if (value.length > 100_000) expect(res.statusCode, context).toBeGreaterThanOrEqual(400);
      }
    }
    await alive();
  }, MATRIX_TIMEOUT);

  it.each(writable.map((def) => [def.name, def] as const))('%s: raw bodies (prototype keys, 10k-deep JSON, broken JSON) answer a clear 4xx', async (_name, def) => {
    const create = def.ops.create && base[def.name];
    const valid = create ? base[def.name]() : {};
    const field = Object.keys(def.schema!.fields)[0];
    for (const [label, payload, named] of rawBodies(valid, field)) {
      const res = create
        ? await t.app.inject({ method: 'POST', url: `/api/${def.name}`, headers: { ...owner, 'content-type': 'application/json' }, payload })
        : await t.app.inject({ method: 'PUT', url: `/api/${def.name}/${existing[def.name]}`, headers: { ...owner, 'content-type': 'application/json' }, payload });
      expectClearAnswer(res, named, `${def.name} ${label}`);
      expect(res.statusCode, `${def.name} ${label}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      pollutionCheck();
    }
    await alive();
  }, MATRIX_TIMEOUT);

  it('a PUT with hostile values keeps the stored record whole (partial bodies merge, refusals change nothing)', async () => {
    const before = await readBack(RESOURCES.find((d) => d.name === 'projects')!, existing.projects);
    const res = await t.app.inject({ method: 'PUT', url: `/api/projects/${existing.projects}`, headers: owner, payload: { starting_price_aed: "1; UPDATE projects SET published = 1" } });
    expectClearAnswer(res, 'starting_price_aed', 'projects PUT');
    expect(res.statusCode).toBe(422);
    const after = await readBack(RESOURCES.find((d) => d.name === 'projects')!, existing.projects);
    expect(after).toEqual(before);
  });

  // Inventory (issue 30): the unit actions and the price-list import, beside the generic router.
  it('unit actions and the price-list import: every hostile value answers a clear 4xx naming the field', async () => {
    const unit = existing.units;
    for (const [label, value] of HOSTILE) {
      const hold = await t.app.inject({ method: 'POST', url: `/api/units/${unit}/hold`, headers: owner, payload: { lead_id: value } });
      expectClearAnswer(hold, 'lead_id', `hold lead_id = ${label}`);
      if (hold.statusCode === 200) expect((await t.app.inject({ method: 'POST', url: `/api/units/${unit}/release`, headers: owner, payload: {} })).statusCode).toBe(200);
      const reserve = await t.app.inject({ method: 'POST', url: `/api/units/${unit}/reserve`, headers: owner, payload: { booking_fee_date: value } });
      expectClearAnswer(reserve, 'booking_fee_date', `reserve booking_fee_date = ${label}`, ['status']);
      const importRes = await t.app.inject({ method: 'POST', url: `/api/units/import?project_id=${encodeURIComponent(String(value))}&dry_run=1`, headers: owner, payload: {} });
      expectClearAnswer(importRes, 'project_id', `import project_id = ${label}`);
      expect(importRes.statusCode).toBeGreaterThanOrEqual(400);
    }
    for (const id of ['0', '-1', '1.5', 'abc', '99999999999999999999', '%00']) {
      for (const verb of ['hold', 'release', 'reserve', 'sell']) {
        const res = await t.app.inject({ method: 'POST', url: `/api/units/${id}/${verb}`, headers: owner, payload: { lead_id: 1, booking_fee_date: '2026-11-25' } });
        expectClearAnswer(res, 'id', `POST /api/units/${id}/${verb}`);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
      }
    }
    // A price list that is not one: a clear 4xx naming the file, nothing stored.
    const boundary = 'hostileboundary';
    for (const [label, content] of [['binary', '\u0000\u0001PK'], ['deep quotes', '"'.repeat(100_000)], ['no header', '\n\n\n'], ['formula', 'unit,price\n=cmd|calc,=1+1']] as const) {
      const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.csv"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`;
      const res = await t.app.inject({ method: 'POST', url: `/api/units/import?project_id=${existing.projects}`, headers: { ...owner, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
      expectClearAnswer(res, 'file', `import ${label}`);
      if (res.statusCode === 200) expect(res.json().errors.length, label).toBeGreaterThan(0);
    }
    await alive();
  }, MATRIX_TIMEOUT);

  // Hot leads first (issue 28): a member pausing themself from the profile (PUT /api/profile/availability).
  it('PUT /api/profile/availability: every hostile value and raw body answers a clear 4xx naming paused, or is stored as given', async () => {
    const read = async () => (await t.app.inject({ url: '/api/profile/availability', headers: owner })).json().data.paused;
    for (const [label, value] of HOSTILE) {
      const before = await read();
      const res = await t.app.inject({ method: 'PUT', url: '/api/profile/availability', headers: owner, payload: { paused: value } });
      expectClearAnswer(res, 'paused', `paused = ${label}`);
      if (res.statusCode >= 400) expect(await read(), label).toBe(before);
      else expect(await read(), label).toBe(value);
    }
    for (const [label, payload, named] of rawBodies({ paused: false }, 'paused')) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/profile/availability', headers: { ...owner, 'content-type': 'application/json' }, payload });
      expectClearAnswer(res, named, `availability ${label}`);
      expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
      pollutionCheck();
    }
    await alive();
  }, MATRIX_TIMEOUT);

  it('bad ids in the address answer 400 naming the id, never 5xx', async () => {
    for (const id of ['0', '-1', '1.5', 'abc', "1%20OR%201=1", '99999999999999999999', '%00', '..%2F..%2Fetc%2Fpasswd']) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await t.app.inject({ method, url: `/api/projects/${id}`, headers: owner, ...(method === 'PUT' ? { payload: { title: 'x' } } : {}) });
        expectClearAnswer(res, 'id', `${method} /api/projects/${id}`);
        expect(res.statusCode, `${method} ${id}`).toBeGreaterThanOrEqual(400);
      }
    }
    pollutionCheck();
    await alive();
  });
  // Editorial safety (issue 31): bulk edit and its undo, preview links, and content import.
  it('bulk edit, undo, preview links and import: every hostile value a clear 4xx naming the field, or a report; nothing 5xx', async () => {
    const id = existing.projects;
    const project = RESOURCES.find((d) => d.name === 'projects')!;
    const before = await readBack(project, id);
    for (const [label, value] of HOSTILE) {
      const bodies: Array<[string, string, unknown]> = [
        ['/api/projects/bulk', 'action', { action: value, ids: [id] }],
        ['/api/projects/bulk', 'ids', { action: 'feature', ids: value }],
        ['/api/projects/bulk', 'ids', { action: 'feature', ids: [value] }],
        ['/api/projects/bulk', 'value', { action: 'set_area', ids: [id], value }],
        ['/api/projects/bulk/undo', 'items', { items: value }],
        ['/api/projects/bulk/undo', 'items', { items: [{ id, version: value }] }],
        [`/api/projects/${id}/preview-links`, 'lang', { lang: value }],
      ];
      for (const [url, field, payload] of bodies) {
        const res = await t.app.inject({ method: 'POST', url, headers: owner, payload: payload as object });
        expectClearAnswer(res, field, `${url} ${field} = ${label}`);
      }
      const cell = typeof value === 'string' ? value : JSON.stringify(value);
      const csv = `ID,Title,Starting price (AED)\r\n${id},"${String(cell).replace(/"/g, '""')}","${String(cell).replace(/"/g, '""')}"\r\n`;
      const boundary = 'hostile' + label.replace(/\W/g, '');
      const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\n`), Buffer.from(csv), Buffer.from(`\r\n--${boundary}--\r\n`)]);
      const res = await t.app.inject({ method: 'POST', url: '/api/projects/import?mode=dry-run', headers: { ...owner, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
      expectClearAnswer(res, 'file', `import cell = ${label}`);
      if (res.statusCode === 200) expect(res.json().applied, label).toBe(false);
    }
    for (const bad of ['0', '-1', 'abc', '99999999999999999999', '%00']) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/projects/${id}/preview-links/${bad}`, headers: owner });
      expectClearAnswer(res, 'link', `DELETE preview link ${bad}`);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
    for (const token of ["1.1.' OR 1=1 --", '../../etc/passwd', '%00', 'x'.repeat(250)]) {
      const res = await t.app.inject({ url: `/preview/${encodeURIComponent(token)}` });
      expect(res.statusCode, token).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, token).toBeLessThan(500);
    }
    // Dry runs and refused bulk values left the record as it was (the bulk "feature" answers changed it, and only it).
    const after = await readBack(project, id);
    const { featured: _f1, version: _v1, updated_at: _u1, area_id: _a1, ...restBefore } = before;
    const { featured: _f2, version: _v2, updated_at: _u2, area_id: _a2, ...restAfter } = after;
    expect(restAfter).toEqual(restBefore);
    pollutionCheck();
    await alive();
  }, MATRIX_TIMEOUT);
});
