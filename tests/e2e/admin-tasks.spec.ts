import { activatedMember, apiToken, expect, signIn, test, xsrfHeaders } from './admin-fixtures';

// A salesperson on a phone (issue 40 item 3): a touch screen 390 px wide, as in the field.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a salesperson adds a task on their lead from a phone and "My day" shows it', async ({ page, ownerToken, request }, testInfo) => {
  const run = Date.now().toString(36);
  const { email, password } = await activatedMember(request, ownerToken, 'sales', `tasks${run}`);
  const owner = { Authorization: `Bearer ${ownerToken}` };
  const sent = await request.post('/api/sendEnquiry', { headers: await xsrfHeaders(request), data: { name: `Marina Buyer ${run}`, email: `buyer.${run}@example.com`, phone: '0501234567', budget: '2000000', investmentTimeline: 'Within 3 months' } });
  expect(sent.status(), await sent.text()).toBe(200);
  const [lead] = await (await request.get(`/api/enquiries?filter=${encodeURIComponent(JSON.stringify({ q: `buyer.${run}@example.com` }))}`, { headers: owner })).json();
  const salesToken = await apiToken(request, email, password);
  const me = (await (await request.get('/api/profile', { headers: { Authorization: `Bearer ${salesToken}` } })).json()).data.user;
  const assigned = await request.put(`/api/enquiries/${lead.id}`, { headers: owner, data: { ...lead, assignee_id: me.id } });
  expect(assigned.status(), await assigned.text()).toBe(200);

  await signIn(page, email, password);
  await page.goto(`/admin/enquiries/${lead.id}`);
  const panel = page.getByRole('region', { name: 'Tasks' });
  await panel.scrollIntoViewIfNeeded();
  await panel.getByLabel('Task', { exact: true }).fill('Send the Marina floor plans');
  // Due now, not the form's "in an hour": between 19:00 and 20:00 UTC an hour from now is tomorrow in Dubai, the
  // team's day "My day" shows (the test failed in that hour).
  const now = await page.evaluate(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  });
  await panel.getByLabel('Due').fill(now);
  await panel.getByRole('button', { name: 'Add task' }).tap();
  await expect(panel.getByTestId('lead-tasks')).toContainText('Send the Marina floor plans');
  await page.screenshot({ path: testInfo.outputPath('lead-tasks-phone.png'), fullPage: false });

  await page.goto('/admin/dashboard');
  const tasks = page.getByTestId('my-day-tasks');
  await expect(tasks).toContainText('Send the Marina floor plans');
  await expect(tasks).toContainText(`Marina Buyer ${run}`);
  await page.screenshot({ path: testInfo.outputPath('my-day-phone.png'), fullPage: false });
  // Ticking it done on the lead takes it off the day.
  await tasks.getByText('Send the Marina floor plans').tap();
  await expect(page).toHaveURL(new RegExp(`/admin/enquiries/${lead.id}$`));
  await page.getByRole('checkbox', { name: 'Mark "Send the Marina floor plans" done' }).tap();
  await expect(page.getByRole('checkbox', { name: 'Mark "Send the Marina floor plans" not done' })).toBeChecked();
});
