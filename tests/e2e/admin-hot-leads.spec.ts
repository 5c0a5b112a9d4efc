import { CONSENT_COOKIE, POLICY_VERSION, serializeConsent, VISITOR_COOKIE } from '../../src/consent';
import { expect, searchList, test } from './admin-fixtures';

// Hot leads first (issue 28): a consenting browser views a project three times and enquires; the salesperson's
// phone shows the lead as hot (list and lead screen), with its timeline and the routing sentence.
test('three views and an enquiry make a hot lead: score on the phone list and lead screen, with the timeline', async ({ ownerPage: page, request }) => {
  const run = Date.now().toString(36);
  await request.get('/sanctum/csrf-cookie');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const consent = serializeConsent({ analytics: true, marketing: false, version: POLICY_VERSION, at: new Date().toISOString(), id: 'e2ehot' });
  const cookie = `XSRF-TOKEN=${xsrf}; ${CONSENT_COOKIE}=${consent}; ${VISITOR_COOKIE}=${`hot${run}`.padEnd(22, 'x')}`;
  const [project] = ((await (await request.get('/api/site/projects')).json()) as { items: { id: number; title: string }[] }).items;
  for (const seconds of [40, 75, 120])
    expect((await request.post('/api/activity', { headers: { cookie, 'content-type': 'application/json' }, data: { events: [{ kind: 'project_view', project_id: project.id, value: seconds, lang: 'en' }] } })).status()).toBe(204);
  const sent = await request.post('/api/sendEnquiry', {
    headers: { cookie, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    // Default rules: budget over 10 M 25, "Immediately" 25, three fresh views 3 x 5 = 15 -> 65, over the threshold 60.
    data: { name: `Hot ${run}`, email: `hot.${run}@example.com`, phone: '0501234567', budget: '12000000', investmentTimeline: 'Immediately', source_path: '/project/x', project_id: project.id },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/enquiry');
  await searchList(page, 'Name, email, phone', `Hot ${run}`);
  const row = page.getByTestId('compact-list').getByText(`Hot ${run}`).first();
  await expect(page.getByTestId('lead-score').first()).toHaveText('Hot 65');
  await row.click();
  await expect(page.getByTestId('lead-score').first()).toHaveAttribute('data-hot', 'true');
  await expect(page.getByTestId('lead-score').first()).toHaveText('Hot 65');
  await expect(page.getByTestId('routing-note')).toContainText('Routing:');
  const items = page.getByTestId('lead-activity').getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('120 s on the page');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '/tmp/hot-lead-phone.png', fullPage: true });
});

test('sales record a phone call as a lead: the shared form, mui-tel-input (UAE by default, 10-digit rule)', async ({ ownerPage: page, request, ownerToken }) => {
  const run = Date.now().toString(36);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/enquiry/new-typed');
  await expect(page.getByRole('heading', { name: 'New lead: phone call or walk-in' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(`Caller ${run}`);
  await page.getByLabel('Email', { exact: true }).fill(`caller.${run}@example.com`);
  const phone = page.getByLabel('Phone', { exact: true });
  await expect(phone).toHaveAttribute('type', 'tel');
  await expect(page.locator('.ra-input-phone [data-flag]')).toHaveAttribute('aria-label', /United Arab Emirates/);
  await phone.click();
  await page.keyboard.type('1234567');
  await page.getByLabel('Budget (AED)').fill('4000000');
  await page.getByLabel('Investment timeline').click();
  await page.getByRole('option', { name: 'Immediately' }).click();
  await page.getByRole('button', { name: 'Save the lead' }).click();
  // Seven national digits: refused by the site's own rule.
  await expect(page.getByText(/10 digits|at least/i).first()).toBeVisible();
  await phone.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('501234567');
  await expect(phone).toHaveValue('50 123 4567');
  await page.screenshot({ path: '/tmp/hot-typed-lead-phone.png', fullPage: true });
  await page.getByRole('button', { name: 'Save the lead' }).click();
  await expect(page.getByText('Lead saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Caller ${run}` })).toBeVisible();
  const list = await request.get(`/api/enquiries?filter=${encodeURIComponent(JSON.stringify({ q: `Caller ${run}` }))}`, { headers: { Authorization: `Bearer ${ownerToken}` } });
  const [lead] = await list.json();
  expect(lead).toMatchObject({ name: `Caller ${run}`, phone: '+971 50 123 4567', source_path: 'back-office:phone_call', budget: '4000000', investment_timeline: 'Immediately' });
});
