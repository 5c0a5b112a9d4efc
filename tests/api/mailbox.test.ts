import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { smtpReceiver } from '../helpers/smtp';
import { FIXTURE } from './platform-fixtures';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/connect';
import { enqueue } from '../../server/outbox/queue';
import { alertLink, linkKey } from '../../server/alerts/links';

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

const INVITE = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'METHOD:REQUEST', 'BEGIN:VEVENT', 'UID:booking-1@oasis.test', 'SUMMARY:Phone call', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');

/**
 * Mail without a mail server (issue 37 item 20, item 10 in part): with no SMTP_URL the visitor forms succeed and say
 * the e-mail was kept, the e-mail waits in the back-office mailbox (owners and admins read it, headers and attachments,
 * with link tokens hidden), and once a server is set at a later start staff send it: it arrives once.
 */
describe.each(DIALECTS)('the outgoing-mail mailbox on %s', (dialect) => {
  let t: TestApp;
  let owner: Record<string, string>;
  let sales: Record<string, string>;
  const kept = () => t.db.kysely.selectFrom('outbox').selectAll().where('status', '=', 'kept').orderBy('id').execute();

  beforeAll(async () => {
    // No SMTP_URL: the default npm start. No polling: the test drives the worker (and a second instance shares the database).
    t = await makeTestApp({ dialect, content: FIXTURE, env: { publicUrl: 'https://oasis.test', mailFrom: 'Oasis Invest <leads@oasis.test>', outboxPollMs: 0 } });
    owner = (await t.staff('owner')).headers;
    sales = (await t.staff('sales')).headers;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a saved search, a shortlist and a privacy request succeed without a mail server and answer that the e-mail was kept', async () => {
    const csrf = await t.csrf();
    const alert = await t.app.inject({ method: 'POST', url: '/api/alerts', headers: csrf, payload: { email: 'saver@example.test', frequency: 'instant', consent: true, lang: 'ru', filters: 'area=dubai-marina' } });
    expect(alert.statusCode, alert.body).toBe(200);
    expect(alert.json()).toMatchObject({ error: false, mail: 'kept' });
    const privacy = await t.app.inject({ method: 'POST', url: '/api/privacy/requests', headers: csrf, payload: { email: 'asker@example.test', kind: 'export', lang: 'en' } });
    expect(privacy.statusCode, privacy.body).toBe(202);
    expect(privacy.json()).toMatchObject({ error: false, mail: 'kept' });
    const shortlist = await t.app.inject({ method: 'POST', url: '/api/shortlist/send', headers: csrf, payload: { name: 'Lena Park', email: 'lister@example.test', phone: '+971501234567', projects: 'marina-crest-residences', lang: 'zh' } });
    expect(shortlist.statusCode, shortlist.body).toBe(200);
    expect(shortlist.json()).toMatchObject({ error: false, mail: 'kept' });
    await t.app.outbox.runOnce();
    const rows = await kept();
    expect(rows.map((r) => r.idempotency_key)).toEqual(expect.arrayContaining([expect.stringMatching(/^saved_search-\d+-confirm-/), expect.stringMatching(/^privacy_request-\d+-confirm$/), expect.stringMatching(/^enquiry-\d+-shortlist-/)]));
    // Kept is not a failure: no attempt counted, no error, never retried by the worker.
    expect(rows.every((r) => r.attempts === 0 && r.last_error === null)).toBe(true);
    await t.app.outbox.runOnce();
    expect((await kept()).length).toBe(rows.length);
  });

  it('owners read each kept e-mail with its headers and attachments, link tokens hidden; sales are refused', async () => {
    const search = await t.db.kysely.selectFrom('saved_searches').select(['id', 'lang']).where('email', '=', 'saver@example.test').executeTakeFirstOrThrow();
    const secret = new URL(alertLink('https://oasis.test', await linkKey(t.db.kysely), 'confirm', search.id, search.lang)).searchParams.get('t')!;
    const stored = (await kept()).find((r) => r.lead_type === 'saved_search')!;
    expect(stored.payload).toContain(secret); // the real mail still carries its link
    // A booking-like e-mail with an invitation, to read an attachment.
    await enqueue(t.db.kysely, { type: 'enquiry', id: 1 }, [{ channel: 'email', purpose: 'booking-test', payload: { to: ['guest@example.test'], subject: 'Your call', text: 'See the invitation', html: '<p>See the invitation</p>', icalEvent: { method: 'REQUEST', filename: 'invitation.ics', content: INVITE } } }]);
    await t.app.outbox.runOnce();

    const list = await t.app.inject({ url: '/api/mailbox', headers: owner });
    expect(list.statusCode, list.body).toBe(200);
    const box = list.json();
    expect(box.mail_server).toBe(false);
    expect(box.total).toBe((await kept()).length);
    expect(box.data[0]).toMatchObject({ to: ['guest@example.test'], subject: 'Your call', attachments: 1 });
    expect(JSON.stringify(box)).not.toContain(secret);

    const read = await t.app.inject({ url: `/api/mailbox/${stored.id}`, headers: owner });
    expect(read.statusCode, read.body).toBe(200);
    const mail = read.json();
    const header = (name: string) => mail.headers.find((h: { name: string }) => h.name === name)?.value;
    expect(header('From')).toBe('Oasis Invest <leads@oasis.test>');
    expect(header('To')).toBe('saver@example.test');
    expect(header('Message-ID')).toBe(`<${stored.idempotency_key}@oasis.test>`);
    expect(header('List-Unsubscribe')).toMatch(/^<https:\/\/oasis\.test\/alerts\/unsubscribe\?s=\d+&t=\[hidden\]&lang=ru>$/);
    expect(mail.text).toMatch(/https:\/\/oasis\.test\/alerts\/confirm\?s=\d+&t=\[hidden\]&lang=ru/);
    expect(mail.html).toContain('t=[hidden]');
    expect(read.body).not.toContain(secret);
    const privacyRow = (await kept()).find((r) => r.lead_type === 'privacy_request')!;
    const privacyMail = await t.app.inject({ url: `/api/mailbox/${privacyRow.id}`, headers: owner });
    expect(privacyMail.json().text).toContain('privacy_token=[hidden]');

    const booking = box.data[0];
    const detail = (await t.app.inject({ url: `/api/mailbox/${booking.id}`, headers: owner })).json();
    expect(detail.attachments).toEqual([{ index: 0, filename: 'invitation.ics', content_type: 'text/calendar; charset=utf-8; method=REQUEST', size: Buffer.byteLength(INVITE) }]);
    const file = await t.app.inject({ url: `/api/mailbox/${booking.id}/attachments/0`, headers: owner });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('invitation.ics');
    expect(file.body).toBe(INVITE);
    expect((await t.app.inject({ url: `/api/mailbox/${booking.id}/attachments/1`, headers: owner })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/mailbox/abc', headers: owner })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/mailbox?limit=1000', headers: owner })).json().errors).toHaveProperty('limit');

    for (const url of ['/api/mailbox', `/api/mailbox/${stored.id}`, `/api/mailbox/${booking.id}/attachments/0`]) expect((await t.app.inject({ url, headers: sales })).statusCode, url).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/mailbox/${stored.id}/send`, headers: sales })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/mailbox' })).statusCode).toBe(401);
    // Sales cannot send it either through the lead deliveries' retry.
    expect((await t.app.inject({ method: 'POST', url: `/api/lead-deliveries/${stored.id}/retry`, headers: sales })).statusCode).toBe(409);
  });

  it('without a server, sending is refused and the e-mail stays kept', async () => {
    const [row] = await kept();
    const res = await t.app.inject({ method: 'POST', url: `/api/mailbox/${row.id}/send`, headers: owner });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/SMTP_URL/);
    const before = (await kept()).length;
    expect((await t.app.inject({ method: 'POST', url: '/api/mailbox/send-all', headers: owner })).statusCode).toBe(409);
    expect((await kept()).length).toBe(before);
  });

  it('once a server is set at a later start, staff send one and then all: each arrives exactly once', async () => {
    const smtp = await smtpReceiver();
    // The earlier start is over: its background jobs must not wake its mail-less worker against the shared database.
    t.app.outbox.wake = () => undefined;
    // The later start: a second instance on the same database (its own connection), with SMTP_URL.
    const config = { ...t.config, smtpUrl: smtp.url, outboxPollMs: 0 };
    const later: FastifyInstance = await buildApp({ config, db: openDatabase(config), logger: false });
    try {
      await later.ready();
      const rows = await kept();
      const first = rows.find((r) => r.lead_type === 'saved_search')!;
      const box = (await later.inject({ url: '/api/mailbox', headers: owner })).json();
      expect(box.mail_server).toBe(true);
      // Two clicks at once: one sends, the other is told it is gone.
      const [a, b] = await Promise.all([1, 2].map(() => later.inject({ method: 'POST', url: `/api/mailbox/${first.id}/send`, headers: owner })));
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      // No polling here: the test drives the worker (the wake after the click may already have run it).
      await later.outbox.runOnce();
      await until(() => smtp.messages.length, (n) => n >= 1, 'the first e-mail');
      const received = smtp.messages[0];
      expect(received.rcpt).toEqual(['saver@example.test']);
      expect(received.messageId).toBe(`<${first.idempotency_key}@oasis.test>`);
      // The real mail carries the real link.
      expect(received.text).toMatch(/alerts\/confirm\?s=\d+&t=[A-Za-z0-9_-]{40,}&lang=ru/);

      const all = await later.inject({ method: 'POST', url: '/api/mailbox/send-all', headers: owner });
      expect(all.statusCode).toBe(200);
      expect(all.json().sent).toBe(rows.length - 1);
      await later.outbox.runOnce();
      await until(() => smtp.messages.length, (n) => n >= rows.length, 'all e-mails');
      expect((await later.inject({ method: 'POST', url: '/api/mailbox/send-all', headers: owner })).json().sent).toBe(0);
      await later.outbox.runOnce();
      expect(smtp.messages.map((m) => m.messageId).sort()).toEqual(rows.map((r) => `<${r.idempotency_key}@oasis.test>`).sort());
      const invite = smtp.messages.find((m) => m.subject === 'Your call')!;
      expect(invite.attachments.some((f) => f.contentType.startsWith('text/calendar'))).toBe(true);
      const statuses = await t.db.kysely.selectFrom('outbox').select('status').where('id', 'in', rows.map((r) => r.id)).execute();
      expect(statuses.every((s) => s.status === 'sent')).toBe(true);
      expect((await later.inject({ url: '/api/mailbox', headers: owner })).json().total).toBe(0);
    } finally {
      await later.close();
      await smtp.close();
    }
  });
});
