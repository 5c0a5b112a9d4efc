import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { VALID_PERMIT } from '../helpers/permit';
import type { DemoContent } from '../../server/demo/seed';

// Editorial safety (issue 31): versions, restore, retention, and no lost updates, through the generic REST router.
const CONTENT: DemoContent = {
  developers: [{ id: 1, name: 'Azure Coast Developments', slug: 'azure-coast', summary: 'Waterfront homes', published: true }],
  areas: [{ id: 1, name: 'Dubai Marina', slug: 'dubai-marina', summary: 'Waterfront living', published: true }],
  projects: [
    {
      id: 1, title: 'Marina One', slug: 'marina-one', status: 'off_plan', developer_id: 1, area_id: 1, published: true, description: '<p>Sea views</p>',
      highlights: ['Beach access'], translations: { ru: { title: 'Марина Уан', description: '<p>Вид на море</p>' } },
    },
    { id: 2, title: 'Marina Two', slug: 'marina-two', status: 'ready', developer_id: 1, area_id: 1, published: true },
  ],
  settings: [{ id: 1, product_name: 'Oasis Invest', phone_primary: '+971 4 000 0000', email_primary: 'hello@oasisinvest.ae', address: 'Business Bay, Dubai' }],
};

describe.each(DIALECTS)('versions and no lost updates on %s', (dialect) => {
  let t: TestApp;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: CONTENT });
    alice = (await t.staff('editor', { email: 'alice@oasisinvest.ae' })).headers;
    bob = (await t.staff('editor', { email: 'bob@oasisinvest.ae' })).headers;
    owner = (await t.staff('owner')).headers;
  });
  afterAll(async () => t?.close());

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = alice) => {
    const res = await t.app.inject({ method, url, headers, payload: payload as object });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };

  it('gives staff the version in the body and as the ETag; visitors see no version', async () => {
    const got = await call('GET', '/api/projects/1');
    expect(got.body.version).toBe(0);
    expect(got.headers.etag).toBe('"0"');
    const visitor = await t.app.inject({ method: 'GET', url: '/api/projects/1' });
    expect(visitor.json().version).toBeUndefined();
  });

  it('refuses the second of two saves made from the same version with 409, what changed and by whom', async () => {
    const opened = (await call('GET', '/api/projects/2')).body;
    const first = await call('PUT', '/api/projects/2', { ...opened, title: 'Marina Two Residences' }, alice);
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(1);
    expect(first.headers.etag).toBe('"1"');

    const second = await call('PUT', '/api/projects/2', { ...opened, units_available: 12 }, bob);
    expect(second.status).toBe(409);
    expect(second.body.your_version).toBe(0);
    expect(second.body.current_version).toBe(1);
    expect(second.body.errors.version).toMatch(/changed by/);
    expect(second.body.changes).toHaveLength(1);
    expect(second.body.changes[0]).toMatchObject({ version: 1, op: 'update', fields: ['title'] });
    expect(second.body.changes[0].user_name).toBeTruthy();
    expect(second.body.changed_fields).toEqual([{ field: 'title', before: 'Marina Two', after: 'Marina Two Residences' }]);
    expect(second.body.current.title).toBe('Marina Two Residences');
    expect(second.body.base.title).toBe('Marina Two');
    // Nothing of Bob's was stored.
    expect((await call('GET', '/api/projects/2')).body.units_available).toBeNull();

    // Bob merges on the current version: accepted.
    const merged = await call('PUT', '/api/projects/2', { ...second.body.current, units_available: 12 }, bob);
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ version: 2, title: 'Marina Two Residences', units_available: 12 });
  });

  it('checks If-Match the same way, and a client that sends no version still saves', async () => {
    expect((await call('PUT', '/api/projects/2', { units_available: 13 }, { ...alice, 'if-match': '"1"' })).status).toBe(409);
    expect((await call('PUT', '/api/projects/2', { units_available: 13 }, { ...alice, 'if-match': '"2"' })).status).toBe(200);
    expect((await call('PUT', '/api/projects/2', { units_available: 14 })).body.version).toBe(4);
    const bad = await call('PUT', '/api/projects/2', { units_available: 15, version: 'old' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.version).toBeTruthy();
  });

  it('lets exactly one of two simultaneous saves from the same version through', async () => {
    const opened = (await call('GET', '/api/developers/1')).body;
    const [a, b] = await Promise.all([
      call('PUT', '/api/developers/1', { ...opened, summary: 'Alice' }, alice),
      call('PUT', '/api/developers/1', { ...opened, summary: 'Bob' }, bob),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'Alice' : 'Bob';
    expect((await call('GET', '/api/developers/1')).body.summary).toBe(winner);
  });

  it('keeps the history with a readable diff, and restores an earlier version exactly (translations included)', async () => {
    const before = (await call('GET', '/api/projects/1')).body;
    const edited = await call('PUT', '/api/projects/1', {
      ...before, title: 'Marina One Tower', description: '<p>Sea <strong>and</strong> skyline views</p>', translations: { ru: { title: 'Марина Уан Тауэр' }, ar: { title: 'مارينا ون' } },
    });
    expect(edited.status).toBe(200);

    const history = await call('GET', '/api/projects/1/versions');
    expect(history.body.version).toBe(edited.body.version);
    expect(history.body.versions.map((v: { op: string }) => v.op)).toEqual(['update', 'baseline']);
    expect(history.body.versions[0].fields).toEqual(expect.arrayContaining(['title', 'description', 'translations']));

    const diff = await call('GET', '/api/projects/1/versions/diff?from=0&to=1');
    expect(diff.status).toBe(200);
    const byField = Object.fromEntries(diff.body.changes.map((c: { field: string; before: unknown; after: unknown }) => [c.field, c]));
    expect(byField.title).toMatchObject({ before: 'Marina One', after: 'Marina One Tower' });
    expect(byField.description).toMatchObject({ before: 'Sea views', after: 'Sea and skyline views' });
    expect(byField['translations.ru.title']).toMatchObject({ before: 'Марина Уан', after: 'Марина Уан Тауэр' });
    expect(byField['translations.ru.description']).toMatchObject({ before: 'Вид на море', after: null });
    expect(byField['translations.ar.title']).toMatchObject({ before: null, after: 'مارينا ون' });
    expect((await call('GET', '/api/projects/1/versions/diff?from=x')).status).toBe(400);

    const restored = await call('POST', '/api/projects/1/versions/0/restore', { version: edited.body.version });
    expect(restored.status).toBe(200);
    expect(restored.body.version).toBe(2);
    const now = (await call('GET', '/api/projects/1')).body;
    const strip = ({ version: _v, updated_at: _u, ...rest }: Record<string, unknown>) => rest;
    expect(strip(now)).toEqual(strip(before));
    expect(now.translations).toEqual({ ru: { title: 'Марина Уан', description: '<p>Вид на море</p>' } });

    const after = await call('GET', '/api/projects/1/versions');
    expect(after.body.versions[0]).toMatchObject({ version: 2, op: 'restore', restored_from: 0 });
    // The restore is audited.
    const audit = await t.db.kysely.selectFrom('audit_logs').selectAll().where('action', '=', 'restore').where('resource', '=', 'projects').execute();
    expect(audit).toHaveLength(1);
    // A restore from a stale copy is refused like any save.
    expect((await call('POST', '/api/projects/1/versions/1/restore', { version: 1 })).status).toBe(409);
    expect((await call('POST', '/api/projects/1/versions/99/restore', {})).status).toBe(404);
  });

  it('records creates, and prunes versions by the retention rule (last N, or younger than D days)', async () => {
    const created = await call('POST', '/api/areas', { name: 'Creek Harbour', summary: 'v1', published: false });
    expect(created.status).toBe(201);
    expect(created.body.version).toBe(1);
    const id = created.body.id;
    // Everything from the last 90 days is kept even beyond the last 2.
    expect((await call('PUT', '/api/version-settings/1', { versions_keep: 2, versions_keep_days: 90 }, owner)).status).toBe(200);
    for (let i = 2; i <= 5; i++) expect((await call('PUT', `/api/areas/${id}`, { summary: `v${i}`, version: i - 1 })).status).toBe(200);
    expect((await call('GET', `/api/areas/${id}/versions`)).body.versions).toHaveLength(5);
    // With no days, only the last 2 stay.
    expect((await call('PUT', '/api/version-settings/1', { versions_keep: 2, versions_keep_days: 0 }, owner)).status).toBe(200);
    expect((await call('PUT', `/api/areas/${id}`, { summary: 'v6', version: 5 })).status).toBe(200);
    const kept = (await call('GET', `/api/areas/${id}/versions`)).body.versions;
    expect(kept.map((v: { version: number }) => v.version)).toEqual([6, 5]);
    expect((await call('GET', `/api/areas/${id}/versions/1`)).status).toBe(404);
    const bad = await call('PUT', '/api/version-settings/1', { versions_keep: 0, versions_keep_days: 0 }, owner);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.versions_keep).toBeTruthy();
    // Editors may not change the retention.
    expect((await call('PUT', '/api/version-settings/1', { versions_keep: 50, versions_keep_days: 90 })).status).toBe(403);
    await call('PUT', '/api/version-settings/1', { versions_keep: 50, versions_keep_days: 90 }, owner);
  });

  it('marks translations outdated when the English changes, filters them, keeps them public, and a translation save clears the mark', async () => {
    const created = await call('POST', '/api/developers', {
      name: 'Emaar Lights', summary: 'Homes by the water', published: true,
      translations: { ar: { name: 'إعمار لايتس', summary: 'منازل على الماء' }, ru: { name: 'Эмаар Лайтс', summary: 'Дома у воды' } },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body.version).toBe(1);
    const edited = await call('PUT', `/api/developers/${id}`, { summary: 'Homes by the water and the park', version: 1 });
    expect(edited.status).toBe(200);
    expect(Object.keys(edited.body.outdated_translations).sort()).toEqual(['ar', 'ru']);
    expect(edited.body.outdated_translations.ar.summary).toMatchObject({ english_before: 'Homes by the water', english_after: 'Homes by the water and the park' });
    // The name did not change: its translations are current.
    expect(edited.body.outdated_translations.ar.name).toBeUndefined();

    // A second English change keeps the English the translator last saw.
    await call('PUT', `/api/developers/${id}`, { summary: 'Homes by the water and the big park', version: 2 });
    const got = (await call('GET', `/api/developers/${id}`)).body;
    expect(got.outdated_translations.ru.summary).toMatchObject({ english_before: 'Homes by the water', english_after: 'Homes by the water and the big park' });
    // The translation is kept, and the public page still shows it.
    expect(got.translations.ru.summary).toBe('Дома у воды');
    const publicRead = await t.app.inject({ method: 'GET', url: `/api/developers/${id}` });
    expect(publicRead.json().translations.ru.summary).toBe('Дома у воды');
    expect(publicRead.json().outdated_translations).toBeUndefined();

    const listed = async (filter: Record<string, unknown>) => (await call('GET', `/api/developers?filter=${encodeURIComponent(JSON.stringify(filter))}`)).body.map((r: { id: number }) => r.id);
    expect(await listed({ outdated_translation: 'ru' })).toEqual([id]);
    expect(await listed({ outdated_translation: 'any' })).toEqual([id]);
    expect(await listed({ outdated_translation: 'zh' })).toEqual([]);
    const bad = await call('GET', `/api/developers?filter=${encodeURIComponent(JSON.stringify({ outdated_translation: 'xx' }))}`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors['filter.outdated_translation']).toBeTruthy();

    // The Russian translator saves the new summary: Russian is current, Arabic still outdated.
    const translated = await call('PUT', `/api/developers/${id}`, {
      translations: { ar: { name: 'إعمار لايتس', summary: 'منازل على الماء' }, ru: { name: 'Эмаар Лайтс', summary: 'Дома у воды и большого парка' } }, version: 3,
    });
    expect(translated.status).toBe(200);
    expect(Object.keys(translated.body.outdated_translations)).toEqual(['ar']);
    expect(await listed({ outdated_translation: 'ru' })).toEqual([]);
    expect(await listed({ outdated_translation: 'ar' })).toEqual([id]);
  });

  it('unpublishes a record at its unpublish_at, without a write when the clock passes it', async () => {
    const inAnHour = new Date(Date.now() + 3600_000).toISOString();
    const created = await call('POST', '/api/projects', { title: 'Sunset Point', status: 'ready', published: true, unpublish_at: inAnHour, ...VALID_PERMIT });
    expect(created.status).toBe(201);
    expect(created.body.unpublish_at).toBe(inAnHour);
    const visitor = async () => (await t.app.inject({ method: 'GET', url: `/api/projects/${created.body.id}` })).statusCode;
    const inList = async () => (await t.app.inject({ method: 'GET', url: '/api/projects' })).json().some((p: { id: number }) => p.id === created.body.id);
    expect(await visitor()).toBe(200);
    expect(await inList()).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2 * 3600_000);
      expect(await visitor()).toBe(404);
      expect(await inList()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    // Staff still see it; an unpublish time in the past takes it off at once.
    expect((await call('GET', `/api/projects/${created.body.id}`)).status).toBe(200);
    expect((await call('PUT', `/api/projects/${created.body.id}`, { unpublish_at: new Date(Date.now() - 60_000).toISOString() })).status).toBe(200);
    expect(await visitor()).toBe(404);
    const bad = await call('PUT', `/api/projects/${created.body.id}`, { unpublish_at: 'next tuesday' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.unpublish_at).toBeTruthy();
  });

  it('tells an editor who else has the record open, since when; a closed screen leaves', async () => {
    expect((await call('POST', '/api/areas/1/presence', {}, alice)).body.others).toEqual([]);
    const seen = await call('POST', '/api/areas/1/presence', {}, bob);
    expect(seen.status).toBe(200);
    expect(seen.body.others).toHaveLength(1);
    expect(seen.body.others[0].user_name).toBeTruthy();
    const since = seen.body.others[0].since;
    // Alice's screen refreshes: her "since" stays.
    await call('POST', '/api/areas/1/presence', {}, alice);
    expect((await call('POST', '/api/areas/1/presence', {}, bob)).body.others[0].since).toBe(since);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/areas/1/presence', headers: alice })).statusCode).toBe(204);
    expect((await call('POST', '/api/areas/1/presence', {}, bob)).body.others).toEqual([]);
    // A mark not refreshed for a minute is gone.
    await call('POST', '/api/areas/1/presence', {}, alice);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2 * 60_000);
      expect((await call('POST', '/api/areas/1/presence', {}, bob)).body.others).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
    const viewer = (await t.staff('viewer')).headers;
    expect((await call('POST', '/api/areas/1/presence', {}, viewer)).status).toBe(403);
  });

  it('records no changed field for a save that changes nothing: another key order, an empty payment plan', async () => {
    const created = await call('POST', '/api/projects', {
      title: 'Marina Plan', slug: 'marina-plan', status: 'off_plan', developer_id: 1, area_id: 1, published: false,
      payment_plan: { label: '60/40', milestones: [{ label: 'Down payment', percent: 60, trigger: 'On signing' }, { label: 'Handover', percent: 40 }] },
    });
    expect(created.status).toBe(201);
    const opened = (await call('GET', `/api/projects/${created.body.id}`)).body;
    // The form sends the plan's keys in its own order; an empty plan (a form's untouched fields) is no plan.
    const plan = opened.payment_plan;
    const reordered = { milestones: plan.milestones.map((m: Record<string, unknown>) => ({ trigger: m.trigger, percent: m.percent, label: m.label })), label: plan.label };
    const same = await call('PUT', `/api/projects/${created.body.id}`, { ...opened, payment_plan: reordered });
    expect(same.status).toBe(200);
    const plain = (await call('GET', '/api/projects/2')).body;
    const empty = await call('PUT', '/api/projects/2', { ...plain, payment_plan: { label: '', milestones: [] } });
    expect(empty.status).toBe(200);
    expect(empty.body.payment_plan).toBeNull();
    for (const id of [created.body.id, 2]) {
      const history = (await call('GET', `/api/projects/${id}/versions`)).body;
      expect(history.versions[0].fields, `project ${id}`).toEqual([]);
    }
  });

  it('needs the read permission for history and the update permission to restore', async () => {
    const viewer = (await t.staff('viewer')).headers;
    expect((await call('GET', '/api/projects/1/versions', undefined, viewer)).status).toBe(200);
    expect((await call('POST', '/api/projects/1/versions/0/restore', {}, viewer)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/projects/1/versions' })).statusCode).toBe(401);
  });
});
