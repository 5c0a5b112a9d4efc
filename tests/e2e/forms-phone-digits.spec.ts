import { expect, test, type Page } from '@playwright/test';
import { apiToken } from './admin-fixtures';
import { hydrated } from './site-helpers';

/** Issue 23, items 13-15: pasted phone numbers, Arabic-Indic and Persian digits, flags without flag glyphs. */

/** The contact page's enquiry form, loaded (a tap on the name field loads the full form). */
async function contactForm(page: Page, lang: '' | '/ar') {
  await page.goto(`${lang}/contact-us`);
  await hydrated(page);
  await page.locator('#contact-name').tap();
  const form = page.locator('form[data-enquiry-ready="true"]');
  await expect(form).toBeVisible();
  return form;
}

/** A real paste (Ctrl+V from the clipboard) into the focused field. */
async function paste(page: Page, text: string) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.keyboard.press('ControlOrMeta+V');
}

test.describe('a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, permissions: ['clipboard-read', 'clipboard-write'] });

  for (const lang of ['', '/ar'] as const) {
    test(`pasting a phone number keeps it, international ones selecting their country (${lang || '/en'})`, async ({ page }) => {
      const form = await contactForm(page, lang);
      const phone = form.locator('#contact-phone');
      const country = form.locator('select').first();
      // Start from another country: a pasted +971 number must bring the field back to the Emirates.
      // The list fills on first use (a tap or focus), as a visitor opens it.
      await country.focus();
      await country.selectOption('SA');
      for (const [pasted, shown] of [
        ['+971 50 123 4567', '50 123 4567'],
        ['+971501234567', '50 123 4567'],
        // A national number: its first 10 digits (the cap), cut rather than refused, without the trunk 0 (issue 39).
        ['050 123 45678', '50 123 4567'],
      ] as const) {
        await phone.fill('');
        await phone.tap();
        await paste(page, pasted);
        await expect(phone, pasted).toHaveValue(shown);
        await expect(country, pasted).toHaveValue('AE');
        await country.selectOption('SA');
        // The national digits stay when the country changes.
        await expect(phone).not.toHaveValue('');
        await country.selectOption('AE');
      }
      // A number pasted in the middle of typed digits goes in at the caret, and the cap cuts the rest.
      await phone.fill('');
      await phone.tap();
      await page.keyboard.type('50');
      await paste(page, '123 4567 999');
      expect((await phone.inputValue()).replace(/\D/g, '')).toBe('5012345679');
    });
  }

  test('a number pasted into the server-rendered form before the full form has loaded is handed over whole', async ({ page }) => {
    // Hold the full form's code until the paste is done: the visitor pastes into the light shell.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/EnquiryForm-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact-us');
    await hydrated(page);
    const shellPhone = page.locator('form[data-enquiry-ready="false"] #contact-phone');
    await shellPhone.tap();
    await paste(page, '+971 50 123 4567');
    await expect(shellPhone).toHaveValue('+971501234567');
    release();
    const form = page.locator('form[data-enquiry-ready="true"]');
    await expect(form).toBeVisible();
    await expect(form.locator('#contact-phone')).toHaveValue('50 123 4567');
    await expect(form.locator('select').first()).toHaveValue('AE');
  });

  test('Arabic-Indic and Persian digits fill the phone and budget fields and are stored as 0-9 (/ar)', async ({ page, request }) => {
    const form = await contactForm(page, '/ar');
    const run = Date.now().toString(36);
    await form.locator('#contact-name').fill(`Digits ${run}`);
    await form.locator('#contact-email').fill(`digits.${run}@example.com`);
    await form.locator('#contact-phone').tap();
    await page.keyboard.type('٠٥٠١٢٣٤٥٦٧');
    // The trunk 0 dialled at home is not part of the number after +971 (issue 39).
    await expect(form.locator('#contact-phone')).toHaveValue('50 123 4567');
    await form.locator('#contact-phone').fill('');
    await form.locator('#contact-phone').tap();
    await page.keyboard.type('۵۰۱۲۳۴۵۶۷');
    await expect(form.locator('#contact-phone')).toHaveValue('50 123 4567');
    await form.locator('#contact-budget').tap();
    await page.keyboard.type('٢٥٠٠٠٠٠');
    await expect(form.locator('#contact-budget')).toHaveValue('2500000');
    await form.locator('#contact-budget').fill('');
    await form.locator('#contact-budget').tap();
    await page.keyboard.type('۱۵۰۰۰۰۰');
    await expect(form.locator('#contact-budget')).toHaveValue('1500000');
    await form.locator('#contact-timeline').selectOption({ index: 1 });
    await form.locator('button[type="submit"]').tap();
    await expect(form.locator('button[data-state="done"]')).toBeVisible();

    const token = await apiToken(request);
    const leads = await request.get(`/api/enquiries?filter=${encodeURIComponent(JSON.stringify({ q: `digits.${run}` }))}`, { headers: { Authorization: `Bearer ${token}` } });
    const [lead] = (await leads.json()) as { phone: string; budget: string }[];
    expect(lead).toMatchObject({ phone: '+971 50 123 4567', budget: '1500000' });
  });

  test("the mortgage calculator's amounts take Arabic-Indic and Persian digits", async ({ page }) => {
    await page.goto('/ar/mortgages');
    await hydrated(page);
    const price = page.getByTestId('mortgage-price');
    await price.tap();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('٣٠٠٠٠٠٠');
    await expect.poll(async () => (await price.inputValue()).replace(/\D/g, '')).toBe('3000000');
    const down = page.getByTestId('mortgage-down-payment');
    await down.tap();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('۹۰۰۰۰۰');
    await expect.poll(async () => (await down.inputValue()).replace(/\D/g, '')).toBe('900000');
    const rate = page.getByTestId('mortgage-rate');
    await rate.tap();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('٤٫٥');
    await expect(rate).toHaveValue('4.5');
  });

  test('the flag is the emoji where the system draws flags, else the country code (never an empty box)', async ({ page }) => {
    const form = await contactForm(page, '');
    const drawsFlags = await page.evaluate(() => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.textBaseline = 'top';
      ctx.font = '20px sans-serif';
      ctx.fillText('\u{1F1E6}\u{1F1EA}', 0, 0);
      const px = ctx.getImageData(0, 0, 24, 24).data;
      for (let i = 0; i < px.length; i += 4) if (px[i + 3] && (px[i] !== px[i + 1] || px[i + 1] !== px[i + 2])) return true;
      return false;
    });
    const flag = form.locator('[data-flag]').first();
    await expect(flag).toHaveAttribute('data-flag', drawsFlags ? 'emoji' : 'code');
    if (!drawsFlags) await expect(flag).toHaveText('AE');
    await expect(flag).toHaveAttribute('aria-label', 'United Arab Emirates');
    await form.locator('select').first().focus();
    await form.locator('select').first().selectOption('GB');
    if (!drawsFlags) await expect(flag).toHaveText('GB');
  });
});
