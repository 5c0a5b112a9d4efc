import { expect, searchList, test } from './admin-fixtures';

// Issue 39 item 4: the editor's project list flags a project whose unit type name the site can only show in English.
test('a unit type named outside the pattern is flagged on the project list', async ({ ownerPage: page, ownerToken, request }) => {
  const auth = { Authorization: `Bearer ${ownerToken}` };
  const [first] = (await (await request.get('/api/projects?filter=%7B%22q%22%3A%22Harbour%20Sails%22%7D', { headers: auth })).json()) as Record<string, any>[];
  const unit_types = [{ ...first.unit_types[0], name: 'Sky Collection Residence' }, ...first.unit_types.slice(1)];
  const put = await request.put(`/api/projects/${first.id}`, { headers: auth, data: { ...first, unit_types } });
  expect(put.status(), await put.text()).toBe(200);
  await page.goto('/admin/projects');
  await searchList(page, 'Search title, slug or permit', 'Harbour Sails');
  const chip = page.getByTestId('unit-names-english');
  await expect(chip).toHaveText('Unit names in English');
  await expect(chip).toHaveAttribute('title', 'Shown in English on every language: Sky Collection Residence');
  // Put back.
  expect((await request.put(`/api/projects/${first.id}`, { headers: auth, data: { ...first, unit_types: first.unit_types, version: put.ok() ? (await put.json()).version : first.version } })).status()).toBe(200);
});
