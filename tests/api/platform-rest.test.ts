import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { FIXTURE, VISIBLE_PROJECT_IDS } from './platform-fixtures';

type Row = Record<string, unknown> & { id: number };

describe.each(DIALECTS)('generic ra-data-simple-rest router on %s', (dialect) => {
  let t: TestApp;
  let editor: Record<string, string>;
  let owner: Record<string, string>;

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: FIXTURE });
    editor = (await t.staff('editor')).headers;
    owner = (await t.staff('owner')).headers;
  });
  afterAll(async () => t?.close());

  const list = async (resource: string, params: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const qs = new URLSearchParams(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])));
    const res = await t.app.inject({ method: 'GET', url: `/api/${resource}?${qs}`, headers });
    return { status: res.statusCode, body: res.json(), range: res.headers['content-range'] as string | undefined };
  };
  const ids = (rows: Row[]) => rows.map((r) => r.id);

  describe('lists', () => {
    it('sorts both ways, ties broken by id', async () => {
      const asc = await list('projects', { sort: ['starting_price_aed', 'ASC'] });
      expect(asc.status).toBe(200);
      expect(ids(asc.body)).toEqual([2, 1, 3]);
      const desc = await list('projects', { sort: ['starting_price_aed', 'DESC'] });
      expect(ids(desc.body)).toEqual([3, 1, 2]);
      const byName = await list('developers', { sort: ['name', 'DESC'] });
      expect(byName.body.map((d: Row) => d.name)).toEqual(['Sandstone Properties', 'Azure Coast Developments']);
    });

    it('pages with an inclusive range and answers Content-Range', async () => {
      const first = await list('projects', { sort: ['id', 'ASC'], range: [0, 1] });
      expect(ids(first.body)).toEqual([1, 2]);
      expect(first.range).toBe('projects 0-1/3');
      const second = await list('projects', { sort: ['id', 'ASC'], range: [2, 3] });
      expect(ids(second.body)).toEqual([3]);
      expect(second.range).toBe('projects 2-2/3');
    });

    it('answers an empty page with the total still right', async () => {
      const past = await list('projects', { range: [10, 19] });
      expect(past.body).toEqual([]);
      expect(past.range).toMatch(/^projects \d+-\d+\/3$/);
      const none = await list('projects', { filter: { q: 'no such tower anywhere' } });
      expect(none.body).toEqual([]);
      expect(none.range).toBe('projects 0-0/0');
    });

    it('exposes Content-Range to browsers through CORS', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/areas', headers: { origin: t.config.publicUrl } });
      expect(res.headers['access-control-expose-headers']).toMatch(/Content-Range/);
    });

    it('searches text fields with q, case-insensitively, every word', async () => {
      expect(ids((await list('projects', { filter: { q: 'MARINA' } })).body)).toEqual([1]);
      expect(ids((await list('projects', { filter: { q: 'crest marina' } })).body)).toEqual([1]);
      expect(ids((await list('projects', { filter: { q: '71234567890' } })).body)).toEqual([1]);
      // LIKE wildcards typed by a user are literal characters.
      expect((await list('projects', { filter: { q: '%' } })).body).toEqual([]);
    });

    it('getMany: an id list', async () => {
      const many = await list('projects', { filter: { id: [3, 1] }, sort: ['id', 'ASC'] });
      expect(ids(many.body)).toEqual([1, 3]);
      expect(many.range).toBe('projects 0-1/2');
      expect((await list('projects', { filter: { id: [] } })).body).toEqual([]);
    });

    it('filters by equality, booleans, ranges and the bedrooms custom filter', async () => {
      expect(ids((await list('projects', { filter: { status: 'ready' } })).body)).toEqual([2]);
      expect(ids((await list('projects', { filter: { status: ['ready', 'under_construction'] }, sort: ['id', 'ASC'] })).body)).toEqual([2, 3]);
      expect(ids((await list('projects', { filter: { featured: true }, sort: ['id', 'ASC'] })).body)).toEqual([1, 3]);
      expect(ids((await list('projects', { filter: { featured: 'false' } })).body)).toEqual([2]);
      const band = await list('projects', { filter: { starting_price_aed_gte: 900_000, starting_price_aed_lte: 2_000_000 }, sort: ['id', 'ASC'] });
      expect(ids(band.body)).toEqual([1, 2]);
      expect(ids((await list('projects', { filter: { bedrooms: 0 } })).body)).toEqual([2]);
      expect(ids((await list('projects', { filter: { property_type_id: 2 } })).body)).toEqual([3]);
    });

    it('getManyReference: rows of one parent, paged, with the reference total', async () => {
      const ref = await list('projects', { filter: { developer_id: 1 }, sort: ['id', 'ASC'], range: [0, 24] });
      expect(ids(ref.body)).toEqual([1]);
      expect(ref.range).toBe('projects 0-0/1');
      const locs = await list('locations', { filter: { area_id: 1 }, sort: ['name', 'ASC'] });
      expect(locs.body.map((l: Row) => l.name)).toEqual(['Marina Promenade', 'Marina Walk']);
      expect(locs.range).toBe('locations 0-1/2');
    });

    it('refuses unknown sort and filter fields and malformed JSON with a 400 naming the field', async () => {
      const sort = await list('projects', { sort: ['password', 'ASC'] });
      expect(sort.status).toBe(400);
      expect(sort.body).toMatchObject({ error: true, errors: { sort: expect.stringContaining('password') } });
      const order = await list('projects', { sort: ['title', 'SIDEWAYS'] });
      expect(order.status).toBe(400);
      expect(order.body.errors.sort).toBeDefined();
      const filter = await list('projects', { filter: { owner_secret: 1 } });
      expect(filter.status).toBe(400);
      expect(filter.body.errors['filter.owner_secret']).toMatch(/owner_secret/);
      const badNumber = await list('projects', { filter: { starting_price_aed_gte: 'cheap' } });
      expect(badNumber.status).toBe(400);
      expect(badNumber.body.errors['filter.starting_price_aed_gte']).toBeDefined();
      for (const name of ['sort', 'range', 'filter']) {
        const res = await list('projects', { [name]: '[not json' });
        expect(res.status, name).toBe(400);
        expect(res.body.errors[name], name).toMatch(/not valid JSON/);
      }
      const backwards = await list('projects', { range: [5, 1] });
      expect(backwards.status).toBe(400);
      expect(backwards.body.errors.range).toBeDefined();
    });
  });

  describe('who sees what', () => {
    it('anonymous visitors see published rows only; drafts and future publications answer 404', async () => {
      expect(ids((await list('projects', { sort: ['id', 'ASC'] })).body)).toEqual(VISIBLE_PROJECT_IDS);
      for (const id of [4, 5]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/projects/${id}` });
        expect(res.statusCode, `project ${id}`).toBe(404);
        expect(res.json().error).toBe(true);
      }
      expect(ids((await list('developers')).body)).not.toContain(3);
      expect(ids((await list('testimonials')).body)).toEqual([1]);
      expect(ids((await list('banners')).body)).toEqual([1]);
      expect(ids((await list('blogs')).body)).toEqual([1]);
      expect((await list('projects', { filter: { published: false } })).body).toEqual([]);
    });

    it('staff with the read permission see drafts too', async () => {
      const all = await list('projects', { sort: ['id', 'ASC'] }, editor);
      expect(ids(all.body)).toEqual([1, 2, 3, 4, 5]);
      expect(all.range).toBe('projects 0-4/5');
      expect((await t.app.inject({ method: 'GET', url: '/api/projects/4', headers: editor })).statusCode).toBe(200);
    });

    it('private resources need a signed-in staff member with the permission', async () => {
      for (const resource of ['enquiries', 'mortgage-enquiries', 'users', 'audit-logs']) {
        const res = await t.app.inject({ method: 'GET', url: `/api/${resource}` });
        expect(res.statusCode, resource).toBe(401);
        expect(res.json()).toMatchObject({ error: true, message: expect.any(String) });
      }
      const viewer = (await t.staff('viewer')).headers;
      expect((await t.app.inject({ method: 'GET', url: '/api/enquiries', headers: viewer })).statusCode).toBe(403);
      const users = await list('users', {}, owner);
      expect(users.status).toBe(200);
      expect(users.body.length).toBeGreaterThan(0);
      for (const u of users.body) expect(u).not.toHaveProperty('password_hash');
    });
  });

  describe('writes', () => {
    const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = editor) => t.app.inject({ method, url, payload: payload as object, headers });

    it('creates (201 with id), updates partially and deletes (answering the record)', async () => {
      const created = await send('POST', '/api/developers', { name: 'Harbour Line Estates', founded_year: 2015, headquarters: 'Dubai Creek Harbour', published: true });
      expect(created.statusCode).toBe(201);
      const record = created.json();
      expect(record).toMatchObject({ id: expect.any(Number), name: 'Harbour Line Estates', slug: 'harbour-line-estates', founded_year: 2015, published: true });
      expect((await t.app.inject({ method: 'GET', url: `/api/developers/${record.id}` })).json().name).toBe('Harbour Line Estates');

      const updated = await send('PUT', `/api/developers/${record.id}`, { headquarters: 'Business Bay' });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ id: record.id, name: 'Harbour Line Estates', founded_year: 2015, headquarters: 'Business Bay', slug: 'harbour-line-estates' });

      const deleted = await send('DELETE', `/api/developers/${record.id}`);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toMatchObject({ id: record.id, name: 'Harbour Line Estates', headquarters: 'Business Bay' });
      expect((await t.app.inject({ method: 'GET', url: `/api/developers/${record.id}`, headers: editor })).statusCode).toBe(404);
    });

    it('keeps JSON fields and property types through create and read', async () => {
      const res = await send('POST', '/api/projects', {
        title: 'Bayfront Gardens', status: 'off_plan', developer_id: 2, area_id: 1, property_type_ids: [1, 2], payment_plan: FIXTURE.projects![0].payment_plan,
        unit_types: [{ name: '2 bedroom', bedrooms: 2, size_sqft_from: 1100, size_sqft_to: 1300, price_from_aed: 2_100_000, available: 12 }],
      });
      expect(res.statusCode).toBe(201);
      const p = res.json();
      expect(p.property_type_ids).toEqual([1, 2]);
      expect(p.payment_plan.milestones).toHaveLength(3);
      expect(p.unit_types[0]).toMatchObject({ name: '2 bedroom', price_from_aed: 2_100_000 });
      expect(ids((await list('projects', { filter: { property_type_id: 2 }, sort: ['id', 'ASC'] }, editor)).body)).toEqual([3, p.id]);
    });

    it('answers 422 with a message per field from the shared schema', async () => {
      const res = await send('POST', '/api/projects', { title: '', status: 'sold_out', starting_price_aed: 'a lot', bedrooms_min: 3, bedrooms_max: 1 });
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.error).toBe(true);
      expect(body.errors).toMatchObject({
        title: 'Title is required',
        status: 'Status must be off-plan, under construction or ready',
        starting_price_aed: 'Starting price must be a number',
      });
      expect(body.message).toMatch(/title/i);
      const plan = await send('POST', '/api/projects', { title: 'Plan check', status: 'ready', payment_plan: { label: '50/50', milestones: [{ label: 'Booking', percent: 50 }, { label: 'Handover', percent: 40 }] } });
      expect(plan.statusCode).toBe(422);
      expect(plan.json().errors.payment_plan).toBe('Payment plan milestones must add up to 100%');
    });

    it('generates unique slugs and refuses an explicit duplicate on the slug field', async () => {
      const a = await send('POST', '/api/developers', { name: 'Azure Coast Developments' });
      expect(a.statusCode).toBe(201);
      expect(a.json().slug).toBe('azure-coast-developments-2');
      const b = await send('POST', '/api/developers', { name: 'Azure Coast Developments' });
      expect(b.json().slug).toBe('azure-coast-developments-3');
      const dup = await send('POST', '/api/developers', { name: 'Another', slug: 'sandstone-properties' });
      expect(dup.statusCode).toBe(422);
      expect(dup.json().errors.slug).toMatch(/already used/);
      const renamed = await send('PUT', `/api/developers/${a.json().id}`, { slug: 'sandstone-properties' });
      expect(renamed.statusCode).toBe(422);
      expect(renamed.json().errors.slug).toBeDefined();
    });

    it('checks references before writing', async () => {
      const res = await send('POST', '/api/projects', { title: 'Orphan Tower', status: 'off_plan', developer_id: 999 });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.developer_id).toMatch(/999/);
      const types = await send('POST', '/api/projects', { title: 'Orphan Tower', status: 'off_plan', property_type_ids: [1, 77] });
      expect(types.statusCode).toBe(422);
      expect(types.json().errors.property_type_ids).toBeDefined();
    });

    it('answers 409 when a delete would break links (an area with locations)', async () => {
      const res = await send('DELETE', '/api/areas/1', undefined, owner);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: true, message: expect.stringMatching(/linked/) });
      expect((await t.app.inject({ method: 'GET', url: '/api/areas/1' })).statusCode).toBe(200);
    });

    it('sanitises rich text on save', async () => {
      const res = await send('POST', '/api/blogs', {
        title: 'Sanitiser check',
        content: '<p onclick="steal()">Hello <script>alert(1)</script><img src="https://x.test/a.png" onerror="alert(2)"> <a href="javascript:alert(3)">link</a> <a href="https://dld.gov.ae">DLD</a></p>',
      });
      expect(res.statusCode).toBe(201);
      const html = res.json().content as string;
      expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
      expect(html).toContain('<img src="https://x.test/a.png" />');
      expect(html).toContain('<a href="https://dld.gov.ae" target="_blank" rel="noopener noreferrer">DLD</a>');
      expect(html).toContain('Hello');
      const page = await send('PUT', '/api/pages/2', { content: { intro: { heading: 'Talk to us', body: '<p>Call us<script>x()</script></p>' } } });
      expect(page.statusCode).toBe(200);
      expect(page.json().content.intro).toEqual({ heading: 'Talk to us', body: '<p>Call us</p>' });
    });

    it('writes need a staff member with the permission', async () => {
      const csrf = await t.csrf();
      const anon = await t.app.inject({ method: 'POST', url: '/api/developers', payload: { name: 'Anon' }, headers: csrf });
      expect(anon.statusCode).toBe(401);
      const viewer = (await t.staff('viewer')).headers;
      const denied = await send('POST', '/api/developers', { name: 'Viewer' }, viewer);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toMatch(/developers\.create/);
      const sales = (await t.staff('sales')).headers;
      expect((await send('DELETE', '/api/projects/1', undefined, sales)).statusCode).toBe(403);
    });

    it('answers 404 for a missing record and 400 for a bad id', async () => {
      expect((await send('PUT', '/api/developers/9999', { name: 'Ghost' })).statusCode).toBe(404);
      const bad = await t.app.inject({ method: 'GET', url: '/api/developers/abc' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.id).toBeDefined();
    });
  });
});
