import crypto from 'node:crypto';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { smtpReceiver } from '../helpers/smtp';

const APP_SECRET = 'wa-app-secret-0123456789abcdef';
const VERIFY_TOKEN = 'wa-verify-token-42';
const sign = (body: string, secret = APP_SECRET) => `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;

/** A delivery in the Cloud API's shape: entry[].changes[].value.messages[] with the sender in value.contacts[]. */
function delivery(messages: Array<{ id: string; from: string; name?: string; text?: string; type?: string; extra?: Record<string, unknown> }>) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              contacts: messages.map((m) => ({ profile: { name: m.name ?? 'Sender' }, wa_id: m.from })),
              messages: messages.map((m) => ({
                from: m.from,
                id: m.id,
                timestamp: String(Math.floor(Date.now() / 1000)),
                type: m.type ?? 'text',
                ...(m.type && m.type !== 'text' ? m.extra : { text: { body: m.text ?? '' } }),
              })),
            },
          },
        ],
      },
    ],
  });
}

describe.each(DIALECTS)('WhatsApp messages become leads (%s)', (dialect) => {
  let t: TestApp;
  const log: string[] = [];
  let projectId: number;
  let projectTitle: string;

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (c) => log.push(String(c)));
    t = await makeTestApp({ dialect, logStream: stream, env: { whatsappAppSecret: APP_SECRET, whatsappVerifyToken: VERIFY_TOKEN } });
    const p = await t.db.kysely.selectFrom('projects').select(['id', 'title']).where('published', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    projectId = p.id;
    projectTitle = p.title;
  });
  afterAll(async () => t?.close());

  const post = (body: string, signature: string | null = sign(body)) =>
    t.app.inject({ method: 'POST', url: '/api/webhooks/whatsapp', headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) }, payload: body });
  const messagesFrom = (phone: string) => t.db.kysely.selectFrom('whatsapp_messages').selectAll().where('from_phone', '=', phone).orderBy('id').execute();
  const leadsWithPhone = (phone: string) => t.db.kysely.selectFrom('enquiries').selectAll().where('phone', '=', phone).execute();

  it('answers the verification handshake with the challenge, and refuses a wrong token (not logged)', async () => {
    const ok = await t.app.inject({ url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.app.inject({ url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain('1');
    expect(log.join('')).not.toContain(VERIFY_TOKEN);
  });

  it('a correctly signed message from a new number creates a routed lead with the project from its reference', async () => {
    const text = `Здравствуйте! Меня интересует ${projectTitle}. (ref: P${projectId})`;
    const res = await post(delivery([{ id: 'wamid.HBgLMTIzNDU2Nzg5MBUCABIYFjNFQjA', from: '971501112233', name: 'Ivan Petrov', text }]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ stored: 1 });
    const [lead] = await leadsWithPhone('+971501112233');
    expect(lead).toMatchObject({ name: 'Ivan Petrov', email: '', status: 'new', project_id: projectId, utm_source: 'whatsapp' });
    expect(lead.source_path).toMatch(/^\/project\//);
    // Routed like a form lead: the intake's auto-assignment is audited (or nobody is active in sales).
    const [msg] = await messagesFrom('971501112233');
    expect(msg).toMatchObject({ enquiry_id: lead.id, kind: 'text', body: text, project_id: projectId, contact_name: 'Ivan Petrov' });
    // Staff read it on the lead: the whatsapp-messages resource, filtered by the lead.
    const owner = (await t.staff('owner')).headers;
    const list = await t.app.inject({ url: `/api/whatsapp-messages?filter=${encodeURIComponent(JSON.stringify({ enquiry_id: lead.id }))}`, headers: owner });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ body: text, enquiry_id: lead.id })]);
    expect(list.body).not.toContain('wamid.');
    expect((await t.app.inject({ url: '/api/whatsapp-messages' })).statusCode).toBe(401);
  });

  it('a wrongly signed or unsigned call is refused with 401, changes nothing and its body is not logged', async () => {
    const before = await t.db.kysely.selectFrom('enquiries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const body = delivery([{ id: 'wamid.FORGED1', from: '971509990000', name: 'Forger', text: 'secret-forged-text' }]);
    for (const signature of [sign(body, 'not-the-secret'), null, 'sha256=zz', sign(body + ' ')]) {
      const res = await post(body, signature);
      expect(res.statusCode, String(signature)).toBe(401);
    }
    expect(await messagesFrom('971509990000')).toEqual([]);
    const after = await t.db.kysely.selectFrom('enquiries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const logged = log.join('');
    expect(logged).toContain('WhatsApp webhook refused');
    expect(logged).not.toContain('secret-forged-text');
    expect(logged).not.toContain(APP_SECRET);
  });

  it('a repeated delivery of the same message id is stored once', async () => {
    const body = delivery([{ id: 'wamid.REPEAT-1', from: '447700900999', name: 'Jane Doe', text: 'Hello, what is the payment plan?' }]);
    expect((await post(body)).json()).toMatchObject({ stored: 1 });
    expect((await post(body)).json()).toMatchObject({ stored: 0 });
    expect(await messagesFrom('447700900999')).toHaveLength(1);
    expect(await leadsWithPhone('+447700900999')).toHaveLength(1);
  });

  it('an enquiry typed with someone else\'s phone does not receive their WhatsApp messages: a new verified lead, flagged as a possible same person with a merge', async () => {
    // The typist puts the WhatsApp user's number on a web form (anyone can type anyone's number).
    const csrf = await t.csrf();
    const form = await t.app.inject({
      method: 'POST', url: '/api/sendEnquiry', headers: csrf,
      payload: { name: 'Typist', email: 'typist@example.test', phone: '+971 50 222 3344', budget: '3000000', investmentTimeline: 'Within 3 months', source_path: '/contact-us' },
    });
    expect(form.statusCode, form.body).toBe(200);
    const typist = await t.db.kysely.selectFrom('enquiries').selectAll().where('email', '=', 'typist@example.test').executeTakeFirstOrThrow();
    expect(typist.phone_verified).toBe(0);
    // The number's real owner writes on WhatsApp, twice.
    for (const [id, text] of [['wamid.OWNER-1', 'Private: my passport number is X123'], ['wamid.OWNER-2', 'And my salary is 50k']])
      expect((await post(delivery([{ id, from: '971502223344', name: 'Real Owner', text }]))).json()).toMatchObject({ stored: 1 });
    const messages = await messagesFrom('971502223344');
    expect(messages).toHaveLength(2);
    const [owner] = await leadsWithPhone('+971502223344');
    expect(owner).toMatchObject({ name: 'Real Owner', phone_verified: 1, email: '' });
    expect(owner.id).not.toBe(typist.id);
    // Every message is on the owner's lead; none on the typist's (nor in the typist's conversation or data).
    expect(messages.map((m) => m.enquiry_id)).toEqual([owner.id, owner.id]);
    const staff = (await t.staff('sales')).headers;
    const typistConversation = await t.app.inject({ url: `/api/enquiries/${typist.id}/whatsapp`, headers: staff });
    expect(typistConversation.statusCode).toBe(200);
    expect(typistConversation.json().data).toEqual([]);
    expect(typistConversation.body).not.toContain('passport');
    // Staff see a possible same person on both leads, with the reason, and may merge.
    const onTypist = (await t.app.inject({ url: `/api/enquiries/${typist.id}/duplicates`, headers: staff })).json().data;
    expect(onTypist.map((c: { id: number; reasons: string[] }) => [c.id, c.reasons])).toEqual([[owner.id, ['same WhatsApp number']]]);
    const onOwner = (await t.app.inject({ url: `/api/enquiries/${owner.id}/duplicates`, headers: staff })).json().data;
    expect(onOwner.map((c: { id: number; reasons: string[] }) => [c.id, c.reasons])).toEqual([[typist.id, ['same WhatsApp number']]]);
    // Two form leads with the same typed phone and other names are still not the same person (a family, an office).
    const other = await t.app.inject({
      method: 'POST', url: '/api/sendEnquiry', headers: csrf,
      payload: { name: 'Typist Two', email: 'typist2@example.test', phone: '+971502223344', budget: '3000000', investmentTimeline: 'Within 3 months', source_path: '/contact-us' },
    });
    expect(other.statusCode).toBe(200);
    const two = await t.db.kysely.selectFrom('enquiries').select('id').where('email', '=', 'typist2@example.test').executeTakeFirstOrThrow();
    const onTwo = (await t.app.inject({ url: `/api/enquiries/${two.id}/duplicates`, headers: staff })).json().data;
    expect(onTwo.map((c: { id: number }) => c.id)).toEqual([owner.id]);
    // Once staff merge the owner's lead into the typist's (they checked: one person), later messages follow the merge.
    const merged = await t.app.inject({ method: 'POST', url: `/api/enquiries/${owner.id}/merge`, headers: staff, payload: { into: typist.id } });
    expect(merged.statusCode, merged.body).toBe(200);
    const leadsBefore = await t.db.kysely.selectFrom('enquiries').select('id').execute();
    expect((await post(delivery([{ id: 'wamid.OWNER-3', from: '971502223344', name: 'Real Owner', text: 'After the merge' }]))).json()).toMatchObject({ stored: 1 });
    expect((await messagesFrom('971502223344')).map((m) => m.enquiry_id)).toEqual([typist.id, typist.id, typist.id]);
    expect(await t.db.kysely.selectFrom('enquiries').select('id').execute()).toHaveLength(leadsBefore.length);
  });

  it('a booking with a known e-mail (any case) joins its lead; one with only someone else\'s phone makes its own lead', async () => {
    const { joinOrRecordLead } = await import('../../server/conversations/lead');
    const run = (lead: Parameters<typeof joinOrRecordLead>[3]) => t.db.kysely.transaction().execute((trx) => joinOrRecordLead(trx, t.db.dialect, t.config, lead));
    const first = await run({ name: 'Mina', email: 'mina@example.test', phone: '+971 50 777 8899', phoneVerified: false, project_id: null, source_path: '/contact-us' });
    expect(first.created).toBe(true);
    expect(await run({ name: 'Mina', email: 'MINA@Example.test', phone: '+971 50 000 0000', phoneVerified: false, project_id: null, source_path: null })).toEqual({ id: first.id, created: false });
    const stranger = await run({ name: 'Stranger', email: 'stranger@example.test', phone: '+971507778899', phoneVerified: false, project_id: null, source_path: null });
    expect(stranger.created).toBe(true);
    // A verified number never joins a lead whose phone was only typed.
    const verified = await run({ name: 'WhatsApp', email: '', phone: '+971507778899', phoneVerified: true, project_id: null, source_path: null });
    expect(verified.created).toBe(true);
    expect(await run({ name: 'WhatsApp', email: '', phone: '+971507778899', phoneVerified: true, project_id: null, source_path: null })).toEqual({ id: verified.id, created: false });
  });

  it('a message joining a lead e-mails its salesperson once (a real SMTP server); a message that creates a lead does not', async () => {
    const smtp = await smtpReceiver();
    const app = await makeTestApp({ dialect, env: { whatsappAppSecret: APP_SECRET, whatsappVerifyToken: VERIFY_TOKEN, smtpUrl: smtp.url } });
    try {
      const seller = await app.staff('sales');
      const sellerEmail = (await app.db.kysely.selectFrom('users').select('email').where('id', '=', seller.id).executeTakeFirstOrThrow()).email;
      const send = (body: string) => app.app.inject({ method: 'POST', url: '/api/webhooks/whatsapp', headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body) }, payload: body });
      const first = delivery([{ id: 'wamid.NOTICE-1', from: '971509998877', name: 'Omar Haddad', text: 'Is the 2-bedroom still available?' }]);
      expect((await send(first)).json()).toMatchObject({ stored: 1 });
      const [lead] = await app.db.kysely.selectFrom('enquiries').selectAll().where('phone', '=', '+971509998877').execute();
      await app.db.kysely.updateTable('enquiries').set({ assignee_id: seller.id }).where('id', '=', lead.id).execute();
      const second = delivery([{ id: 'wamid.NOTICE-2', from: '971509998877', name: 'Omar Haddad', text: 'Can we talk tomorrow at 10?' }]);
      expect((await send(second)).json()).toMatchObject({ stored: 1 });
      expect((await send(second)).json()).toMatchObject({ stored: 0 }); // a repeated delivery: no second notice
      await expect.poll(() => smtp.messages.filter((m) => m.subject?.startsWith('WhatsApp from')).length, { timeout: 10_000 }).toBe(1);
      const notice = smtp.messages.find((m) => m.subject?.startsWith('WhatsApp from'))!;
      expect(notice.rcpt).toEqual([sellerEmail]);
      expect(notice.subject).toBe('WhatsApp from Omar Haddad: Can we talk tomorrow at 10?');
      expect(notice.text).toContain(`on lead #${lead.id}`);
      expect(notice.text).toContain(`/admin/enquiries/${lead.id}`);
      const notices = await app.db.kysely.selectFrom('outbox').select('idempotency_key').where('idempotency_key', 'like', '%whatsapp-%-notice').execute();
      expect(notices).toHaveLength(1);
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('media is kept as a note with its type (never the file); text is bounded', async () => {
    const long = 'x'.repeat(10_000);
    const res = await post(
      delivery([
        { id: 'wamid.MEDIA-1', from: '971503334455', name: 'Pic', type: 'image', extra: { image: { caption: 'Is this the view?', mime_type: 'image/jpeg', sha256: 'abc', id: '123' } } },
        { id: 'wamid.MEDIA-2', from: '971503334455', name: 'Pic', type: 'audio', extra: { audio: { mime_type: 'audio/ogg', id: '456', voice: true } } },
        { id: 'wamid.LONG-1', from: '971503334455', name: 'Pic', text: long },
      ]),
    );
    expect(res.json()).toMatchObject({ stored: 3 });
    const rows = await messagesFrom('971503334455');
    expect(rows.map((r) => [r.kind, r.body.slice(0, 30)])).toEqual([
      ['image', '[image] Is this the view?'],
      ['audio', '[audio]'],
      ['text', 'x'.repeat(30)],
    ]);
    expect(rows[2].body).toHaveLength(4096);
    // One lead for the three messages.
    expect(new Set(rows.map((r) => r.enquiry_id)).size).toBe(1);
  });

  it('other fields and shapes without a sender are acknowledged without storing anything; a bad body is 400', async () => {
    const other = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'account_update', value: { statuses: [{ id: 'wamid.X', status: 'delivered', recipient_id: '971500000001' }] } }] }] });
    expect((await post(other)).json()).toMatchObject({ stored: 0, statuses: 0 });
    const noRecipient = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'messages', value: { statuses: [{ id: 'wamid.X', status: 'delivered' }] } }] }] });
    expect((await post(noRecipient)).json()).toMatchObject({ stored: 0, statuses: 0 });
    expect((await post('not json')).statusCode).toBe(400);
  });
});
