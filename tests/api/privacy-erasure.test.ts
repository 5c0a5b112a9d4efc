import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { smtpReceiver } from '../helpers/smtp';
import { POLICY_VERSION, serializeConsent } from '../../src/consent';
import { runRetention } from '../../server/privacy/retention';
import { ERASED_BODY, ERASED_TEXT } from '../../server/privacy/subject';

/**
 * Issue 37: erasure reaches everything a person left (an enquiry, a WhatsApp lead merged into it, WhatsApp messages,
 * a booking, a saved search, deliveries) and leaves no trace in any table; retention runs through WhatsApp rows and
 * survives a failing table; staff record a verified request for a lead without e-mail; GPC drops UTM and referrer.
 */
const APP_SECRET = 'privacy-wa-secret-0123456789';
const sign = (body: string) => `sha256=${crypto.createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
const waDelivery = (id: string, from: string, name: string, text: string) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '15550000000', phone_number_id: '1' }, contacts: [{ profile: { name }, wa_id: from }], messages: [{ from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } }] } }] }],
  });
const consent = (marketing: boolean) => `oasis_consent=${serializeConsent({ analytics: true, marketing, version: POLICY_VERSION, at: new Date().toISOString(), id: 'choice37' })}`;

describe.each(DIALECTS)('privacy: erasure everywhere, retention, staff requests, GPC (%s)', (dialect) => {
  let t: TestApp;
  let db: Kysely<any>;
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  let csrf: Record<string, string>;
  let owner: Record<string, string>;

  beforeAll(async () => {
    smtp = await smtpReceiver();
    t = await makeTestApp({ dialect, content: 'demo', env: { smtpUrl: smtp.url, leadNotifyTo: 'sales-team@oasis.test', outboxPollMs: 0, whatsappAppSecret: APP_SECRET, whatsappVerifyToken: 'verify-37' } });
    db = t.db.kysely as unknown as Kysely<any>;
    csrf = await t.csrf();
    owner = (await t.staff('owner')).headers;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const whatsapp = async (id: string, from: string, name: string, text: string) => {
    const body = waDelivery(id, from, name, text);
    const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/whatsapp', headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body) }, payload: body });
    expect(res.statusCode, res.body).toBe(200);
  };
  const enquire = async (p: { name: string; email: string; phone: string }, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/sendEnquiry', headers: { ...csrf, ...headers, cookie: [csrf.cookie, headers.cookie].filter(Boolean).join('; ') },
      payload: { ...p, budget: '2500000', investmentTimeline: 'Within 3 months', source_path: '/project/palm-horizon', ...extra },
    });
    expect(res.statusCode, res.body).toBe(200);
    return db.selectFrom('enquiries').selectAll().where('email', '=', p.email).orderBy('id', 'desc').executeTakeFirstOrThrow();
  };
  const requestAndConfirm = async (email: string, kind: 'export' | 'erase') => {
    const sent = smtp.messages.length;
    const res = await t.app.inject({ method: 'POST', url: '/api/privacy/requests', headers: csrf, payload: { email, kind, lang: 'en' } });
    expect(res.statusCode, res.body).toBe(202);
    for (let i = 0; i < 500 && smtp.messages.length === sent; i++) await new Promise((r) => setTimeout(r, 20));
    const token = /privacy_token=([\w-]+)/.exec(smtp.messages[smtp.messages.length - 1].text ?? '')![1];
    expect((await t.app.inject({ method: 'POST', url: '/api/privacy/confirm', headers: csrf, payload: { token } })).statusCode).toBe(200);
    return (await db.selectFrom('privacy_requests').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id as number;
  };
  /** Every table of the database, read from the database itself (not a hand-kept list). */
  const everyTable = async (): Promise<string[]> =>
    dialect === 'postgres'
      ? (await sql<{ t: string }>`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db)).rows.map((r) => r.t)
      : (await sql<{ t: string }>`select name as t from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows.map((r) => r.t);
  /** Every value of every column of every row of every table, one lower-case string per table. */
  const dump = async () => Object.fromEntries(await Promise.all((await everyTable()).map(async (tb) => [tb, JSON.stringify(await db.selectFrom(tb).selectAll().execute()).toLowerCase()] as const)));
  const traces = async (values: string[]) => {
    const found: string[] = [];
    for (const [table, text] of Object.entries(await dump())) for (const v of values) if (text.includes(v.toLowerCase())) found.push(`${v} in ${table}`);
    return found;
  };
  const now = () => new Date().toISOString();
  const seedAlert = async (email: string) => {
    const search = await db.insertInto('saved_searches').values({ email, lang: 'en', filters: 'area=dubai-marina', frequency: 'instant', status: 'active', consent_text: 'I agree', policy_version: POLICY_VERSION, confirmed_at: now(), created_at: now(), updated_at: now() }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('outbox').values({ channel: 'email', idempotency_key: `saved_search-${search.id}-alert-37`, lead_type: 'saved_search', lead_id: search.id, payload: JSON.stringify({ to: [email], subject: 'New in Dubai Marina', text: `Hello ${email}` }), status: 'sent', attempts: 1, next_attempt_at: now(), sent_at: now(), created_at: now(), updated_at: now() }).execute();
  };
  const seedBooking = (p: { name: string; email: string; phone: string }, at: string) =>
    db.insertInto('bookings').values({ uid: `booking-${crypto.randomUUID()}@oasis.test`, enquiry_id: null, kind: 'viewing', project_id: null, starts_at: at, ends_at: at, slot: at, status: 'booked', sequence: 0, name: p.name, email: p.email.toUpperCase(), phone: p.phone, time_zone: 'Asia/Dubai', language: 'en', source_path: '/project/palm-horizon', created_at: now(), updated_at: now() }).execute();

  it('erasing a person with an enquiry, a merged WhatsApp lead, messages, a booking, a saved search and deliveries leaves no trace in any table', async () => {
    const p = { name: 'Layla Qasimova', email: 'layla.q37@example.test', phone: '+971507733121' };
    const other = { name: 'Omar Bystrov', email: 'omar.b37@example.test', phone: '+971507744232' };
    const texts = ['Is the Marina two-bed QX-7731 still free?', 'Please call me after six, QX-7732'];
    // The person first writes on WhatsApp (a lead without e-mail), then sends the web form.
    await whatsapp('wamid.privacy-a1', '971507733121', p.name, texts[0]);
    await whatsapp('wamid.privacy-b1', '971507744232', other.name, 'Omar asks about QZ-9901');
    const waLead = await db.selectFrom('enquiries').select('id').where('phone', '=', p.phone).where('email', '=', '').executeTakeFirstOrThrow();
    const web = await enquire(p);
    await enquire(other);
    // Staff note quoting the person, then the WhatsApp lead is merged into the web enquiry (same phone and name).
    expect((await t.app.inject({ method: 'PUT', url: `/api/enquiries/${web.id}`, headers: owner, payload: { status: 'contacted', assignee_id: null, notes: `Spoke to ${p.name} on ${p.phone}` } })).statusCode).toBe(200);
    const merge = await t.app.inject({ method: 'POST', url: `/api/enquiries/${waLead.id}/merge`, headers: owner, payload: { into: web.id } });
    expect(merge.statusCode, merge.body).toBe(200);
    await whatsapp('wamid.privacy-a2', '971507733121', p.name, texts[1]);
    await seedBooking(p, '2030-01-02T10:00:00.000Z');
    await seedBooking(other, '2030-01-02T11:00:00.000Z');
    await seedAlert(p.email);
    await seedAlert(other.email);
    expect(await traces([p.email, texts[0], texts[1], '971507733121'])).not.toEqual([]);

    // The export finds the booking by its own address and every WhatsApp message by the sender's number.
    const exportId = await requestAndConfirm(p.email, 'export');
    const file = (await t.app.inject({ url: `/api/privacy-requests/${exportId}/export`, headers: owner })).json();
    expect(file.data.bookings.map((b: { email: string }) => b.email)).toEqual([p.email.toUpperCase()]);
    expect(file.data.whatsapp_messages.map((m: { body: string }) => m.body).sort()).toEqual([...texts].sort());
    expect(file.data.lead_merges).toHaveLength(1);
    expect(JSON.stringify(file)).not.toContain(other.email);
    expect(JSON.stringify(file)).not.toContain('QZ-9901');

    const id = await requestAndConfirm(p.email, 'erase');
    const res = await t.app.inject({ method: 'POST', url: `/api/privacy-requests/${id}/erase`, headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rows).toMatchObject({ enquiries: 2, whatsapp_messages: 2, bookings: 1, saved_searches: 1, lead_merges: 1 });
    expect(await traces([p.email, p.phone, '971507733121', '507733121', p.name, ...texts])).toEqual([]);
    // Another person's rows are untouched; the erased messages keep their place with a marker, not NULL.
    for (const v of [other.email, other.phone, other.name, 'QZ-9901']) expect((await traces([v])).length, v).toBeGreaterThan(0);
    // Another person's WhatsApp lead has no address either: an empty address is nobody's, so it is not erased with this one.
    expect((await db.selectFrom('enquiries').select('name').where('phone', '=', other.phone).where('email', '=', '').executeTakeFirstOrThrow()).name).toBe(other.name);
    const bodies = await db.selectFrom('whatsapp_messages').select('body').where('wa_message_id', 'in', ['wamid.privacy-a1', 'wamid.privacy-a2']).execute();
    expect(bodies.map((b) => b.body)).toEqual([ERASED_TEXT, ERASED_TEXT]);
  });

  it('an e-mail kept in the mailbox for a privacy request is in the person\'s export (link tokens hidden) and gone after their erasure', async () => {
    const p = { name: 'Kept Mailperson', email: 'kept.mail37@example.test', phone: '+971507712990' };
    await enquire(p);
    // A request sent while no mail server was set: its confirmation waits in the outbox as 'kept' (server/leads/mailbox.ts).
    const token = 'Zq8PrivacyTok3nAbcdEfgh1234567890';
    const waiting = await db.insertInto('privacy_requests').values({ kind: 'export', email: p.email, email_hash: 'kept-37', lang: 'en', status: 'unconfirmed', created_at: now(), updated_at: now() }).returning('id').executeTakeFirstOrThrow();
    const link = `https://oasis.test/privacy-policy?privacy_token=${token}#privacy-request`;
    const kept = await db
      .insertInto('outbox')
      .values({ channel: 'email', idempotency_key: `privacy_request-${waiting.id}-confirm`, lead_type: 'privacy_request', lead_id: waiting.id, payload: JSON.stringify({ to: [p.email], subject: 'Confirm your request', text: `Confirm:\n${link}\nThanks`, html: `<p><a href="${link}">Confirm</a></p>` }), status: 'kept', attempts: 0, next_attempt_at: now(), created_at: now(), updated_at: now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Someone else's kept request stays out of it.
    const stranger = await db.insertInto('privacy_requests').values({ kind: 'export', email: 'stranger37@example.test', email_hash: 'kept-37b', lang: 'en', status: 'unconfirmed', created_at: now(), updated_at: now() }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('outbox').values({ channel: 'email', idempotency_key: `privacy_request-${stranger.id}-confirm`, lead_type: 'privacy_request', lead_id: stranger.id, payload: JSON.stringify({ to: ['stranger37@example.test'], subject: 'Confirm', text: 'stranger body' }), status: 'kept', attempts: 0, next_attempt_at: now(), created_at: now(), updated_at: now() }).execute();

    const exportId = await requestAndConfirm(p.email, 'export');
    const res = await t.app.inject({ url: `/api/privacy-requests/${exportId}/export`, headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json();
    const mail = file.data.outbox.find((o: { id: number }) => o.id === kept.id);
    expect(mail).toBeTruthy();
    const body = JSON.parse(mail.payload);
    // The address stays, the secret does not; the text around the link is intact.
    expect(body.text).toBe('Confirm:\nhttps://oasis.test/privacy-policy?privacy_token=[hidden]#privacy-request\nThanks');
    expect(body.html).toContain('privacy_token=[hidden]');
    expect(res.body).not.toContain(token);
    expect(res.body).not.toContain('stranger body');

    const eraseId = await requestAndConfirm(p.email, 'erase');
    const erased = await t.app.inject({ method: 'POST', url: `/api/privacy-requests/${eraseId}/erase`, headers: owner });
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await db.selectFrom('outbox').select('payload').where('id', '=', kept.id).executeTakeFirstOrThrow()).payload).toBe(ERASED_BODY);
    expect(await traces([p.email, token, p.name])).toEqual([]);
    expect((await traces(['stranger body'])).length).toBeGreaterThan(0);
  });

  it('a phone typed into a web form is not proof: its typist\'s export and erasure leave that number\'s WhatsApp messages alone', async () => {
    await whatsapp('wamid.victim-1', '971505511001', 'Victim Person', 'Private note VX-1101');
    const typist = { name: 'Typist Person', email: 'typist37@example.test', phone: '+971505511001' };
    await enquire(typist);
    const exportId = await requestAndConfirm(typist.email, 'export');
    const file = (await t.app.inject({ url: `/api/privacy-requests/${exportId}/export`, headers: owner })).json();
    expect(file.data.whatsapp_messages).toEqual([]);
    expect(JSON.stringify(file)).not.toContain('VX-1101');
    const eraseId = await requestAndConfirm(typist.email, 'erase');
    expect((await t.app.inject({ method: 'POST', url: `/api/privacy-requests/${eraseId}/erase`, headers: owner })).json().data.rows.whatsapp_messages).toBe(0);
    expect((await db.selectFrom('whatsapp_messages').select('body').where('wa_message_id', '=', 'wamid.victim-1').executeTakeFirstOrThrow()).body).toBe('Private note VX-1101');
  });

  it('retention runs through WhatsApp rows, empties failed deliveries, deletes unconfirmed requests after a week, and one failing table does not stop the others', async () => {
    const clock = new Date(Date.now() + 2 * 86_400_000);
    const ago = (days: number) => new Date(clock.getTime() - days * 86_400_000).toISOString();
    await whatsapp('wamid.retention-1', '971508855001', 'Retention Person', 'Old message RT-5501');
    const lead = await db.selectFrom('enquiries').select('id').where('phone', '=', '+971508855001').executeTakeFirstOrThrow();
    await db.updateTable('enquiries').set({ status: 'lost', updated_at: ago(800) }).where('id', '=', lead.id).execute();
    const failed = await db.insertInto('outbox').values({ channel: 'email', idempotency_key: 'failed-37-old', lead_type: 'enquiry', lead_id: 0, payload: '{"to":["gone@example.test"]}', status: 'failed', attempts: 8, next_attempt_at: ago(40), last_error: 'mailbox full', created_at: ago(45), updated_at: ago(40) }).returning('id').executeTakeFirstOrThrow();
    const failedRecent = await db.insertInto('outbox').values({ channel: 'email', idempotency_key: 'failed-37-new', lead_type: 'enquiry', lead_id: 0, payload: '{"to":["recent@example.test"]}', status: 'failed', attempts: 8, next_attempt_at: ago(2), last_error: 'mailbox full', created_at: ago(3), updated_at: ago(2) }).returning('id').executeTakeFirstOrThrow();
    const request = (email: string, status: string, days: number) =>
      db.insertInto('privacy_requests').values({ kind: 'export', email, email_hash: email, lang: 'en', status, created_at: ago(days), updated_at: ago(days) }).returning('id').executeTakeFirstOrThrow();
    const stale = await request('stale37@example.test', 'unconfirmed', 8);
    const fresh = await request('fresh37@example.test', 'unconfirmed', 6);
    const confirmed = await request('kept37@example.test', 'confirmed', 20);

    // activity_events fails (its age column gone for a moment): the other tables are still done, the failure recorded.
    await sql`alter table activity_events rename column at to at_moved`.execute(db);
    let run;
    try {
      run = await runRetention(db, clock);
    } finally {
      await sql`alter table activity_events rename column at_moved to at`.execute(db);
    }
    expect(Object.keys(run.errors)).toEqual(['activity_events']);
    expect(run.counts.enquiries).toBeGreaterThanOrEqual(1);
    expect(run.counts.outbox).toBeGreaterThanOrEqual(1);
    expect(run.counts.privacy_requests).toBe(1);
    const message = await db.selectFrom('whatsapp_messages').select(['body', 'from_phone']).where('wa_message_id', '=', 'wamid.retention-1').executeTakeFirstOrThrow();
    expect(message).toEqual({ body: ERASED_TEXT, from_phone: ERASED_TEXT });
    expect((await db.selectFrom('outbox').select('payload').where('id', '=', failed.id).executeTakeFirstOrThrow()).payload).toBe(ERASED_BODY);
    expect((await db.selectFrom('outbox').select('payload').where('id', '=', failedRecent.id).executeTakeFirstOrThrow()).payload).toContain('recent@example.test');
    const left = (await db.selectFrom('privacy_requests').select('id').where('id', 'in', [stale.id, fresh.id, confirmed.id]).orderBy('id').execute()).map((r) => r.id);
    expect(left).toEqual([fresh.id, confirmed.id]);
    // The next run (the column back) finds nothing failing.
    expect((await runRetention(db, clock)).errors).toEqual({});
  });

  it('staff record a verified request for a WhatsApp lead without e-mail (owner/admin, audited), then export and erase it', async () => {
    const text = 'WhatsApp-only person asks about WZ-4410';
    await whatsapp('wamid.staff-1', '971509966011', 'Noor Whatsapponly', text);
    const lead = await db.selectFrom('enquiries').select(['id', 'email']).where('phone', '=', '+971509966011').executeTakeFirstOrThrow();
    expect(lead.email).toBe('');
    const record = (headers: Record<string, string>, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/privacy-requests/for-lead', headers, payload });
    const valid = { kind: 'erase', lead_type: 'enquiry', lead_id: lead.id, verified_how: 'Called back on the WhatsApp number; the person confirmed the request' };
    expect((await record((await t.staff('sales')).headers, valid)).statusCode).toBe(403);
    expect([401, 419]).toContain((await record({}, valid)).statusCode); // signed out (no session, no CSRF token)
    const bad = await record(owner, { kind: 'steal', lead_type: 'enquiry', lead_id: lead.id, verified_how: 'ok' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['kind', 'verified_how']);
    const missing = await record(owner, { ...valid, lead_id: 99_999 });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['lead_id']);

    const admin = await t.staff('admin');
    const ok = await record(admin.headers, valid);
    expect(ok.statusCode, ok.body).toBe(201);
    const id = ok.json().data.id;
    const row = await db.selectFrom('privacy_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'erase', status: 'confirmed', email: null, lead_type: 'enquiry', lead_id: lead.id, verified_how: valid.verified_how });
    expect(row.verified_by).toEqual(expect.any(Number));
    const audit = await db.selectFrom('audit_logs').selectAll().where('action', '=', 'privacy.record').where('record_id', '=', String(id)).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes)).toMatchObject({ kind: 'erase', lead_id: lead.id, verified_how: valid.verified_how });
    expect(audit.user_id).toBe(row.verified_by);

    const exported = await t.app.inject({ url: `/api/privacy-requests/${id}/export`, headers: owner });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().data.whatsapp_messages.map((m: { body: string }) => m.body)).toEqual([text]);
    expect(exported.json().data.enquiries.map((e: { id: number }) => e.id)).toEqual([lead.id]);

    const erased = await t.app.inject({ method: 'POST', url: `/api/privacy-requests/${id}/erase`, headers: owner });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await traces(['971509966011', 'Noor Whatsapponly', text])).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: `/api/privacy-requests/${id}/erase`, headers: owner })).statusCode).toBe(409);
  });

  it('UTM and referrer are stored only with marketing consent and without Global Privacy Control', async () => {
    const source = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'palm-launch', referrer: 'https://news.example/article' };
    const send = async (n: string, cookie: string, headers: Record<string, string> = {}) => {
      const lead = await enquire({ name: `Source Person ${n}`, email: `source-${n}@example.test`, phone: `+97150661${n.padStart(4, '0')}` }, source, { cookie, ...headers });
      return { utm_source: lead.utm_source, utm_medium: lead.utm_medium, utm_campaign: lead.utm_campaign, referrer: lead.referrer };
    };
    const none = { utm_source: null, utm_medium: null, utm_campaign: null, referrer: null };
    expect(await send('1', consent(true))).toEqual(source);
    expect(await send('2', consent(true), { 'sec-gpc': '1' })).toEqual(none);
    expect(await send('3', consent(false))).toEqual(none);
    expect(await send('4', '')).toEqual(none);
  });
});
