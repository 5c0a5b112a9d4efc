import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import { MENU, isGroup } from '../../admin/layout/menuItems';
import { expect, signIn, test, xsrfHeaders, apiCreator } from './admin-fixtures';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

/** A sales phone: Chromium with mobile viewport rules and touch, 390 x 844. Injecting axe needs the CSP set aside. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });

/** axe on the settled screen (no request in flight, so no transient spinner; the start-up splash gone). */
async function axe(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('layout-loader')).toBeHidden();
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const run = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await run.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** How far the page scrolls sideways (0 when it fits the screen). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A sales member, invited by the owner and activated through the API. */
async function salesMember(request: APIRequestContext, ownerToken: string, run: string) {
  const email = `sales.${run}@example.com`;
  const password = 'Phone-desk-2026-pass';
  const invited = await request.post('/api/users', { headers: { Authorization: `Bearer ${ownerToken}` }, data: { email, first_name: 'Nadia', last_name: 'Karim', role: 'sales' } });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL((await invited.json()).activation_url).searchParams.get('token');
  const activated = await request.post('/api/activation', { headers: await xsrfHeaders(request), data: { token, first_name: 'Nadia', last_name: 'Karim', password } });
  expect(activated.status(), await activated.text()).toBe(200);
  return { email, password };
}

test('a salesperson on a phone finds a new lead, calls or messages the visitor and records the outcome', async ({ page, request, ownerToken }) => {
  const run = Date.now().toString(36);
  const name = `Khalid Phone ${run}`;
  const sent = await request.post('/api/sendEnquiry', {
    headers: await xsrfHeaders(request),
    data: { name, email: `khalid.${run}@example.com`, phone: '+971 50 123 4567', budget: '3200000', investmentTimeline: 'Within 3 months', source_path: '/project/palm-horizon', utm_source: 'instagram' },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const sales = await salesMember(request, ownerToken, run);

  // The sign-in page fits the phone and passes axe.
  await page.goto('/login-admin-oasisinvest');
  expect(await sidewaysScroll(page)).toBe(0);
  expect(await axe(page)).toEqual([]);
  await signIn(page, sales.email, sales.password);
  expect(await sidewaysScroll(page), 'dashboard').toBe(0);
  await expect(page.getByRole('heading', { name: 'Latest enquiries' })).toBeVisible();
  expect(await axe(page)).toEqual([]);

  // The menu is a drawer: open it, tap Enquiry; it closes by itself.
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await page.getByRole('menuitem', { name: 'Enquiry', exact: true }).tap();
  await expect(page).toHaveURL(/\/admin\/enquiry$/);
  await expect(page.getByRole('menuitem', { name: 'Enquiry', exact: true })).toBeHidden();

  // The compact list, not the table: new leads only, then the search.
  await expect(page.getByTestId('compact-list')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByLabel('Status').tap();
  await page.getByRole('option', { name: 'New' }).tap();
  await page.getByPlaceholder('Name, email, phone').fill(run);
  const row = page.getByRole('link', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('compact-list').getByRole('listitem')).toHaveCount(1);
  await expect(row).toContainText('New');
  await expect(row).toContainText('AED 3,200,000');
  expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await sidewaysScroll(page), 'enquiry list').toBe(0);
  expect(await axe(page)).toEqual([]);

  // Tap the lead: who, budget, timeline and source first, with big call / WhatsApp / e-mail buttons.
  await row.tap();
  await expect(page).toHaveURL(/\/admin\/enquiries\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByText('Within 3 months').first()).toBeVisible();
  await expect(page.getByTestId('response-timer')).toContainText(/^(Waiting|Overdue) \d/);
  const call = page.getByRole('link', { name: `Call ${name}` });
  const whatsapp = page.getByRole('link', { name: `WhatsApp ${name}` });
  const email = page.getByRole('link', { name: `E-mail ${name}` });
  await expect(call).toHaveAttribute('href', 'tel:+971501234567');
  // Opens with a greeting in the lead's language (issue 40 item 5).
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/971501234567\?text=Hello%20Khalid%20Phone/);
  await expect(email).toHaveAttribute('href', `mailto:khalid.${run}@example.com`);
  for (const link of [call, whatsapp, email]) {
    await expect(link).toBeInViewport();
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  expect(await sidewaysScroll(page), 'lead').toBe(0);
  expect(await axe(page)).toEqual([]);

  // Record the outcome: tap a status, write a note, save.
  await page.getByRole('button', { name: 'Contacted', exact: true }).tap();
  await page.getByLabel('Notes').fill('Called from a viewing: wants a 2-bedroom, call back Sunday');
  await page.getByRole('button', { name: 'Assign to me' }).tap();
  await page.getByRole('button', { name: 'Save changes' }).tap();
  await expect(page.getByText('Element updated')).toBeVisible();
  const list = await request.get(`/api/enquiries?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`, { headers: { Authorization: `Bearer ${ownerToken}` } });
  const [lead] = await list.json();
  expect(lead.status).toBe('contacted');
  expect(lead.notes).toContain('call back Sunday');
  expect(lead.assignee_id).not.toBeNull();
});

test('no back-office screen scrolls sideways on a 390 px phone', async ({ ownerPage: page, ownerToken, request }) => {
  test.setTimeout(240_000);
  const auth = { Authorization: `Bearer ${ownerToken}` };
  const run = Date.now().toString(36);
  const make = apiCreator(request, ownerToken);
  const firstId = async (resource: string) => (await (await request.get(`/api/${resource}?range=[0,0]`, { headers: auth })).json())[0].id as number;

  const menuRoutes = MENU.flatMap((e) => (isGroup(e) ? e.items.map((i) => i.to) : [e.to]));
  const routes = [
    ...menuRoutes,
    '/admin/profile',
    '/admin/add-project',
    '/admin/add-blog',
    '/admin/add-investment-guides',
    '/admin/users/create',
    '/admin/banners/create',
    '/admin/testimonials/create',
    '/admin/locations/create',
    `/admin/${await make('projects', { title: `Phone Project ${run}`, status: 'ready' })}/edit-project`,
    `/admin/${await make('areas', { name: `Phone Area ${run}` })}/edit-area`,
    `/admin/${await make('developers', { name: `Phone Developer ${run}` })}/edit-developer`,
    `/admin/${await make('blogs', { title: `Phone Blog ${run}` })}/edit-blog`,
    `/admin/enquiries/${await firstId('enquiries')}`,
    `/admin/mortgage-enquiries/${await firstId('mortgage-enquiries')}`,
    `/admin/users/${await firstId('users')}`,
  ];
  const wide: string[] = [];
  for (const path of routes) {
    await page.goto(path);
    await expect(page.locator('#react-admin-title'), path).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    if (await sidewaysScroll(page)) wide.push(path);
    // Every tab of a tabbed form, too.
    const tabs = page.getByRole('tab');
    for (let i = 1; i < (await tabs.count()); i += 1) {
      await tabs.nth(i).tap();
      if (await sidewaysScroll(page)) wide.push(`${path} tab ${i}`);
    }
  }
  expect(wide).toEqual([]);

  // The menu drawer, open.
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(page.getByRole('menuitem', { name: 'Enquiry', exact: true })).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  expect(await axe(page)).toEqual([]);
});

test('edit forms on a phone: one column, the right keyboards, images from the photo library', async ({ ownerPage: page }) => {
  await page.goto('/admin/settings');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveAttribute('type', 'tel');
  await expect(page.getByLabel('WhatsApp number')).toHaveAttribute('type', 'tel');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Instagram')).toHaveAttribute('inputmode', 'url');
  // One column: every field spans the form's width (switches, such as the Golden Visa rules', sit on their own line).
  const widths = await page.locator('form input:not([type="hidden"]):not([type="checkbox"]), form textarea:not([aria-hidden])').evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().width > 0).map((e) => Math.round(e.closest('.MuiFormControl-root')!.getBoundingClientRect().width)));
  expect(new Set(widths).size).toBe(1);
  expect(await axe(page)).toEqual([]);

  await page.goto('/admin/add-project');
  await page.getByRole('tab', { name: 'Prices and plan' }).tap();
  await expect(page.getByLabel('Starting price (AED)')).toHaveAttribute('inputmode', 'decimal');
  await page.getByRole('tab', { name: 'Media' }).tap();
  // A file input that takes images (the phone offers its photo library), never forced to the camera.
  const gallery = page.locator('.ra-input-gallery input[type="file"]');
  await expect(gallery).toHaveAttribute('accept', /image\/jpeg/);
  await expect(gallery).not.toHaveAttribute('capture', /.*/);
  await expect(page.getByText('tap to choose them from your photos or files').first()).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
});
