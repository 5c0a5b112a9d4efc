import { expect, searchList, test } from './admin-fixtures';
import { E2E_PREVIEW_SECRET } from '../../playwright.config';
import { previewToken } from '../../server/preview/token';
import { VALID_PERMIT } from '../helpers/permit';

// Editorial safety (issue 31): bulk publish with undo, bulk delete with undo, and a signed preview link
// opened by someone without an account (an altered or expired one refused).
test('bulk publish and undo, bulk delete and undo, in the project list', async ({ ownerPage: page, ownerToken, request }) => {
  const auth = { Authorization: `Bearer ${ownerToken}` };
  const run = Date.now();
  const ids: number[] = [];
  for (const name of ['Creek Vista', 'Creek Bloom']) {
    const res = await request.post('/api/projects', { headers: auth, data: { title: `${name} ${run}`, status: 'off_plan', published: false, ...VALID_PERMIT } });
    expect(res.status(), await res.text()).toBe(201);
    ids.push((await res.json()).id);
  }
  const published = async () => Promise.all(ids.map(async (id) => (await (await request.get(`/api/projects/${id}`, { headers: auth })).json()).published as boolean));

  await page.goto('/admin/project-list');
  await searchList(page, 'Search title, slug or permit', `${run}`);
  await expect(page.getByRole('row')).toHaveCount(3);
  await page.getByRole('checkbox', { name: 'Select all' }).check();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('Publish: 2 records');
  const bulk = page.waitForResponse((r) => r.url().endsWith('/api/projects/bulk'));
  await page.getByRole('button', { name: 'Confirm' }).click();
  expect((await bulk).status()).toBe(200);
  const notice = page.getByRole('status').filter({ hasText: 'Publish: 2 records changed' });
  await expect(notice).toBeVisible();
  expect(await published()).toEqual([true, true]);
  await page.screenshot({ path: 'test-results/editorial-bulk-undo.png' });

  const undo = page.waitForResponse((r) => r.url().endsWith('/api/projects/bulk/undo'));
  await notice.getByRole('button', { name: 'Undo' }).click();
  expect((await undo).status()).toBe(200);
  await expect(page.getByText('Undone: 2 records restored')).toBeVisible();
  expect(await published()).toEqual([false, false]);
  // Each change and its undo are versions: created, published, restored.
  const history = await (await request.get(`/api/projects/${ids[0]}/versions`, { headers: auth })).json();
  expect(history.versions.map((v: { op: string }) => v.op)).toEqual(['restore', 'update', 'create']);

  // Delete after a confirmation; Undo within 10 seconds sends nothing.
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('Delete: 2 records');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('2 records deleted')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('2 records deleted')).toBeHidden({ timeout: 15_000 });
  for (const id of ids) expect((await request.get(`/api/projects/${id}`, { headers: auth })).status()).toBe(200);
  await expect(page.getByRole('row')).toHaveCount(3);
});

test('a preview link shows a draft to someone without an account; altered, expired and revoked links are refused', async ({ ownerPage: page, ownerToken, request, browser }) => {
  const auth = { Authorization: `Bearer ${ownerToken}` };
  const title = `Lagoon Crest Draft ${Date.now()}`;
  const created = await request.post('/api/projects', { headers: auth, data: { title, status: 'off_plan', published: false, starting_price_aed: 1_650_000 } });
  const { id, slug } = await created.json();
  expect((await request.get(`/project/${slug}`)).status()).toBe(404);

  await page.goto(`/admin/${id}/edit-project`);
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Create link' }).click();
  const link = await page.getByRole('textbox', { name: 'Preview link' }).inputValue();
  expect(link).toMatch(/\/preview\/\d+\.\d+\.[\w-]{43}$/);
  const path = new URL(link).pathname;

  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  const answer = await visitor.goto(path);
  expect(answer!.status()).toBe(200);
  expect(answer!.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(answer!.headers()['cache-control']).toBe('private, no-store');
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.screenshot({ path: 'test-results/editorial-preview.png', fullPage: false });

  const [linkId, exp, sig] = path.split('/preview/')[1].split('.');
  const altered = await visitor.goto(`/preview/${linkId}.${Number(exp) + 3600}.${sig}`);
  expect(altered!.status()).toBe(404);
  const expired = await visitor.goto(`/preview/${previewToken(E2E_PREVIEW_SECRET, { linkId: Number(linkId), expiresAt: Math.floor(Date.now() / 1000) - 60 })}`);
  expect(expired!.status()).toBe(410);
  await expect(visitor.getByRole('heading', { name: 'Preview link expired' })).toBeVisible();

  // Revoked from the dialog: the link stops working.
  await page.getByRole('button', { name: 'Revoke' }).first().click();
  await expect(page.getByText('Revoked')).toBeVisible();
  expect((await visitor.goto(path))!.status()).toBe(410);
  await guest.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('the bulk actions are one Actions menu that fits the screen; publish and undo from it', async ({ ownerPage: page, ownerToken, request }) => {
    const auth = { Authorization: `Bearer ${ownerToken}` };
    const run = Date.now();
    const res = await request.post('/api/projects', { headers: auth, data: { title: `Creek Phone ${run}`, status: 'off_plan', published: false, ...VALID_PERMIT } });
    const id = (await res.json()).id as number;
    await page.goto('/admin/project-list');
    await searchList(page, 'Search title, slug or permit', `${run}`);
    await page.getByRole('checkbox').first().check();
    const actions = page.getByRole('button', { name: 'Actions' });
    await expect(actions).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await actions.click();
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Publish', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Publish: 1 record changed' });
    await expect(notice).toBeVisible();
    await page.screenshot({ path: 'test-results/editorial-bulk-phone.png' });
    expect((await (await request.get(`/api/projects/${id}`, { headers: auth })).json()).published).toBe(true);
    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Undone: 1 record restored')).toBeVisible();
    expect((await (await request.get(`/api/projects/${id}`, { headers: auth })).json()).published).toBe(false);
  });
});
