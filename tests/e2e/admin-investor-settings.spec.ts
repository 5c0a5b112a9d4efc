import { expect, test } from './admin-fixtures';

/**
 * Investor math (issue 26) in the back-office: the agency fee the returns calculator starts from is a setting staff
 * edit; the Golden Visa rules and the currency rates read in Russian for Russian-speaking staff.
 */
test('staff set the agency fee in Settings (in Russian), the site gets it, and set it back', async ({ ownerPage: page, ownerToken, request }) => {
  const headers = { Authorization: `Bearer ${ownerToken}` };
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Русский' }).click();
  try {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Правила «Золотой визы»' })).toBeVisible();
    await expect(page.getByLabel('Порог на долю владельца (AED)')).toBeVisible();
    const fee = page.getByLabel('Комиссия агентства (% от цены)');
    await fee.fill('2');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(async () => (await (await request.get('/api/site/layout')).json()).settings.agency_fee_pct).toBe(2);

    // Out of bounds: refused under the field, nothing stored.
    await fee.fill('12');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.locator('.ra-input-agency_fee_pct .Mui-error').filter({ hasText: /10/ }).first()).toBeVisible();
    expect((await (await request.get('/api/settings/1', { headers })).json()).agency_fee_pct).toBe(2);

    await page.goto('/admin/currency-rates');
    await expect(page.getByRole('link', { name: /Создать|Добавить/ }).first()).toBeVisible();
  } finally {
    const { version } = await (await request.get('/api/settings/1', { headers })).json();
    expect((await request.put('/api/settings/1', { headers, data: { agency_fee_pct: 0, version } })).status()).toBe(200);
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Язык: Русский' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
  }
});
