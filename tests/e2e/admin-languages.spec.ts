import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from './admin-fixtures';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe violations of the settled screen, as in admin-phone.spec.ts. */
async function axe(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const run = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await run.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

const SHOTS = process.env.E2E_SCREENSHOTS;

test('staff switch the back-office to Russian, it stays Russian after a reload, and switch back to English', async ({ ownerPage: page }) => {
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await expect(menu.getByRole('menuitem', { name: 'Dashboards' })).toBeVisible();

  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Русский' }).click();

  // Menu, dashboard and the page language in Russian.
  const ruMenu = page.getByRole('navigation', { name: 'Меню администратора' });
  await expect(ruMenu.getByRole('menuitem', { name: 'Сводка' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Быстрые ссылки' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-ru-dashboard.png`, fullPage: true });

  // A list in Russian: sidebar group, column headers, react-admin's own buttons.
  await ruMenu.getByRole('button', { name: 'Проекты' }).click();
  await ruMenu.getByRole('menuitem', { name: 'Список проектов' }).click();
  await expect(page).toHaveURL(/\/admin\/project-list$/);
  await expect(page.getByRole('link', { name: 'Создать' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Название' }).first()).toBeVisible();

  // Reload: the choice is remembered.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Создать' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Меню администратора' })).toBeVisible();

  // A project's edit form: tabs and field labels in Russian.
  await page.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/admin\/\d+\/edit-project$/);
  await page.getByRole('tab', { name: 'Цены и план платежей' }).click();
  await expect(page.getByLabel('Цена от (AED)')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-ru-project-edit.png` });

  // A lead: summary, follow-up and status names in Russian.
  await page.goto('/admin/enquiry');
  await page.locator('tbody tr').first().click();
  await expect(page.getByRole('heading', { name: 'Работа с заявкой' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Заявка' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Что отправил посетитель' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить изменения' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-ru-lead.png`, fullPage: true });

  // An edit screen in Russian: the lead follow-up.
  await page.goto('/admin/lead-settings');
  await expect(page.getByLabel('Срок ответа (минуты)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-ru-lead-settings.png`, fullPage: true });

  // Back to English.
  await page.getByRole('button', { name: 'Язык: Русский' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByLabel('Response target (minutes)')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin menu' }).getByRole('menuitem', { name: 'Dashboards' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByLabel('Response target (minutes)')).toBeVisible();
});

test.describe('on a phone', () => {
  // Injecting axe needs the CSP set aside.
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });

  test('the language switcher fits the phone app bar, the Russian dashboard passes axe and the menu reads Russian', async ({ ownerPage: page }) => {
    await page.getByRole('button', { name: 'Language: English' }).tap();
    await page.getByRole('menuitem', { name: 'Русский' }).tap();
    await expect(page.getByRole('heading', { name: 'Быстрые ссылки' })).toBeVisible();
    // No sideways scroll with the longer Russian words.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axe(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-ru-phone-dashboard.png` });
    await page.getByRole('button', { name: 'Открыть меню' }).tap();
    await expect(page.getByRole('dialog', { name: 'Меню администратора' }).getByRole('menuitem', { name: 'Сводка' })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-ru-phone-menu.png` });
  });
});
