import crypto from 'node:crypto';
import http from 'node:http';
import { activatedMember, apiToken, expect, giveLeads, signIn, test } from './admin-fixtures';
import { E2E_GRAPH_PORT, E2E_WHATSAPP, E2E_WHATSAPP_SECRET } from '../../playwright.config';

/** A salesperson's phone: 390 px wide, touch, mobile viewport rules. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const STAMP = Date.now();
const WA = `97158${String(STAMP % 10_000_000).padStart(7, '0')}`;
const envelope = (value: Record<string, unknown>) =>
  JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: '5467539754836534', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '97143210000', phone_number_id: E2E_WHATSAPP.phoneNumberId }, ...value } }] }] });
const sign = (body: string) => `sha256=${crypto.createHmac('sha256', E2E_WHATSAPP_SECRET).update(body).digest('hex')}`;

/** The Graph API stand-in (the server's WHATSAPP_GRAPH_URL points here): records each send, accepts it with a wamid. */
const received: { url: string; authorization?: string; body: Record<string, any> }[] = [];
let onReceived: (() => void) | null = null;
const graph = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    received.push({ url: req.url!, authorization: req.headers.authorization, body: JSON.parse(raw) });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: WA, wa_id: WA }], messages: [{ id: `wamid.E2E-OUT-${STAMP}-${received.length}` }] }));
    onReceived?.();
  });
});
test.beforeAll(() => new Promise<void>((resolve) => graph.listen(E2E_GRAPH_PORT, '127.0.0.1', () => resolve())));
test.afterAll(() => new Promise<void>((resolve) => graph.close(() => resolve())));

test('a salesperson answers a WhatsApp message from the lead screen on a phone, and sees it delivered and read (issue 40)', async ({ page, request }) => {
  // The person writes on WhatsApp: a new lead.
  const inbound = envelope({ contacts: [{ profile: { name: 'Omar Nasser' }, wa_id: WA }], messages: [{ from: WA, id: `wamid.E2E-IN-${STAMP}`, timestamp: String(Math.floor(STAMP / 1000) - 120), type: 'text', text: { body: 'Hello, is the 2 bedroom at Marina Vista still available?' } }] });
  expect((await request.post('/api/webhooks/whatsapp', { data: inbound, headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(inbound) } })).status()).toBe(200);

  const ownerToken = await apiToken(request);
  const leads = await (await request.get(`/api/enquiries?filter=${encodeURIComponent(JSON.stringify({ q: `+${WA}` }))}`, { headers: { Authorization: `Bearer ${ownerToken}` } })).json();
  const lead = leads.find((l: { phone: string }) => l.phone === `+${WA}`);
  expect(lead).toBeTruthy();

  const sales = await activatedMember(request, ownerToken, 'sales', `wa${STAMP.toString(36)}`);
  await giveLeads(request, ownerToken, sales.email, lead.id);
  await signIn(page, sales.email, sales.password);
  await page.goto(`/admin/enquiries/${lead.id}`);
  const chat = page.getByTestId('whatsapp-chat');
  await expect(chat).toContainText('Hello, is the 2 bedroom at Marina Vista still available?');
  // The WhatsApp button opens their chat with a greeting in their language, signed by the salesperson.
  const waHref = await page.getByRole('link', { name: /WhatsApp Omar Nasser/ }).getAttribute('href');
  expect(decodeURIComponent(new URL(waHref!).searchParams.get('text')!)).toBe('Hello Omar Nasser, this is Rania Saleh from Oasis Invest. Thank you for your enquiry.');

  // The window is open: a free reply, typed and sent with the send button.
  const sent = new Promise<void>((resolve) => (onReceived = resolve));
  await chat.getByTestId('whatsapp-composer').fill('Yes, it is. May I send you the floor plan and the payment plan?');
  await chat.getByRole('button', { name: 'Send on WhatsApp' }).tap();
  const outgoing = chat.getByTestId('whatsapp-outgoing').last();
  await expect(outgoing).toContainText('Yes, it is. May I send you the floor plan and the payment plan?');
  await sent;
  expect(received.at(-1)).toMatchObject({
    url: `/v26.0/${E2E_WHATSAPP.phoneNumberId}/messages`,
    authorization: `Bearer ${E2E_WHATSAPP.token}`,
    body: { messaging_product: 'whatsapp', to: WA, type: 'text', text: { body: 'Yes, it is. May I send you the floor plan and the payment plan?' } },
  });
  await expect(outgoing.getByTestId('whatsapp-ticks')).toHaveAttribute('data-status', 'accepted');

  // Meta reports it delivered, then read: the ticks follow.
  for (const status of ['delivered', 'read']) {
    const body = envelope({ statuses: [{ id: `wamid.E2E-OUT-${STAMP}-1`, recipient_id: WA, status, timestamp: String(Math.floor(Date.now() / 1000)) }] });
    expect((await request.post('/api/webhooks/whatsapp', { data: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body) } })).status()).toBe(200);
  }
  await expect(outgoing.getByTestId('whatsapp-ticks')).toHaveAttribute('data-status', 'read');
  await expect(outgoing).toContainText('Read');

  // The chat fits the phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await chat.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/whatsapp-send-phone.png' });
  await chat.screenshot({ path: '/tmp/whatsapp-chat-phone.png' });
});

test('outside the 24-hour window the salesperson is told why and sends an approved template with its values (issue 40)', async ({ page, request }) => {
  const wa = `97156${String((STAMP + 7) % 10_000_000).padStart(7, '0')}`;
  const ownerToken = await apiToken(request);
  const auth = { Authorization: `Bearer ${ownerToken}` };
  const templates = await request.put('/api/whatsapp/templates', { headers: auth, data: { templates: [{ name: 'project_follow_up', language: 'en', params: ['First name', 'Project'], body: 'Hello {{1}}, thank you for your interest in {{2}}. May we call you today?' }] } });
  expect(templates.status(), await templates.text()).toBe(200);
  const old = envelope({ contacts: [{ profile: { name: 'Li Wei' }, wa_id: wa }], messages: [{ from: wa, id: `wamid.E2E-OLD-${STAMP}`, timestamp: String(Math.floor(STAMP / 1000) - 26 * 3600), type: 'text', text: { body: 'Please send me the brochure' } }] });
  expect((await request.post('/api/webhooks/whatsapp', { data: old, headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(old) } })).status()).toBe(200);
  const leads = await (await request.get(`/api/enquiries?filter=${encodeURIComponent(JSON.stringify({ q: `+${wa}` }))}`, { headers: auth })).json();
  const lead = leads.find((l: { phone: string }) => l.phone === `+${wa}`);

  const sales = await activatedMember(request, ownerToken, 'sales', `wt${STAMP.toString(36)}`);
  await giveLeads(request, ownerToken, sales.email, lead.id);
  await signIn(page, sales.email, sales.password);
  await page.goto(`/admin/enquiries/${lead.id}`);
  const chat = page.getByTestId('whatsapp-chat');
  await expect(chat.getByTestId('whatsapp-window-closed')).toContainText('More than 24 hours have passed since their last message');
  await expect(chat.getByTestId('whatsapp-composer')).toHaveCount(0);
  await chat.getByLabel('Approved template').tap();
  await page.getByRole('option', { name: 'project_follow_up · en' }).tap();
  await chat.getByLabel('First name').fill('Li');
  await chat.getByLabel('Project').fill('Marina Vista');
  await expect(chat.getByTestId('whatsapp-template-preview')).toContainText('Hello Li, thank you for your interest in Marina Vista. May we call you today?');
  await chat.scrollIntoViewIfNeeded();
  await chat.screenshot({ path: '/tmp/whatsapp-template-phone.png' });
  const sent = new Promise<void>((resolve) => (onReceived = resolve));
  await chat.getByRole('button', { name: 'Send template' }).tap();
  await sent;
  expect(received.at(-1)!.body).toMatchObject({ to: wa, type: 'template', template: { name: 'project_follow_up', language: { code: 'en' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'Li' }, { type: 'text', text: 'Marina Vista' }] }] } });
  await expect(chat.getByTestId('whatsapp-outgoing').last()).toContainText('Template project_follow_up (en)');
});
