import type { Page } from '@playwright/test';
import { LOGIN_PATH } from '../../src/constants';
import { activatedMember, apiCreator, expect, searchList, signIn, test, xsrfHeaders } from './admin-fixtures';
import { VALID_PERMIT } from '../helpers/permit';

/** The show view: the record's fields are there, read-only, with neither Save nor Delete. */
async function expectReadOnly(page: Page, label: string, value: string) {
  await expect(page).toHaveURL(/\/show$/);
  const field = page.getByLabel(label, { exact: true }).first();
  await expect(field).toHaveValue(value);
  await expect(field).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
}

test('a viewer opens a project, an area and a blog read-only from their lists', async ({ page, request, ownerToken }) => {
  const run = Date.now().toString(36);
  const create = apiCreator(request, ownerToken);
  const developerId = await create('developers', { name: `Nakheel ${run}`, published: true });
  await create('projects', { title: `Palm Crest ${run}`, status: 'off_plan', developer_id: developerId, starting_price_aed: 2450000, published: false });
  await create('areas', { name: `Jumeirah Bay ${run}`, summary: 'An island of villas off Jumeirah', published: true });
  await create('blogs', { title: `Off-plan in 2026 ${run}`, category: 'blog', author: 'Maya Rahman', excerpt: 'What changed this year', published: true });
  const viewer = await activatedMember(request, ownerToken, 'viewer', run);
  await signIn(page, viewer.email, viewer.password);

  await page.goto('/admin/project-list');
  await page.getByRole('row', { name: new RegExp(`Palm Crest ${run}`) }).click();
  await expectReadOnly(page, 'Title', `Palm Crest ${run}`);
  await expect(page.getByLabel('Developer', { exact: true })).toHaveValue(`Nakheel ${run}`);
  await page.getByRole('tab', { name: 'Prices and plan' }).click();
  await expect(page.getByLabel('Starting price (AED)')).toHaveValue('2450000');
  await expect(page.getByLabel('Starting price (AED)')).toHaveAttribute('readonly', '');
  // The editor's own address stays closed to a viewer.
  const showUrl = page.url();
  await page.goto(showUrl.replace(/\/projects\/(\d+)\/show$/, '/$1/edit-project'));
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();

  await page.goto('/admin/area-list');
  await searchList(page, 'Search', run);
  await page.getByRole('row', { name: new RegExp(`Jumeirah Bay ${run}`) }).click();
  await expectReadOnly(page, 'Name', `Jumeirah Bay ${run}`);
  await expect(page.getByRole('textbox', { name: 'Summary' })).toHaveValue('An island of villas off Jumeirah');

  await page.goto('/admin/blog-list');
  await searchList(page, 'Search', run);
  await page.getByRole('row', { name: new RegExp(`Off-plan in 2026 ${run}`) }).click();
  await expectReadOnly(page, 'Title', `Off-plan in 2026 ${run}`);
  await expect(page.getByRole('textbox', { name: 'Author' })).toHaveValue('Maya Rahman');
});

test('sales open a project read-only and a lead through its show address', async ({ page, request, ownerToken }) => {
  const run = Date.now().toString(36);
  const projectId = await apiCreator(request, ownerToken)('projects', { title: `Creek Gate ${run}`, status: 'ready', published: true, ...VALID_PERMIT });
  const sent = await request.post('/api/sendEnquiry', {
    headers: await xsrfHeaders(request),
    data: { name: `Hamdan ${run}`, email: `hamdan.${run}@example.com`, phone: '0501234567', budget: '3000000', investmentTimeline: 'Within 3 months', source_path: '/contact-us' },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const leads = await request.get(`/api/enquiries?filter=${encodeURIComponent(JSON.stringify({ q: `Hamdan ${run}` }))}`, { headers: { Authorization: `Bearer ${ownerToken}` } });
  const [lead] = await leads.json();
  const sales = await activatedMember(request, ownerToken, 'sales', run);
  // Leads belong to someone (issue 40 item 4): the owner gives this one to the new salesperson.
  const owner = { Authorization: `Bearer ${ownerToken}` };
  const [member] = await (await request.get(`/api/users?filter=${encodeURIComponent(JSON.stringify({ q: sales.email }))}`, { headers: owner })).json();
  expect((await request.put(`/api/enquiries/${lead.id}`, { headers: owner, data: { assignee_id: member.id } })).status()).toBe(200);
  await signIn(page, sales.email, sales.password);

  await page.goto('/admin/project-list');
  await page.getByRole('row', { name: new RegExp(`Creek Gate ${run}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/projects/${projectId}/show$`));
  await expectReadOnly(page, 'Title', `Creek Gate ${run}`);

  // Sales follow leads up in the editor; the show view is the same lead without the follow-up form.
  await page.goto(`/admin/enquiries/${lead.id}/show`);
  await expect(page.getByRole('heading', { name: `Hamdan ${run}` })).toBeVisible();
  await expect(page.getByText('What the visitor sent')).toBeVisible();
  await expect(page.getByText('Within 3 months').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a viewer taps a project in the compact list and reads it without Save or Delete', async ({ page, request, ownerToken }) => {
    const run = Date.now().toString(36);
    await apiCreator(request, ownerToken)('projects', { title: `Marina Arc ${run}`, status: 'off_plan', published: true, ...VALID_PERMIT });
    const viewer = await activatedMember(request, ownerToken, 'viewer', run);
    await signIn(page, viewer.email, viewer.password);
    await page.goto('/admin/project-list');
    await page.getByRole('link', { name: new RegExp(`Marina Arc ${run}`) }).click();
    await expectReadOnly(page, 'Title', `Marina Arc ${run}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});

test('signing out in one tab sends the other tab to the sign-in page', async ({ ownerPage: first, context }) => {
  const second = await context.newPage();
  await second.goto('/admin/project-list');
  await expect(second.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await first.getByRole('button', { name: 'Profile' }).click();
  await first.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(first).toHaveURL(new RegExp(`${LOGIN_PATH}$`));
  await expect(second).toHaveURL(new RegExp(`${LOGIN_PATH}$`));
  await expect(second.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
});
