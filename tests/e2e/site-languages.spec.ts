import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated } from './site-helpers';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

// Injecting axe needs the page's CSP set aside (it allows only the site's own scripts).
test.use({ bypassCSP: true });

const LANGS = [
  { code: 'en', prefix: '', hreflang: 'en', dir: 'ltr', projects: 'Projects' },
  { code: 'ar', prefix: '/ar', hreflang: 'ar', dir: 'rtl', projects: 'المشاريع' },
  { code: 'ru', prefix: '/ru', hreflang: 'ru', dir: 'ltr', projects: 'Проекты' },
  { code: 'zh', prefix: '/zh', hreflang: 'zh-Hans', dir: 'ltr', projects: '项目' },
] as const;
const HREFLANGS = ['en', 'ar', 'ru', 'zh-Hans', 'x-default'];

async function projectSlug(request: APIRequestContext): Promise<string> {
  const home = (await (await request.get('/api/site/home')).json()) as { featuredProjects: { slug: string }[] };
  return home.featuredProjects[0].slug;
}

async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((els) => els.map((e) => [e.getAttribute('hreflang')!, e.getAttribute('href')!]));
  return Object.fromEntries(links);
}

const pathOf = (href: string) => new URL(href).pathname;

for (const l of LANGS) {
  test(`${l.code}: home and a project page carry lang, dir, title, canonical and a reciprocal hreflang set`, async ({ page, request }) => {
    const slug = await projectSlug(request);
    for (const path of [`${l.prefix}/`, `${l.prefix}/project/${slug}`]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', l.hreflang);
      await expect(page.locator('html')).toHaveAttribute('dir', l.dir);
      await expect(page).toHaveTitle(/Oasis Invest|\S/);
      await expect(page.locator(`header nav a[href="${l.prefix}/project"]`).first()).toHaveText(l.projects);
      const alt = await alternates(page);
      expect(Object.keys(alt).sort()).toEqual([...HREFLANGS].sort());
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(pathOf(canonical!)).toBe(pathOf(alt[l.hreflang]));
      // Reciprocal: every alternate names this page back.
      for (const [lang, href] of Object.entries(alt)) {
        if (lang === 'x-default') {
          expect(pathOf(href)).toBe(pathOf(alt.en));
          continue;
        }
        const res = await request.get(pathOf(href));
        expect(res.status(), href).toBe(200);
        const html = await res.text();
        expect(html, `${href} links back`).toContain(`hreflang="${l.hreflang}" href="${alt[l.hreflang]}"`);
      }
      await expect(page.locator(`meta[property="og:locale"]`)).toHaveAttribute('content', { en: 'en_US', ar: 'ar_AE', ru: 'ru_RU', zh: 'zh_CN' }[l.code]);
    }
  });
}

test('the switcher keeps the visitor on the same page and the choice is remembered', async ({ page, request }) => {
  const slug = await projectSlug(request);
  await page.goto(`/project/${slug}`);
  await page.locator('header details:has(a[hreflang]) > summary').click(); // the language menu (the currency menu is the other one)
  await page.locator('header a[hreflang="ru"]').click();
  await expect(page).toHaveURL(new RegExp(`/ru/project/${slug}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('link', { name: 'Проекты' }).first()).toBeAttached();
  // The cookie remembers it: an English address now leads to the Russian page.
  await page.goto('/area');
  await expect(page).toHaveURL(/\/ru\/area$/);
  await page.locator('header details:has(a[hreflang]) > summary').click(); // the language menu (the currency menu is the other one)
  await page.locator('header a[hreflang="en"]').click();
  await expect(page).toHaveURL(/\/area$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/developers');
  await expect(page).toHaveURL(/\/developers$/);
});

test('a browser in another language gets a suggestion, never a redirect', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ar-AE' });
  const page = await context.newPage();
  await page.goto('/about-us');
  await expect(page).toHaveURL(/\/about-us$/);
  const banner = page.getByRole('region', { name: 'هذه الصفحة متوفرة أيضاً باللغة العربية.' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'اقرأ بالعربية' })).toHaveAttribute('href', '/ar/about-us');
  await banner.getByRole('button').click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: 'هذه الصفحة متوفرة أيضاً باللغة العربية.' })).toHaveCount(0);
  await context.close();
});

test('a Russian page hydrates with its own words (no catalogue chunk before use); the next page reached in the app is in Russian', async ({ page }) => {
  // The catalogue's chunk by its source (other Russian chunks, the plan words among them, are named ru-* too).
  const manifest = JSON.parse(fs.readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const catalogueFile = `/build/${manifest['site/i18n/messages/ru.ts'].file}`;
  const catalogue: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === catalogueFile) catalogue.push(r.url());
  });
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  await page.goto('/ru/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(catalogue).toEqual([]);
  // The project page's words are not the home page's: the navigation must bring them (site/entry-client.tsx, dataStrategy).
  const homeWords = await page.evaluate(() => Object.keys((JSON.parse(document.getElementById('site-data')!.textContent!) as { messages: object }).messages));
  expect(homeWords).not.toContain('Unit types and prices');
  // Watched from before the click: an English heading shown even for a moment counts.
  await page.evaluate(() => {
    const w = window as { samePage?: boolean; sawEnglish?: boolean };
    w.samePage = true;
    new MutationObserver(() => {
      if (document.querySelector('main')?.textContent?.includes('Unit types and prices')) w.sawEnglish = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.locator('main a[href^="/ru/project/"]').first().click();
  await expect(page).toHaveURL(/\/ru\/project\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Типы лотов и цены' })).toBeVisible();
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage), 'a navigation in the app, not a page load').toBe(true);
  expect(await page.evaluate(() => (window as { sawEnglish?: boolean }).sawEnglish ?? false)).toBe(false);
  expect(catalogue).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('on a phone, a Russian page of each type with content shown only in the browser fetches no catalogue before use', async ({ browser, request }) => {
  // A word shown only after hydration (a table's swipe hint, the shortlist's share link) must be in the page's words.
  const manifest = JSON.parse(fs.readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const catalogueFile = `/build/${manifest['site/i18n/messages/ru.ts'].file}`;
  const slug = await projectSlug(request);
  const { items } = (await (await request.get('/api/site/projects')).json()) as { items: { slug: string }[] };
  const list = items.slice(0, 3).map((p) => p.slug).join(',');
  const area = ((await (await request.get('/api/site/areas')).json()) as { items: { slug: string }[] }).items[0].slug;
  for (const path of [`/ru/project/${slug}`, `/ru/area/${area}`, `/ru/shortlist?projects=${list}`, `/ru/compare?projects=${list}`, '/ru/market']) {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === catalogueFile && fetched.push(r.url()));
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(fetched, path).toEqual([]);
    await context.close();
  }
});

test.describe('Arabic on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('no sideways scroll, no script error (hydration matches), and the enquiry form answers in Arabic', async ({ page, request }) => {
    const slug = await projectSlug(request);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    for (const path of ['/ar/', `/ar/project/${slug}`]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.screenshot({ path: 'test-results/ar-project-phone.png', fullPage: false });
    expect(errors).toEqual([]);
    const form = page.locator('#enquiry');
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'أرسل الاستفسار' }).click();
    await expect(page.locator('form[data-enquiry-ready="true"]')).toBeVisible();
    await expect(form.getByText('هذا الحقل مطلوب').first()).toBeVisible();
    await expect(form.getByText('البريد الإلكتروني مطلوب')).toBeVisible();
    await form.getByLabel('البريد الإلكتروني').fill('not-an-address');
    await expect(form.getByText('يُرجى إدخال بريد إلكتروني صحيح')).toBeVisible();
    await page.screenshot({ path: 'test-results/ar-form-phone.png', fullPage: false });
  });
});

test('an Arabic page passes axe', async ({ page, request }) => {
  const slug = await projectSlug(request);
  for (const path of ['/ar/', `/ar/project/${slug}`]) {
    await page.goto(path);
    await page.addScriptTag({ path: AXE });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
      const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations, path).toEqual([]);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/ar/');
  await page.screenshot({ path: 'test-results/ar-home-desktop.png' });
});

test('on a 360 px phone the header logo is one line, whole, in every language, with no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const l of LANGS) {
    await page.goto(`${l.prefix}/`);
    const logo = page.locator('header a[aria-label^="Oasis Invest"]').first();
    await expect(logo).toBeVisible();
    const m = await logo.locator('span').first().evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(el).lineHeight),
      clipped: el.scrollWidth > el.clientWidth,
      pageWidth: document.documentElement.scrollWidth,
    }));
    expect(m.height, l.code).toBeLessThan(m.lineHeight * 1.5);
    expect(m.clipped, l.code).toBe(false);
    expect(m.pageWidth, l.code).toBeLessThanOrEqual(360);
  }
});

test('the mortgage calculator speaks the page\'s language: fee labels and the down-payment message, amounts through Intl', async ({ page }) => {
  await page.goto('/ru/mortgages?price=2000000');
  const calculator = page.getByRole('form', { name: 'Ипотечный калькулятор' });
  await expect(calculator).toBeVisible();
  await expect(page.getByRole('row', { name: /Сбор DLD за переход права собственности \(4% \+ административный сбор 580\sAED\)/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Регистрация ипотеки \(0,25% от суммы кредита/ })).toBeVisible();
  await expect(page.getByText(/DLD transfer fee|Mortgage registration|Agency fee|Bank processing fee/)).toHaveCount(0);
  const down = calculator.getByTestId('mortgage-down-payment');
  await down.fill('100000');
  await expect(calculator.getByText(/^Минимальный первый взнос — 400\s000\sAED \(максимальная доля кредита — 80%\)$/)).toBeVisible();
  await expect(calculator.getByText(/The minimum down payment is/)).toHaveCount(0);

  await page.goto('/ar/mortgages?price=2000000');
  await expect(page.getByRole('row', { name: /رسوم نقل الملكية لدى دائرة الأراضي والأملاك/ })).toBeVisible();
  await page.getByTestId('mortgage-down-payment').fill('100000');
  await expect(page.getByText(/الحد الأدنى للدفعة الأولى هو/)).toBeVisible();

  await page.goto('/zh/mortgages?price=2000000');
  await expect(page.getByRole('row', { name: /迪拜土地局过户费（4% \+/ })).toBeVisible();
});
