import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';

/**
 * Issue 29: a WhatsApp message that joins an existing lead is told to the lead's salesperson by e-mail (a real SMTP
 * server receives it), once per message id, however often Meta delivers it; a message that starts a new lead is
 * announced by the lead's own e-mails, not by this one.
 */
const APP_SECRET = 'wa-app-secret-notify-0123456789';
const sign = (body: string) => `sha256=${crypto.createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
const delivery = (id: string, from: string, text: string) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '102290129340398', changes: [{ field: 'messages', value: {
      messaging_product: 'whatsapp', metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
      contacts: [{ profile: { name: 'Layla Haddad' }, wa_id: from }],
      messages: [{ from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } }],
    } }] }],
  });

async function smtpReceiver() {
  const messages: Array<ParsedMail & { rcpt: string[] }> = [];
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => messages.push(Object.assign(mail, { rcpt: session.envelope.rcptTo.map((r) => r.address) }))).then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { messages, url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function until<T>(read: () => T, check: (v: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  while (!check(read())) {
    if (Date.now() > deadline) throw new Error(`${what}: not seen after 10 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return read();
}

describe.each(DIALECTS)('WhatsApp message on an existing lead (%s)', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  const seller = `seller-wa-${dialect}@oasis.test`;
  let leadId: number;

  beforeAll(async () => {
    smtp = await smtpReceiver();
    t = await makeTestApp({ dialect, content: 'none', env: { whatsappAppSecret: APP_SECRET, whatsappVerifyToken: 'token', smtpUrl: smtp.url, mailFrom: 'Oasis <leads@oasis.test>', outboxPollMs: 100, outboxBaseDelayMs: 50 } });
    const now = new Date().toISOString();
    await t.db.kysely.insertInto('settings').values({ product_name: 'Oasis Invest', phone_primary: '+971 4 000 0000', email_primary: 'hello@oasis.test', address: 'Dubai', created_at: now, updated_at: now } as never).execute();
    const sales = await t.staff('sales', { email: seller });
    // The lead the buyer left earlier through the form, assigned to the salesperson.
    const csrf = await t.csrf();
    const form = await t.app.inject({ method: 'POST', url: '/api/sendEnquiry', headers: csrf, payload: { name: 'Layla Haddad', email: 'layla@example.test', phone: '+971 50 765 4321', budget: '2000000', investmentTimeline: 'Within 3 months' } });
    expect(form.statusCode, form.body).toBe(200);
    const lead = await t.db.kysely.selectFrom('enquiries').select(['id', 'assignee_id']).executeTakeFirstOrThrow();
    leadId = lead.id;
    await t.db.kysely.updateTable('enquiries').set({ assignee_id: sales.id }).where('id', '=', leadId).execute();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const post = (body: string) => t.app.inject({ method: 'POST', url: '/api/webhooks/whatsapp', headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body) }, payload: body });
  // The salesperson also got the form lead's own e-mails: only the WhatsApp notices count here.
  const toSeller = () => smtp.messages.filter((m) => m.rcpt.includes(seller) && m.subject?.startsWith('New WhatsApp message'));

  it('e-mails the assigned salesperson with the message, once per message id', async () => {
    const body = delivery('wamid.notify-1', '971507654321', 'Is the 2 bedroom on a high floor still available?');
    expect((await post(body)).json()).toMatchObject({ stored: 1 });
    expect((await post(body)).json()).toMatchObject({ stored: 0 });
    const mails = await until(toSeller, (l) => l.length >= 1, 'notice to the salesperson');
    await new Promise((r) => setTimeout(r, 500));
    expect(toSeller()).toHaveLength(1);
    expect(mails[0].subject).toBe(`New WhatsApp message from Layla Haddad (lead #${leadId})`);
    expect(mails[0].text).toContain('Is the 2 bedroom on a high floor still available?');
    expect(mails[0].text).toContain(`/admin/enquiries/${leadId}`);
    const stored = await t.db.kysely.selectFrom('whatsapp_messages').select('enquiry_id').where('wa_message_id', '=', 'wamid.notify-1').executeTakeFirstOrThrow();
    expect(stored.enquiry_id).toBe(leadId);
  });

  it('a message from a new number makes a new lead and sends no joined-lead notice', async () => {
    const before = toSeller().length;
    expect((await post(delivery('wamid.notify-2', '447700900123', 'Hello, prices please'))).json()).toMatchObject({ stored: 1 });
    await new Promise((r) => setTimeout(r, 800));
    expect(smtp.messages.filter((m) => m.subject?.startsWith('New WhatsApp message')).length).toBe(1);
    expect(toSeller().length).toBe(before);
  });
});
