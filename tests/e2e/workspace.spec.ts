import { test, expect } from '@playwright/test';
import { apiToken } from './admin-fixtures';
import { hydrated, noSidewaysScroll } from './site-helpers';

/**
 * The investor's workspace (issue 27) on a 390 px phone: save projects with the heart (cards and project page),
 * the shortlist page and its shareable link, compare three projects side by side without the page scrolling
 * sideways (the table scrolls in its own region, its first column fixed), in English and Russian.
 */

test.describe('the investor workspace on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('save with the heart, open the shortlist, share it, compare three projects', async ({ page, browser }) => {
    await page.goto('/project');
    await hydrated(page);
    const cards = page.getByRole('list', { name: 'Projects' }).getByRole('listitem');
    const slugs: string[] = [];
    for (let i = 0; i < 2; i++) {
      const card = cards.nth(i);
      const href = await card.getByRole('link').first().getAttribute('href');
      slugs.push(href!.split('/').pop()!);
      const heart = card.getByTestId('save-project');
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.tap();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(page.getByTestId('shortlist-link')).toHaveAccessibleName('My shortlist (2)');
    await page.screenshot({ path: '/tmp/workspace-cards.png' });

    // The third from its project page (the heart with its words).
    await cards.nth(2).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/project\/[a-z0-9-]+$/);
    slugs.push(page.url().split('/').pop()!);
    const save = page.getByRole('button', { name: 'Save to shortlist' });
    await save.tap();
    await expect(page.getByRole('button', { name: 'Saved to shortlist' })).toHaveAttribute('aria-pressed', 'true');

    // The shortlist page puts the list in its URL: the link to share.
    await page.getByTestId('shortlist-link').click();
    await expect(page).toHaveURL(new RegExp(`/shortlist\\?projects=${slugs.join(',')}$`));
    const list = page.getByRole('list', { name: 'My shortlist' }).getByRole('listitem');
    await expect(list).toHaveCount(3);
    await expect(page.getByTestId('share-link')).toHaveText(new RegExp(`/shortlist\\?projects=${slugs.join(',')}$`));
    await noSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/workspace-shortlist.png', fullPage: true });

    // Another device (a fresh browser) opens the shared link: the same list, and it can keep it.
    const other = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const partner = await other.newPage();
    await partner.goto(`/shortlist?projects=${slugs.join(',')}`);
    await hydrated(partner);
    await expect(partner.getByRole('list', { name: 'My shortlist' }).getByRole('listitem')).toHaveCount(3);
    await partner.getByTestId('keep-shortlist').tap();
    await expect(partner.getByTestId('shortlist-link')).toHaveAccessibleName('My shortlist (3)');
    await expect(partner.getByTestId('keep-shortlist')).toHaveCount(0);
    await other.close();

    // Compare the three: server-rendered, differences highlighted, no sideways page scroll on the phone.
    await page.getByTestId('compare-link').click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?projects=${slugs.join(',')}$`));
    const table = page.getByTestId('compare-table');
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    await expect(table.getByRole('rowheader', { name: 'Starting price' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Off-plan median per sq ft' })).toBeVisible();
    await noSidewaysScroll(page);
    const region = page.getByRole('region', { name: 'Compare projects' });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // The first column stays where it is while the region scrolls.
    const label = table.getByRole('rowheader', { name: 'Handover' });
    const before = (await label.boundingBox())!.x;
    await region.evaluate((el) => el.scrollBy({ left: 400 }));
    await page.waitForTimeout(100);
    expect(Math.abs((await label.boundingBox())!.x - before)).toBeLessThan(1);
    await page.screenshot({ path: '/tmp/workspace-compare.png' });

    // "Send me my shortlist": a wrong field is named under it; then the list goes out and is on the lead.
    await page.goto(`/shortlist?projects=${slugs.join(',')}`);
    await hydrated(page);
    const form = page.getByTestId('send-shortlist');
    await form.getByLabel('Full name').fill('Shortlist Visitor');
    await form.getByLabel('Email address').fill('not-an-address');
    await form.getByLabel('Phone number').fill('+971501234567');
    await form.getByRole('button', { name: 'E-mail me my shortlist' }).tap();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await form.getByLabel('Email address').fill('shortlist.visitor@example.test');
    await form.getByRole('button', { name: 'E-mail me my shortlist' }).tap();
    await expect(page.getByTestId('shortlist-sent')).toHaveText('Your shortlist is on its way to your inbox.');
    await noSidewaysScroll(page);
    const token = await apiToken(page.request);
    const leads = await (await page.request.get(`/api/enquiries?filter=${encodeURIComponent(JSON.stringify({ q: 'shortlist.visitor@example.test' }))}`, { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(leads[0]).toMatchObject({ email: 'shortlist.visitor@example.test', source_path: '/shortlist', shortlist: slugs.join(',') });

    // Un-saving on the shortlist page updates its list and link.
    await page.goto(`/shortlist?projects=${slugs.join(',')}`);
    await hydrated(page);
    await page.getByRole('list', { name: 'My shortlist' }).getByRole('listitem').first().getByTestId('save-project').tap();
    await expect(page).toHaveURL(new RegExp(`/shortlist\\?projects=${slugs.slice(1).join(',')}$`));
    await expect(page.getByRole('list', { name: 'My shortlist' }).getByRole('listitem')).toHaveCount(2);
  });

  test('compare in Russian, server-rendered before any script', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, javaScriptEnabled: false });
    const page = await context.newPage();
    const res = await page.goto('/ru/compare?projects=marina-vista-residences,harbour-sails-tower,jbr-shoreline-suites');
    expect(res!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сравнение проектов');
    await expect(page.getByTestId('compare-table').getByRole('columnheader')).toHaveCount(3);
    await expect(page.getByTestId('compare-table').getByRole('rowheader', { name: 'Начальная цена' })).toBeVisible();
    await noSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/workspace-compare-ru.png' });
    const bad = await page.goto('/compare?projects=marina-vista-residences');
    expect(bad!.status()).toBe(400);
    await context.close();
  });

  test('a price drop shows "price updated" and the history on the project page', async ({ page }) => {
    const token = await apiToken(page.request);
    const auth = { Authorization: `Bearer ${token}` };
    const found = await (await page.request.get(`/api/projects?filter=${encodeURIComponent(JSON.stringify({ q: 'canal-point-tower' }))}`, { headers: auth })).json();
    const project = found.find((p: { slug: string }) => p.slug === 'canal-point-tower');
    const res = await page.request.put(`/api/projects/${project.id}`, { headers: auth, data: { starting_price_aed: project.starting_price_aed - 50_000 } });
    expect(res.status(), await res.text()).toBe(200);
    await page.goto('/ru/project/canal-point-tower');
    const history = page.getByTestId('price-history');
    await expect(history.locator('summary')).toHaveText(/^Цена обновлена \d{1,2} \S+ \d{4}/);
    await history.locator('summary').tap();
    await expect(history.getByRole('table', { name: 'История цен' }).locator('tbody tr')).toHaveCount(1);
    await expect(history.locator('tbody tr').first()).toContainText('Начальная цена');
    await noSidewaysScroll(page);
    await history.screenshot({ path: '/tmp/workspace-price-history.png' });
  });
});
