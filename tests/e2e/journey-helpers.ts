import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** What the investor's journeys on a phone share (tests/e2e/investor-journey.spec.ts, journey-ar.spec.ts). */
export const PHONE_VIEW = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
export const USD_500K_IN_AED = 1_836_250; // 500,000 x 3.6725 (the peg)
export const STAMP = Date.now();
/** A Moscow mobile number of this run only, typed as a Russian types it at home: no +7. */
export const MOSCOW_MOBILE = `916${String(STAMP % 10_000_000).padStart(7, '0')}`;


interface UnitType {
  bedrooms: number;
  price_from_aed: number | null;
  available?: number | null;
}
/** What the project page says a project offers with two bedrooms (its units when it has a price list). */
export async function twoBedroomPrices(request: APIRequestContext, slug: string): Promise<number[]> {
  const { project } = (await (await request.get(`/api/site/projects/${slug}`)).json()) as { project: { unit_types: UnitType[] } };
  return project.unit_types.filter((u) => u.bedrooms === 2 && u.price_from_aed != null && u.available !== 0).map((u) => u.price_from_aed!);
}

/** Opens the phone menu and picks USD; the page stays in its language. */
export async function chooseUsd(page: Page, openMenu: string, prefix: string) {
  await page.getByRole('button', { name: openMenu }).or(page.locator('button[aria-controls="mobile-menu"]')).first().tap();
  const choices = page.getByTestId('currency-choices');
  const usd = choices.getByRole('link', { name: /^USD/ });
  await expect(usd).toHaveAttribute('href', new RegExp(`^${prefix}/\\?currency=USD$`));
  await usd.tap();
  await expect(page).toHaveURL(new RegExp(`${prefix}/$`));
  await expect(choices.locator('a[aria-current="true"]')).toContainText('USD');
}

/** The filter sheet: two bedrooms, up to USD 500k; the button's count follows; "Show" brings the results into view. */
export async function searchTwoBedroomsUnder500k(page: Page, request: APIRequestContext, shot: string) {
  await page.getByTestId('filters-open').tap();
  const sheet = page.getByTestId('filter-sheet');
  await expect(sheet).toBeVisible();
  const show = sheet.getByTestId('show-projects');
  const all = await show.textContent();
  await sheet.locator('#filter-beds').selectOption('2');
  await expect(show).not.toHaveText(all!);
  const twoBeds = await show.textContent();
  await sheet.locator('#filter-max_price').fill('500000');
  const expected = (await (await request.get(`/api/site/projects?beds=2&max_price=${USD_500K_IN_AED}`)).json()) as { total: number; items: { slug: string }[] };
  await expect(show).toContainText(String(expected.total));
  expect(await show.textContent()).not.toBe(twoBeds);
  // The button stays at the sheet's foot, inside the phone's screen.
  const box = (await show.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  await page.screenshot({ path: `test-results/journey-${shot}-sheet.png` });

  await show.tap();
  await expect(page).toHaveURL(new RegExp(`/project\\?beds=2&max_price=${USD_500K_IN_AED}$`));
  await expect(sheet).toBeHidden();
  const results = page.getByTestId('project-count');
  await expect(results).toBeInViewport();
  await expect(results).toBeFocused();
  await page.screenshot({ path: `test-results/journey-${shot}-results.png` });

  // Only projects with a 2-bedroom offer under the budget, and every one of them.
  const cards = page.locator('main ul[aria-label] > li a[href*="/project/"]');
  await expect(cards).toHaveCount(expected.items.length);
  const slugs = (await cards.evaluateAll((as) => as.map((a) => a.getAttribute('href')!.split('/project/')[1]))).sort();
  expect(slugs).toEqual(expected.items.map((p) => p.slug).sort());
  expect(slugs.length).toBeGreaterThan(0);
  for (const slug of slugs) expect(Math.min(...(await twoBedroomPrices(request, slug))), slug).toBeLessThanOrEqual(USD_500K_IN_AED);
  // A project whose studios are cheap but whose 2-bedrooms cost more is not among them (the 544k and 647k).
  expect(slugs).not.toContain('the-executive-quarter');
  expect(slugs).not.toContain('marina-vista-residences');
  return slugs;
}

