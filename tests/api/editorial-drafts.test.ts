import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import type { DemoContent } from '../../server/demo/seed';
import { VALID_PERMIT } from '../helpers/permit';

// Drafts of published records and the version/preview settings (issue 31, decision 025), on both databases.
const CONTENT: DemoContent = {
  developers: [{ id: 1, name: 'Azure Coast Developments', slug: 'azure-coast', published: true }],
  areas: [{ id: 1, name: 'Dubai Marina', slug: 'dubai-marina', published: true }],
  projects: [
    {
      id: 1, title: 'Marina One', slug: 'marina-one', status: 'off_plan', developer_id: 1, area_id: 1, published: true, description: 'Homes by the water', ...VALID_PERMIT,
      translations: { ar: { title: 'مارينا ون', description: 'منازل على الماء' }, ru: { title: 'Марина Уан', description: 'Дома у воды' } },
    },
    { id: 2, title: 'Marina Two', slug: 'marina-two', status: 'ready', developer_id: 1, area_id: 1, published: true, ...VALID_PERMIT },
  ],
  settings: [{ id: 1, product_name: 'Oasis Invest', phone_primary: '+971 4 000 0000', email_primary: 'hello@oasisinvest.ae', address: 'Business Bay, Dubai' }],
};

describe.each(DIALECTS)('drafts of published records on %s', (dialect) => {
  let t: TestApp;
  let editor: Record<string, string>;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: CONTENT, env: { previewSecret: 'test-preview-secret-of-enough-length' } });
    editor = (await t.staff('editor')).headers;
    owner = (await t.staff('owner')).headers;
  });
  afterAll(async () => t?.close());

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = editor) => {
    const res = await t.app.inject({ method, url, headers, payload: payload as object });
    return { status: res.statusCode, body: res.body ? res.json() : null, headers: res.headers };
  };
  const publicProject = async (slug = 'marina-one', lang = 'en') => (await t.app.inject({ url: `/api/site/projects/${slug}?lang=${lang}` })).json().project;
  const page = (path: string) => t.app.inject({ url: path });
  const preview = async (lang: string) => {
    const made = await call('POST', '/api/projects/1/preview-links', { lang });
    expect(made.status).toBe(201);
    return page(new URL(made.body.url).pathname);
  };
  const audits = async (action: string) =>
    (await t.db.kysely.selectFrom('audit_logs').select(['action', 'changes']).where('resource', '=', 'projects').where('record_id', '=', '1').where('action', '=', action).execute()).length;

  it('keeps the live record and page as they were while a draft is saved; staff see the draft', async () => {
    const before = (await page('/project/marina-one')).body;
    expect(before).toContain('Marina One');
    const live = await call('GET', '/api/projects/1');
    const saved = await call('PUT', '/api/projects/1/draft', {
      ...live.body, title: 'Marina One Residences', description: 'Homes by the water, now with a park', draft_version: 0,
      translations: { ...live.body.translations, ar: { title: 'مارينا ون ريزيدنس', description: 'منازل على الماء مع حديقة' } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ title: 'Marina One Residences', version: live.body.version, draft_version: 1 });
    expect(saved.body.draft).toMatchObject({ revision: 1, fields: expect.arrayContaining(['title', 'description', 'translations']) });

    // The public API, the REST record and the page are unchanged (the page from the render cache too).
    expect((await publicProject()).title).toBe('Marina One');
    expect((await t.app.inject({ url: '/api/projects/1' })).json().title).toBe('Marina One');
    expect((await call('GET', '/api/projects/1')).body.title).toBe('Marina One');
    const after = await page('/project/marina-one');
    expect(after.body).not.toContain('Marina One Residences');
    expect((await page('/project/marina-one-residences')).statusCode).toBe(404);

    // Staff see it: the draft with who and what, the edit form's record with the draft applied, the list filter.
    const draft = await call('GET', '/api/projects/1/draft');
    expect(draft.body.draft).toMatchObject({ revision: 1, user_name: expect.any(String) });
    expect(draft.body.draft.changed_fields.map((c: { field: string }) => c.field)).toEqual(expect.arrayContaining(['title', 'description', 'translations.ar.title']));
    const form = await call('GET', '/api/projects/1?with_draft=1');
    expect(form.body).toMatchObject({ title: 'Marina One Residences', draft_version: 1, version: live.body.version });
    expect(form.body.draft.user_name).toBeTruthy();
    // The back-office asks with a header, so the record's address stays the same.
    const byHeader = await t.app.inject({ url: '/api/projects/1', headers: { ...editor, 'x-with-draft': '1' } });
    expect(byHeader.json()).toMatchObject({ title: 'Marina One Residences', draft_version: 1 });
    const flagged = await call('GET', `/api/projects?filter=${encodeURIComponent(JSON.stringify({ has_draft: true }))}`);
    expect(flagged.body.map((p: { id: number }) => p.id)).toEqual([1]);
    const clean = await call('GET', `/api/projects?filter=${encodeURIComponent(JSON.stringify({ has_draft: false }))}`);
    expect(clean.body.map((p: { id: number }) => p.id)).toEqual([2]);
    // Visitors may not ask.
    expect((await t.app.inject({ url: `/api/projects?filter=${encodeURIComponent(JSON.stringify({ has_draft: true }))}` })).statusCode).toBe(400);
    expect(await audits('save_draft')).toBe(1);
  });

  it('shows the draft through a signed preview link, in English and in Arabic, noindex', async () => {
    const en = await preview('en');
    expect(en.statusCode).toBe(200);
    expect(en.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(en.headers['cache-control']).toBe('private, no-store');
    expect(en.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(en.body).toContain('Marina One Residences');
    expect(en.body).toContain('now with a park');
    const ar = await preview('ar');
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toContain('مارينا ون ريزيدنس');
    expect(ar.body).toContain('lang="ar"');
    // Russian was not edited: the preview shows its stored translation.
    const ru = await preview('ru');
    expect(ru.body).toContain('Марина Уан');
    // Meanwhile the public page still shows the live record.
    expect((await page('/ar/project/marina-one')).body).not.toContain('مارينا ون ريزيدنس');
  });

  it('refuses the second of two draft saves made from the same revision, and validates a draft as a save', async () => {
    const first = await call('PUT', '/api/projects/1/draft', { description: 'Homes by the water, with a park and a pier', draft_version: 1 });
    expect(first.status).toBe(200);
    expect(first.body.draft_version).toBe(2);
    const second = await call('PUT', '/api/projects/1/draft', { description: 'Something else', draft_version: 1 });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ conflict: true, draft: true, version_field: 'draft_version', your_version: 1, current_version: 2 });
    expect(second.body.errors.draft_version).toBeTruthy();
    expect(second.body.changed_fields.map((c: { field: string }) => c.field)).toContain('description');
    expect(second.body.current.description).toBe('Homes by the water, with a park and a pier');

    // Two saves at the same moment from the same revision: the database lets one through.
    const racing = await Promise.all([
      call('PUT', '/api/projects/1/draft', { description: 'Race A', draft_version: 2 }),
      call('PUT', '/api/projects/1/draft', { description: 'Race B', draft_version: 2 }),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
    // A second "new draft" of project 2 from no draft: one creates it, the other is told.
    const firsts = await Promise.all([call('PUT', '/api/projects/2/draft', { title: 'Two A', draft_version: 0 }), call('PUT', '/api/projects/2/draft', { title: 'Two B', draft_version: 0 })]);
    expect(firsts.map((r) => r.status).sort()).toEqual([200, 409]);

    const blank = await call('PUT', '/api/projects/1/draft', { title: '' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.title).toBeTruthy();
    // The resource's own rule of a save: a published project keeps its permit, in a draft too.
    const noPermit = await call('PUT', '/api/projects/1/draft', { permit_number: null });
    expect(noPermit.status).toBe(422);
    expect(noPermit.body.errors.permit_number).toBeTruthy();
    const badVersion = await call('PUT', '/api/projects/1/draft', { description: 'x', draft_version: 'two' });
    expect(badVersion.status).toBe(400);
    expect(badVersion.body.errors.draft_version).toBeTruthy();
    // Still the draft of the race winner; the live record untouched.
    expect((await call('GET', '/api/projects/1/draft')).body.draft.revision).toBe(3);
    expect((await publicProject()).description).toBe('Homes by the water');
  });

  it('publishes the draft in one step: the page shows it, a version exists, the draft is gone, translations marked by the usual rule', async () => {
    const warm = await page('/project/marina-one');
    expect(warm.body).toContain('Marina One');
    const before = (await call('GET', '/api/projects/1/versions')).body;
    const draft = (await call('GET', '/api/projects/1/draft')).body.draft;
    expect((await call('POST', '/api/projects/1/draft/publish', { draft_version: draft.revision - 1 })).status).toBe(409);
    const published = await call('POST', '/api/projects/1/draft/publish', { draft_version: draft.revision });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ title: 'Marina One Residences', slug: 'marina-one', version: before.version + 1, draft: null });
    expect(published.headers.etag).toBe(`"${before.version + 1}"`);

    expect((await publicProject()).title).toBe('Marina One Residences');
    expect((await publicProject('marina-one', 'ar')).title).toBe('مارينا ون ريزيدنس');
    // The page cache was purged: the page shows the change at once.
    expect((await page('/project/marina-one')).body).toContain('Marina One Residences');
    const history = (await call('GET', '/api/projects/1/versions')).body;
    expect(history.versions[0]).toMatchObject({ version: before.version + 1, op: 'publish', fields: expect.arrayContaining(['title', 'description', 'translations']) });
    expect((await call('GET', '/api/projects/1/draft')).body.draft).toBeNull();
    expect((await call('GET', `/api/projects?filter=${encodeURIComponent(JSON.stringify({ has_draft: true }))}`)).body.map((p: { id: number }) => p.id)).toEqual([2]);
    expect(await audits('publish_draft')).toBe(1);
    // English title and description changed with their Arabic: Russian (untouched) is now outdated, Arabic is not.
    const record = (await call('GET', '/api/projects/1')).body;
    expect(Object.keys(record.outdated_translations.ru ?? {}).sort()).toEqual(['description', 'title']);
    expect(record.outdated_translations.ar).toBeUndefined();
    // Nothing left to publish.
    expect((await call('POST', '/api/projects/1/draft/publish', {})).status).toBe(404);
  });

  it('refuses to publish a draft made from a live version saved over since', async () => {
    const live = (await call('GET', '/api/projects/1')).body;
    expect((await call('PUT', '/api/projects/1/draft', { description: 'Draft on an old version', version: live.version, draft_version: 0 })).status).toBe(200);
    expect((await call('PUT', '/api/projects/1', { featured: true, version: live.version })).status).toBe(200);
    const stale = await call('POST', '/api/projects/1/draft/publish', {});
    expect(stale.status).toBe(409);
    expect(stale.body.changed_fields.map((c: { field: string }) => c.field)).toContain('featured');
    expect((await publicProject()).description).toBe(live.description);
    // The editor reviews and saves the draft again on the current version; then it publishes.
    const current = (await call('GET', '/api/projects/1?with_draft=1')).body;
    expect((await call('PUT', '/api/projects/1/draft', { ...current, version: live.version + 1 })).status).toBe(200);
    const ok = await call('POST', '/api/projects/1/draft/publish', {});
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ description: 'Draft on an old version', featured: true });
  });

  it('a save from the edit form that showed the draft makes it live and removes it', async () => {
    const form = (await call('PUT', '/api/projects/1/draft', { description: 'Form draft', draft_version: 0 })).body;
    const saved = await call('PUT', '/api/projects/1', { ...form, description: 'Form draft, edited and saved' });
    expect(saved.status).toBe(200);
    expect((await call('GET', '/api/projects/1/draft')).body.draft).toBeNull();
    expect((await publicProject()).description).toBe('Form draft, edited and saved');
  });

  it('discards a draft (audited); the live record stays', async () => {
    const live = (await call('GET', '/api/projects/2')).body;
    const draft = (await call('GET', '/api/projects/2/draft')).body.draft;
    expect(draft.revision).toBe(1);
    expect((await call('DELETE', '/api/projects/2/draft?draft_version=7')).status).toBe(409);
    const gone = await call('DELETE', `/api/projects/2/draft?draft_version=${draft.revision}`);
    expect(gone.status).toBe(200);
    expect(gone.body.discarded).toMatchObject({ revision: 1, fields: ['title'] });
    expect((await call('GET', '/api/projects/2/draft')).body.draft).toBeNull();
    expect((await call('GET', '/api/projects/2')).body).toMatchObject({ title: 'Marina Two', version: live.version });
    expect((await call('DELETE', '/api/projects/2/draft')).status).toBe(404);
    const audit = await t.db.kysely.selectFrom('audit_logs').select(['action']).where('resource', '=', 'projects').where('record_id', '=', '2').where('action', '=', 'discard_draft').execute();
    expect(audit).toHaveLength(1);
  });

  it('previews a draft that changes the address at its new address; the live address stays public; a deleted record takes its draft', async () => {
    const created = await call('POST', '/api/projects', { title: 'Creek Harbour', slug: 'creek-harbour', status: 'ready', developer_id: 1, area_id: 1, published: true, ...VALID_PERMIT });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await call('PUT', `/api/projects/${id}/draft`, { title: 'Creek Harbour Views', slug: 'creek-harbour-views', draft_version: 0 })).status).toBe(200);
    const made = await call('POST', `/api/projects/${id}/preview-links`, { lang: 'ru' });
    const shown = await page(new URL(made.body.url).pathname);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Creek Harbour Views');
    expect(shown.body).toContain('/ru/project/creek-harbour-views');
    // Outside the preview the new address does not exist yet and the old one shows the live record.
    expect((await page('/project/creek-harbour-views')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/site/projects/creek-harbour-views' })).statusCode).toBe(404);
    expect((await publicProject('creek-harbour')).title).toBe('Creek Harbour');
    expect((await call('DELETE', `/api/projects/${id}`)).status).toBe(200);
    const left = await t.db.kysely.selectFrom('record_drafts').select('id').where('resource', '=', 'projects').where('record_id', '=', id).execute();
    expect(left).toEqual([]);
  });

  it('drafts every versioned content resource (areas, developers, pages); sales may not', async () => {
    const sales = (await t.staff('sales')).headers;
    expect((await call('PUT', '/api/areas/1/draft', { summary: 'x' }, sales)).status).toBe(403);
    for (const [resource, field] of [['areas', 'summary'], ['developers', 'summary'], ['pages', 'title']] as const) {
      const list = (await call('GET', `/api/${resource}`)).body as { id: number }[];
      if (!list.length) continue;
      const id = list[0].id;
      const saved = await call('PUT', `/api/${resource}/${id}/draft`, { [field]: `Draft ${resource}` });
      expect(saved.status, resource).toBe(200);
      const published = await call('POST', `/api/${resource}/${id}/draft/publish`, {});
      expect(published.status, resource).toBe(200);
      expect(published.body[field]).toBe(`Draft ${resource}`);
    }
  });

  it('validates, audits and applies the version and preview settings', async () => {
    for (const [payload, field] of [
      [{ versions_keep: 0 }, 'versions_keep'],
      [{ versions_keep_days: -1 }, 'versions_keep_days'],
      [{ preview_link_days: 0 }, 'preview_link_days'],
      [{ preview_link_days: 366 }, 'preview_link_days'],
      [{ versions_keep: 'many' }, 'versions_keep'],
    ] as const) {
      const bad = await call('PUT', '/api/version-settings/1', payload, owner);
      expect(bad.status, JSON.stringify(payload)).toBe(422);
      expect(bad.body.errors[field]).toBeTruthy();
    }
    expect((await call('PUT', '/api/version-settings/1', { preview_link_days: 2 })).status).toBe(403);
    const defaults = (await call('GET', '/api/version-settings/1', undefined, owner)).body;
    expect(defaults).toMatchObject({ versions_keep: 50, versions_keep_days: 90, preview_link_days: 7 });

    // Retention: the last 2 and nothing by age; the next save prunes the rest.
    expect((await call('PUT', '/api/version-settings/1', { versions_keep: 2, versions_keep_days: 0, preview_link_days: 2 }, owner)).status).toBe(200);
    const live = (await call('GET', '/api/projects/1')).body;
    expect((await call('PUT', '/api/projects/1/draft', { description: 'Pruned by the publish', draft_version: 0 })).status).toBe(200);
    expect((await call('POST', '/api/projects/1/draft/publish', {})).status).toBe(200);
    const kept = (await call('GET', '/api/projects/1/versions')).body.versions.map((v: { version: number }) => v.version);
    expect(kept).toEqual([live.version + 1, live.version]);

    // Preview links now last 2 days.
    const link = await call('POST', '/api/projects/1/preview-links', { lang: 'en' });
    const days = (Date.parse(link.body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(1.9);
    expect(days).toBeLessThanOrEqual(2);
    const audit = await t.db.kysely.selectFrom('audit_logs').select(['action', 'changes']).where('resource', '=', 'version-settings').execute();
    expect(audit.some((a) => a.action === 'update' && String(a.changes).includes('preview_link_days'))).toBe(true);
    await call('PUT', '/api/version-settings/1', { versions_keep: 50, versions_keep_days: 90, preview_link_days: 7 }, owner);
  });
});
