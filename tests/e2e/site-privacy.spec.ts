import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type BrowserContext, type Page, type Request } from '@playwright/test';
import { hydrated } from './site-helpers';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');
/** Cookies and storage the site may write before (or without) a choice. */
const NECESSARY_COOKIES = ['XSRF-TOKEN', 'lang', 'oasis_consent'];
const NECESSARY_STORAGE = ['filter_projects'];

// These visitors have not answered yet (the other specs' visitors have refused: playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] }, bypassCSP: true });

async function projectPath(request: APIRequestContext) {
  const [project] = ((await (await request.get('/api/site/projects')).json()) as { items: { slug: string }[] }).items;
  return `/project/${project.slug}`;
}
/** Every activity beacon the page sends, with the answer it got. */
function beacons(page: Page) {
  const sent: Request[] = [];
  page.on('request', (r) => r.url().includes('/api/activity') && sent.push(r));
  return sent;
}
async function storageKeys(page: Page) {
  return page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
}
async function cookieNames(context: BrowserContext) {
  return (await context.cookies()).map((c) => c.name);
}
/** Leaves the project page inside the app (its view ends, the recorder's batch goes within seconds). */
async function leaveProject(page: Page) {
  await page.locator('header').getByRole('link', { name: 'Oasis Invest home page' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/project/'));
}

test.describe('consent (issue 24)', () => {
  test('before a choice: the banner, only necessary cookies and storage, no activity beacon; refuse -> none', async ({ page, context, request }) => {
    const sent = beacons(page);
    const path = await projectPath(request);
    await page.goto(`${path}?utm_source=newsletter&utm_campaign=autumn`);
    await hydrated(page);
    const banner = page.getByRole('dialog', { name: 'Your privacy choices' });
    await expect(banner).toBeVisible();
    expect((await cookieNames(context)).filter((c) => !NECESSARY_COOKIES.includes(c))).toEqual([]);
    const keys = await storageKeys(page);
    expect([...keys.local, ...keys.session].filter((k) => !NECESSARY_STORAGE.includes(k))).toEqual([]);

    // Accept and refuse are alike and side by side; the choices are one step away.
    await banner.getByRole('button', { name: 'Choose' }).click();
    await expect(banner.getByRole('checkbox', { name: /Analytics/ })).not.toBeChecked();
    await banner.getByRole('button', { name: 'Refuse all' }).click();
    await expect(banner).toBeHidden();
    const consent = (await context.cookies()).find((c) => c.name === 'oasis_consent')!;
    expect(decodeURIComponent(consent.value)).toMatch(/^v:2026-11-25\|a:0\|m:0\|t:\d{4}-\d\d-\d\dT[^|]+\|i:\w+$/);
    await leaveProject(page);
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('dialog', { name: 'Your privacy choices' })).toHaveCount(0);
    await leaveProject(page);
    // Nothing is queued to wait for: the recorder is not even downloaded (checked over the recorder's own delay).
    await page.waitForTimeout(6000);
    expect(sent).toEqual([]);
    expect(await cookieNames(context)).not.toContain('oasis_vid');
    expect((await storageKeys(page)).session).not.toContain('enquiry_source');
  });

  test('accept -> a first-party id, the visit\'s campaign stored, project views sent in beacons the server accepts', async ({ page, context, request }) => {
    const sent = beacons(page);
    const path = await projectPath(request);
    await page.goto(`${path}?utm_source=newsletter&utm_campaign=autumn`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect(page.getByRole('dialog', { name: 'Your privacy choices' })).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('enquiry_source'))).toContain('autumn');
    const beacon = page.waitForResponse((r) => r.url().includes('/api/activity'), { timeout: 20_000 });
    await leaveProject(page);
    const answer = await beacon;
    expect(answer.status()).toBe(204);
    // 204: the server stored the batch (it refuses without consent, tests/api/privacy.test.ts).
    expect(sent.length).toBeGreaterThan(0);
    expect(await cookieNames(context)).toContain('oasis_vid');
    // Withdrawing through "Privacy choices" (keyboard): the id goes, nothing more is sent.
    const link = page.getByRole('link', { name: 'Privacy choices' });
    await link.focus();
    await page.keyboard.press('Enter');
    const banner = page.getByRole('dialog', { name: 'Your privacy choices' });
    await expect(banner.getByRole('heading', { name: 'Your privacy choices' })).toBeFocused();
    await expect(banner.getByRole('checkbox', { name: /Analytics/ })).toBeChecked();
    await banner.getByRole('checkbox', { name: /Analytics/ }).uncheck();
    await banner.getByRole('button', { name: 'Save my choices' }).click();
    await expect(banner).toBeHidden();
    await expect(link).toBeFocused();
    expect(await cookieNames(context)).not.toContain('oasis_vid');
  });

  test('Global Privacy Control -> refused: no banner to answer, no id, no beacon', async ({ browser, request, baseURL }) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'Sec-GPC': '1' } });
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    const page = await context.newPage();
    const sent = beacons(page);
    await page.goto(await projectPath(request));
    await hydrated(page);
    await expect(page.getByRole('dialog', { name: 'Your privacy choices' })).toHaveCount(0);
    // Even an "Accept all" from the choices stays refused while GPC is on.
    await page.getByRole('link', { name: 'Privacy choices' }).click();
    await page.getByRole('button', { name: 'Accept all' }).click();
    await leaveProject(page);
    await page.waitForTimeout(6000);
    expect(sent).toEqual([]);
    expect(await cookieNames(context)).not.toContain('oasis_vid');
    await context.close();
  });

  test('the banner in Arabic on a 390 px phone: no sideways scroll, keyboard reachable, passes axe', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
    const page = await context.newPage();
    await page.goto('/ar');
    await hydrated(page);
    const banner = page.getByRole('dialog', { name: 'خيارات الخصوصية الخاصة بك' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'اختيار' }).click();
    await expect(banner.getByRole('checkbox')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    const box = (await banner.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/privacy-banner-ar.png' });
    await page.addScriptTag({ path: AXE });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(ctx: Element, o: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
      const result = await axe.run(document.querySelector('[data-testid="consent-banner"]')!, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);
    await banner.getByRole('button', { name: 'رفض الكل' }).click();
    await expect(banner).toBeHidden();
    await context.close();
  });

  test('/privacy-policy: what we keep, and a request form that names each problem', async ({ page }) => {
    await page.goto('/privacy-policy');
    await hydrated(page);
    await page.getByRole('button', { name: 'Refuse all' }).click();
    await expect(page.getByRole('heading', { name: 'What we keep' })).toBeVisible();
    await expect(page.getByText('Deleted after 365 days')).toBeVisible();
    const form = page.locator('#privacy-request');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByText('Please enter your email address')).toBeVisible();
    await expect(form.getByText('Please choose a copy of your data or its erasure')).toBeVisible();
    await expect(form.getByLabel('Email address')).toBeFocused();
    await form.getByLabel('Email address').fill('someone@example.com');
    await form.getByLabel('A copy of my data').check();
    await form.getByRole('button', { name: 'Send request' }).click();
    // The request waits for the link e-mailed to the address (tests/e2e/admin-privacy.spec.ts follows it).
    await expect(form.getByRole('status')).toContainText('you will receive an e-mail with a link to confirm');
    await page.screenshot({ path: '/tmp/privacy-policy-form.png', fullPage: false });
  });
});
