import { activatedMember, expect, signIn, test } from './admin-fixtures';
import { VALID_PERMIT } from '../helpers/permit';

// Editorial safety (issue 31): two editors on one project, the conflict screen, history, diff and restore.
test('two browser contexts edit the same project: the second sees the conflict screen and merges; restore from history', async ({ ownerPage: page, ownerToken, request, browser }) => {
  const auth = { Authorization: `Bearer ${ownerToken}` };
  const run = Date.now();
  const title = `Harbour Lights ${run}`;
  const created = await request.post('/api/projects', { headers: auth, data: { title, status: 'off_plan', published: false } });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).id as number;
  const editor = await activatedMember(request, ownerToken, 'editor', `versions${run}`);

  const bobContext = await browser.newContext();
  const bob = await bobContext.newPage();
  await signIn(bob, editor.email, editor.password);

  const open = async (p: typeof page) => {
    const read = p.waitForResponse((r) => r.url().endsWith(`/api/projects/${id}`) && r.request().method() === 'GET');
    await p.goto(`/admin/${id}/edit-project`);
    await read;
    await expect(p.getByLabel('Title', { exact: true })).toHaveValue(title);
  };
  await open(page);
  await open(bob);
  // Bob's screen says who else has the project open, and since when.
  await expect(bob.getByTestId('presence-notice')).toContainText('Also editing: Site Owner (since');

  // The owner renames the project and saves first.
  await page.getByLabel('Title', { exact: true }).fill(`${title} Tower`);
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/projects/${id}`) && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);

  // Bob, on the version he opened, changes the title and the units, and saves: refused, the conflict screen shows.
  await bob.getByLabel('Title', { exact: true }).fill(`${title} Residences`);
  await bob.getByRole('tab', { name: 'Prices and plan' }).click();
  await bob.getByLabel('Units available').fill('42');
  const refused = bob.waitForResponse((r) => r.url().endsWith(`/api/projects/${id}`) && r.request().method() === 'PUT');
  await bob.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await refused).status()).toBe(409);
  const panel = bob.getByTestId('conflict-panel');
  await expect(panel).toBeVisible();
  const titleRow = bob.getByTestId('conflict-title');
  await expect(titleRow).toContainText(`${title} Tower`);
  await expect(titleRow).toContainText(`${title} Residences`);
  // Field by field: their title, his units.
  await titleRow.getByLabel('Theirs').check();
  await bob.getByRole('button', { name: 'Apply my choices' }).click();
  await expect(panel).toBeHidden();
  await bob.getByRole('tab', { name: 'Summary' }).click();
  await expect(bob.getByLabel('Title', { exact: true })).toHaveValue(`${title} Tower`);
  const merged = bob.waitForResponse((r) => r.url().endsWith(`/api/projects/${id}`) && r.request().method() === 'PUT');
  await bob.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await merged).status()).toBe(200);

  const now = await (await request.get(`/api/projects/${id}`, { headers: auth })).json();
  expect(now).toMatchObject({ title: `${title} Tower`, units_available: 42, version: 3 });

  // Restore the first version from the history: the title and the units come back; the restore is version 4.
  const reread = bob.waitForResponse((r) => r.url().endsWith(`/api/projects/${id}`) && r.request().method() === 'GET');
  await bob.reload();
  await reread;
  await bob.getByRole('button', { name: 'History' }).click();
  const dialog = bob.getByRole('dialog');
  await expect(dialog.getByRole('list', { name: 'Versions' }).getByText('Version 1', { exact: true })).toBeVisible();
  bob.once('dialog', (d) => d.accept());
  await dialog.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(bob.getByText('Version 1 restored')).toBeVisible();
  await expect(bob.getByLabel('Title', { exact: true })).toHaveValue(title);
  const restored = await (await request.get(`/api/projects/${id}`, { headers: auth })).json();
  expect(restored).toMatchObject({ title, units_available: null, version: 4 });
  await bobContext.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the history and the diff are readable at 390 px', async ({ ownerPage: page, ownerToken, request }) => {
    const auth = { Authorization: `Bearer ${ownerToken}` };
    const created = await request.post('/api/projects', {
      headers: auth,
      data: { title: `Creek Vista ${Date.now()}`, status: 'off_plan', description: '<p>Calm <strong>creek</strong> views</p>' },
    });
    const record = await created.json();
    const put = await request.put(`/api/projects/${record.id}`, { headers: auth, data: { ...record, description: '<p>Calm creek and skyline views across the water from every bedroom</p>' } });
    expect(put.status(), await put.text()).toBe(200);

    const read = page.waitForResponse((r) => r.url().endsWith(`/api/projects/${record.id}`) && r.request().method() === 'GET');
    await page.goto(`/admin/${record.id}/edit-project`);
    await read;
    await page.getByRole('button', { name: 'History' }).tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('list', { name: 'Versions' }).getByText('Version 2', { exact: true })).toBeVisible();
    const diff = dialog.getByTestId('diff-description');
    await expect(diff).toContainText('Calm creek views');
    await expect(diff).toContainText('Calm creek and skyline views across the water from every bedroom');
    // Rich text reads as text, not markup.
    await expect(diff).not.toContainText('<p>');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await diff.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/editorial-history-phone.png' });
  });
});

test('an English change marks the translations outdated in the back-office and the list filters them', async ({ ownerPage: page, ownerToken, request }) => {
  const auth = { Authorization: `Bearer ${ownerToken}` };
  const name = `Stale Lights ${Date.now()}`;
  const created = await request.post('/api/developers', { headers: auth, data: { name, summary: 'Homes by the water', translations: { ru: { summary: 'Дома у воды' } } } });
  const record = await created.json();
  const put = await request.put(`/api/developers/${record.id}`, { headers: auth, data: { summary: 'Homes by the water and the park', version: record.version } });
  expect(put.status(), await put.text()).toBe(200);

  const read = page.waitForResponse((r) => r.url().endsWith(`/api/developers/${record.id}`) && r.request().method() === 'GET');
  await page.goto(`/admin/${record.id}/edit-developer`);
  await read;
  await page.getByRole('tab', { name: 'Translations' }).click();
  await page.getByRole('tab', { name: /Русский/ }).click();
  const mark = page.getByTestId('outdated-ru-summary');
  await expect(mark).toContainText('Before: Homes by the water');
  await expect(mark).toContainText('Now: Homes by the water and the park');
  await page.screenshot({ path: '/tmp/editorial-outdated.png' });

  const listed = await request.get(`/api/developers?filter=${encodeURIComponent(JSON.stringify({ outdated_translation: 'ru', q: name }))}`, { headers: auth });
  expect((await listed.json()).map((r: { id: number }) => r.id)).toEqual([record.id]);
});

test('the project form has an unpublish time beside the publish date, and the site drops the project then', async ({ ownerPage: page, ownerToken, request }) => {
  const auth = { Authorization: `Bearer ${ownerToken}` };
  const title = `Sunset Point ${Date.now()}`;
  const created = await request.post('/api/projects', { headers: auth, data: { title, status: 'ready', published: true, ...VALID_PERMIT } });
  const record = await created.json();
  expect((await request.get(`/project/${record.slug}`)).status()).toBe(200);

  const read = page.waitForResponse((r) => r.url().endsWith(`/api/projects/${record.id}`) && r.request().method() === 'GET');
  await page.goto(`/admin/${record.id}/edit-project`);
  await read;
  const past = new Date(Date.now() - 3600_000);
  const local = new Date(past.getTime() - past.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await page.getByLabel('Unpublish at').fill(local);
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/projects/${record.id}`) && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect.poll(async () => (await request.get(`/project/${record.slug}`)).status()).toBe(404);
});
