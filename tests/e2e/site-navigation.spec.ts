import { expect, test, type APIRequestContext } from '@playwright/test';
import { pageTitle } from '../../src/constants';
import { hydrated } from './site-helpers';

async function pageRecordTitle(request: APIRequestContext, name: string): Promise<string> {
  const body = (await (await request.get(`/api/site/pages/${name}`)).json()) as { pageContent: { title: string } };
  return body.pageContent.title;
}

test.describe('navigation', () => {
  test('desktop: the main links and the Why Dubai dropdown, usable with the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Projects', 'Areas', 'Developers', 'News & Blog', 'About Us', 'Contact Us', 'Mortgages', 'Market Data']);
    const why = nav.getByRole('button', { name: 'Why Dubai' });
    await expect(why).toHaveAttribute('aria-expanded', 'false');
    await why.focus();
    await page.keyboard.press('Enter');
    await expect(why).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Dubai Vision' })).toBeVisible();
    await expect(nav.getByRole('list').getByRole('list').getByRole('link')).toHaveText(['Dubai Vision', 'Golden Visa', 'Invest In Dubai', 'Investment calculator']);
    await page.keyboard.press('Escape');
    await expect(why).toHaveAttribute('aria-expanded', 'false');
    await expect(why).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Dubai Vision' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/golden-visa$/);
    await expect(why).toHaveAttribute('aria-expanded', 'false');
  });

  test('mobile: the off-canvas menu has its own list and closes after a link is chosen', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('navigation').getByRole('link')).toHaveText([
      'Project', 'Areas', 'Developers', 'Dubai Vision', 'Golden Visa', 'Invest In Dubai', 'News & Blog', 'About Us', 'Contact Us', 'Market Data', 'Investment calculator',
    ]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await menu.getByRole('link', { name: 'Golden Visa' }).click();
    await expect(page).toHaveURL(/\/golden-visa$/);
    await expect(menu).toBeHidden();
    // Client-side navigation: the title comes from the spec's SEO call.
    await expect(page).toHaveTitle(pageTitle(await pageRecordTitle(request, 'golden-visa')));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(await pageRecordTitle(request, 'golden-visa'));
  });

  test('client navigation: titles from the SEO calls; a failed call logs "Error fetching SEO:" and keeps the default title', async ({ page, request }) => {
    await page.goto('/area');
    await hydrated(page);
    const seoCall = page.waitForResponse((r) => r.url().endsWith('/api/getPageSeo'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    expect(((await seoCall).request().postDataJSON() as { page_name: string }).page_name).toBe('about-us');
    await expect(page).toHaveTitle(pageTitle(await pageRecordTitle(request, 'about-us')));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about-us$/);
    // A new page starts at its top with the focus on the main content.
    await expect(page.locator('#main-content')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // A project page uses GET /api/{slug}/getProjectSeoData.
    await page.goto('/project');
    await hydrated(page);
    const projectCall = page.waitForResponse((r) => /\/api\/[^/]+\/getProjectSeoData$/.test(r.url()));
    const firstCard = page.getByRole('list', { name: 'Projects' }).getByRole('link').first();
    const heading = (await firstCard.getByRole('heading').textContent())!;
    await firstCard.click();
    const answer = (await (await projectCall).json()) as { data: { seo_title: string; main_title: string } };
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(pageTitle(answer.data.seo_title || answer.data.main_title));

    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await page.route('**/api/getPageSeo', (route) => route.abort('failed'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(await pageRecordTitle(request, 'terms-conditions'));
    await expect(page).toHaveTitle('Oasis Invest');
    await expect.poll(() => logged.some((t) => t.startsWith('Error fetching SEO:'))).toBe(true);
  });

  test('a skip link leads to the main content; the footer carries the contact details from the settings', async ({ page, request }) => {
    const { settings } = (await (await request.get('/api/site/layout')).json()) as { settings: Record<string, string | null> };
    await page.goto('/developers');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Company' }).getByRole('link')).toHaveText(['Invest Dubai', 'Homepage', 'Developers', 'Projects']);
    await expect(footer.getByRole('navigation', { name: 'Resources' }).getByRole('link')).toHaveText([
      'Blogs', 'About Us', 'Areas', 'Contact Us', 'Investment Guide', 'Privacy Policy', 'Terms & Conditions',
    ]);
    await expect(footer).toContainText(settings.address!);
    for (const value of [settings.phone_primary, settings.phone_secondary, settings.email_primary, settings.email_secondary]) if (value) await expect(footer).toContainText(value);
    for (const name of ['Instagram', 'Facebook', 'Twitter', 'LinkedIn']) await expect(footer.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    if (settings.whatsapp_number)
      // The chat opens pre-filled with the page's reference (issue 29), so the message can be matched to this page.
      await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' })).toHaveAttribute(
        'href',
        `https://wa.me/${settings.whatsapp_number.replace(/\D/g, '')}?text=${encodeURIComponent('Hello! I have a question about investing in Dubai. (ref: /developers)')}`,
      );
    await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} Oasis Invest`);
  });

  test('the home page search box lands on the project list with the query', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('searchbox', { name: 'Search projects by name, area or developer' }).fill('Marina');
    await page.getByRole('button', { name: 'Search projects' }).click();
    await expect(page).toHaveURL(/\/project\?q=Marina$/);
    await expect(page.getByRole('status').filter({ hasText: 'matching “Marina”' })).toBeVisible();
  });

  test('list pages paginate with links that work without script', async ({ request }) => {
    const list = (await (await request.get('/api/site/projects')).json()) as { pageCount: number; items: { title: string }[] };
    test.skip(list.pageCount < 2, 'the demo content fits on one page');
    const html = await (await request.get('/project?page=2')).text();
    expect(html).toContain('aria-current="page">2<');
    const second = (await (await request.get('/api/site/projects?page=2')).json()) as { items: { title: string }[] };
    expect(html).toContain(second.items[0].title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    expect((await request.get('/project?page=0')).status()).toBe(400);
  });
});
