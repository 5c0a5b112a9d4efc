import fs from 'node:fs';
import { expect, test, type Route } from '@playwright/test';
import { hydrated, watchPage as watch } from './site-helpers';

/**
 * A feature's texts in the page's language only (issue 41): a page fetches its own language's plan words, calculator
 * and Golden Visa texts and no other's; the server's HTML is already translated, hydration matches it, and a lazily
 * loaded feature never shows in English first: it waits for its texts, fetched alongside its code.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const manifest = JSON.parse(fs.readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
const chunkOf = (source: string) => `/build/${manifest[source].file}`;
const FEATURES = ['src/paymentPlan/words', 'site/investment/calcTexts', 'site/investment/visaTexts'];
const textChunks = (lang: string) => FEATURES.map((f) => chunkOf(`${f}/${lang}.ts`));

test('a Russian project page: the plan in Russian from the server, hydrated without a mismatch; only Russian texts fetched', async ({ page, request }) => {
  const html = await (await request.get('/ru/project/canal-point-tower')).text();
  expect(html).toContain('Первый взнос');
  expect(html).toContain('Ежемесячно, взносов: 40');
  // The plan words travel with the parts that show them (islands, decision 049), not with the page.
  expect(html).not.toContain(chunkOf('src/paymentPlan/words/ru.ts'));

  const { fetched, errors } = watch(page);
  await page.goto('/ru/project/canal-point-tower');
  await hydrated(page);
  const plan = page.getByTestId('project-plan');
  await expect(plan.locator('tbody tr').first()).toContainText('Первый взнос');
  await page.locator('#returns-calculator').scrollIntoViewIfNeeded();
  const price = page.getByTestId('returns-calculator').getByLabel('Цена (AED)');
  await expect(price).toBeVisible();
  await expect(page.getByTestId('calc-plan').locator('tbody tr').first()).toContainText('Первый взнос');
  // The calculator is an island (decision 049): its texts come with its code at the first use.
  await price.focus();
  for (const chunk of textChunks('ru')) await expect.poll(() => fetched).toContain(chunk);
  expect(errors).toEqual([]);
  for (const chunk of [...textChunks('ar'), ...textChunks('zh')]) expect(fetched).not.toContain(chunk);
});

test('an English project page fetches no other language\'s texts, the calculator open', async ({ page }) => {
  const { fetched, errors } = watch(page);
  await page.goto('/project/canal-point-tower');
  await hydrated(page);
  await page.locator('#returns-calculator').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('returns-calculator').getByLabel('Price (AED)')).toBeVisible();
  expect(errors).toEqual([]);
  for (const chunk of ['ar', 'ru', 'zh'].flatMap(textChunks)) expect(fetched).not.toContain(chunk);
});

test('the returns calculator on a Russian page is Russian server HTML until its code and Russian texts (fetched together at first use) hydrate it', async ({ page }) => {
  const { fetched, errors } = watch(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${chunkOf('site/investment/calcTexts/ru.ts')}`, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto('/ru/project/canal-point-tower');
  await hydrated(page);
  await page.locator('#returns-calculator').scrollIntoViewIfNeeded();
  const calc = page.getByTestId('returns-calculator');
  const cash = calc.getByTestId('result-cash-before');
  const firstCash = await cash.textContent();
  await calc.getByLabel('Цена (AED)').focus();
  // The code is asked for while its texts are still on their way: in parallel, not one after the other.
  await expect.poll(() => fetched.includes(chunkOf('site/investment/ReturnsCalculator.tsx'))).toBe(true);
  await expect.poll(() => fetched.includes(chunkOf('site/investment/calcTexts/ru.ts'))).toBe(true);
  // Typed while the texts are held: shown at once, the figures follow once hydrated; never English.
  await calc.getByLabel('Цена (AED)').fill('5000000');
  await expect(page.getByText('Price (AED)')).toHaveCount(0);
  await expect(cash).toHaveText(firstCash!);
  release();
  await expect(cash).not.toHaveText(firstCash!);
  await expect(calc.getByLabel('Цена (AED)')).toHaveValue('5000000');
  expect(errors).toEqual([]);
});

test('the Golden Visa check on a Russian page is Russian server HTML until its code and Russian texts (fetched together at first use) hydrate it', async ({ page }) => {
  const { fetched, errors } = watch(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${chunkOf('site/investment/visaTexts/ru.ts')}`, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto('/ru/golden-visa');
  await hydrated(page);
  await page.locator('#golden-visa-check').scrollIntoViewIfNeeded();
  const check = page.getByTestId('golden-visa-check');
  const value = check.getByLabel('Стоимость объекта (AED)').first();
  await expect(value).toBeVisible(); // the server's HTML, in Russian, before any of its code
  const summary = check.getByTestId('visa-summary');
  const first = await summary.textContent();
  await value.focus();
  await expect.poll(() => fetched.includes(chunkOf('site/golden-visa/GoldenVisaCheck.tsx'))).toBe(true);
  await expect.poll(() => fetched.includes(chunkOf('site/investment/visaTexts/ru.ts'))).toBe(true);
  await value.fill('2500000');
  await expect(page.getByText('Property value (AED)')).toHaveCount(0);
  await expect(summary).toHaveText(first!);
  release();
  await expect(summary).not.toHaveText(first!);
  await expect(value).toHaveValue('2500000');
  expect(errors).toEqual([]);
});
