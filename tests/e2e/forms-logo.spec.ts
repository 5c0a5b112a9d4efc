import { expect, test } from '@playwright/test';

/** Issue 23, item 16: the header's product name is whole at every width from 360 px up, in every language. */
const WIDTHS = [360, 1280, 1440];
const LANGS = ['', '/ar', '/ru', '/zh'];

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use(width < 900 ? { viewport: { width, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { viewport: { width, height: 900 } });

    test('the logo shows the whole product name, clear of the menu and the language button', async ({ page }) => {
      for (const lang of LANGS) {
        await page.goto(`${lang}/`);
        const header = page.locator('header').first();
        const name = header.getByText('Oasis Invest', { exact: true }).first();
        await expect(name).toBeVisible();
        const check = await name.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const header = el.closest('header')!;
          const others = [...header.querySelectorAll<HTMLElement>('nav, details, button')]
            .filter((o) => !o.contains(el) && o.getBoundingClientRect().width > 0)
            .map((o) => ({ what: o.tagName.toLowerCase(), r: o.getBoundingClientRect() }));
          const overlaps = others
            .filter(({ r }) => r.left < box.right - 0.5 && r.right > box.left + 0.5 && r.top < box.bottom - 0.5 && r.bottom > box.top + 0.5)
            .map(({ what }) => what);
          return {
            cut: el.scrollWidth > el.clientWidth + 0.5,
            ellipsis: getComputedStyle(el).textOverflow === 'ellipsis' && getComputedStyle(el).overflow === 'hidden',
            inside: box.left >= 0 && box.right <= document.documentElement.clientWidth,
            overlaps,
            sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
          };
        });
        const at = `${lang || '/'} at ${width} px`;
        expect(check.cut, `${at}: the name is cut`).toBe(false);
        expect(check.ellipsis, `${at}: the name may end in an ellipsis`).toBe(false);
        expect(check.inside, `${at}: the name is off screen`).toBe(true);
        expect(check.overlaps, `${at}: the name is under another control`).toEqual([]);
        expect(check.sideways, `${at}: the page scrolls sideways`).toBe(false);
        if (process.env.FORMS_SHOTS) await page.screenshot({ path: `${process.env.FORMS_SHOTS}/forms-logo-${lang.slice(1) || 'en'}-${width}.png`, clip: { x: 0, y: 0, width, height: 140 } });
      }
    });
  });
}
