import { expect, test } from './admin-fixtures';

/**
 * Staff edit a structured payment plan (issue 39 item 3): the form shows the total share and the schedule for an
 * example price; an old free-text plan carries a warning (form and list) until each milestone has a due rule.
 */
test('the plan form shows the schedule and the total; an old plan is flagged until structured', async ({ ownerPage: page, ownerToken, request }) => {
  const auth = { Authorization: `Bearer ${ownerToken}` };
  const created = await request.post('/api/projects', {
    headers: auth,
    data: {
      title: `Old Plan Residences ${Date.now()}`, status: 'off_plan', handover_year: 2029, handover_quarter: 2,
      payment_plan: { label: '50/50', milestones: [{ label: 'Down payment', percent: 50, trigger: 'On signing' }, { label: 'Balance', percent: 50, trigger: 'When the keys are ready' }] },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  await page.goto(`/admin/${id}/edit-project`);
  await page.getByRole('tab', { name: 'Prices and plan' }).click();
  await expect(page.getByTestId('old-plan-warning')).toBeVisible();
  await expect(page.getByText('Old text: When the keys are ready')).toBeVisible();
  await expect(page.getByTestId('plan-preview')).toContainText('Total share: 100%');

  // Structure it: the first at booking, the second at handover.
  const dues = page.getByRole('combobox', { name: 'Due' });
  await dues.nth(0).click();
  await page.getByRole('option', { name: 'At booking' }).click();
  await dues.nth(1).click();
  await page.getByRole('option', { name: 'At handover' }).click();
  await expect(page.getByTestId('old-plan-warning')).toHaveCount(0);
  const preview = page.getByTestId('plan-preview');
  await expect(preview.locator('tbody tr')).toHaveCount(2);
  await expect(preview.locator('tbody tr').nth(1)).toContainText('2029-06-30');
  await expect(preview.locator('tbody tr').nth(1)).toContainText('500,000');

  // A share off: the total says so.
  await page.getByLabel('Percent').nth(1).fill('40');
  await expect(preview).toContainText('Total share: 90% — the shares must add up to 100%');
  await page.getByLabel('Percent').nth(1).fill('50');
  await page.screenshot({ path: '/tmp/plan-admin.png', fullPage: false });

  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/projects/${id}`) && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  const stored = await (await request.get(`/api/projects/${id}`, { headers: auth })).json();
  expect(stored.payment_plan.milestones.map((m: { percent: number; due: object }) => [m.percent, m.due])).toEqual([[50, { at: 'booking' }], [50, { at: 'handover' }]]);
  await request.delete(`/api/projects/${id}`, { headers: auth });
});
