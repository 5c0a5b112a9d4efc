import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiToken, signIn } from './admin-fixtures';
import { E2E_OWNER, E2E_WHATSAPP_SECRET } from '../../playwright.config';

const STAMP = Date.now();
/** A number of this run only (other specs store leads with their own numbers). */
const WA = `97155${String(STAMP % 10_000_000).padStart(7, '0')}`;
const ts = (s: number) => String(Math.floor(STAMP / 1000) - 600 + s);

const envelope = (value: Record<string, unknown>) =>
  JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: '2468013579', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '971800123456', phone_number_id: '33445566' }, ...value } }] }] });
const from = (m: Record<string, unknown>) => envelope({ contacts: [{ profile: { name: 'Dana Card' }, wa_id: WA }], messages: [{ from: WA, ...m }] });

test('the lead\'s conversation card shows an ad, a reply, a reaction, contacts, a location and delivery statuses (issue 37)', async ({ page, request }) => {
  const deliveries = [
    from({ id: `wamid.E2E-${STAMP}-1`, timestamp: ts(0), type: 'text', text: { body: 'Is the 2BR on the Palm available?' }, referral: { source_url: 'https://fb.me/e2e-ad', source_id: '120200000000001', source_type: 'ad', headline: 'Palm 2BR from AED 3.2M', ctwa_clid: 'e2e-clid' } }),
    envelope({ statuses: [{ id: `wamid.OUT-${STAMP}`, recipient_id: WA, status: 'delivered', timestamp: ts(10) }] }),
    envelope({ statuses: [{ id: `wamid.OUT-${STAMP}-2`, recipient_id: WA, status: 'failed', timestamp: ts(15), errors: [{ code: 131047, title: 'Re-engagement message', error_data: { details: 'More than 24 hours have passed' } }] }] }),
    from({ id: `wamid.E2E-${STAMP}-2`, timestamp: ts(20), type: 'reaction', reaction: { message_id: `wamid.E2E-${STAMP}-1`, emoji: '👍' } }),
    from({ id: `wamid.E2E-${STAMP}-3`, timestamp: ts(30), type: 'text', context: { from: '971800123456', id: `wamid.OUT-${STAMP}` }, text: { body: 'Thanks for the brochure' } }),
    from({ id: `wamid.E2E-${STAMP}-4`, timestamp: ts(40), type: 'contacts', contacts: [{ name: { formatted_name: 'Omar Haddad' }, phones: [{ phone: '+971 50 123 4567', type: 'CELL' }] }] }),
    from({ id: `wamid.E2E-${STAMP}-5`, timestamp: ts(50), type: 'location', location: { latitude: 25.197197, longitude: 55.2743764, name: 'Burj Khalifa', address: 'Downtown Dubai' } }),
  ];
  for (const body of deliveries) {
    const res = await request.post('/api/webhooks/whatsapp', { data: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${crypto.createHmac('sha256', E2E_WHATSAPP_SECRET).update(body).digest('hex')}` } });
    expect(res.status(), await res.text()).toBe(200);
  }
  const token = await apiToken(request);
  const leads = await (await request.get(`/api/enquiries?filter=${encodeURIComponent(JSON.stringify({ q: `+${WA}` }))}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  const lead = leads.find((l: { phone: string }) => l.phone === `+${WA}`);
  expect(lead).toMatchObject({ utm_campaign: 'Palm 2BR from AED 3.2M (ad 120200000000001)' });

  await signIn(page, E2E_OWNER.email, E2E_OWNER.password);
  await page.goto(`/admin/enquiries/${lead.id}/show`);
  const thread = page.getByTestId('whatsapp-thread');
  await expect(thread).toBeVisible();
  await expect(thread).toContainText('From an ad: Palm 2BR from AED 3.2M');
  await expect(thread.getByRole('link', { name: 'Open the ad' })).toHaveAttribute('href', 'https://fb.me/e2e-ad');
  await expect(thread.getByTestId('whatsapp-sent').first()).toContainText(`Our message to +${WA}`);
  await expect(thread.getByTestId('whatsapp-sent').first()).toContainText('Delivered');
  await expect(thread.getByTestId('whatsapp-sent').nth(1)).toContainText('WhatsApp error 131047: Re-engagement message. More than 24 hours have passed');
  const messages = thread.getByTestId('whatsapp-message');
  await expect(messages.nth(1)).toContainText('👍');
  await expect(messages.nth(1)).toContainText('Reacting to');
  await expect(messages.nth(1)).toContainText('Is the 2BR on the Palm available?');
  await expect(messages.nth(2)).toContainText('In reply to');
  await expect(messages.nth(2)).toContainText('Our message of');
  await expect(messages.nth(3)).toContainText('Omar Haddad');
  await expect(messages.nth(3).getByRole('link', { name: '+971 50 123 4567' })).toHaveAttribute('href', 'tel:+971501234567');
  await expect(messages.nth(4).getByRole('link', { name: 'Open the map' })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=25.197197,55.2743764');
  await thread.screenshot({ path: '/tmp/whatsapp-conversation-card.png' });
});
