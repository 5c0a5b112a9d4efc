import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

/** Injecting axe needs the page's CSP set aside (it allows only the site's own scripts). */
test.use({ bypassCSP: true });

async function routes(request: APIRequestContext): Promise<string[]> {
  const home = (await (await request.get('/api/site/home')).json()) as {
    featuredProjects: { slug: string }[];
    areas: { slug: string }[];
    developers: { slug: string }[];
    blogs: { id: number }[];
    guides: { slug: string }[];
  };
  return [
    '/', '/project', `/project/${home.featuredProjects[0].slug}`, '/area', `/area/${home.areas[0].slug}`, '/developers', `/developers/${home.developers[0].slug}`,
    '/investment-guide', `/investment-guide/${home.guides[0].slug}`, '/dubai-vision', '/golden-visa', '/invest-dubai', '/blogs', `/blogs/${home.blogs[0].id}/detail`,
    '/about-us', '/contact-us', '/mortgages', '/privacy-policy', '/terms-conditions', '/no-such-page',
  ];
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`every route passes axe (WCAG 2.2 AA and best practices) on ${viewport.name}, enquiry form loaded`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    for (const path of await routes(request)) {
      await page.goto(path);
      // The section stays while its form is swapped for the full one, so it is what gets scrolled to.
      const section = page.locator('#enquiry, [aria-labelledby="contact-form-title"]').first();
      if (await section.count()) {
        await section.scrollIntoViewIfNeeded();
        await section.getByLabel('Full name').click(); // the full form loads on first use
        await expect(page.locator('form[data-enquiry-ready="true"]').first()).toBeVisible();
      }
      await page.addScriptTag({ path: AXE });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
        const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] });
        return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      expect(violations, path).toEqual([]);
    }
  });
}
