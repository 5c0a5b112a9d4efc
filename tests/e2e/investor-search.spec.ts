import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface ListAnswer {
  total: number;
  items: { title: string; slug: string }[];
  options: { areas: { slug: string; name: string }[]; developers: { slug: string; name: string }[] };
}
const api = async (request: APIRequestContext, query: string) => (await (await request.get(`/api/site/projects${query}`)).json()) as ListAnswer;
const countText = (n: number) => (n === 1 ? '1 project' : `${n} projects`);

/** The result count the visitor reads, and the titles of the cards shown. */
async function shown(page: Page) {
  const status = (await page.getByTestId('project-count').textContent()) ?? '';
  const titles = await page.getByRole('list', { name: 'Projects' }).getByRole('heading').allTextContents();
  return { status, titles };
}

test.describe('project search', () => {
  test('filters, sort and count go into a shareable URL and come back from it', async ({ page, request }) => {
    const all = await api(request, '');
    const area = all.options.areas.find((a) => a.slug === 'dubai-marina') ?? all.options.areas[0];
    await page.goto('/project');
    const form = page.getByRole('search', { name: 'Filter projects' });
    await form.getByLabel('Area').selectOption({ label: area.name });
    await form.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await form.getByLabel('Max price (AED)').fill('5000000');
    await form.getByTestId('show-projects').click();
    await expect(page).toHaveURL(new RegExp(`/project\\?area=${area.slug}&max_price=5000000&sort=price_asc$`));

    // The count and the order are the API's for the same query.
    const expected = await api(request, `?area=${area.slug}&max_price=5000000&sort=price_asc`);
    await expect(page.getByTestId('project-count')).toContainText(countText(expected.total));
    expect((await shown(page)).titles).toEqual(expected.items.map((p) => p.title));

    // Shared: the same URL, opened afresh, shows the same list with the form filled in.
    const url = page.url();
    const other = await page.context().newPage();
    await other.goto(url);
    await expect(other.getByTestId('project-count')).toContainText(countText(expected.total));
    await expect(other.getByLabel('Area')).toHaveValue(area.slug);
    await expect(other.getByLabel('Max price (AED)')).toHaveValue('5000000');
    await expect(other.getByLabel('Sort by')).toHaveValue('price_asc');
    await other.close();
  });

  test('each filter narrows the list to what the API answers for it', async ({ page, request }) => {
    // Each round starts from the whole list (not from the search remembered in the round before).
    await page.addInitScript(() => localStorage.removeItem('filter_projects'));
    await page.goto('/project');
    const form = page.getByRole('search', { name: 'Filter projects' });
    for (const [label, option, query] of [
      ['Bedrooms', 'Studio', '?beds=0'],
      ['Status', 'Ready', '?status=ready'],
      ['Payment plan', 'With post-handover payments', '?plan=post-handover'],
      ['Property type', 'Villa', '?type=villa'],
    ] as const) {
      await page.goto('/project');
      await form.getByLabel(label).selectOption({ label: option });
      await form.getByTestId('show-projects').click();
      await expect(page).toHaveURL(new RegExp(`/project\\${query}$`));
      const expected = await api(request, query);
      await expect(page.getByTestId('project-count')).toContainText(countText(expected.total));
      expect(expected.total).toBeGreaterThan(0);
    }
  });

  test('the search is remembered in filter_projects and restored on coming back to /project', async ({ page, request }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const all = await api(request, '');
    const developer = all.options.developers[0];
    await page.goto(`/project?developer=${developer.slug}&sort=newest`);
    await expect(page.getByLabel('Developer')).toHaveValue(developer.slug);
    // Stored once the page has hydrated (the select shows the server's value before that).
    await expect.poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('filter_projects'))) ?? 'null')).toEqual({ developer: developer.slug, sort: 'newest' });

    // Back later with no query (from the menu): the last search is restored, after hydration.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects', exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/project\\?developer=${developer.slug}&sort=newest$`));
    const expected = await api(request, `?developer=${developer.slug}&sort=newest`);
    await expect(page.getByTestId('project-count')).toContainText(countText(expected.total));

    // A fresh visit straight to /project restores it too.
    await page.goto('/project');
    await expect(page).toHaveURL(new RegExp(`developer=${developer.slug}`));

    // "Clear filters" forgets it.
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/project$/);
    await expect(page.getByTestId('project-count')).toContainText(countText(all.total));
    expect(await page.evaluate(() => localStorage.getItem('filter_projects'))).toBeNull();
    await page.reload();
    await expect(page).toHaveURL(/\/project$/);
    expect(errors, 'no hydration mismatch or script error while restoring').toEqual([]);
  });

  test('the home page search box lands on the filtered list with its keyword', async ({ page, request }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: /Search projects/ }).fill('Marina');
    await page.getByRole('button', { name: 'Search projects' }).click();
    await expect(page).toHaveURL(/\/project\?q=Marina$/);
    const expected = await api(request, '?q=Marina');
    await expect(page.getByTestId('project-count')).toContainText(countText(expected.total));
    await expect(page.getByLabel('Keyword')).toHaveValue('Marina');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the GET form filters on the server; a bad value is a 400 page naming the field', async ({ page, request }) => {
      await page.goto('/project');
      await page.getByLabel('Status').selectOption('off_plan');
      await page.getByLabel('Bedrooms').selectOption('2');
      await page.getByTestId('show-projects').click();
      await expect(page).toHaveURL(/status=off_plan/);
      const expected = await api(request, '?beds=2&status=off_plan');
      await expect(page.getByTestId('project-count')).toContainText(countText(expected.total));
      expect((await shown(page)).titles).toEqual(expected.items.map((p) => p.title));

      const bad = await page.goto('/project?min_price=cheap');
      expect(bad?.status()).toBe(400);
      await expect(page.getByText(/min_price must be a whole number/)).toBeVisible();
    });
  });
});
