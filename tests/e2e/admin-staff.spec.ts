import { expect, test } from './admin-fixtures';

test('an owner invites a member, copies the activation link, changes the role and deactivates', async ({ ownerPage: page, ownerToken, request }) => {
  const run = Date.now().toString(36);
  const email = `noor.${run}@example.com`;
  await page.goto('/admin/users');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^First name/).fill('Noor');
  await page.getByLabel(/^Last name/).fill('Kassem');
  await page.getByRole('combobox', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Invitation link' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Activation link' })).toHaveValue(/\/activation\?token=[0-9a-f]{32,}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);

  const reread = page.waitForResponse((r) => /\/api\/users\/\d+$/.test(r.url()) && r.request().method() === 'GET');
  await page.getByRole('row', { name: new RegExp(email) }).click();
  await reread;
  await page.getByRole('combobox', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'Sales' }).click();
  await page.getByLabel('Active').uncheck();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Element updated')).toBeVisible();

  const users = await (await request.get(`/api/users?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`, { headers: { Authorization: `Bearer ${ownerToken}` } })).json();
  expect(users[0]).toMatchObject({ email, role: 'sales', active: false });
});

test('a member edits their own names on the profile and the header follows', async ({ ownerPage: page }) => {
  await page.goto('/admin/profile');
  const first = page.getByLabel(/^First name/);
  await expect(first).not.toHaveValue('');
  const original = await first.inputValue();
  const next = original === 'Mariam' ? 'Layla' : 'Mariam';
  await first.fill(next);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile has been saved')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('button', { name: 'Profile', exact: true })).toContainText(next);
  // Put it back for the other specs.
  await first.fill(original);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile has been saved').first()).toBeVisible();
  // The app bar hides while the page is scrolled down (the profile has the availability card above the form).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('button', { name: 'Profile', exact: true })).toContainText(original);
});
