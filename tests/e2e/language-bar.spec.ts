import { expect, test, type Page } from '@playwright/test';
import { PHONE_VIEW } from './journey-helpers';
import { hydrated } from './site-helpers';

// The bar suggesting the page in the browser's language is decided by a small inline script right after the bars,
// while the page is parsed (src/i18n/suggest.ts, decision 045): the page's own CSP (no bypass here) allows it by hash.
test.use({ ...PHONE_VIEW });

/** Records, from before the page's first byte, when the bar was chosen and every layout shift. */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { barChosen: { value: string | null; headerParsed: boolean }[]; shifts: number[] };
    w.barChosen = [];
    w.shifts = [];
    new MutationObserver((records) => {
      for (const _record of records) w.barChosen.push({ value: document.documentElement.getAttribute('data-lang-suggest'), headerParsed: !!document.querySelector('header') });
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-lang-suggest'] }); // <html> is not parsed yet
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

test('an English browser on an Arabic page: the bar is there before the header is parsed, and nothing moves', async ({ page }) => {
  const errors = consoleErrors(page);
  await watchFirstPaint(page);
  await page.goto('/ar/project');
  await hydrated(page);
  const bar = page.getByRole('region', { name: 'This page is also available in English.' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Read in English' })).toHaveAttribute('href', '/project');
  const { barChosen, shifts } = await page.evaluate(() => {
    const w = window as unknown as { barChosen: { value: string | null; headerParsed: boolean }[]; shifts: number[] };
    return { barChosen: w.barChosen, shifts: w.shifts };
  });
  expect(barChosen, 'chosen once, by the inline script, before the header below it was parsed').toEqual([{ value: 'en', headerParsed: false }]);
  expect(shifts.reduce((a, b) => a + b, 0), 'layout shift').toBe(0);
  // The menu button sits under the bar from the first layout on: a tap lands on it.
  await page.locator('button[aria-controls="mobile-menu"]').first().tap();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  // A CSP refusal of the inline script would be a console error.
  expect(errors).toEqual([]);
});

test.describe('a Russian browser', () => {
  test.use({ locale: 'ru-RU' });

  test('is offered the Russian page on an English one, not on the Russian page, and never after a choice', async ({ page, context, baseURL }) => {
    await page.goto('/area');
    const bar = page.getByRole('region', { name: 'Эта страница доступна и на русском языке.' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Читать на русском' })).toHaveAttribute('href', '/ru/area');
    await page.goto('/ru/area');
    await expect(page.locator('html')).not.toHaveAttribute('data-lang-suggest');
    await expect(page.locator('[data-suggests]:visible')).toHaveCount(0);
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
    await page.goto('/area');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).not.toHaveAttribute('data-lang-suggest');
    await expect(page.locator('[data-suggests]:visible')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('nothing is suggested', async ({ page }) => {
    await page.goto('/ar/project');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-suggests]:visible')).toHaveCount(0);
  });
});
