import { expect, searchList, test, xsrfHeaders } from './admin-fixtures';

test('lead settings are edited with a clear error for a bad address; a failed CRM call is listed and retried; the new lead shows its response timer and answers it', async ({ ownerPage: page, request }) => {
  // Lead settings: a bad address is refused with the field named; a good list and a 30-minute target are saved.
  await page.goto('/admin/lead-settings');
  const notify = page.getByLabel('Notify these addresses of every new lead');
  await notify.fill('sales@oasis.test, not-an-address');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Enter e-mail addresses separated by commas')).toBeVisible();
  await notify.fill('sales@oasis.test, director@oasis.test');
  await page.getByLabel('Response target (minutes)').fill('30');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Element updated')).toBeVisible();

  // A visitor's enquiry: the CRM (WEBHOOK_URL in playwright.config.ts) is down, so its webhook fails.
  const run = Date.now().toString(36);
  const sent = await request.post('/api/sendEnquiry', {
    headers: await xsrfHeaders(request),
    data: { name: `Karim ${run}`, email: `karim.${run}@example.com`, phone: '0501234567', budget: '3000000', investmentTimeline: 'Within 3 months', source_path: '/project/palm-horizon' },
  });
  expect(sent.status()).toBe(200);

  await page.goto('/admin/lead-deliveries');
  const row = page.getByRole('row').filter({ hasText: 'Webhook' }).first();
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('could not reach the receiver (ECONNREFUSED)');
  await row.getByRole('button', { name: 'Retry now' }).click();
  await expect(page.getByText('The delivery will be tried again now')).toBeVisible();

  // The lead waits for its first answer; a status change answers it.
  await page.goto('/admin/enquiry');
  await searchList(page, 'Name, email, phone', run);
  const lead = page.getByRole('row', { name: new RegExp(`Karim ${run}`) });
  await expect(lead.getByTestId('response-timer')).toContainText(/^(Waiting|Overdue) \d/);
  await lead.getByText(`Karim ${run}`).click();
  await expect(page.getByText('What the visitor sent')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Contacted' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  await page.goto('/admin/enquiry');
  await page.getByPlaceholder('Name, email, phone').fill(run);
  await expect(page.getByRole('row', { name: new RegExp(`Karim ${run}`) }).getByTestId('response-timer')).toContainText('Answered in');
});
