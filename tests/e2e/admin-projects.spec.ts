import sharp from 'sharp';
import { expect, test } from './admin-fixtures';

async function pngFile() {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 184, g: 137, b: 59 } } }).png().toBuffer();
  return { name: 'marina-view.png', mimeType: 'image/png', buffer };
}

test('an editor creates, edits and deletes a project with an uploaded image, and the API agrees', async ({ ownerPage: page, ownerToken, request }) => {
  const auth = { Authorization: `Bearer ${ownerToken}` };
  const title = `Palm Horizon Residences ${Date.now()}`;

  await page.goto('/admin/project-list');
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/admin\/add-project$/);

  // Required field validation from the shared schema, before anything is sent.
  await page.getByLabel('Title', { exact: true }).fill('x');
  await page.getByLabel('Title', { exact: true }).clear();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Title is required')).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill(title);
  // The slug follows the title.
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(/^palm-horizon-residences-\d+$/);
  await page.getByRole('tab', { name: 'Media' }).click();
  await page.locator('input[type=file]').first().setInputFiles(await pngFile());
  await expect(page.locator('img[title="marina-view.png"]').first()).toBeVisible();
  // The edit screen shows the saved record at once, then re-reads it: edit only after that read.
  const reread = page.waitForResponse((r) => /\/api\/projects\/\d+$/.test(r.url()) && r.request().method() === 'GET');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/\d+\/edit-project$/);
  await reread;
  const id = Number(/\/admin\/(\d+)\/edit-project/.exec(page.url())![1]);

  const created = await (await request.get(`/api/projects/${id}`, { headers: auth })).json();
  expect(created.title).toBe(title);
  expect(created.gallery).toHaveLength(1);
  expect(created.gallery[0].src).toMatch(/^\/uploads\//);
  const image = await request.get(created.gallery[0].src);
  expect(image.status()).toBe(200);

  // Edit: price and publish.
  await page.getByRole('tab', { name: 'Prices and plan' }).click();
  await page.getByLabel('Starting price (AED)').fill('1850000');
  await page.getByRole('tab', { name: 'Description' }).click();
  await page.locator('[contenteditable="true"]').first().fill('Waterfront towers with a private beach.');
  await page.getByRole('tab', { name: 'Summary' }).click();
  await page.getByLabel('Published', { exact: true }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Advert compliance (issue 30): the server refuses to publish without the permit, and the form names each field.
  await page.getByRole('tab', { name: 'Compliance' }).click();
  const compliance = page.getByLabel('Compliance');
  await expect(compliance.getByText('Trakheesi permit number is required to publish')).toBeVisible();
  await expect(compliance.getByText('Permit expiry date is required to publish')).toBeVisible();
  await expect(compliance.getByText('DLD project number is required to publish')).toBeVisible();
  await expect(compliance.getByText('Escrow account is required to publish an off-plan project')).toBeVisible();
  await page.getByLabel('Trakheesi permit number').fill('7123456789');
  await page.getByLabel('Permit expiry date').fill('2099-12-31');
  await page.getByLabel('DLD project number').fill('3112');
  await page.getByLabel('DLD QR address (when no image)').fill('https://trakheesi.dubailand.gov.ae/rev/madmoun/e2e');
  await page.getByLabel('Escrow account number').fill('10234567890');
  await page.getByLabel('Escrow bank').fill('Emirates NBD');
  await page.getByLabel('Construction completion (%)').fill('35');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  expect((await (await request.get(`/api/projects/${id}`, { headers: auth })).json()).permit_expires_on).toBe('2099-12-31');
  await expect
    .poll(async () => (await (await request.get(`/api/projects/${id}`, { headers: auth })).json()).starting_price_aed)
    .toBe(1850000);
  expect((await (await request.get(`/api/projects/${id}`, { headers: auth })).json()).description).toContain('Waterfront towers with a private beach.');
  // Published: anonymous visitors can read it now.
  expect((await request.get(`/api/projects/${id}`)).status()).toBe(200);

  // The list shows it; delete from the edit screen.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/admin\/project-list/);
  expect((await request.get(`/api/projects/${id}`, { headers: auth })).status()).toBe(404);
});
