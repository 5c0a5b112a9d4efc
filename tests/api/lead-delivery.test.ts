import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { smtpReceiver } from '../helpers/smtp';
import { webhookSignature } from '../../server/outbox/outbox';
import { withMarketingConsent } from '../helpers/consent';

/** A CRM stand-in: records each call; `failNext` answers that many calls with 500 first. */
async function webhookReceiver() {
  const calls: Array<{ headers: http.IncomingHttpHeaders; body: string; status: number }> = [];
  const state = { failNext: 0 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const status = state.failNext > 0 ? (state.failNext--, 500) : 200;
      calls.push({ headers: req.headers, body, status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { calls, state, url: `http://127.0.0.1:${port}/hooks/oasis`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Polls until `check` holds (deliveries are asynchronous); fails with what was last seen after 10 s. */
async function until<T>(read: () => T | Promise<T>, check: (v: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  let last = await read();
  while (!check(last)) {
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(last).slice(0, 300)} after 10 s`);
    await new Promise((r) => setTimeout(r, 50));
    last = await read();
  }
  return last;
}

const SECRET = 'whsec_test_0123456789';
const enquiry = (n: string, extra: Record<string, unknown> = {}) => ({
  name: `Investor ${n}`,
  email: `investor-${n}@example.test`,
  phone: `+97150${String(1000000 + Number(n.replace(/\D/g, '') || 0)).slice(-7)}`,
  budget: '2500000',
  investmentTimeline: 'Within 3 months',
  source_path: '/project/palm-horizon',
  utm_source: 'google',
  utm_campaign: 'spring-launch',
  ...extra,
});

describe.each(DIALECTS)('leads reach people (%s)', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  let hook: Awaited<ReturnType<typeof webhookReceiver>>;
  let csrf: Record<string, string>;
  let owner: Record<string, string>;
  const sales: Array<{ id: number; email: string; headers: Record<string, string> }> = [];

  beforeAll(async () => {
    smtp = await smtpReceiver();
    hook = await webhookReceiver();
    t = await makeTestApp({
      dialect,
      content: 'demo',
      env: { smtpUrl: smtp.url, mailFrom: 'Oasis Invest <leads@oasis.test>', leadNotifyTo: 'sales-team@oasis.test, director@oasis.test', webhookUrl: hook.url, webhookSecret: SECRET, outboxPollMs: 100, outboxBaseDelayMs: 50, outboxMaxAttempts: 3 },
    });
    csrf = await t.csrf();
    owner = (await t.staff('owner')).headers;
    // Two active sales people (and an inactive one, never picked), created through the database like the helper does.
    await t.db.kysely.updateTable('users').set({ active: 0 }).where('role', '=', 'sales').execute();
    for (let i = 0; i < 2; i++) {
      const s = await t.staff('sales', { email: `seller${i}-${dialect}@oasis.test` });
      sales.push({ ...s, email: `seller${i}-${dialect}@oasis.test` });
    }
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await hook?.close();
  });

  const send = async (payload: Record<string, unknown>, url = '/api/sendEnquiry') => {
    const res = await t.app.inject({ method: 'POST', url, headers: withMarketingConsent(csrf), payload }); // UTM kept with marketing consent
    expect(res.statusCode, res.body).toBe(200);
  };
  const leadByEmail = (email: string, table: 'enquiries' | 'mortgage_enquiries' = 'enquiries') => t.db.kysely.selectFrom(table).selectAll().where('email', '=', email).orderBy('id').execute();

  it('LEAD_NOTIFY_TO filled the empty setting on start; the setting is staff-only and never public', async () => {
    const list = await t.app.inject({ url: '/api/lead-settings', headers: owner });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({ lead_notify_to: 'sales-team@oasis.test, director@oasis.test', lead_acknowledge: false, lead_sla_minutes: 15 });
    expect((await t.app.inject({ url: '/api/lead-settings' })).statusCode).toBe(401);
    const pub = await t.app.inject({ url: '/api/settings' });
    expect(pub.body).not.toContain('sales-team@oasis.test');
    expect(pub.body).not.toContain('lead_notify_to');
    const bad = await t.app.inject({ method: 'PUT', url: `/api/lead-settings/${list.json()[0].id}`, headers: owner, payload: { lead_notify_to: 'sales@oasis.test, not-an-address' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['lead_notify_to']);
  });

  it('an enquiry: assigned round-robin, the sales e-mail and a signed webhook arrive, each once, and the outbox says sent', async () => {
    await send(enquiry('101'));
    const [lead] = await leadByEmail('investor-101@example.test');
    expect(sales.map((s) => s.id)).toContain(lead.assignee_id);
    const mail = (await until(() => smtp.messages.filter((m) => m.subject?.includes(`#${lead.id}`)), (l) => l.length >= 1, 'sales e-mail'))[0];
    const assignee = sales.find((s) => s.id === lead.assignee_id)!;
    expect(mail.rcpt.sort()).toEqual(['director@oasis.test', 'sales-team@oasis.test', assignee.email].sort());
    expect(mail.subject).toBe(`New enquiry #${lead.id}: Investor 101`);
    expect(mail.from?.text).toContain('leads@oasis.test');
    expect(mail.replyTo?.text).toBe('investor-101@example.test');
    expect(mail.text).toContain('Budget: AED 2,500,000');
    expect(mail.text).toContain('UTM campaign: spring-launch');
    expect(mail.text).toContain(`${t.config.publicUrl}/project/palm-horizon`);
    expect(mail.text).toContain(`${t.config.publicUrl}/admin/enquiries/${lead.id}`);
    expect(mail.html).toContain(`href="${t.config.publicUrl}/admin/enquiries/${lead.id}"`);
    expect(mail.messageId).toBe(`<enquiry-${lead.id}-sales@127.0.0.1>`);

    const call = (await until(() => hook.calls.filter((c) => c.body.includes(`"id":${lead.id},`)), (l) => l.length >= 1, 'webhook'))[0];
    const signature = String(call.headers['x-oasis-signature']);
    const [, ts, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature)!;
    expect(v1).toBe(crypto.createHmac('sha256', SECRET).update(`${ts}.${call.body}`).digest('hex'));
    expect(webhookSignature(SECRET, call.body, Number(ts))).toBe(signature);
    expect(Math.abs(Date.now() / 1000 - Number(ts))).toBeLessThan(60);
    expect(call.headers['idempotency-key']).toBe(`enquiry-${lead.id}-webhook`);
    const body = JSON.parse(call.body);
    expect(body).toMatchObject({ event: 'lead.created', id: lead.id, type: 'enquiry', lead: { id: lead.id, name: 'Investor 101', email: 'investor-101@example.test', utm_source: 'google', assignee: { email: assignee.email } } });

    const outbox = await until(() => t.db.kysely.selectFrom('outbox').selectAll().where('lead_id', '=', lead.id).where('lead_type', '=', 'enquiry').execute(), (rows) => rows.length === 2 && rows.every((r) => r.status === 'sent'), 'outbox sent');
    expect(outbox.map((r) => r.attempts)).toEqual([1, 1]);
    // Nothing is sent twice: more worker rounds find nothing due.
    await t.app.outbox.runOnce();
    expect(smtp.messages.filter((m) => m.subject?.includes(`#${lead.id}`))).toHaveLength(1);
    expect(hook.calls.filter((c) => c.body.includes(`"id":${lead.id},`))).toHaveLength(1);

    // The next lead goes to the other salesperson; both assignments are audited.
    await send(enquiry('102'));
    const [next] = await leadByEmail('investor-102@example.test');
    expect(next.assignee_id).not.toBe(lead.assignee_id);
    const audits = await t.db.kysely.selectFrom('audit_logs').select(['record_id']).where('action', '=', 'auto-assign').execute();
    expect(audits.map((a) => a.record_id)).toEqual(expect.arrayContaining([String(lead.id), String(next.id)]));
  });

  it('visitor input cannot inject headers or HTML into the e-mails', async () => {
    const crlf = await t.app.inject({ method: 'POST', url: '/api/sendEnquiry', headers: csrf, payload: enquiry('103', { name: 'Eve\r\nBcc: victim@evil.test' }) });
    if (crlf.statusCode === 200) {
      const [lead] = await leadByEmail('investor-103@example.test');
      const mail = (await until(() => smtp.messages.filter((m) => m.subject?.includes(`#${lead.id}`)), (l) => l.length >= 1, 'e-mail'))[0];
      expect(mail.rcpt).not.toContain('victim@evil.test');
      expect(mail.bcc).toBeUndefined();
      expect(mail.subject).not.toMatch(/[\r\n]/);
    } else expect(crlf.statusCode).toBe(422);

    await send(enquiry('104', { name: '<img src=x onerror=alert(1)> Robert', utm_campaign: '"><script>alert(2)</script>' }));
    const [lead] = await leadByEmail('investor-104@example.test');
    const mail = (await until(() => smtp.messages.filter((m) => m.subject?.includes(`#${lead.id}`)), (l) => l.length >= 1, 'e-mail'))[0];
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; Robert');
    expect(mail.rcpt).toHaveLength(3);
  });

  it('the visitor acknowledgement goes out when the setting is on', async () => {
    const [settings] = (await t.app.inject({ url: '/api/lead-settings', headers: owner })).json();
    const on = await t.app.inject({ method: 'PUT', url: `/api/lead-settings/${settings.id}`, headers: owner, payload: { lead_acknowledge: true } });
    expect(on.statusCode, on.body).toBe(200);
    await send(enquiry('105'));
    const ack = await until(() => smtp.messages.filter((m) => m.rcpt.includes('investor-105@example.test')), (l) => l.length >= 1, 'acknowledgement');
    expect(ack[0].subject).toMatch(/^We received your enquiry/);
    // No name the visitor typed in a mail to an unconfirmed address (issue 37).
    expect(ack[0].text).toMatch(/^Hello,\n/);
    expect(ack[0].text).not.toContain('Investor');
    expect(ack[0].html).toContain('<p>');
    await t.app.inject({ method: 'PUT', url: `/api/lead-settings/${settings.id}`, headers: owner, payload: { lead_acknowledge: false } });
  });

  it('a failing receiver is retried with the same idempotency key; after the last attempt the delivery is failed, listed, and can be retried', async () => {
    hook.state.failNext = 2;
    await send(enquiry('106'));
    const [lead] = await leadByEmail('investor-106@example.test');
    const row = await until(() => t.db.kysely.selectFrom('outbox').selectAll().where('idempotency_key', '=', `enquiry-${lead.id}-webhook`).executeTakeFirstOrThrow(), (r) => r.status === 'sent', 'webhook after retries');
    expect(row.attempts).toBe(3);
    const calls = hook.calls.filter((c) => c.headers['idempotency-key'] === `enquiry-${lead.id}-webhook`);
    expect(calls.map((c) => c.status)).toEqual([500, 500, 200]);

    hook.state.failNext = 3;
    await send(enquiry('107'));
    const [lost] = await leadByEmail('investor-107@example.test');
    const failed = await until(() => t.db.kysely.selectFrom('outbox').selectAll().where('idempotency_key', '=', `enquiry-${lost.id}-webhook`).executeTakeFirstOrThrow(), (r) => r.status === 'failed', 'failed webhook');
    expect(failed.last_error).toContain('500');
    const listed = await t.app.inject({ url: `/api/lead-deliveries?filter=${encodeURIComponent(JSON.stringify({ status: 'failed' }))}`, headers: sales[0].headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((d: { id: number }) => d.id)).toContain(failed.id);
    expect(listed.json()[0]).not.toHaveProperty('payload');
    const retry = await t.app.inject({ method: 'POST', url: `/api/lead-deliveries/${failed.id}/retry`, headers: sales[0].headers });
    expect(retry.statusCode, retry.body).toBe(200);
    await until(() => t.db.kysely.selectFrom('outbox').select('status').where('id', '=', failed.id).executeTakeFirstOrThrow(), (r) => r.status === 'sent', 'retried webhook');
    expect((await t.app.inject({ method: 'POST', url: `/api/lead-deliveries/${failed.id}/retry`, headers: sales[0].headers })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: `/api/lead-deliveries/${failed.id}/retry`, headers: csrf })).statusCode).toBe(401);
  });

  it('a repeat mortgage enquiry is linked to the earlier one; the first status change or note is the first response; the dashboard counts speed to lead', async () => {
    const mortgage = { name: 'Borrower', email: 'borrower@example.test', phone: '+971 50 765 4321', property_price_aed: 2_000_000, down_payment_aed: 500_000, tenure_years: 25, interest_rate_pct: 4.5, residency: 'expat' };
    await send(mortgage, '/api/sendMortgageEnquiry');
    await send({ ...mortgage, email: 'other@example.test' }, '/api/sendMortgageEnquiry');
    const [first] = await leadByEmail('borrower@example.test', 'mortgage_enquiries');
    const [repeat] = await leadByEmail('other@example.test', 'mortgage_enquiries');
    expect(first.duplicate_of_id).toBeNull();
    expect(repeat.duplicate_of_id).toBe(first.id);
    const mail = await until(() => smtp.messages.filter((m) => m.subject === `New mortgage enquiry #${repeat.id}: Borrower`), (l) => l.length === 1, 'mortgage e-mail');
    expect(mail[0].text).toContain(`Repeat of: lead #${first.id}`);

    const [lead] = await leadByEmail('investor-101@example.test');
    expect(lead.first_response_at).toBeNull();
    const noted = await t.app.inject({ method: 'PUT', url: `/api/enquiries/${lead.id}`, headers: owner, payload: { notes: 'Called, voicemail' } });
    expect(noted.statusCode).toBe(200);
    const answered = noted.json().first_response_at;
    expect(typeof answered).toBe('string');
    const later = await t.app.inject({ method: 'PUT', url: `/api/enquiries/${lead.id}`, headers: owner, payload: { status: 'contacted' } });
    expect(later.json().first_response_at).toBe(answered);

    // Leads older than the target with no answer are overdue.
    const old = new Date(Date.now() - 3600_000).toISOString();
    await t.db.kysely.updateTable('enquiries').set({ created_at: old }).where('email', '=', 'investor-102@example.test').execute();
    const dash = (await t.app.inject({ url: '/api/dashboard', headers: owner })).json().data.leads;
    expect(dash.speed.slaMinutes).toBe(15);
    expect(dash.speed.overdue).toBeGreaterThanOrEqual(1);
    expect(dash.speed.answered).toBeGreaterThanOrEqual(1);
    expect(typeof dash.speed.medianResponseMinutes).toBe('number');
    expect(dash.deliveries).toMatchObject({ failed: 0 });

    // In working hours only: a working day three days from today (Dubai) means nothing waiting since an hour ago is late.
    const [settings] = (await t.app.inject({ url: '/api/lead-settings', headers: owner })).json();
    const dubaiToday = new Date(Date.now() + 4 * 3600_000).getUTCDay();
    const hours = await t.app.inject({ method: 'PUT', url: `/api/lead-settings/${settings.id}`, headers: owner, payload: { lead_sla_working_hours: true, lead_work_days: [(dubaiToday + 3) % 7], lead_work_start: '09:00', lead_work_end: '18:00' } });
    expect(hours.statusCode, hours.body).toBe(200);
    const bad = await t.app.inject({ method: 'PUT', url: `/api/lead-settings/${settings.id}`, headers: owner, payload: { lead_work_end: '08:00' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['lead_work_end']);
    const working = (await t.app.inject({ url: '/api/dashboard', headers: owner })).json().data.leads.speed;
    expect(working.workingHours).toEqual({ days: [(dubaiToday + 3) % 7], start: '09:00', end: '18:00' });
    expect(working.overdue).toBeLessThan(dash.speed.overdue);
    await t.app.inject({ method: 'PUT', url: `/api/lead-settings/${settings.id}`, headers: owner, payload: { lead_sla_working_hours: false } });
  });

  it('routing rules: a lead about a project goes to its salesperson, a project in a ruled area to the area\'s; a bad rule is refused naming it', async () => {
    const [settings] = (await t.app.inject({ url: '/api/lead-settings', headers: owner })).json();
    const project = await t.db.kysely.selectFrom('projects').select(['id', 'area_id']).where('area_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const other = await t.db.kysely.selectFrom('projects').select(['id', 'area_id']).where('area_id', '=', project.area_id).where('id', '<>', project.id).orderBy('id').executeTakeFirst();
    const bad = await t.app.inject({ method: 'PUT', url: `/api/lead-settings/${settings.id}`, headers: owner, payload: { lead_routing: [{ project_id: project.id, area_id: project.area_id, assignee_id: sales[0].id }] } });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json().errors)).toContain('lead_routing');
    const ok = await t.app.inject({ method: 'PUT', url: `/api/lead-settings/${settings.id}`, headers: owner, payload: { lead_routing: [{ project_id: project.id, assignee_id: sales[1].id }, { area_id: project.area_id, assignee_id: sales[0].id }] } });
    expect(ok.statusCode, ok.body).toBe(200);
    for (let i = 0; i < 2; i++) await send(enquiry(`20${i}`, { project_id: project.id }));
    const routed = await t.db.kysely.selectFrom('enquiries').select('assignee_id').where('project_id', '=', project.id).where('email', 'like', 'investor-20%').execute();
    expect(routed.map((r) => r.assignee_id)).toEqual([sales[1].id, sales[1].id]);
    if (other) {
      await send(enquiry('210', { project_id: other.id }));
      const [byArea] = await leadByEmail('investor-210@example.test');
      expect(byArea.assignee_id).toBe(sales[0].id);
    }
    await t.app.inject({ method: 'PUT', url: `/api/lead-settings/${settings.id}`, headers: owner, payload: { lead_routing: [] } });
  });

  it('a reassignment is audited and e-mailed to the new assignee', async () => {
    const [lead] = await leadByEmail('investor-102@example.test');
    const other = sales.find((s) => s.id !== lead.assignee_id)!;
    const res = await t.app.inject({ method: 'PUT', url: `/api/enquiries/${lead.id}`, headers: owner, payload: { assignee_id: other.id } });
    expect(res.statusCode).toBe(200);
    const audit = await t.db.kysely.selectFrom('audit_logs').selectAll().where('action', '=', 'reassign').where('record_id', '=', String(lead.id)).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes!)).toEqual({ from: lead.assignee_id, to: other.id });
    const mail = await until(() => smtp.messages.filter((m) => m.subject === `Assigned to you: enquiry #${lead.id} from Investor 102`), (l) => l.length === 1, 'assignment e-mail');
    expect(mail[0].rcpt).toEqual([other.email]);
  });
});
