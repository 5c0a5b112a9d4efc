import { expect, test, type Locator, type Page } from '@playwright/test';
import { consentTo } from './consent-fixtures';
import { ENQUIRY_MESSAGES } from '../../src/schemas/enquiry';

const SECTION = 'Speak to a Oasis Invest Expert';
const THANKS = 'Thank you! Our investment team will contact you shortly.';

/**
 * The enquiry section's full form: loaded at the visitor's first use of the server-rendered one (a click in a
 * field), or once the page is idle with the form on screen, whichever comes first.
 */
async function openForm(page: Page, path: string, region = SECTION): Promise<Locator> {
  await page.goto(path);
  const section = page.getByRole('region', { name: region });
  await section.scrollIntoViewIfNeeded();
  await section.getByLabel('Full name').click();
  const form = section.locator('form[data-enquiry-ready="true"]');
  await expect(form).toBeVisible();
  return form;
}

async function fillValid(form: Locator) {
  await form.getByLabel('Full name').fill('  Layla Haddad  ');
  await form.getByLabel('Email address').fill('layla.haddad@example.com');
  await form.getByLabel('Phone number').pressSequentially('501234567');
  await form.getByLabel('Budget (AED)').fill('1500000');
  await form.getByLabel('When do you plan to invest?').selectOption('Within 3 months');
}

test.describe('enquiry form', () => {
  test('untouched until the first submit; then every required message shows and nothing is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/api/sendEnquiry') && sent.push(r.url()));
    const form = await openForm(page, '/area');
    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByLabel('Email address').blur();
    await expect(form.getByText(ENQUIRY_MESSAGES.emailInvalid)).toHaveCount(0); // untouched: no message before submit
    await form.getByLabel('Email address').fill('');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.getByText(ENQUIRY_MESSAGES.required)).toHaveCount(3); // name, budget, timeline
    await expect(form.getByText(ENQUIRY_MESSAGES.emailRequired)).toBeVisible();
    await expect(form.getByText(ENQUIRY_MESSAGES.phoneRequired)).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    // Touched: messages follow the input as it is corrected.
    await form.getByLabel('Email address').fill('wrong@');
    await expect(form.getByText(ENQUIRY_MESSAGES.emailInvalid)).toBeVisible();
    await form.getByLabel('Phone number').pressSequentially('5012');
    await expect(form.getByText(ENQUIRY_MESSAGES.phoneShort)).toBeVisible();
    await form.getByLabel('Full name').fill('   ');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.getByText(ENQUIRY_MESSAGES.required).first()).toBeVisible(); // whitespace only is empty
    expect(sent).toEqual([]);
  });

  test('the phone input: AE dial code shown, local flag, type tel, placeholder, max length 25, non-digits stripped, 10 national digits at most', async ({ page }) => {
    const flagRequests: string[] = [];
    page.on('request', (r) => /flagcdn|\.webp$/.test(r.url()) && flagRequests.push(r.url()));
    const form = await openForm(page, '/golden-visa');
    const phone = form.getByLabel('Phone number');
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('placeholder', 'Enter a phone number');
    await expect(phone).toHaveAttribute('maxlength', '25');
    await expect(phone).toHaveValue('');
    await expect(form.getByText('+971', { exact: true })).toBeVisible(); // the dial code, beside the number
    // The emoji where the system draws flags, the country's code where it has no flag glyphs (src/flags.ts).
    await expect(form.getByRole('img', { name: 'United Arab Emirates' })).toHaveText(/^(🇦🇪|AE)$/);
    await phone.pressSequentially('50-abc 12x3');
    await expect(phone).toHaveValue('50 123');
    await phone.pressSequentially('4567890123');
    await expect(phone).toHaveValue(/^[\d ]+$/);
    expect((await phone.inputValue()).replace(/\D/g, '')).toBe('5012345678'); // the first 10 national digits typed
    expect(flagRequests).toEqual([]);
  });

  test('the country list: named in the language of the page, the chosen flag and code shown, the digits kept, the focus back on the number', async ({ page }) => {
    const form = await openForm(page, '/golden-visa');
    const phone = form.getByLabel('Phone number');
    await phone.pressSequentially('7700900123');
    const countries = form.getByRole('combobox', { name: 'United Arab Emirates, open the list of countries' });
    await countries.focus(); // the list is filled on first use
    await expect.poll(() => countries.locator('option').count()).toBeGreaterThan(200);
    await expect(countries.locator('option').first()).toHaveText('United Arab Emirates +971'); // the usual ones first
    await countries.selectOption('GB');
    await expect(phone).toBeFocused();
    await expect(form.getByRole('img', { name: 'United Kingdom' })).toHaveText(/^(🇬🇧|GB)$/);
    await expect(form.getByText('+44', { exact: true })).toBeVisible();
    await expect(phone).toHaveValue('7700 900123');
    await expect(form.getByRole('combobox', { name: 'United Kingdom, open the list of countries' })).toHaveValue('GB');

    const sending = page.waitForRequest((r) => r.url().endsWith('/api/sendEnquiry') && r.method() === 'POST');
    await form.getByLabel('Full name').fill('Oliver Grant');
    await form.getByLabel('Email address').fill('oliver.grant@example.com');
    await form.getByLabel('Budget (AED)').fill('2000000');
    await form.getByLabel('When do you plan to invest?').selectOption('Within 3 months');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    expect((await sending).postDataJSON().phone).toBe('+44 7700 900123');

    // An Arabic page names the countries in Arabic; the number still reads left to right.
    await page.goto('/ar/golden-visa');
    const arSection = page.getByRole('region', { name: 'تحدّث إلى خبير من Oasis Invest' });
    await arSection.locator('input[name="name"]').click();
    const ar = arSection.locator('form[data-enquiry-ready="true"]');
    const arCountries = ar.locator('select').first();
    await arCountries.focus();
    await expect(arCountries.locator('option[value="AE"]').first()).toHaveText('الإمارات العربية المتحدة +971');
    const arPhone = ar.getByLabel('رقم الهاتف');
    expect(await arPhone.evaluate((el) => getComputedStyle(el.parentElement!).direction)).toBe('ltr'); // flag, code, then the number
  });

  test('the budget keeps digits only as it is typed', async ({ page }) => {
    const form = await openForm(page, '/dubai-vision');
    await form.getByLabel('Budget (AED)').pressSequentially('AED 1,500,000.50');
    await expect(form.getByLabel('Budget (AED)')).toHaveValue('150000050');
  });

  test('a valid enquiry from a project page is sent with its source; the success message shows and the form stays saving, not reset', async ({ page, request }) => {
    const home = (await (await request.get('/api/site/home')).json()) as { featuredProjects: { id: number; slug: string }[] };
    const project = home.featuredProjects[0];
    await consentTo(page, { marketing: true }); // the campaign joins the lead with marketing consent (issue 24)
    const form = await openForm(page, `/project/${project.slug}?utm_source=e2e-news&utm_medium=email&utm_campaign=spring-launch`);
    await fillValid(form);
    const sending = page.waitForRequest((r) => r.url().endsWith('/api/sendEnquiry') && r.method() === 'POST');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    const body = (await sending).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      email: 'layla.haddad@example.com',
      budget: '1500000',
      investmentTimeline: 'Within 3 months',
      source_path: `/project/${project.slug}`,
      project_id: project.id,
      utm_source: 'e2e-news',
      utm_medium: 'email',
      utm_campaign: 'spring-launch',
      website: null,
    });
    expect(String(body.name)).toBe('Layla Haddad'); // trimmed
    expect(String(body.phone).replace(/\D/g, '')).toBe('971501234567');
    await expect(form.getByRole('status')).toHaveText(THANKS);
    await expect(form.getByRole('button', { name: 'Send enquiry' })).toBeDisabled();
    // Still saving (spec §4) but done: a check mark, no spinner turning beside the thank-you, not busy.
    await expect(form.getByRole('button', { name: 'Send enquiry' })).toHaveAttribute('data-state', 'done');
    await expect(form.getByRole('progressbar', { includeHidden: true })).toHaveCount(0);
    await expect(form).toHaveAttribute('aria-busy', 'false');
    await expect(form.getByLabel('Full name')).toHaveValue('  Layla Haddad  ');
    await expect(form.getByLabel('Budget (AED)')).toHaveValue('1500000');
  });

  test('the UTM parameters of the landing page are remembered for the visit', async ({ page }) => {
    await consentTo(page, { marketing: true });
    await page.goto('/?utm_source=remembered&utm_medium=social&utm_campaign=visit');
    const form = await openForm(page, '/invest-dubai');
    await fillValid(form);
    const sending = page.waitForRequest((r) => r.url().endsWith('/api/sendEnquiry'));
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    expect((await sending).postDataJSON()).toMatchObject({ utm_source: 'remembered', utm_medium: 'social', utm_campaign: 'visit', source_path: '/invest-dubai', project_id: null });
    await expect(form.getByRole('status')).toHaveText(THANKS);
  });

  test('an answer with error true: the server message as an error toast at the top right, saving reset', async ({ page }) => {
    await page.route('**/api/sendEnquiry', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ error: true, message: 'Our advisers are offline, please call us' }) }));
    const form = await openForm(page, '/mortgages');
    await fillValid(form);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    const toast = page.getByText('Our advisers are offline, please call us');
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeLessThan(viewport.height / 4);
    expect(box.x + box.width).toBeGreaterThan(viewport.width / 2);
    await expect(page.getByRole('button', { name: /dismiss|close/i })).toHaveCount(0); // no confirm button
    await expect(form.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
    await expect(form.getByRole('status')).toHaveText('');
    await expect(toast).toBeHidden(); // closes by itself
  });

  test('an HTTP failure shows the server message; a network failure says so', async ({ page }) => {
    let mode: 'http' | 'network' = 'http';
    await page.route('**/api/sendEnquiry', (route) =>
      mode === 'http'
        ? route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ error: true, message: 'Please enter a valid email address', errors: { email: 'Please enter a valid email address' } }) })
        : route.abort('internetdisconnected'),
    );
    const form = await openForm(page, '/privacy-policy');
    await fillValid(form);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    // The server's message as people read it (no "email:" prefix), in the toast and under the field it names.
    await expect(page.getByText('Please enter a valid email address', { exact: true })).toHaveCount(2);
    await expect(form.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/email: /)).toHaveCount(0);
    mode = 'network';
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByText('We could not reach the server. Please check your connection and try again.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
  });

  test('the contact page has its own form (no enquiry section) and the honeypot is hidden from people', async ({ page }) => {
    const form = await openForm(page, '/contact-us', 'Send us an enquiry');
    await expect(page.getByRole('region', { name: SECTION })).toHaveCount(0);
    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot).not.toBeInViewport();
    await expect(form.getByRole('textbox', { name: 'Website' })).toHaveCount(0); // aria-hidden
    await fillValid(form);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.getByRole('status')).toHaveText(THANKS);
  });

  test('pressing send in the server-rendered form before the full form loaded still validates', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The form's chunk is held back until the click has landed on the server-rendered form.
    await page.route('**/EnquiryForm-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact-us');
    const region = page.getByRole('region', { name: 'Send us an enquiry' });
    await region.locator('form[data-enquiry-ready="false"]').getByRole('button', { name: 'Send enquiry' }).click();
    release();
    await expect(region.locator('form[data-enquiry-ready="true"]')).toBeVisible();
    await expect(region.getByText(ENQUIRY_MESSAGES.emailRequired)).toBeVisible();
  });

  test('on screen at load, the form on /contact-us fetches its full code only after the page has loaded, without a touch', async ({ page }) => {
    await page.goto('/contact-us');
    const region = page.getByRole('region', { name: 'Send us an enquiry' });
    // Fetched when the page is idle, so the swap from the light form happens before the visitor types.
    await expect(region.locator('form[data-enquiry-ready="true"]')).toBeVisible();
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const chunk = performance.getEntriesByType('resource').find((e) => /EnquiryForm-/.test(e.name));
      return { loaded: nav.loadEventEnd, fetched: chunk?.startTime ?? -1 };
    });
    expect(timing.fetched, 'the form chunk was fetched').toBeGreaterThan(0);
    expect(timing.fetched, 'not during start-up').toBeGreaterThanOrEqual(timing.loaded);
  });

  test('what is typed in the server-rendered form before the full form loaded is kept, with the focus', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/EnquiryForm-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact-us');
    const region = page.getByRole('region', { name: 'Send us an enquiry' });
    const shellName = region.locator('form[data-enquiry-ready="false"]').getByLabel('Full name');
    await shellName.click();
    await page.keyboard.type('Omar');
    release();
    const form = region.locator('form[data-enquiry-ready="true"]');
    await expect(form.getByLabel('Full name')).toHaveValue('Omar');
    await expect(form.getByLabel('Full name')).toBeFocused();
    await page.keyboard.type(' Saleh');
    await expect(form.getByLabel('Full name')).toHaveValue('Omar Saleh');
  });

  // The Russian hot-lead journey typed 9161234567 on a slow machine and kept 911234567: react-hook-form's setFocus
  // focuses in a later task, so keys pressed between the swap and that task went to the page. The field must have
  // the focus in the very task that shows the full form (seen here by a MutationObserver, which runs before any later task).
  for (const [path, chunk, ready, label, typed] of [
    ['/contact-us', 'EnquiryForm', 'data-enquiry-ready', 'Phone number', '9161'],
    ['/mortgages', 'MortgageEnquiryForm', 'data-mortgage-ready', 'Full name', 'Om'],
  ] as const)
    test(`the field typed in keeps the focus in the same task the full form replaces the shell: no key is lost (${path})`, async ({ page }) => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(new RegExp(`/${chunk}-[^/]*\\.js$`), async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path);
      const shellField = page.locator(`form[${ready}="false"]`).getByLabel(label);
      await shellField.scrollIntoViewIfNeeded();
      await shellField.click();
      await page.keyboard.type(typed);
      await page.evaluate((attribute) => {
        const w = window as { focusAtSwap?: string };
        const observer = new MutationObserver(() => {
          if (!document.querySelector(`form[${attribute}="true"]`)) return;
          observer.disconnect();
          w.focusAtSwap = document.activeElement?.id ?? '';
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      }, ready);
      release();
      const field = page.locator(`form[${ready}="true"]`).getByLabel(label);
      await expect(field).toBeFocused();
      expect(await page.evaluate(() => (window as { focusAtSwap?: string }).focusAtSwap)).toBe(await field.getAttribute('id'));
      await page.keyboard.type('23');
      await expect.poll(async () => (await field.inputValue()).replace(/\s/g, '')).toBe(`${typed}23`);
    });

  test('a message (optional) goes with the enquiry, typed in the server-rendered form before the full form loaded (issue 39 item 9)', async ({ page }) => {
    await page.goto('/contact-us');
    const region = page.getByRole('region', { name: 'Send us an enquiry' });
    await region.getByLabel('Message (optional)').fill('Two bedrooms, sea view; call after 6 pm.');
    const form = region.locator('form[data-enquiry-ready="true"]');
    await expect(form.getByLabel('Message (optional)')).toHaveValue('Two bedrooms, sea view; call after 6 pm.');
    await fillValid(form);
    const sending = page.waitForRequest((r) => r.url().endsWith('/api/sendEnquiry') && r.method() === 'POST');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    expect((await sending).postDataJSON()).toMatchObject({ message: 'Two bedrooms, sea view; call after 6 pm.' });
    await expect(form.getByRole('status')).toHaveText(THANKS);
  });
});
