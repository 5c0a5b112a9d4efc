import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { smtpReceiver } from '../helpers/smtp';
import type { DemoContent } from '../../server/demo/seed';
import { checkPermits } from '../../server/compliance/permits';
import { addDays, dubaiDate } from '../../src/schemas/compliance';

/**
 * Advert compliance (issue 30 item 3): a project is published only with its permit, QR code, DLD project number and
 * (off-plan) escrow account, a 422 naming every missing field; 14 days before the permit expires the owners and the
 * project's editor get one e-mail (a real SMTP server receives it); the day after it expires the project unpublishes
 * itself (site data, sitemap, rendered pages), the audit log says why, and a new permit publishes it again.
 * The clock is fixed with vi.setSystemTime (Date only): the job, the publish rule and the outbox read the same day.
 */
const built = fs.existsSync('dist/server/entry-server.js') && fs.existsSync('dist/client/.vite/manifest.json');
const DAY = 24 * 3600_000;

async function until<T>(read: () => T | Promise<T>, check: (v: T) => boolean, what: string): Promise<T> {
  // performance.now: Date is fixed while the clock is faked.
  const deadline = performance.now() + 10_000;
  let last = await read();
  while (!check(last)) {
    if (performance.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(last).slice(0, 300)} after 10 s`);
    await new Promise((r) => setTimeout(r, 50));
    last = await read();
  }
  return last;
}

const content: DemoContent = {
  developers: [{ id: 1, name: 'Azure Coast Developments', slug: 'azure-coast', published: true }],
  areas: [{ id: 1, name: 'Dubai Marina', slug: 'dubai-marina', published: true }],
  pages: [{ id: 1, page_name: 'home', title: 'Invest in Dubai property' }],
  settings: [{ id: 1, product_name: 'Oasis Invest', phone_primary: '+971 4 000 0000', email_primary: 'hello@oasisinvest.ae', address: 'Business Bay, Dubai', rera_orn: '48213' }],
};

const today = dubaiDate();
const permit = (expires: string) => ({
  permit_number: '7123456789',
  permit_expires_on: expires,
  permit_qr: { src: '/uploads/permit-qr.png', title: 'QR', width: 300, height: 300, type: 'image/png' },
  dld_project_number: '3112',
  escrow_bank: 'Emirates NBD',
  escrow_account: '10234567890',
  construction_completion_pct: 42.5,
  construction_completion_on: addDays(today, -20),
});

describe.each(DIALECTS)('advert compliance on %s', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  let editor: { id: number; headers: Record<string, string> };
  let ownerEmail: string;
  const editorEmail = `editor-${dialect}@oasis.test`;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    smtp = await smtpReceiver();
    t = await makeTestApp({ dialect, content, env: { smtpUrl: smtp.url, mailFrom: 'Oasis Invest <site@oasis.test>', outboxPollMs: 100, outboxBaseDelayMs: 50 } });
    ownerEmail = `owner-${dialect}@oasis.test`;
    await t.staff('owner', { email: ownerEmail });
    editor = await t.staff('editor', { email: editorEmail });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => t.app.inject({ method, url, headers: editor.headers, payload });

  it('refuses to publish without the permit fields, naming every one; a draft may be saved without them', async () => {
    const res = await send('POST', '/api/projects', { title: 'Harbour Lights', status: 'off_plan', developer_id: 1, area_id: 1, published: true });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body.errors).sort()).toEqual(['dld_project_number', 'escrow_account', 'escrow_bank', 'permit_expires_on', 'permit_number', 'permit_qr']);
    expect(body.errors.permit_number).toBe('Trakheesi permit number is required to publish');
    expect(body.errors.escrow_account).toMatch(/off-plan/);
    // A ready project needs no escrow account.
    const ready = await send('POST', '/api/projects', { title: 'Old Town Residences', status: 'ready', published: true, permit_number: '7000000001' });
    expect(ready.statusCode).toBe(422);
    expect(Object.keys(ready.json().errors).sort()).toEqual(['dld_project_number', 'permit_expires_on', 'permit_qr']);
    // An expired permit cannot publish.
    const expired = await send('POST', '/api/projects', { title: 'Harbour Lights', status: 'off_plan', published: true, ...permit(addDays(today, -1)) });
    expect(expired.statusCode).toBe(422);
    expect(Object.keys(expired.json().errors)).toEqual(['permit_expires_on']);
    expect(expired.json().errors.permit_expires_on).toMatch(/expired/);
    // A malformed date is named too (the shared schema).
    const badDate = await send('POST', '/api/projects', { title: 'Harbour Lights', status: 'off_plan', published: true, ...permit('31/12/2027') });
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().errors.permit_expires_on).toMatch(/date such as/);
    const draft = await send('POST', '/api/projects', { title: 'Harbour Lights draft', status: 'off_plan', published: false });
    expect(draft.statusCode).toBe(201);
    expect(await t.db.kysely.selectFrom('projects').select('id').where('title', 'like', 'Harbour Lights%').where('published', '=', 1).execute()).toEqual([]);
  });

  it('publishes with them; the public project carries the checks; a live permit cannot be blanked out', async () => {
    const soon = await send('POST', '/api/projects', { title: 'Creek Vista', slug: 'creek-vista', status: 'off_plan', developer_id: 1, area_id: 1, published: true, ...permit(addDays(today, 10)) });
    expect(soon.statusCode, soon.body).toBe(201);
    ids.soon = soon.json().id;
    const later = await send('POST', '/api/projects', { title: 'Palm Crest', slug: 'palm-crest', status: 'ready', published: true, ...permit(addDays(today, 400)), permit_qr: null, permit_qr_url: 'https://trakheesi.dubailand.gov.ae/rev/madmoun/example', escrow_bank: null, escrow_account: null });
    expect(later.statusCode, later.body).toBe(201);
    ids.later = later.json().id;
    const page = (await t.app.inject({ method: 'GET', url: '/api/site/projects/creek-vista' })).json();
    expect(page.project).toMatchObject({ permit_number: '7123456789', permit_expires_on: addDays(today, 10), dld_project_number: '3112', escrow_bank: 'Emirates NBD', construction_completion_pct: 42.5 });
    const blank = await send('PUT', `/api/projects/${ids.later}`, { permit_number: '' });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['permit_number']);
    // Other edits of a published project pass.
    expect((await send('PUT', `/api/projects/${ids.later}`, { title: 'Palm Crest Residences' })).statusCode).toBe(200);
  });

  it('14 days before expiry: one e-mail to the owner and the project editor, even when two instances check at once', async () => {
    const now = Date.now();
    const [a, b] = await Promise.all([checkPermits(t.app, now), checkPermits(t.app, now)]);
    expect(a.noticed + b.noticed).toBe(1);
    expect((await checkPermits(t.app, now + 3600_000)).noticed).toBe(0);
    const mails = await until(() => smtp.messages.filter((m) => m.subject?.includes('Creek Vista')), (l) => l.length >= 1, 'permit notice');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Permit expires in 10 days: Creek Vista');
    expect(mails[0].rcpt.sort()).toEqual([editorEmail, ownerEmail].sort());
    expect(mails[0].text).toContain(`expires on ${addDays(today, 10)}`);
    expect(mails[0].text).toContain(`/admin/projects/${ids.soon}`);
  });

  it('when the permit expires: unpublished everywhere (data, sitemap, rendered pages), audited, until a new permit is entered', async () => {
    const origin = t.config.publicUrl;
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    // Caches filled first: the sitemap and (when built) the rendered list and page.
    expect((await get('/sitemap.xml')).body).toContain(`${origin}/project/creek-vista`);
    if (built) {
      expect((await get('/project/creek-vista')).statusCode).toBe(200);
      expect((await get('/project')).body).toContain('Creek Vista');
      expect((await get('/project/creek-vista')).headers['x-cache']).toBe('HIT');
    }
    // The day after the expiry date (Dubai): the clock moves 11 days on.
    const later = Date.now() + 11 * DAY;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(later);
    // A sign-in of that day (the test's tokens last an hour).
    editor = await t.staff('editor', { email: `editor2-${dialect}@oasis.test` });
    const [a, b] = await Promise.all([checkPermits(t.app), checkPermits(t.app)]);
    expect(a.unpublished + b.unpublished).toBe(1);
    const row = await t.db.kysely.selectFrom('projects').select(['published', 'permit_lapsed_at']).where('id', '=', ids.soon).executeTakeFirstOrThrow();
    expect(Number(row.published)).toBe(0);
    expect(row.permit_lapsed_at).toBe(new Date(later).toISOString());
    expect((await get('/api/site/projects/creek-vista')).statusCode).toBe(404);
    expect((await get('/api/site/projects')).json().items.map((p: { title: string }) => p.title)).toEqual(['Palm Crest Residences']);
    expect((await get('/sitemap.xml')).body).not.toContain('/project/creek-vista');
    expect((await get('/sitemap.xml')).body).toContain('/project/palm-crest');
    if (built) {
      expect((await get('/project/creek-vista')).statusCode).toBe(404);
      expect((await get('/project')).body).not.toContain('Creek Vista');
    } else console.log('Rendered-page part skipped: the site is not built (npm run build).');
    const audit = await t.db.kysely.selectFrom('audit_logs').selectAll().where('resource', '=', 'projects').where('record_id', '=', String(ids.soon)).where('action', '=', 'unpublish').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].user_id).toBeNull();
    expect(JSON.parse(String(audit[0].changes))).toMatchObject({ reason: 'permit expired', permit_expires_on: addDays(today, 10) });
    const lapsed = await until(() => smtp.messages.filter((m) => m.subject === 'Unpublished, permit expired: Creek Vista'), (l) => l.length >= 1, 'lapse notice');
    // The project's editor is who last saved it (the first editor), not whoever signed in last.
    expect(lapsed[0].rcpt.sort()).toEqual([editorEmail, ownerEmail].sort());

    // Publishing again with the old permit is refused, naming the expiry date.
    const stale = await send('PUT', `/api/projects/${ids.soon}`, { published: true });
    expect(stale.statusCode).toBe(422);
    expect(Object.keys(stale.json().errors)).toEqual(['permit_expires_on']);
    // A new permit entered: published again (the form still shows it unpublished), and the audit log says why.
    const renewed = await send('PUT', `/api/projects/${ids.soon}`, { permit_number: '7123450000', permit_expires_on: addDays(dubaiDate(), 380) });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toMatchObject({ published: true, permit_lapsed_at: null });
    expect((await get('/api/site/projects/creek-vista')).statusCode).toBe(200);
    expect((await get('/sitemap.xml')).body).toContain('/project/creek-vista');
    const republish = await t.db.kysely.selectFrom('audit_logs').select(['action', 'user_id']).where('record_id', '=', String(ids.soon)).where('action', '=', 'republish').execute();
    expect(republish).toEqual([{ action: 'republish', user_id: editor.id }]);
  });
});
