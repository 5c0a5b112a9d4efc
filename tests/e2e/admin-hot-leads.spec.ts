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
