import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';

/**
 * WhatsApp data kept, not dropped (issue 37 items 17-19): every kind of Cloud API delivery, signed as Meta signs it,
 * with the traits of real payloads (entry and metadata ids, contacts with user ids, forwarded context, string
 * timestamps, the statuses' conversation and pricing blocks, errors with error_data).
 */
const APP_SECRET = 'wa-details-secret-0123456789';
const BUSINESS = '971800123456';
const sign = (body: string) => `sha256=${crypto.createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
const ts = (offsetSeconds: number) => String(Math.floor(Date.now() / 1000) - 3600 + offsetSeconds);

function envelope(value: Record<string, unknown>) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '2468013579864201357', changes: [{ value: { messaging_product: 'whatsapp', metadata: { display_phone_number: BUSINESS, phone_number_id: '3344556677889' }, ...value }, field: 'messages' }] }],
  });
}
const fromContact = (wa: string, name: string) => [{ profile: { name }, wa_id: wa, user_id: 'AE.10000000000000000001', parent_user_id: 'AE.ENT.20000000000000000002' }];
const message = (wa: string, name: string, m: Record<string, unknown>) => envelope({ contacts: fromContact(wa, name), messages: [{ from: wa, ...m }] });
const status = (wa: string, s: Record<string, unknown>) => envelope({ contacts: fromContact(wa, 'X'), statuses: [{ recipient_id: wa, ...s }] });

describe.each(DIALECTS)('WhatsApp details kept and shown (%s)', (dialect) => {
  let t: TestApp;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await makeTestApp({ dialect, env: { whatsappAppSecret: APP_SECRET, whatsappVerifyToken: 'v' } });
    staff = (await t.staff('sales')).headers;
  });
  afterAll(async () => t?.close());

  const post = async (body: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/whatsapp', headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body) }, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { stored: number; statuses: number };
  };
  const leadOf = (phone: string) => t.db.kysely.selectFrom('enquiries').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
  const conversation = async (id: number) => {
    const res = await t.app.inject({ url: `/api/enquiries/${id}/whatsapp`, headers: staff });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  it('a click-to-WhatsApp ad becomes the lead\'s source and campaign, found by campaign in the lead list; the referral is kept', async () => {
    const wa = '971551000001';
    const referral = {
      source_url: 'https://fb.me/3cr4Wqqkm', source_id: '120208888777666', source_type: 'ad', headline: 'Palm Jumeirah 2BR from AED 3.2M', body: 'Payment plan 60/40',
      media_type: 'image', image_url: 'https://scontent.example/raw.jpg', thumbnail_url: 'https://scontent.example/thumb.jpg', ctwa_clid: 'ARAkLkA8rmlFeiCktEJQ-QTwRiyYHAFDLMNDBH0CD3qpjd0HR4irJ6LEkR7JwFF4XvnO2E4Nx0-eM-ZABDLQnbQh7jGf0Qe5XnhLl6lTl3WoNU',
    };
    expect(await post(message(wa, 'Ad Clicker', { id: 'wamid.AD-1', timestamp: ts(0), type: 'text', text: { body: 'Hi, I saw your ad' }, referral }))).toMatchObject({ stored: 1 });
    const lead = await leadOf(`+${wa}`);
    expect(lead).toMatchObject({ utm_source: 'whatsapp', utm_medium: 'ad', utm_campaign: 'Palm Jumeirah 2BR from AED 3.2M (ad 120208888777666)', referrer: 'https://fb.me/3cr4Wqqkm', phone_verified: 1 });
    // The report by campaign: the lead list finds it by campaign, and the export carries it.
    const list = await t.app.inject({ url: `/api/enquiries?filter=${encodeURIComponent(JSON.stringify({ q: 'Palm Jumeirah 2BR' }))}`, headers: staff });
    expect(list.json().map((r: { id: number }) => r.id)).toContain(lead.id);
    const item = (await conversation(lead.id)).json().data[0];
    expect(item.referral).toMatchObject({ source_id: '120208888777666', source_type: 'ad', headline: 'Palm Jumeirah 2BR from AED 3.2M', ctwa_clid: referral.ctwa_clid, source_url: 'https://fb.me/3cr4Wqqkm' });
    // A later ad click by the same number keeps the first campaign.
    expect(await post(message(wa, 'Ad Clicker', { id: 'wamid.AD-2', timestamp: ts(5), type: 'text', text: { body: 'Again' }, referral: { ...referral, source_id: '999', headline: 'Another ad' } }))).toMatchObject({ stored: 1 });
    expect((await leadOf(`+${wa}`)).utm_campaign).toBe('Palm Jumeirah 2BR from AED 3.2M (ad 120208888777666)');
    // Meta's placeholder-like values are kept as text but never become a link.
    const placeholder = '971551000009';
    await post(message(placeholder, 'P', { id: 'wamid.AD-3', timestamp: ts(0), type: 'text', text: { body: 'BODY' }, referral: { source_url: 'AD_OR_POST_FB_URL', source_id: 'ADID', source_type: 'ad or post', headline: 'AD_TITLE', ctwa_clid: 'CTWA_CLID' } }));
    expect(await leadOf(`+${placeholder}`)).toMatchObject({ utm_medium: 'ad', utm_campaign: 'AD_TITLE (ad ADID)', referrer: null });
  });

  it('reactions, shared contacts, locations, replies and forwarded messages are kept and shown on the lead\'s conversation', async () => {
    const wa = '971552000002';
    await post(message(wa, 'Layla', { id: 'wamid.Q-1', timestamp: ts(0), type: 'text', text: { body: 'Is the 3BR still available?' } }));
    await post(message(wa, 'Layla', { id: 'wamid.Q-2', timestamp: ts(10), type: 'reaction', reaction: { message_id: 'wamid.Q-1', emoji: '😮' } }));
    await post(message(wa, 'Layla', { id: 'wamid.Q-3', timestamp: ts(20), type: 'reaction', reaction: { message_id: 'wamid.Q-1' } }));
    await post(
      message(wa, 'Layla', {
        id: 'wamid.Q-4', timestamp: ts(30), type: 'contacts',
        contacts: [
          { name: { first_name: 'Omar', last_name: 'Haddad', formatted_name: 'Omar Haddad' }, phones: [{ phone: '+971 50 123 4567', wa_id: '971501234567', type: 'CELL' }, { phone: '+971 4 555 0000', type: 'WORK' }], emails: [{ email: 'omar@example.test', type: 'WORK' }] },
          { name: { first_name: 'Сергей', formatted_name: 'Сергей' }, phones: [{ phone: '+7 916 555 0101', type: 'HOME' }] },
        ],
      }),
    );
    await post(message(wa, 'Layla', { id: 'wamid.Q-5', timestamp: ts(40), type: 'location', context: { forwarded: true }, location: { latitude: 25.1124317, longitude: 55.138978 } }));
    await post(message(wa, 'Layla', { id: 'wamid.Q-6', timestamp: ts(50), type: 'location', location: { latitude: 25.197197, longitude: 55.2743764, name: 'Burj Khalifa', address: '1 Sheikh Mohammed bin Rashid Blvd, Dubai', url: 'https://maps.google.com/?cid=1' } }));
    await post(message(wa, 'Layla', { id: 'wamid.Q-7', timestamp: ts(60), type: 'text', context: { from: wa, id: 'wamid.Q-1' }, text: { body: 'Answering myself' } }));
    await post(message(wa, 'Layla', { id: 'wamid.Q-8', timestamp: ts(70), type: 'interactive', context: { from: BUSINESS, id: 'wamid.NOT-HERE==' }, interactive: { type: 'button_reply', button_reply: { id: 'yes', title: 'Yes, call me' } } }));
    const bad = await post(message(wa, 'Layla', { id: 'wamid.Q-9', timestamp: ts(80), type: 'location', location: { latitude: 'north', longitude: 999 } }));
    expect(bad).toMatchObject({ stored: 1 }); // kept as a location note, without a map link

    const lead = await leadOf(`+${wa}`);
    const res = await conversation(lead.id);
    expect(res.body).not.toContain('wamid.');
    const items = res.json().data;
    expect(items.map((i: { kind: string }) => i.kind)).toEqual(['text', 'reaction', 'reaction', 'contacts', 'location', 'location', 'text', 'interactive', 'location']);
    const quoteOfQ1 = { kind: 'text', body: 'Is the 3BR still available?', sent_at: expect.any(String) };
    expect(items[1]).toMatchObject({ body: '[reaction] 😮', reaction: { emoji: '😮', to: quoteOfQ1 } });
    expect(items[2]).toMatchObject({ body: '[reaction removed]', reaction: { emoji: null, to: quoteOfQ1 } });
    expect(items[3].contacts).toEqual([
      { name: 'Omar Haddad', phones: [{ phone: '+971 50 123 4567', type: 'CELL', wa_id: '971501234567' }, { phone: '+971 4 555 0000', type: 'WORK', wa_id: null }], emails: ['omar@example.test'] },
      { name: 'Сергей', phones: [{ phone: '+7 916 555 0101', type: 'HOME', wa_id: null }], emails: [] },
    ]);
    expect(items[3].body).toBe('[contacts] Omar Haddad (+971 50 123 4567, +971 4 555 0000); Сергей (+7 916 555 0101)');
    expect(items[4]).toMatchObject({ forwarded: true, location: { latitude: 25.1124317, longitude: 55.138978, name: null, map_url: 'https://www.google.com/maps/search/?api=1&query=25.1124317,55.138978' } });
    expect(items[5].location).toMatchObject({ name: 'Burj Khalifa', address: '1 Sheikh Mohammed bin Rashid Blvd, Dubai', url: 'https://maps.google.com/?cid=1', map_url: 'https://www.google.com/maps/search/?api=1&query=25.197197,55.2743764' });
    expect(items[6]).toMatchObject({ body: 'Answering myself', reply_to: quoteOfQ1 });
    expect(items[7]).toMatchObject({ body: 'Yes, call me', reply_to: { unknown: true } });
    expect(items[8]).toMatchObject({ body: '[location]', location: null });
    // One lead for all of them; a wrong id or no permission is refused.
    expect(new Set((await t.db.kysely.selectFrom('whatsapp_messages').select('enquiry_id').where('from_phone', '=', wa).execute()).map((r) => r.enquiry_id))).toEqual(new Set([lead.id]));
    expect((await t.app.inject({ url: '/api/enquiries/99999999/whatsapp', headers: staff })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/enquiries/abc/whatsapp', headers: staff })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/enquiries/${lead.id}/whatsapp`, headers: (await t.staff('editor')).headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/enquiries/${lead.id}/whatsapp` })).statusCode).toBe(401);
  });

  it('delivery statuses (sent, delivered, read, failed with the error) are kept once each and shown on the verified lead', async () => {
    const wa = '971553000003';
    await post(message(wa, 'Status Person', { id: 'wamid.S-IN', timestamp: ts(0), type: 'text', text: { body: 'Please send the brochure' } }));
    const lead = await leadOf(`+${wa}`);
    const pricing = { conversation: { id: 'c0ffee0000000000000000000000', origin: { type: 'service' } }, pricing: { billable: true, pricing_model: 'CBP', category: 'service' } };
    expect(await post(status(wa, { id: 'wamid.OUT-1', status: 'sent', timestamp: ts(100), ...pricing }))).toMatchObject({ statuses: 1 });
    expect(await post(status(wa, { id: 'wamid.OUT-1', status: 'delivered', timestamp: ts(101), ...pricing }))).toMatchObject({ statuses: 1 });
    expect(await post(status(wa, { id: 'wamid.OUT-1', status: 'read', timestamp: ts(160) }))).toMatchObject({ statuses: 1 });
    expect(await post(status(wa, { id: 'wamid.OUT-1', status: 'read', timestamp: ts(160) }))).toMatchObject({ statuses: 0 }); // repeated delivery
    const failure = {
      id: 'wamid.OUT-2', status: 'failed', timestamp: ts(200),
      errors: [{ code: 131047, title: 'Re-engagement message', message: 'Re-engagement message', error_data: { details: 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.' }, href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/' }],
    };
    expect(await post(status(wa, failure))).toMatchObject({ statuses: 1 });
    // The person answers our first message: the reply names it as ours.
    await post(message(wa, 'Status Person', { id: 'wamid.S-RE', timestamp: ts(300), type: 'text', context: { from: BUSINESS, id: 'wamid.OUT-1' }, text: { body: 'Thanks!' } }));
    const items = (await conversation(lead.id)).json().data;
    expect(items.map((i: { type: string; kind?: string }) => i.type)).toEqual(['message', 'sent', 'sent', 'message']);
    expect(items[1]).toMatchObject({ to_phone: wa, steps: [{ status: 'sent', error: null }, { status: 'delivered' }, { status: 'read' }] });
    expect(items[2].steps).toEqual([{ status: 'failed', at: expect.any(String), error: { code: 131047, title: 'Re-engagement message', detail: failure.errors[0].error_data.details } }]);
    expect(items[3].reply_to).toEqual({ ours: true, sent_at: items[1].at });
    // A status for a number no verified lead has is kept, on no lead.
    expect(await post(status('971559999999', { id: 'wamid.OUT-9', status: 'delivered', timestamp: ts(0) }))).toMatchObject({ statuses: 1 });
    expect(await t.db.kysely.selectFrom('whatsapp_statuses').select('enquiry_id').where('wa_message_id', '=', 'wamid.OUT-9').executeTakeFirstOrThrow()).toEqual({ enquiry_id: null });
  });

  it('user_changed_number moves the lead to the new number (the next message joins it), recorded on the conversation', async () => {
    const oldWa = '971554000004';
    const newWa = '971554999994';
    await post(message(oldWa, 'Mover', { id: 'wamid.M-1', timestamp: ts(0), type: 'text', text: { body: 'Hello from my old number' } }));
    const lead = await leadOf(`+${oldWa}`);
    // As Meta sends it: no contacts block, the old number in `from`, the new one in system.wa_id.
    const change = envelope({ messages: [{ from: oldWa, id: 'wamid.M-2==', timestamp: ts(10), system: { body: `User Mover changed from ${oldWa} to ${newWa}`, wa_id: newWa, type: 'user_changed_number' }, type: 'system' }] });
    expect(await post(change)).toMatchObject({ stored: 1 });
    expect(await post(change)).toMatchObject({ stored: 0 });
    const moved = await t.db.kysely.selectFrom('enquiries').selectAll().where('id', '=', lead.id).executeTakeFirstOrThrow();
    expect(moved).toMatchObject({ phone: `+${newWa}`, phone_verified: 1 });
    const audit = await t.db.kysely.selectFrom('audit_logs').selectAll().where('action', '=', 'whatsapp-number-change').where('record_id', '=', String(lead.id)).execute();
    expect(audit).toHaveLength(1);
    const before = await t.db.kysely.selectFrom('enquiries').select('id').execute();
    expect(await post(message(newWa, 'Mover', { id: 'wamid.M-3', timestamp: ts(20), type: 'text', text: { body: 'Now from the new one' } }))).toMatchObject({ stored: 1 });
    expect(await t.db.kysely.selectFrom('enquiries').select('id').execute()).toHaveLength(before.length);
    const items = (await conversation(lead.id)).json().data;
    expect(items.map((i: { body: string }) => i.body)).toEqual(['Hello from my old number', `User Mover changed from ${oldWa} to ${newWa}`, 'Now from the new one']);
    expect(items[1]).toMatchObject({ kind: 'system', system: 'user_changed_number', number_change: { from: oldWa, to: newWa } });
    // A number change for a number no lead has is kept on no lead, and makes none.
    expect(await post(envelope({ messages: [{ from: '971554000777', id: 'wamid.M-9', timestamp: ts(0), system: { body: 'changed', wa_id: '971554000778', type: 'user_changed_number' }, type: 'system' }] }))).toMatchObject({ stored: 1 });
    expect(await t.db.kysely.selectFrom('enquiries').select('id').execute()).toHaveLength(before.length);
  });
});
