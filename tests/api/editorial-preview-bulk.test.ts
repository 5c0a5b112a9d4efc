import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import type { DemoContent } from '../../server/demo/seed';
import { issuePass, PREVIEW_PASS_HEADER } from '../../server/resources/preview-grant';
import { previewToken } from '../../server/preview/token';
import { VALID_PERMIT } from '../helpers/permit';

// Editorial safety (issue 31): signed preview links, and bulk edit with undo, on both databases.
const CONTENT: DemoContent = {
  developers: [
    { id: 1, name: 'Azure Coast Developments', slug: 'azure-coast', published: true },
    { id: 2, name: 'Sandstone Properties', slug: 'sandstone', published: true },
  ],
  areas: [
    { id: 1, name: 'Dubai Marina', slug: 'dubai-marina', published: true },
    { id: 2, name: 'Business Bay', slug: 'business-bay', published: true },
  ],
  // Published records carry a valid advertising permit (issue 30: publishing is refused without one).
  projects: [
    { id: 1, title: 'Marina One', slug: 'marina-one', status: 'off_plan', developer_id: 1, area_id: 1, published: true, ...VALID_PERMIT },
    { id: 2, title: 'Marina Two', slug: 'marina-two', status: 'ready', developer_id: 1, area_id: 1, published: false, ...VALID_PERMIT },
    { id: 3, title: 'Bay Three', slug: 'bay-three', status: 'ready', developer_id: 2, area_id: 2, published: false, ...VALID_PERMIT },
    { id: 4, title: 'Palm Launch', slug: 'palm-launch', status: 'off_plan', developer_id: 1, published: true, published_at: '2099-01-01T00:00:00.000Z' },
  ],
  settings: [{ id: 1, product_name: 'Oasis Invest', phone_primary: '+971 4 000 0000', email_primary: 'hello@oasisinvest.ae', address: 'Business Bay, Dubai' }],
};

describe.each(DIALECTS)('previews and bulk edit on %s', (dialect) => {
  let t: TestApp;
  let editor: Record<string, string>;
  let sales: Record<string, string>;
  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: CONTENT, env: { previewSecret: 'test-preview-secret-of-enough-length' } });
    editor = (await t.staff('editor')).headers;
    sales = (await t.staff('sales')).headers;
  });
  afterAll(async () => t?.close());

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = editor) => {
    const res = await t.app.inject({ method, url, headers, payload: payload as object });
    return { status: res.statusCode, body: res.body ? res.json() : null, headers: res.headers };
  };
  const tokenOf = (url: string) => url.split('/preview/')[1];

  it('makes a link for a scheduled record that expires after the set days; only editors may', async () => {
    expect((await call('POST', '/api/projects/4/preview-links', { lang: 'ar' }, sales)).status).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/projects/4/preview-links', headers: await t.csrf(), payload: {} })).statusCode).toBe(401);
    const bad = await call('POST', '/api/projects/4/preview-links', { lang: 'fr' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.lang).toMatch(/en, ar, ru, zh/);
    const made = await call('POST', '/api/projects/4/preview-links', { lang: 'ar' });
    expect(made.status).toBe(201);
    expect(made.headers['cache-control']).toBe('no-store');
    expect(made.body.url).toMatch(new RegExp(`^${t.config.publicUrl}/preview/\\d+\\.\\d+\\.[\\w-]{43}$`));
    const days = (Date.parse(made.body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const list = await call('GET', '/api/projects/4/preview-links');
    expect(list.body.links[0]).toMatchObject({ id: made.body.id, lang: 'ar', active: true });
    expect(list.body.links[0].url).toBeUndefined();
  });

  it('lets the linked record through the public rule only while its preview renders', async () => {
    expect((await t.app.inject({ url: '/api/site/projects/palm-launch' })).statusCode).toBe(404);
    const pass = issuePass({ resource: 'projects', id: 4 });
    const inside = await t.app.inject({ url: '/api/site/projects/palm-launch?lang=ar', headers: pass.headers });
    expect(inside.statusCode).toBe(200);
    expect(inside.json().project.title).toBe('Palm Launch');
    // The grant is for one record: another draft stays hidden; a made-up pass, or one whose render ended, is nothing.
    expect((await t.app.inject({ url: '/api/site/projects/marina-two', headers: pass.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/site/projects/palm-launch', headers: { [PREVIEW_PASS_HEADER]: 'guess' } })).statusCode).toBe(404);
    pass.end();
    expect((await t.app.inject({ url: '/api/site/projects/palm-launch', headers: pass.headers })).statusCode).toBe(404);
  });

  it('refuses an altered, expired or revoked link, never cached and never indexed', async () => {
    const made = await call('POST', '/api/projects/2/preview-links', { lang: 'en' });
    const token = tokenOf(made.body.url);
    const ok = await t.app.inject({ url: `/preview/${token}` });
    // 200 with the page once the site is built; 503 before: either way private and noindex.
    expect([200, 503]).toContain(ok.statusCode);
    expect(ok.headers['cache-control']).toBe('private, no-store');
    expect(ok.headers['x-robots-tag']).toBe('noindex, nofollow');

    const [id, exp, sig] = token.split('.');
    const altered = [`${Number(id) + 1}.${exp}.${sig}`, `${id}.${Number(exp) + 86400}.${sig}`, `${id}.${exp}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`, 'nonsense'];
    for (const bad of altered) {
      const res = await t.app.inject({ url: `/preview/${bad}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    // Signed with the right key, but its time is past.
    const expired = previewToken(t.config.previewSecret!, { linkId: Number(id), expiresAt: Math.floor(Date.now() / 1000) - 1 });
    const gone = await t.app.inject({ url: `/preview/${expired}` });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toMatch(/expired/);

    const revoked = await call('DELETE', `/api/projects/2/preview-links/${made.body.id}`);
    expect(revoked.body).toMatchObject({ active: false });
    expect(revoked.body.revoked_at).toBeTruthy();
    expect((await t.app.inject({ url: `/preview/${token}` })).statusCode).toBe(410);
    const audit = await t.db.kysely.selectFrom('audit_logs').select(['action']).where('resource', '=', 'projects').where('record_id', '=', '2').execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['preview_link', 'preview_revoke']));
  });

  it('publishes in bulk, each record a version, and undoes it', async () => {
    const bulk = await call('POST', '/api/projects/bulk', { action: 'publish', ids: [1, 2, 3, 999] });
    expect(bulk.status).toBe(200);
    // 1 was published already: nothing to do; 999 does not exist.
    expect(bulk.body.done.map((d: { id: number }) => d.id)).toEqual([2, 3]);
    expect(bulk.body.failed).toEqual([{ id: 999, message: 'Project not found' }]);
    for (const id of [2, 3]) {
      const got = (await call('GET', `/api/projects/${id}`)).body;
      expect(got.published).toBe(true);
      const history = (await call('GET', `/api/projects/${id}/versions`)).body.versions;
      expect(history[0]).toMatchObject({ op: 'update', fields: ['published'] });
    }
    const undo = await call('POST', '/api/projects/bulk/undo', { items: bulk.body.done });
    expect(undo.body.skipped).toEqual([]);
    expect(undo.body.undone.map((d: { id: number }) => d.id)).toEqual([2, 3]);
    for (const id of [2, 3]) {
      expect((await call('GET', `/api/projects/${id}`)).body.published).toBe(false);
      expect((await call('GET', `/api/projects/${id}/versions`)).body.versions[0]).toMatchObject({ op: 'restore' });
    }
  });

  it('sets a developer in bulk; an undo leaves alone a record saved since', async () => {
    const bulk = await call('POST', '/api/projects/bulk', { action: 'set_developer', ids: [1, 2], value: 2 });
    expect(bulk.body.done).toHaveLength(2);
    await call('PUT', '/api/projects/2', { title: 'Marina Two Residences' });
    const undo = await call('POST', '/api/projects/bulk/undo', { items: bulk.body.done });
    expect(undo.body.undone.map((d: { id: number }) => d.id)).toEqual([1]);
    expect(undo.body.skipped[0]).toMatchObject({ id: 2 });
    expect(undo.body.skipped[0].message).toMatch(/saved again/);
    expect((await call('GET', '/api/projects/1')).body.developer_id).toBe(1);
    expect((await call('GET', '/api/projects/2')).body).toMatchObject({ developer_id: 2, title: 'Marina Two Residences' });
  });

  it('names the field of a bad bulk request and refuses roles without update', async () => {
    expect((await call('POST', '/api/projects/bulk', { action: 'publish', ids: [1] }, sales)).status).toBe(403);
    const cases: Array<[unknown, string]> = [
      [{ action: 'explode', ids: [1] }, 'action'],
      [{ action: 'publish', ids: [] }, 'ids'],
      [{ action: 'publish', ids: ['1'] }, 'ids'],
      [{ action: 'publish', ids: Array.from({ length: 201 }, (_, i) => i + 1) }, 'ids'],
      [{ action: 'set_area', ids: [1], value: 'Marina' }, 'value'],
    ];
    for (const [payload, field] of cases) {
      const res = await call('POST', '/api/projects/bulk', payload);
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toBeTruthy();
    }
    const missingArea = await call('POST', '/api/projects/bulk', { action: 'set_area', ids: [1], value: 77 });
    expect(missingArea.body.failed[0].errors.area_id).toMatch(/No area with id 77/);
    expect((await call('POST', '/api/projects/bulk/undo', { items: [{ id: 1 }] })).body.errors.items).toBeTruthy();
    // Areas and developers have the actions their fields allow.
    expect((await call('POST', '/api/areas/bulk', { action: 'feature', ids: [1] })).body.done).toHaveLength(1);
    expect((await call('POST', '/api/developers/bulk', { action: 'set_area', ids: [1], value: 1 })).body.errors.action).toMatch(/publish/);
  });
});
