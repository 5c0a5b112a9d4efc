import { ACTIVATE_STORAGE_KEY, LOGIN_PATH } from '../../src/constants';
import { E2E_OWNER, expect, signIn, test } from './admin-fixtures';

test.describe('back-office guard and session', () => {
  test('an admin route without a signed-in user goes to the public home page', async ({ page }) => {
    await page.goto('/admin/project-list');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a stored activation marker sends every route to /activation', async ({ page }) => {
    await page.goto(LOGIN_PATH);
    await page.evaluate((key) => localStorage.setItem(key, '1'), ACTIVATE_STORAGE_KEY);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/activation$/);
    await expect(page.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
  });


  test('wrong password shows the server message and stays on sign-in', async ({ page }) => {
    await page.goto(LOGIN_PATH);
    await page.getByLabel('Email').fill(E2E_OWNER.email);
    await page.getByLabel('Password').fill('not-the-password-123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await expect(page).toHaveURL(new RegExp(`${LOGIN_PATH}$`));
  });

  test('sign in shows the header with names, then sign out toasts and returns to sign-in', async ({ page }) => {
    await signIn(page, E2E_OWNER.email, E2E_OWNER.password);
    await expect(page.getByRole('link', { name: 'Oasis Invest admin dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    // An unknown admin address shows the error page in the auth layout.
    await page.goto('/admin/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page.getByText('Quick links')).toBeVisible();
    // Sidebar groups: one open at a time.
    await page.getByRole('button', { name: 'Projects' }).click();
    await expect(page.getByRole('menuitem', { name: 'Project List' })).toBeVisible();
    await page.getByRole('button', { name: 'Areas' }).click();
    await expect(page.getByRole('menuitem', { name: 'Area List' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Project List' })).toBeHidden();

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(new RegExp(`${LOGIN_PATH}$`));
    await expect(page.getByText('You have been signed out', { exact: false }).or(page.getByText(/signed out/i))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    // The stored user is gone: the admin now sends us to the public site.
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });
});
