import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './admin-fixtures';
import { VALID_PERMIT } from '../helpers/permit';

// Drafts of published records (issue 31, decision 025): an editor saves a change of a live project as a draft,
// the public page keeps the live version, a preview link shows the draft, "Publish changes" makes it live.
async function publishedProject(request: APIRequestContext, token: string, title: string) {
  const res = await request.post('/api/projects', { headers: { Authorization: `Bearer ${token}` }, data: { title, status: 'off_plan', published: true, starting_price_aed: 1_450_000, ...VALID_PERMIT } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; slug: string; version: number };
}

const publicTitle = async (request: APIRequestContext, slug: string) => (await (await request.get(`/api/site/projects/${slug}`)).json()).project.title as string;

test('a draft of a published project: the public page is unchanged, the preview shows it, Publish changes makes it live', async ({ ownerPage: page, ownerToken, request, browser }) => {
  const title = `Harbour Point ${Date.now()}`;
  const project = await publishedProject(request, ownerToken, title);
  const pagePath = `/project/${project.slug}`;
  await expect.poll(async () => (await request.get(pagePath)).status()).toBe(200);

  await page.goto(`/admin/${project.id}/edit-project`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await page.getByLabel('Title', { exact: true }).fill(`${title} Residences`);
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/projects/${project.id}/draft`) && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  expect((await saved).status()).toBe(200);

  const banner = page.getByTestId('draft-banner');
  await expect(banner).toContainText('Unpublished changes by Site Owner, at');
  await expect(banner).toContainText('Changed: Title');
  // The live record and its public page are as they were.
  expect(await publicTitle(request, project.slug)).toBe(title);
  const live = await (await request.get(pagePath)).text();
  expect(live).toContain(title);
  expect(live).not.toContain(`${title} Residences`);
  // Reloaded, the form shows the draft and the Save button says it publishes.
  await page.reload();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`${title} Residences`);
  await expect(page.getByRole('button', { name: 'Save and publish' })).toBeVisible();
  await page.screenshot({ path: 'test-results/editorial-draft-banner.png' });

  // The banner's Preview: a signed link, opened by someone without an account, shows the draft.
  await banner.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Create link' }).click();
  const link = await page.getByRole('textbox', { name: 'Preview link' }).inputValue();
  await page.getByRole('button', { name: 'Close' }).click();
  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  const answer = await visitor.goto(new URL(link).pathname);
  expect(answer!.status()).toBe(200);
  expect(answer!.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(visitor.getByRole('heading', { level: 1, name: `${title} Residences` })).toBeVisible();
  await visitor.screenshot({ path: 'test-results/editorial-draft-preview.png' });
  // The public page, in the same guest browser, still shows the live title.
  await visitor.goto(pagePath);
  await expect(visitor.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();

  const published = page.waitForResponse((r) => r.url().endsWith(`/api/projects/${project.id}/draft/publish`));
  await banner.getByRole('button', { name: 'Publish changes' }).click();
  expect((await published).status()).toBe(200);
  await expect(page.getByText('Changes published')).toBeVisible();
  await expect(banner).toBeHidden();
  expect(await publicTitle(request, project.slug)).toBe(`${title} Residences`);
  await visitor.goto(pagePath);
  await expect(visitor.getByRole('heading', { level: 1, name: `${title} Residences` })).toBeVisible();
  const history = await (await request.get(`/api/projects/${project.id}/versions`, { headers: { Authorization: `Bearer ${ownerToken}` } })).json();
  expect(history.versions[0]).toMatchObject({ op: 'publish', fields: expect.arrayContaining(['title']) });
  await guest.close();
});

test('the list filters projects with unpublished changes; discard keeps the live version', async ({ ownerPage: page, ownerToken, request }) => {
  const run = Date.now();
  const project = await publishedProject(request, ownerToken, `Palm Vista ${run}`);
  const auth = { Authorization: `Bearer ${ownerToken}` };
  expect((await request.put(`/api/projects/${project.id}/draft`, { headers: auth, data: { title: `Palm Vista Gardens ${run}`, draft_version: 0 } })).status()).toBe(200);
  await page.goto(`/admin/project-list?filter=${encodeURIComponent(JSON.stringify({ has_draft: 'true', q: `${run}` }))}`);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.goto(`/admin/${project.id}/edit-project`);
  const banner = page.getByTestId('draft-banner');
  await banner.getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText('Draft discarded')).toBeVisible();
  await expect(banner).toBeHidden();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`Palm Vista ${run}`);
  expect(await publicTitle(request, project.slug)).toBe(`Palm Vista ${run}`);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the draft banner is readable at 390 px', async ({ ownerPage: page, ownerToken, request }) => {
    const run = Date.now();
    const project = await publishedProject(request, ownerToken, `Creek Lights ${run}`);
    const auth = { Authorization: `Bearer ${ownerToken}` };
    expect((await request.put(`/api/projects/${project.id}/draft`, { headers: auth, data: { title: `Creek Lights Residences ${run}`, description: '<p>Now with a marina walk</p>', draft_version: 0 } })).status()).toBe(200);
    await page.goto(`/admin/${project.id}/edit-project`);
    const banner = page.getByTestId('draft-banner');
    await expect(banner).toContainText('Unpublished changes by Site Owner');
    await expect(banner).toContainText('Changed: Title, Description');
    for (const name of ['Preview', 'Publish changes', 'Discard']) await expect(banner.getByRole('button', { name })).toBeVisible();
    // Nothing wider than the phone; the banner within the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await banner.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/editorial-draft-banner-phone.png' });
    await banner.getByRole('button', { name: 'Publish changes' }).tap();
    await expect(banner).toBeHidden();
    expect(await publicTitle(request, project.slug)).toBe(`Creek Lights Residences ${run}`);
  });
});

test('owners set the version retention and the preview link lifetime under Administration', async ({ ownerPage: page, ownerToken, request }) => {
  const auth = { Authorization: `Bearer ${ownerToken}` };
  await page.goto('/admin/version-settings');
  await expect(page.getByLabel('Versions kept per record')).toHaveValue('50');
  await expect(page.getByLabel('Versions kept for (days)')).toHaveValue('90');
  const days = page.getByLabel('Preview links last (days)');
  await expect(days).toHaveValue('7');
  // The form checks with the server's schema: no save of a lifetime of 0 days.
  await days.fill('0');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Preview links last (days) must be at least 1')).toBeVisible();
  await days.fill('3');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/version-settings/1') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  expect((await (await request.get('/api/version-settings/1', { headers: auth })).json()).preview_link_days).toBe(3);
  // A new link now lasts 3 days.
  const project = await publishedProject(request, ownerToken, `Bay Crest ${Date.now()}`);
  const link = await (await request.post(`/api/projects/${project.id}/preview-links`, { headers: auth, data: { lang: 'en' } })).json();
  expect((Date.parse(link.expires_at) - Date.now()) / 86_400_000).toBeGreaterThan(2.9);
  expect((Date.parse(link.expires_at) - Date.now()) / 86_400_000).toBeLessThanOrEqual(3);
  expect((await request.put('/api/version-settings/1', { headers: auth, data: { preview_link_days: 7 } })).status()).toBe(200);
});

test('a fixed page (About Us) keeps its live text while its draft is saved, then publishes it', async ({ ownerPage: page, request }) => {
  const siteTitle = async () => (await (await request.get('/api/site/pages/about-us')).json()).pageContent?.title as string | undefined;
  const before = await siteTitle();
  await page.goto('/admin/about-us');
  const title = page.locator('input[name="title"]');
  await expect(title).not.toHaveValue('');
  const draftTitle = `About Oasis Invest ${Date.now()}`;
  await title.fill(draftTitle);
  const saved = page.waitForResponse((r) => /\/api\/pages\/\d+\/draft$/.test(r.url()) && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  expect((await saved).status()).toBe(200);
  const banner = page.getByTestId('draft-banner');
  await expect(banner).toContainText('Unpublished changes by Site Owner');
  expect(await siteTitle()).toBe(before);
  await banner.getByRole('button', { name: 'Publish changes' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(siteTitle).toBe(draftTitle);
});
