import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { test, expect } from '@playwright/test';
import ru from '../../site/i18n/messages/ru';
import { signIn } from './admin-fixtures';
import { hydrated } from './site-helpers';

/**
 * Mail without a mail server (issue 37 item 20): the default `npm start` has no SMTP_URL. A visitor saves a search
 * on a Russian page and is told, in Russian, that the confirmation e-mail was kept, not sent; the owner finds it in
 * Outgoing mail, reads its headers and text (link tokens hidden) and cannot send it until a server is set. The
 * shared e2e server has SMTP_URL, so this spec runs its own instance of the built server without it (port E2E_PORT+2).
 */
const PORT = Number(process.env.E2E_PORT || 3100) + 2;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA = '.e2e-mailbox-data';
const OWNER = { email: 'owner@mailbox.test', password: 'Mailbox-owner-pass-2026!' };
let server: ChildProcess;


test.use({ baseURL: BASE });

test.beforeAll(async () => {
  fs.rmSync(DATA, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: DATA, PUBLIC_URL: BASE, ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, ENQUIRY_RATE_LIMIT: '0', LOGIN_RATE_LIMIT: '1000', RENDER_RATE_LIMIT: '0', LOG_LEVEL: 'warn' };
  delete env.SMTP_URL;
  server = spawn(process.execPath, ['--max-old-space-size=128', 'dist/server-app/index.js'], { env, stdio: 'inherit' });
  await expect.poll(async () => (await fetch(`${BASE}/api/settings/1`).catch(() => null))?.status ?? 0, { timeout: 60_000 }).toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  fs.rmSync(DATA, { recursive: true, force: true });
});

test('without SMTP_URL a saved search says, in the page language, that the e-mail was kept; the owner reads it in Outgoing mail', async ({ page }) => {
  await page.goto('/ru/project');
  await hydrated(page);
  await page.getByTestId('alert-me').click();
  const form = page.getByTestId('alert-form');
  await form.getByLabel(ru['Email address']).fill('kept.investor@example.test');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: ru['Save my alert'] }).click();
  const kept = ru['Your alert is saved, but we cannot send e-mail at the moment: the confirmation e-mail will reach you once we can. Nothing is sent before you confirm.'];
  await expect(page.getByTestId('alert-sent')).toHaveText(kept);
  await page.screenshot({ path: '/tmp/mailbox-alert-kept.png' });

  await signIn(page, OWNER.email, OWNER.password);
  await page.goto('/admin/mailbox');
  await expect(page.getByRole('heading', { name: 'Outgoing mail (not sent: no mail server set)' })).toBeVisible();
  await expect(page.getByTestId('mailbox-server')).toContainText('No mail server is set (SMTP_URL)');
  const row = page.getByTestId('kept-mail').filter({ hasText: 'kept.investor@example.test' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send all' })).toBeDisabled();
  await row.getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('mail-headers')).toContainText('kept.investor@example.test');
  await expect(dialog.getByTestId('mail-headers')).toContainText('List-Unsubscribe');
  await expect(dialog.getByTestId('mail-text')).toContainText('/alerts/confirm?s=');
  await expect(dialog.getByTestId('mail-text')).toContainText('t=[hidden]');
  await page.screenshot({ path: '/tmp/mailbox-message.png' });
});
