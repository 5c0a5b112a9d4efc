import { expect, test, type Page } from '@playwright/test';
import { apiToken } from './admin-fixtures';
import { hydrated, noSidewaysScroll } from './site-helpers';

/**
 * Prices in the visitor's currency (issue 26) on a 390 px phone: the menu beside the language menu, prices AED
 * first with the chosen currency beside them (server-rendered, no flash, no hydration error), the choice kept on
 * reload, a price filter typed in USD searched in AED, and the Arabic page right to left without sideways scroll.
 */
const consoleErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
};

test.describe('currency menu on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test.beforeAll(async ({ request }) => {
    // Staff add the euro (USD is there from the start at its peg). Only codes no page language defaults to.
    const rates = (await (await request.get('/api/currency-rates')).json()) as { code: string }[];
    if (!rates.some((r) => r.code === 'EUR')) {
      const token = await apiToken(request);
      const res = await request.post('/api/currency-rates', { headers: { Authorization: `Bearer ${token}` }, data: { code: 'EUR', name: 'Euro', aed_per_unit: 4.31, rate_date: '2026-11-24' } });
      expect(res.status(), await res.text()).toBe(201);
    }
  });

  test('pick USD: the list shows USD beside AED, a reload keeps it, a filter typed in USD searches in AED', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.addInitScript(() => localStorage.removeItem('filter_projects'));
    await page.goto('/project');
    await hydrated(page);
    // On a phone the header has no room for a third button: the choice is in the menu.
    await expect(page.getByTestId('currency-menu')).toBeHidden();
    await expect(page.getByRole('list', { name: 'Projects' })).not.toContainText('≈');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const choices = page.getByTestId('currency-choices');
    await expect(choices.getByRole('link', { name: 'AED UAE dirham' })).toHaveAttribute('aria-current', 'true');
    await choices.getByRole('link', { name: 'USD US dollar' }).tap();
    await expect(page).toHaveURL(/\/project$/); // the choice is a cookie: the URL stays clean
    await expect(choices.locator('a[aria-current="true"]')).toHaveText('USD US dollar'); // the menu closed with the new page
    const cards = page.getByRole('list', { name: 'Projects' });
    await expect(cards).toContainText(/AED [\d.]+[MK]\s\(≈\sUSD\s[\d.]+[MK]?\)/);
    await expect(page.getByTestId('currency-note')).toContainText('Prices in USD are indicative: converted at 1 USD = AED 3.6725');
    await noSidewaysScroll(page);
    await page.screenshot({ path: 'test-results/currency-usd-list.png', fullPage: false });

    await page.reload();
    await hydrated(page);
    await expect(choices.locator('a[aria-current="true"]')).toHaveText('USD US dollar'); // the menu closed with the new page
    await expect(cards).toContainText('(≈ USD');

    // On a phone the filters are in a bottom sheet (issue 39).
    await page.getByTestId('filters-open').tap();
    const form = page.getByRole('search', { name: 'Filter projects' });
    await form.getByLabel('Max price (USD)').fill('500000');
    await form.getByTestId('show-projects').click();
    // 500,000 USD x 3.6725 = AED 1,836,250: the URL stays in AED, the field shows what was typed.
    await expect(page).toHaveURL(/\/project\?max_price=1836250$/);
    await expect(page.getByLabel('Max price (USD)')).toHaveValue('500000');
    expect(errors).toEqual([]);
  });

  test('project page in EUR from a campaign link, then back to AED with the keyboard', async ({ page, request }) => {
    const errors = consoleErrors(page);
    const [project] = ((await (await request.get('/api/site/projects')).json()) as { items: { slug: string }[] }).items;
    await page.goto(`/project/${project.slug}?currency=EUR`);
    await expect(page).toHaveURL(new RegExp(`/project/${project.slug}$`));
    await hydrated(page);
    await expect(page.locator('main')).toContainText(/From AED [\d,]+\s\(≈\sEUR\s[\d,]+\)/);
    await expect(page.getByTestId('currency-note')).toContainText('1 EUR = AED 4.31');
    await noSidewaysScroll(page);

    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    const aed = page.getByTestId('currency-choices').getByRole('link', { name: 'AED UAE dirham' });
    await aed.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/project/${project.slug}$`));
    await expect(page.locator('main')).not.toContainText('≈');
    await expect(page.getByTestId('currency-note')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('Arabic: right to left, the menu inside the screen, prices AED first with USD beside them', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'currency', value: 'USD', url: baseURL! }]);
    const errors = consoleErrors(page);
    await page.goto('/ar/project');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The browser speaks English: the bar suggesting the English page is above the header from the first paint on
    // (an inline script decides while the page is parsed, src/i18n/suggest.ts), so the menu never moves under the tap.
    await expect(page.getByRole('region', { name: 'This page is also available in English.' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'المشاريع' }).or(page.locator('main ul').first())).toContainText('USD');
    await page.getByRole('button', { name: 'فتح القائمة' }).or(page.locator('button[aria-controls="mobile-menu"]')).first().tap();
    const panel = page.getByTestId('currency-choices');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: /^USD/ })).toHaveAttribute('aria-current', 'true');
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await noSidewaysScroll(page);
    await page.screenshot({ path: 'test-results/currency-ar-menu.png', fullPage: false });
    await page.keyboard.press('Escape'); // the menu
    await page.getByTestId('filters-open').tap();
    await expect(page.getByLabel('أعلى سعر (USD)')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('currency menu beside the language menu on a tablet and a desktop', () => {
  for (const width of [768, 1280]) {
    test(`${width} px: the menu opens with the keyboard and a choice renders the page in that currency`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/project');
      await hydrated(page);
      const menu = page.getByTestId('currency-menu');
      const summary = menu.locator('summary');
      await expect(summary).toBeVisible();
      await expect(summary).toHaveText('AEDCurrency: AED');
      await summary.focus();
      await page.keyboard.press('Enter');
      const eur = menu.getByRole('link', { name: 'EUR Euro' });
      await expect(eur).toBeVisible();
      await eur.focus();
      await page.keyboard.press('Enter');
      await expect(summary).toHaveText('EURCurrency: EUR');
      await expect(page.getByRole('list', { name: 'Projects' })).toContainText('(≈ EUR');
      await noSidewaysScroll(page);
      if (width === 768) await page.screenshot({ path: 'test-results/currency-tablet-menu.png' });
    });
  }
});

test('the returns calculator starts from the agency fee staff set, and shows the cash in the chosen currency', async ({ page, request, context, baseURL }) => {
  const token = await apiToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const set = async (pct: number) => expect((await request.put('/api/settings/1', { headers: auth, data: { agency_fee_pct: pct } })).status()).toBe(200);
  await set(2);
  try {
    await context.addCookies([{ name: 'currency', value: 'EUR', url: baseURL! }]);
    await page.goto('/investment-calculator');
    await page.locator('#returns-calculator').scrollIntoViewIfNeeded();
    const calc = page.getByTestId('returns-calculator');
    await expect(calc.getByLabel('Agency fee (%)')).toHaveValue('2');
    await expect(calc.getByTestId('result-cash-before')).toHaveText(/^AED [\d,]+\s\(≈\sEUR\s[\d,]+\)$/);
  } finally {
    await set(0);
  }
});
