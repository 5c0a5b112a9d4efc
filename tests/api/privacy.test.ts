import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { smtpReceiver } from '../helpers/smtp';
import { POLICY_VERSION, serializeConsent } from '../../src/consent';
import { claimDailyRun, retentionIfDue, runRetention } from '../../server/privacy/retention';
import { ERASED_BODY } from '../../server/privacy/subject';

const consent = (analytics: boolean, marketing = false, version = POLICY_VERSION) =>
  `oasis_consent=${serializeConsent({ analytics, marketing, version, at: new Date().toISOString(), id: 'choice123' })}`;
const person = (n: string) => ({
  name: `Privacy Person ${n}`,
  email: `privacy-${n}@example.test`,
  phone: `+9715077${n.padStart(5, '0').slice(-5)}`,
  budget: '2500000',
  investmentTimeline: 'Within 3 months',
  source_path: '/project/palm-horizon',
});

describe.each(DIALECTS)('privacy by design (%s)', (dialect) => {
  let t: TestApp;
  let db: Kysely<any>;
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  let csrf: Record<string, string>;
  let owner: Record<string, string>;
  let projectId: number;

  beforeAll(async () => {
    smtp = await smtpReceiver();
    t = await makeTestApp({ dialect, content: 'demo', env: { smtpUrl: smtp.url, leadNotifyTo: 'sales-team@oasis.test', outboxPollMs: 0 } });
    db = t.db.kysely as unknown as Kysely<any>;
    csrf = await t.csrf();
    owner = (await t.staff('owner')).headers;
    projectId = (await db.selectFrom('projects').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const beacon = (cookie: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/activity', headers: { cookie, 'content-type': 'application/json', ...headers }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
  const view = (seconds = 30) => ({ events: [{ kind: 'project_view', project_id: projectId, value: seconds, lang: 'en' }] });
  const eventCount = async () => Number((await db.selectFrom('activity_events').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const enquire = async (p: ReturnType<typeof person>, cookie = '') => {
    const res = await t.app.inject({ method: 'POST', url: '/api/sendEnquiry', headers: { ...csrf, cookie: [csrf.cookie, cookie].filter(Boolean).join('; ') }, payload: p });
    expect(res.statusCode, res.body).toBe(200);
    return db.selectFrom('enquiries').selectAll().where('email', '=', p.email).orderBy('id', 'desc').executeTakeFirstOrThrow();
  };

  it('stores no activity without consent, refused consent, an old policy version, or Global Privacy Control', async () => {
    const before = await eventCount();
    const vid = 'oasis_vid=AAAAAAAAAAAAAAAAAAAAAA';
    for (const [cookie, headers] of [
      [vid, {}],
      [`${consent(false)}; ${vid}`, {}],
      [`${consent(true, true, '2020-01-01')}; ${vid}`, {}],
      [`${consent(true)}; ${vid}`, { 'sec-gpc': '1' }],
    ] as const) {
      const res = await beacon(cookie, view(), headers);
      expect(res.statusCode, cookie).toBe(403);
    }
    expect(await eventCount()).toBe(before);
    expect(Number((await db.selectFrom('visitors').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n)).toBe(0);
  });

  it('refuses malformed, oversized and cross-site batches with a 4xx naming the problem', async () => {
    const ok = `${consent(true)}; oasis_vid=BBBBBBBBBBBBBBBBBBBBBB`;
    const bad = await beacon(ok, { events: [{ kind: 'mind_reading', value: 3 }] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['events.0.kind']);
    expect((await beacon(ok, { events: [{ kind: 'project_view', value: -5 }] })).statusCode).toBe(422);
    expect((await beacon(ok, { events: [] })).statusCode).toBe(422);
    const many = await beacon(ok, { events: Array.from({ length: 51 }, () => ({ kind: 'project_view' })) });
    expect(many.statusCode).toBe(422);
    expect(many.json().errors.events).toMatch(/At most 50/);
    expect((await beacon(ok, { events: [{ kind: 'project_view', note: 'x'.repeat(9000) }] })).statusCode).toBe(413);
    expect((await beacon(ok, '{"events": [')).statusCode).toBe(400);
    expect((await beacon(`${consent(true)}; oasis_vid=short`, view())).statusCode).toBe(400);
    expect((await beacon(ok, view(), { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).statusCode).toBe(403);
    expect(await eventCount()).toBe(0);
  });

  it('joins a consenting browser\'s activity to its enquiry, earlier and later, newest first on the lead', async () => {
    const cookie = `${consent(true)}; oasis_vid=CCCCCCCCCCCCCCCCCCCCCC`;
    expect((await beacon(cookie, view(12))).statusCode).toBe(204);
    expect((await beacon(cookie, { events: [{ kind: 'calculator', lang: 'ar' }, { kind: 'brochure', project_id: projectId }] })).statusCode).toBe(204);
    const lead = await enquire(person('1'), cookie);
    expect(lead.visitor_id).not.toBeNull();
    expect((await beacon(cookie, view(40))).statusCode).toBe(204);
    const res = await t.app.inject({ url: `/api/enquiries/${lead.id}/activity`, headers: owner });
    expect(res.statusCode).toBe(200);
    const kinds = res.json().data.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(['project_view', 'brochure', 'calculator', 'project_view']);
    expect(res.json().data[0]).toMatchObject({ value: 40, project_id: projectId, project_title: expect.any(String) });
    // Without consent the lead is not joined to any browser.
    const other = await enquire(person('2'), 'oasis_vid=DDDDDDDDDDDDDDDDDDDDDD');
    expect(other.visitor_id).toBeNull();
    expect((await t.app.inject({ url: `/api/enquiries/${lead.id}/activity` })).statusCode).toBe(401);
  });

  it('a return after a pause is recorded by the server; a visitor\'s 10,000th event is read as fast as the first', async () => {
    const cookie = `${consent(true)}; oasis_vid=EEEEEEEEEEEEEEEEEEEEEE`;
    expect((await beacon(cookie, view())).statusCode).toBe(204);
    const visitor = await db.selectFrom('visitors').select('id').where('token', '=', 'EEEEEEEEEEEEEEEEEEEEEE').executeTakeFirstOrThrow();
    await db.updateTable('visitors').set({ last_seen_at: new Date(Date.now() - 3 * 3600_000).toISOString() }).where('id', '=', visitor.id).execute();
    expect((await beacon(cookie, view())).statusCode).toBe(204);
    const kinds = (await db.selectFrom('activity_events').select('kind').where('visitor_id', '=', visitor.id).orderBy('id').execute()).map((r) => r.kind);
    expect(kinds).toEqual(['project_view', 'return_visit', 'project_view']);
    // 10,000 events of one visitor: the timeline query uses the (visitor_id, id) index.
    const at = new Date().toISOString();
    for (let i = 0; i < 10; i++)
      await db.insertInto('activity_events').values(Array.from({ length: 1000 }, () => ({ visitor_id: visitor.id, kind: 'project_view', project_id: null, value: 5, lang: 'en', at }))).execute();
    const lead = await enquire(person('3'), cookie);
    const started = performance.now();
    const res = await t.app.inject({ url: `/api/enquiries/${lead.id}/activity`, headers: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(100);
    expect(res.json().next).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('records each consent choice with its policy version, and GPC as refused', async () => {
    const send = (payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/consent', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(payload) });
    expect((await send({ id: 'abc', analytics: true, marketing: true, version: POLICY_VERSION })).statusCode).toBe(204);
    expect((await send({ id: 'gpc1', analytics: true, marketing: true, version: POLICY_VERSION }, { 'sec-gpc': '1' })).statusCode).toBe(204);
    expect((await send({ id: 'old', analytics: true, marketing: true, version: '1999' })).statusCode).toBe(422);
    const rows = await db.selectFrom('consent_records').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.choice_id, r.analytics, r.marketing, r.gpc, r.policy_version])).toEqual([
      ['abc', 1, 1, 0, POLICY_VERSION],
      ['gpc1', 0, 0, 1, POLICY_VERSION],
    ]);
  });

  const requestAndConfirm = async (email: string, kind: 'export' | 'erase') => {
    const sent = smtp.messages.length;
    const res = await t.app.inject({ method: 'POST', url: '/api/privacy/requests', headers: csrf, payload: { email, kind, lang: 'ar' } });
    expect(res.statusCode, res.body).toBe(202);
    for (let i = 0; i < 500 && smtp.messages.length === sent; i++) await new Promise((r) => setTimeout(r, 20));
    const mail = smtp.messages[smtp.messages.length - 1];
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(email);
    const token = /privacy_token=([\w-]+)/.exec(mail.text ?? '')![1];
    expect(mail.text).toContain('/ar/privacy-policy?privacy_token=');
    expect(mail.subject).toBe('يرجى تأكيد طلب الخصوصية'); // the language of the page the request came from
    const ok = await t.app.inject({ method: 'POST', url: '/api/privacy/confirm', headers: csrf, payload: { token } });
    expect(ok.statusCode, ok.body).toBe(200);
    return { id: (await db.selectFrom('privacy_requests').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id as number, token };
  };

  it('a request needs its e-mailed link, which works once and expires; staff cannot act before it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/privacy/requests', headers: csrf, payload: { email: 'not-an-address', kind: 'steal' } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'kind']);
    const { id, token } = await requestAndConfirm('someone@example.test', 'export');
    const again = await t.app.inject({ method: 'POST', url: '/api/privacy/confirm', headers: csrf, payload: { token } });
    expect(again.statusCode).toBe(410);
    const row = await db.selectFrom('privacy_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('confirmed');
    expect(Date.parse(row.due_at) - Date.parse(row.confirmed_at)).toBe(30 * 86_400_000);
    // An expired link does nothing.
    const sent = smtp.messages.length;
    await t.app.inject({ method: 'POST', url: '/api/privacy/requests', headers: csrf, payload: { email: 'late@example.test', kind: 'erase' } });
    for (let i = 0; i < 500 && smtp.messages.length === sent; i++) await new Promise((r) => setTimeout(r, 20));
    const late = /privacy_token=([\w-]+)/.exec(smtp.messages[smtp.messages.length - 1].text ?? '')![1];
    await db.updateTable('privacy_requests').set({ token_expires_at: new Date(Date.now() - 1000).toISOString() }).where('email', '=', 'late@example.test').execute();
    expect((await t.app.inject({ method: 'POST', url: '/api/privacy/confirm', headers: csrf, payload: { token: late } })).statusCode).toBe(410);
    const lateId = (await db.selectFrom('privacy_requests').select('id').where('email', '=', 'late@example.test').executeTakeFirstOrThrow()).id;
    expect((await t.app.inject({ method: 'POST', url: `/api/privacy-requests/${lateId}/erase`, headers: owner })).statusCode).toBe(409);
    // Sales cannot see or act on requests; the list shows no token.
    const sales = (await t.staff('sales')).headers;
    expect((await t.app.inject({ url: `/api/privacy-requests/${id}/export`, headers: sales })).statusCode).toBe(403);
    const list = await t.app.inject({ url: '/api/privacy-requests', headers: owner });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('token_hash');
  });

  /** Seeds a person with a lead of each kind, activity, a staff note, a reassignment and deliveries. */
  async function seedPerson(n: string) {
    const p = person(n);
    const cookie = `${consent(true)}; oasis_vid=${`V${n}`.padEnd(22, 'x')}`;
    expect((await beacon(cookie, view(9))).statusCode).toBe(204);
    const lead = await enquire(p, cookie);
    const mortgage = await t.app.inject({
      method: 'POST', url: '/api/sendMortgageEnquiry', headers: { ...csrf, cookie: `${csrf.cookie}; ${cookie}` },
      payload: { name: p.name, email: p.email, phone: p.phone, property_price_aed: 2_000_000, down_payment_aed: 600_000, tenure_years: 25, interest_rate_pct: 4.5, residency: 'expat', first_home: true, off_plan: false, message: `Call ${p.name} at ${p.phone}` },
    });
    expect(mortgage.statusCode, mortgage.body).toBe(200);
    const note = await t.app.inject({ method: 'PUT', url: `/api/enquiries/${lead.id}`, headers: owner, payload: { status: 'contacted', assignee_id: null, notes: `Spoke to ${p.name}, e-mail ${p.email}` } });
    expect(note.statusCode, note.body).toBe(200);
    return { ...p, leadId: lead.id as number };
  }

  const everyTable = async (): Promise<string[]> =>
    dialect === 'postgres'
      ? (await sql<{ t: string }>`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db)).rows.map((r) => r.t)
      : (await sql<{ t: string }>`select name as t from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows.map((r) => r.t);
  /** Every text value of every row of every table, in one string per table. */
  const dump = async () => Object.fromEntries(await Promise.all((await everyTable()).map(async (tb) => [tb, JSON.stringify(await db.selectFrom(tb).selectAll().execute())] as const)));
  const counts = async () => Object.fromEntries(await Promise.all((await everyTable()).map(async (tb) => [tb, Number((await db.selectFrom(tb).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n)] as const)));

  /** A confirmed saved search and one alert e-mail it was sent (issue 27): the outbox row belongs to the search, not a lead. */
  const seedAlert = async (email: string) => {
    const now = new Date().toISOString();
    const search = await db.insertInto('saved_searches').values({ email, lang: 'en', filters: 'area=dubai-marina', frequency: 'instant', status: 'active', consent_text: 'I agree', policy_version: POLICY_VERSION, confirmed_at: now, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('outbox').values({ channel: 'email', idempotency_key: `saved_search-${search.id}-alert-test`, lead_type: 'saved_search', lead_id: search.id, payload: JSON.stringify({ to: [email], subject: 'New in Dubai Marina', text: `Hello ${email}` }), status: 'sent', attempts: 1, next_attempt_at: now, locked_until: null, last_error: null, sent_at: now, created_at: now, updated_at: now }).execute();
    return search.id;
  };

  it('export: every table\'s rows of the person, and nobody else\'s', async () => {
    const a = await seedPerson('41');
    const b = await seedPerson('42');
    const searchA = await seedAlert(a.email);
    await seedAlert(b.email);
    const { id } = await requestAndConfirm(a.email, 'export');
    const res = await t.app.inject({ url: `/api/privacy-requests/${id}/export`, headers: owner });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const file = res.json();
    expect(file.email).toBe(a.email);
    const data = file.data as Record<string, Array<Record<string, unknown>>>;
    expect(data.enquiries.map((r) => r.email)).toEqual([a.email]);
    expect(data.enquiries[0].notes).toContain(a.name);
    expect(data.mortgage_enquiries.map((r) => r.email)).toEqual([a.email]);
    expect(data.outbox.length).toBeGreaterThanOrEqual(2);
    expect(data.outbox.every((r) => String(r.payload).includes(a.email) || String(r.payload).includes(a.name))).toBe(true);
    expect(data.audit_logs.length).toBeGreaterThanOrEqual(1);
    expect(data.visitors).toHaveLength(1);
    expect(data.activity_events.length).toBeGreaterThanOrEqual(1);
    expect(data.privacy_requests.map((r) => r.id)).toContain(id);
    // The alert e-mails of the person's saved search are theirs too; another person's are not.
    expect(data.saved_searches.map((r) => r.id)).toEqual([searchA]);
    expect(data.outbox.filter((r) => r.lead_type === 'saved_search').map((r) => r.lead_id)).toEqual([searchA]);
    expect(res.body).not.toContain(b.email);
    expect(res.body).not.toContain(b.name);
    expect(res.body).not.toContain(b.phone);
    const row = await db.selectFrom('privacy_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('done');
  });

  it('erase: no trace of the e-mail, phone or name in any text column; counts kept; audited without them; others untouched', async () => {
    const a = await seedPerson('51');
    const b = await seedPerson('52');
    await seedAlert(a.email); // its alert e-mail in the outbox must lose the address too
    const { id } = await requestAndConfirm(a.email, 'erase');
    const before = await counts();
    const res = await t.app.inject({ method: 'POST', url: `/api/privacy-requests/${id}/erase`, headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rows.enquiries).toBe(1);
    const after = await counts();
    expect({ ...after, audit_logs: after.audit_logs - 1 }).toEqual(before);
    for (const [table, text] of Object.entries(await dump())) {
      for (const v of [a.email, a.phone, a.name]) expect(text.toLowerCase().includes(v.toLowerCase()), `${v} in ${table}`).toBe(false);
    }
    const all = Object.values(await dump()).join('');
    for (const v of [b.email, b.phone, b.name]) expect(all).toContain(v);
    const audit = await db.selectFrom('audit_logs').selectAll().where('action', '=', 'privacy.erase').executeTakeFirstOrThrow();
    expect(audit.record_id).toBe(String(id));
    expect(JSON.parse(audit.changes).rows.enquiries).toBe(1);
    // The lead remains for the statistics, anonymised; its activity stays counted but the browser's id is new.
    const lead = await db.selectFrom('enquiries').selectAll().where('id', '=', a.leadId).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ status: 'contacted', budget: '2500000', email: 'erased@erased.invalid' });
    expect((await db.selectFrom('visitors').select('token').where('token', '=', `V51`.padEnd(22, 'x')).execute())).toHaveLength(0);
    // A second erase of the same request is refused: its address is no longer held.
    expect((await t.app.inject({ method: 'POST', url: `/api/privacy-requests/${id}/erase`, headers: owner })).statusCode).toBe(409);
  });

  it('retention with a fixed clock: old closed leads anonymised, old activity deleted, old delivered bodies emptied; one run a day', async () => {
    const now = new Date(Date.now() + 3 * 86_400_000);
    const old = await seedPerson('61');
    const recent = await seedPerson('62');
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    await db.updateTable('enquiries').set({ status: 'won', updated_at: ago(25 * 31) }).where('id', '=', old.leadId).execute();
    await db.updateTable('enquiries').set({ status: 'lost', updated_at: ago(23 * 30) }).where('id', '=', recent.leadId).execute();
    const visitor = (await db.selectFrom('enquiries').select('visitor_id').where('id', '=', recent.leadId).executeTakeFirstOrThrow()).visitor_id;
    await db.insertInto('activity_events').values([
      { visitor_id: visitor, kind: 'project_view', project_id: null, value: 1, lang: 'en', at: ago(400) },
      { visitor_id: visitor, kind: 'project_view', project_id: null, value: 2, lang: 'en', at: ago(10) },
    ]).execute();
    const outbox = await db.selectFrom('outbox').select('id').where('lead_type', '=', 'enquiry').where('lead_id', '=', recent.leadId).executeTakeFirstOrThrow();
    // The worker delivers it first (it would otherwise stamp its own sent_at after ours).
    for (let i = 0; i < 200 && (await db.selectFrom('outbox').select('status').where('id', '=', outbox.id).executeTakeFirstOrThrow()).status !== 'sent'; i++) await new Promise((r) => setTimeout(r, 25));
    await db.updateTable('outbox').set({ status: 'sent', sent_at: ago(40) }).where('id', '=', outbox.id).execute();

    const run = await retentionIfDue(db, now);
    expect(run).not.toBeNull();
    expect(run!.errors).toEqual({});
    const result = run!.counts;
    expect(result.enquiries).toBeGreaterThanOrEqual(1);
    expect(result.activity_events).toBeGreaterThanOrEqual(1);
    const leads = await db.selectFrom('enquiries').select(['id', 'email', 'name', 'status']).where('id', 'in', [old.leadId, recent.leadId]).orderBy('id').execute();
    expect(leads).toEqual([
      { id: old.leadId, email: 'erased@erased.invalid', name: '[erased]', status: 'won' },
      { id: recent.leadId, email: recent.email, name: recent.name, status: 'lost' },
    ]);
    // What the old enquiry led to is anonymised too (its deliveries, its audit details); the same person's open
    // mortgage enquiry is not closed, so it stays.
    const related = JSON.stringify([
      await db.selectFrom('outbox').select('payload').where('lead_type', '=', 'enquiry').where('lead_id', '=', old.leadId).execute(),
      await db.selectFrom('audit_logs').select('changes').where('resource', '=', 'enquiries').where('record_id', '=', String(old.leadId)).execute(),
    ]);
    expect(related.includes(old.email) || related.includes(old.name), related.slice(0, 300)).toBe(false);
    expect((await db.selectFrom('mortgage_enquiries').select('email').where('email', '=', old.email).execute())).toHaveLength(1);
    expect((await db.selectFrom('activity_events').select('value').where('visitor_id', '=', visitor).where('at', '<', ago(300)).execute())).toHaveLength(0);
    expect((await db.selectFrom('activity_events').select('value').where('visitor_id', '=', visitor).where('value', '=', 2).execute())).toHaveLength(1);
    expect((await db.selectFrom('outbox').select('payload').where('id', '=', outbox.id).executeTakeFirstOrThrow()).payload).toBe(ERASED_BODY);
    const job = await db.selectFrom('job_runs').selectAll().where('name', '=', 'privacy-retention').executeTakeFirstOrThrow();
    expect(JSON.parse(job.last_result)).toEqual(run);
    // Staff who manage retention see the last run's time and counts; sales may not.
    const shown = await t.app.inject({ url: '/api/privacy/retention', headers: owner });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toEqual({ last_run_at: now.toISOString(), counts: result, errors: {}, error: null });
    expect((await t.app.inject({ url: '/api/privacy/retention', headers: (await t.staff('sales')).headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/privacy/retention' })).statusCode).toBe(401);
    // The same day, another instance does not run it again; nor does a second run find anything new.
    expect(await claimDailyRun(db, new Date(now.getTime() + 3600_000), 60_000)).toBe(false);
    expect(await retentionIfDue(db, new Date(now.getTime() + 3600_000))).toBeNull();
    expect((await runRetention(db, now)).counts.enquiries).toBe(0);
  });

  it('retention periods are settings staff edit (owner/admin), validated', async () => {
    const list = await t.app.inject({ url: '/api/privacy-settings', headers: owner });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({ privacy_lead_months: 24, privacy_activity_days: 365, privacy_outbox_days: 30 });
    const bad = await t.app.inject({ method: 'PUT', url: `/api/privacy-settings/${list.json()[0].id}`, headers: owner, payload: { privacy_lead_months: 0, privacy_activity_days: 30, privacy_outbox_days: 7 } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['privacy_lead_months']);
    const ok = await t.app.inject({ method: 'PUT', url: `/api/privacy-settings/${list.json()[0].id}`, headers: owner, payload: { privacy_lead_months: 12, privacy_activity_days: 30, privacy_outbox_days: 7 } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await t.app.inject({ url: '/api/privacy-settings', headers: (await t.staff('sales')).headers })).statusCode).toBe(403);
  });
});
