import fs from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { hydrated, watchPage as watch } from './site-helpers';

/**
 * Islands of the frame and the project list (issue 41 item 3, decision 049): the consent banner, the phone menu and
 * the project search are server HTML whose code is not in a page's first load; it comes when the visitor touches
 * them, and nothing done meanwhile is lost. A navigation, which redraws the frame, does not wait for a touch.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const manifest = JSON.parse(fs.readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
const chunkOf = (source: string) => `/build/${manifest[source].file}`;
const BANNER = chunkOf('site/consent/ConsentBanner.tsx');
const MENU = chunkOf('site/components/MobileMenu.tsx');
const FILTERS = chunkOf('site/search/ProjectFilters.tsx');

/** Holds a chunk until released: what the visitor does before its code arrives. */
async function hold(page: Page, chunk: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${chunk}`, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the banner and the menu are server HTML until touched; a tap on "Accept all" before the banner\'s code is kept', async ({ page, context }) => {
    const { fetched, errors } = watch(page);
    const release = await hold(page, BANNER);
    await page.goto('/area');
    await hydrated(page);
    const banner = page.getByRole('dialog', { name: 'Your privacy choices' });
    await expect(banner).toBeVisible();
    for (const chunk of [BANNER, MENU]) expect(fetched).not.toContain(chunk);
    await banner.getByRole('button', { name: 'Accept all' }).tap();
    await expect.poll(() => fetched).toContain(BANNER);
    await expect(banner).toBeVisible(); // its code is held: the tap waits with it
    release();
    await expect(banner).toBeHidden();
    const consent = (await context.cookies()).find((c) => c.name === 'oasis_consent')!;
    expect(decodeURIComponent(consent.value)).toContain('a:1|m:1');

    // The menu's code is fetched as the visitor reaches for its button; the menu opens and leads on.
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(fetched).toContain(MENU);
    await menu.getByRole('link', { name: 'Golden Visa' }).tap();
    await expect(page).toHaveURL(/\/golden-visa$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Golden Visa/i);
    expect(errors).toEqual([]);
  });
});

test('a navigation never waits for an untouched part of the frame', async ({ page }) => {
  const { fetched, errors } = watch(page);
  await page.goto('/area');
  await hydrated(page);
  expect(fetched).not.toContain(MENU);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).tap();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.locator('#main-content')).toBeFocused();
  // The redrawn menu took its code with the navigation; it opens at once.
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the project search is server HTML until used; a search typed and sent before its code arrives is done', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  const { fetched, errors } = watch(page);
  const release = await hold(page, FILTERS);
  await page.goto('/project');
  await hydrated(page);
  expect(fetched).not.toContain(FILTERS);
  const form = page.getByRole('search');
  const name = form.getByRole('searchbox').first();
  await name.fill('Marina');
  await expect.poll(() => fetched).toContain(FILTERS);
  await name.press('Enter');
  release();
  await expect(page).toHaveURL(/\/project\?q=Marina$/);
  await expect(page.getByRole('status').filter({ hasText: 'matching “Marina”' })).toBeVisible();
  await expect(name).toHaveValue('Marina');
  expect(errors).toEqual([]);
});
