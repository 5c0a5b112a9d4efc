import { expect, test } from '@playwright/test';
import { PHONE_VIEW } from './journey-helpers';
import { hydrated } from './site-helpers';

/**
 * The filter sheet on a phone (issue 39) is modal for the keyboard too: the rest of the page is inert while it is
 * open, so Tab stays inside; Escape closes it and the focus goes back to the button that opened it.
 */
test.use({ ...PHONE_VIEW, locale: 'ar-AE' });

test('Tab stays in the open filter sheet, Escape closes it, the focus returns to its button', async ({ page }) => {
  await page.goto('/ar/project');
  await hydrated(page);
  const opener = page.getByTestId('filters-open');
  await opener.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByTestId('filter-sheet');
  await expect(sheet).toHaveAttribute('role', 'dialog');
  await expect(sheet).toBeFocused();
  // The page behind cannot be reached: its results and header are inert.
  await expect(page.getByTestId('project-count')).toHaveJSProperty('inert', true);
  await expect(page.locator('header').first()).toHaveJSProperty('inert', true);
  const seen = new Set<string>();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const el = document.activeElement;
      const inside = !!el && !!document.querySelector('[data-testid="filter-sheet"]')?.contains(el);
      return { inside, body: el === document.body, name: el ? `${el.tagName}#${el.id}` : '' };
    });
    // Past the sheet's last control Chromium may rest on the document itself before coming back round.
    expect(where.inside || where.body, `Tab ${i + 1} reached ${where.name}`).toBe(true);
    if (where.inside) seen.add(where.name);
  }
  expect(seen.size, 'Tab went round the sheet\'s controls').toBeGreaterThan(3);
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => !!document.querySelector('[data-testid="filter-sheet"]')?.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
  await page.screenshot({ path: 'test-results/filter-sheet-focus-ar.png' });

  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.locator('[inert]')).toHaveCount(0);
});
