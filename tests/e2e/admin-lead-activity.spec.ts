import { CONSENT_COOKIE, POLICY_VERSION, serializeConsent, VISITOR_COOKIE } from '../../src/consent';
import { expect, searchList, test } from './admin-fixtures';

// Privacy by design (issue 24, with issue 28 item 1): a consenting browser's activity joins its enquiry, and the
// salesperson sees it on the lead, newest first (desktop and phone).
test('the lead screen shows the activity of the browser that enquired, newest first', async ({ ownerPage: page, request }) => {
  const run = Date.now().toString(36);
  await request.get('/sanctum/csrf-cookie');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const consent = serializeConsent({ analytics: true, marketing: false, version: POLICY_VERSION, at: new Date().toISOString(), id: 'e2e' });
  const cookie = `XSRF-TOKEN=${xsrf}; ${CONSENT_COOKIE}=${consent}; ${VISITOR_COOKIE}=${`e2e${run}`.padEnd(22, 'x')}`;
  const [project] = ((await (await request.get('/api/site/projects')).json()) as { items: { id: number; title: string }[] }).items;
  const beacon = (events: unknown[]) => request.post('/api/activity', { headers: { cookie, 'content-type': 'application/json' }, data: { events } });
  expect((await beacon([{ kind: 'project_view', project_id: project.id, value: 95, lang: 'ar' }])).status()).toBe(204);
  expect((await beacon([{ kind: 'calculator', lang: 'ar' }])).status()).toBe(204);
  const sent = await request.post('/api/sendEnquiry', {
    headers: { cookie, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    data: { name: `Timeline ${run}`, email: `timeline.${run}@example.com`, phone: '0501234567', budget: '2500000', investmentTimeline: 'Within 3 months' },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await page.goto('/admin/enquiry');
    await searchList(page, 'Name, email, phone', `Timeline ${run}`);
    await page.getByText(`Timeline ${run}`).first().click();
    const timeline = page.getByTestId('lead-activity');
    await expect(timeline.getByRole('heading', { name: 'Activity on the site' })).toBeVisible();
    const items = timeline.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Used the returns calculator');
    await expect(items.nth(1)).toContainText(`Viewed ${project.title}`);
    await expect(items.nth(1)).toContainText('95 s on the page');
    if (viewport.width === 390) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await timeline.scrollIntoViewIfNeeded();
      await page.screenshot({ path: '/tmp/privacy-lead-timeline-phone.png' });
    }
  }
});

test('owners find the privacy requests and the retention periods under Administration', async ({ ownerPage: page }) => {
  await page.goto('/admin/privacy-requests');
  await expect(page.getByText('Privacy requests').first()).toBeVisible();
  await page.goto('/admin/privacy-settings');
  const months = page.getByLabel('Anonymise Won/Lost leads untouched for (months)');
  await expect(months).toHaveValue('24');
  await expect(page.getByLabel('Delete site activity older than (days)')).toHaveValue('365');
  await expect(page.getByLabel('Empty delivered e-mail and webhook bodies after (days)')).toHaveValue('30');
  await months.fill('18');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  await page.screenshot({ path: '/tmp/privacy-admin-settings.png' });
});
