import { activatedMember, expect, signIn, test, xsrfHeaders } from './admin-fixtures';

/** A sales phone: Chromium with mobile viewport rules and touch, 390 x 844 (issue 40 item 2). */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a salesperson on a phone logs a call and adds a note on their lead\'s timeline', async ({ page, request, ownerToken }) => {
  const run = Date.now().toString(36);
  const name = `Layla Timeline ${run}`;
  const sent = await request.post('/api/sendEnquiry', {
    headers: await xsrfHeaders(request),
    data: { name, email: `layla.${run}@example.com`, phone: '+971 50 765 4321', budget: '2400000', investmentTimeline: 'Within 3 months' },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const sales = await activatedMember(request, ownerToken, 'sales', run);
  const owner = { Authorization: `Bearer ${ownerToken}` };
  const [lead] = await (await request.get(`/api/enquiries?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`, { headers: owner })).json();
  const [me] = await (await request.get(`/api/users?filter=${encodeURIComponent(JSON.stringify({ q: sales.email }))}`, { headers: owner })).json();
  // The lead is theirs (issue 40 item 4: sales work the leads assigned to them).
  expect((await request.put(`/api/enquiries/${lead.id}`, { headers: owner, data: { assignee_id: me.id } })).status()).toBe(200);

  await signIn(page, sales.email, sales.password);
  await page.goto(`/admin/enquiries/${lead.id}`);
  const timeline = page.getByTestId('lead-timeline');
  await timeline.scrollIntoViewIfNeeded();
  await expect(timeline.locator('li[data-kind="enquiry"]')).toBeVisible();

  // Log a call: the duration is required, the form says so under the field.
  await timeline.getByRole('button', { name: 'Log call' }).tap();
  await timeline.getByRole('button', { name: 'Save call' }).tap();
  await expect(timeline.getByText('Enter the duration in minutes (0 if nobody answered)')).toBeVisible();
  await timeline.getByLabel('Duration (minutes)').fill('7');
  await timeline.getByLabel('What was said').fill('Wants a viewing on Saturday');
  await timeline.getByRole('button', { name: 'Save call' }).tap();
  await expect(timeline.locator('li[data-kind="call"]').first()).toContainText('Call: answered, 7 min — Wants a viewing on Saturday');

  // Add a note: it is on top, by them, and they may still correct it.
  await timeline.getByRole('button', { name: 'Add note' }).tap();
  await timeline.getByLabel('Note').fill('Prefers WhatsApp after 6 pm');
  await timeline.getByRole('button', { name: 'Save note' }).tap();
  const note = timeline.locator('li').first();
  await expect(note).toHaveAttribute('data-kind', 'note');
  await expect(note).toContainText('Prefers WhatsApp after 6 pm');
  await expect(note).toContainText('Rania Saleh');
  await expect(note.getByRole('button', { name: /^Correct \(until/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await timeline.screenshot({ path: 'test-results/lead-timeline-phone.png' });

  // The phone list: the whole name, the assignee, the stage and the timer (issue 40 item 7).
  await page.goto('/admin/enquiry');
  await page.getByPlaceholder('Name, email, phone').fill(run);
  const row = page.getByTestId('compact-list').getByRole('link', { name: new RegExp(name) });
  await expect(row).toContainText('Rania Saleh');
  await expect(row.getByText(name, { exact: true })).toBeVisible();
  const full = await row.getByText(name, { exact: true }).evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(full, 'the name is not cut').toBe(true);
  await page.getByTestId('compact-list').screenshot({ path: 'test-results/lead-list-phone.png' });

  const api = await (await request.get(`/api/enquiries/${lead.id}/timeline`, { headers: owner })).json();
  expect(api.data.slice(0, 2).map((e: { kind: string }) => e.kind)).toEqual(['note', 'call']);
});
