import type { Locator, Page } from '@playwright/test';
import { expect, test } from './admin-fixtures';

/** Issue 23, items 14, 17, 18, 19: the back-office's toasts, phone fields, number fields and generic messages. */

test.use({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });

/** What a toast looks like on screen: where, its padding, its icon (react-admin draws it before the message). */
async function toastLook(page: Page, content: Locator) {
  return content.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const message = el.querySelector('.MuiSnackbarContent-message, #notistack-snackbar') as HTMLElement;
    const before = getComputedStyle(message, '::before');
    const svg = message.querySelector('svg[data-toast-icon]');
    return {
      top: Math.round(box.top),
      rightGap: Math.round(document.documentElement.clientWidth - box.right),
      leftGap: Math.round(box.left),
      padding: style.padding,
      icon: svg ? svg.getAttribute('data-toast-icon') : before.content !== 'none' && before.maskImage.includes('svg') ? decodeURIComponent(before.maskImage) : null,
      undo: !!el.querySelector('button'),
    };
  });
}

const SUCCESS_PATH = 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5';

test('a save toast is top-end, has the success icon, padding 10px 20px and closes after 3000 ms; so does the sign-out toast', async ({ ownerPage: page }) => {
  await page.goto('/admin/settings');
  const tagline = page.getByRole('textbox', { name: 'Tagline', exact: true });
  // A trailing space makes the form dirty and is trimmed on save: the tagline itself stays as it was.
  await tagline.fill(`${await tagline.inputValue()} `);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const toast = page.locator('.MuiSnackbarContent-root').filter({ hasText: 'Element updated' });
  await expect(toast).toBeVisible();
  const shownAt = Date.now();
  const look = await toastLook(page, toast);
  // Top-end: at the top, against the right edge (the back-office is left to right), not centred at the bottom.
  expect(look.top).toBeLessThan(120);
  expect(look.rightGap).toBeLessThan(80);
  expect(look.leftGap).toBeGreaterThan(look.rightGap * 4);
  expect(look.padding).toBe('10px 20px');
  expect(look.icon).toContain(SUCCESS_PATH);
  expect(look.undo).toBe(false);
  await expect(toast).toBeHidden({ timeout: 6000 });
  const shownFor = Date.now() - shownAt;
  // 3000 ms, then MUI's exit transition (about 200 ms); a 4 s toast would be over 3.9 s.
  expect(shownFor).toBeGreaterThan(2600);
  expect(shownFor).toBeLessThan(3900);

  // The app bar hides while the long form is scrolled down: back to the top, where it shows again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  const signedOut = page.locator('.notistack-MuiContent').filter({ hasText: /signed out/i });
  await expect(signedOut).toBeVisible();
  const out = await toastLook(page, signedOut);
  expect(out.top).toBeLessThan(120);
  expect(out.rightGap).toBeLessThan(80);
  expect(out.leftGap).toBeGreaterThan(out.rightGap * 4);
  expect(out.padding).toBe('10px 20px');
  expect(out.icon).toBe('success');
});

/** Empties a field as a person does (select all, delete). */
async function clear(page: Page, field: Locator) {
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await expect(field).toHaveValue('');
}

/** A real paste into an emptied field. */
async function pasteInto(page: Page, field: Locator, text: string) {
  await clear(page, field);
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.keyboard.press('ControlOrMeta+V');
}

test("the settings' phone numbers: mui-tel-input with local flags and the site's phone rules", async ({ ownerPage: page, ownerToken, request }) => {
  const headers = { Authorization: `Bearer ${ownerToken}` };
  const before = await (await request.get('/api/settings/1', { headers })).json();
  const cdn: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) cdn.push(r.url());
  });
  await page.goto('/admin/settings');
  const phone = page.getByLabel('Phone', { exact: true });
  const second = page.getByLabel('Second phone');
  const whatsapp = page.getByLabel('WhatsApp number');
  await expect(phone).toHaveAttribute('type', 'tel');
  // The stored number, shown after its calling code, with the country's local flag.
  await expect(phone).toHaveValue('4 568 2190');
  await expect(page.locator('.ra-input-phone_primary [data-flag]')).toHaveAttribute('aria-label', /United Arab Emirates/);

  // Pasted international numbers select their country; a national one is cut at 10 digits, not refused.
  await pasteInto(page, second, '+44 20 7946 0000');
  await expect(second).toHaveValue('20 7946 0000');
  await expect(page.locator('.ra-input-phone_secondary [data-flag]')).toHaveAttribute('aria-label', /United Kingdom/);
  await pasteInto(page, whatsapp, '+971501234567');
  await expect(whatsapp).toHaveValue('50 123 4567');
  await pasteInto(page, whatsapp, '050 123 45678');
  await expect.poll(async () => (await whatsapp.inputValue()).replace(/\D/g, '')).toMatch(/^0?501234567$/);
  // A typed digit past 10 is refused.
  await clear(page, whatsapp);
  await page.keyboard.type('05012345678');
  await expect.poll(async () => (await whatsapp.inputValue()).replace(/\D/g, '').length).toBeLessThanOrEqual(10);
  // Arabic-Indic and Persian digits are typed as 0-9.
  await clear(page, whatsapp);
  await page.keyboard.type('٥٠١٢٣٤٥٦٧');
  await expect(whatsapp).toHaveValue('50 123 4567');
  await clear(page, phone);
  await page.keyboard.type('۴۵۶۸۲۱۹۰');
  await expect(phone).toHaveValue('4 568 2190');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  const saved = await (await request.get('/api/settings/1', { headers })).json();
  expect(saved).toMatchObject({ phone_primary: '+971 4 568 2190', phone_secondary: '+44 20 7946 0000', whatsapp_number: '+971 50 123 4567' });
  expect(cdn, 'requests that left the server').toEqual([]);

  // Put the numbers back on top of the save above: the current version, or the save is refused as stale (issue 31).
  const { version } = await (await request.get('/api/settings/1', { headers })).json();
  const restored = await request.put('/api/settings/1', { headers, data: { ...before, version, phone_secondary: before.phone_secondary, whatsapp_number: before.whatsapp_number } });
  expect(restored.status(), await restored.text()).toBe(200);
});

test('a number field takes Arabic-Indic and Persian digits and stores Western ones', async ({ ownerPage: page }) => {
  await page.goto('/admin/add-project');
  await page.getByRole('tab', { name: 'Prices and plan' }).click();
  const price = page.getByLabel('Starting price (AED)');
  await price.click();
  await page.keyboard.type('٢٥٠٠٠٠٠');
  await expect(price).toHaveValue('2500000');
  const perSqft = page.getByLabel('Price per sq ft (AED)');
  if (await perSqft.count()) {
    await perSqft.click();
    await page.keyboard.type('۱۸۵۰');
    await expect(perSqft).toHaveValue('1850');
  }
});

test("the users form says the seed's generic messages", async ({ ownerPage: page }) => {
  await page.goto('/admin/users/create');
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByLabel('First name').fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Value is not a valid email address')).toBeVisible();
  await expect(page.getByText('Value is required').first()).toBeVisible();
  await page.goto('/admin/profile');
  const password = page.locator('form').filter({ has: page.getByLabel('Current password') });
  await password.getByLabel('New password', { exact: true }).fill('short');
  await password.getByLabel('Repeat the new password').fill('other');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Value is required')).toBeVisible();
  await expect(password.getByText('This field should be at least 12 characters long')).toBeVisible();
  await expect(password.getByText('The value must be equal to the other value')).toBeVisible();
});

test('the staff profile has a phone field with the same rules, saved with Western digits', async ({ ownerPage: page }) => {
  await page.goto('/admin/profile');
  const details = page.locator('form').filter({ has: page.getByLabel('First name') });
  const phone = details.getByLabel('Phone');
  await clear(page, phone);
  await page.keyboard.type('٠٥٠١٢٣٤٥٦٧');
  await expect.poll(async () => (await phone.inputValue()).replace(/\D/g, '')).toMatch(/^0?501234567$/);
  await pasteInto(page, phone, '+971 50 123 4567');
  await expect(phone).toHaveValue('50 123 4567');
  await details.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile has been saved')).toBeVisible();
  await page.reload();
  await expect(page.locator('form').filter({ has: page.getByLabel('First name') }).getByLabel('Phone')).toHaveValue('50 123 4567');
});
