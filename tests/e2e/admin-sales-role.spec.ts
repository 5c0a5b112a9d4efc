import { apiToken, expect, test } from './admin-fixtures';
import { VALID_PERMIT } from '../helpers/permit';

test('a sales member activated from an invitation cannot see Users nor delete projects', async ({ page, ownerToken, request }) => {
  const auth = { Authorization: `Bearer ${ownerToken}` };
  const run = Date.now().toString(36);
  const project = await request.post('/api/projects', { headers: auth, data: { title: `Creek Vista ${run}`, status: 'off_plan', published: true, ...VALID_PERMIT } });
  expect(project.status(), await project.text()).toBe(201);
  const { id: projectId } = await project.json();

  const invited = await request.post('/api/users', { headers: auth, data: { email: `sara.${run}@example.com`, first_name: 'Sara', last_name: 'Haddad', role: 'sales' } });
  expect(invited.status(), await invited.text()).toBe(201);
  const { activation_url } = await invited.json();
  const link = new URL(activation_url);

  // The invitation link opens the activation page, prefilled, and signs the member in.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(`sara.${run}@example.com`);
  await expect(page.getByLabel('First name')).toHaveValue('Sara');
  await page.getByLabel(/^Password\W*$/).fill('short');
  await page.getByLabel('Repeat the password').fill('short');
  await page.getByRole('button', { name: 'Activate and sign in' }).click();
  await expect(page.getByText('This field should be at least 12 characters long')).toBeVisible();
  await page.getByLabel(/^Password\W*$/).fill('Sales-desk-2026-pass');
  await page.getByLabel('Repeat the password').fill('Sales-desk-2026-pass');
  await page.getByRole('button', { name: 'Activate and sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('layout-loader')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Profile' })).toContainText('Sara Haddad');

  // No Users in the menu; the address itself ends on the error page.
  await expect(page.getByRole('menuitem', { name: 'Enquiry', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Administration' })).toHaveCount(0);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();

  // Projects: readable, but no delete (neither bulk nor on the edit screen), and the API refuses too.
  await page.goto('/admin/project-list');
  await expect(page.getByText(`Creek Vista ${run}`)).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
  // Sales may not change projects: the edit address ends on the error page, with no Delete anywhere.
  await page.goto(`/admin/${projectId}/edit-project`);
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const salesToken = await apiToken(request, `sara.${run}@example.com`, 'Sales-desk-2026-pass');
  expect((await request.delete(`/api/projects/${projectId}`, { headers: { Authorization: `Bearer ${salesToken}` } })).status()).toBe(403);
});
