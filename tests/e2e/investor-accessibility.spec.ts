import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

/** Injecting axe needs the page's CSP set aside (it allows only the site's own scripts). */
test.use({ bypassCSP: true });

async function axe(page: Page, context = 'document'): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async (selector) => {
    const run = (window as unknown as { axe: { run(ctx: unknown, o: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const target = selector === 'document' ? document : document.querySelector(selector);
    const result = await run.run(target, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, context);
}

test.describe('investor features pass axe (WCAG 2.2 AA)', () => {
  test('the project search with filters applied', async ({ page }) => {
    await page.goto('/project?beds=2&status=off_plan&sort=price_desc');
    await expect(page.getByRole('link', { name: 'Clear filters' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });

  test('a project page with its map drawn, then with the image viewer open', async ({ page, request }) => {
    const { items } = (await (await request.get('/api/site/projects')).json()) as { items: { slug: string }[] };
    await page.goto(`/project/${items[0].slug}`);
    await page.getByRole('region', { name: 'Location and nearby' }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('project-map-svg')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.getByTestId('project-gallery').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axe(page, '[role="dialog"]')).toEqual([]);
  });

  test('the mortgage calculator and its enquiry form showing errors', async ({ page }) => {
    await page.goto('/mortgages?price=2000000');
    const form = page.getByRole('form', { name: 'Mortgage enquiry form' });
    await form.getByRole('button', { name: 'Send to a mortgage adviser' }).click();
    await expect(form.getByText('This field is required').first()).toBeVisible();
    await page.getByLabel(/Down payment \(AED\)/).fill('1000');
    await expect(page.getByText(/The minimum down payment is/)).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
});
