import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { test, expect } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { hydrated, noSidewaysScroll } from './site-helpers';

/**
 * Saved searches with e-mail alerts (issue 27) on a 390 px phone: "Alert me" on the project list, the
 * confirmation e-mail's link (double opt-in), then the unsubscribe link of the e-mail. The shared e2e server
 * sends no e-mail, so this spec runs its own instance of the built server with a real SMTP receiver
 * (ports of this feature's range: 3311 SMTP, 3312 HTTP; E2E_PORT+11 and +12 when E2E_PORT is set, so parallel runs do not clash).
 */
const SMTP_PORT = process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 11 : 3311;
const PORT = SMTP_PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA = '.e2e-alerts-data';

const messages: ParsedMail[] = [];
let smtp: SMTPServer;
let server: ChildProcess;


async function mailTo(address: string, n: number): Promise<ParsedMail[]> {
  await expect.poll(() => messages.filter((m) => JSON.stringify(m.to).includes(address)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(n);
  return messages.filter((m) => JSON.stringify(m.to).includes(address));
}

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => messages.push(mail))
        .then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));
  fs.rmSync(DATA, { recursive: true, force: true });
  server = spawn(process.execPath, ['dist/server-app/index.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: DATA, PUBLIC_URL: BASE, SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, MAIL_FROM: 'Oasis Invest <alerts@oasis.test>', OUTBOX_POLL_MS: '200', ENQUIRY_RATE_LIMIT: '0', RENDER_RATE_LIMIT: '0', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  await expect.poll(async () => (await fetch(`${BASE}/api/settings/1`).catch(() => null))?.status ?? 0, { timeout: 60_000 }).toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  fs.rmSync(DATA, { recursive: true, force: true });
});

test.describe('saved-search alerts on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('save a search, confirm from the e-mail, unsubscribe from the e-mail', async ({ page }) => {
    await page.goto(`${BASE}/project?status=off_plan`);
    await hydrated(page);
    await page.getByTestId('alert-me').tap();
    const form = page.getByTestId('alert-form');
    await form.getByLabel('Email address').fill('phone.investor@example.test');
    await form.getByLabel('Once a week').check();
    // Without the consent ticked: the server's message under the box, nothing saved.
    await form.getByRole('button', { name: 'Save my alert' }).tap();
    await expect(form.getByText('Tick the box to agree to receive these e-mails')).toBeVisible();
    await form.getByRole('checkbox').check();
    await noSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/alerts-form.png' });
    await form.getByRole('button', { name: 'Save my alert' }).tap();
    await expect(page.getByTestId('alert-sent')).toContainText('Confirm your alert from it');

    // The confirmation e-mail: the only one before the click.
    const [confirmation] = await mailTo('phone.investor@example.test', 1);
    expect(confirmation.subject).toBe('Confirm your project alert - Oasis Invest');
    const confirmLink = (confirmation.text ?? '').match(/http:\/\/127\.0\.0\.1:\d+\/alerts\/confirm\?\S+/)?.[0];
    expect(confirmLink).toBeTruthy();
    await page.goto(confirmLink!);
    await page.getByRole('button', { name: 'Confirm your project alert' }).tap();
    await expect(page.getByRole('status')).toHaveText('Your alert is on. We will e-mail you when a project matches your search.');
    await noSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/alerts-confirmed.png' });

    // Issue 37 item 6: how often and the language change from the e-mail's manage link, on the phone.
    const manageLink = (confirmation.text ?? '').match(/http:\/\/127\.0\.0\.1:\d+\/alerts\/manage\?\S+/)?.[0];
    expect(manageLink).toBeTruthy();
    await page.goto(manageLink!);
    await expect(page.getByRole('heading', { name: 'Your project alert' })).toBeVisible();
    await expect(page.getByLabel('One e-mail a week')).toBeChecked();
    await page.getByLabel('As soon as a project matches').tap();
    await page.getByLabel('Language').selectOption('ru');
    await noSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/alerts-manage.png' });
    await page.getByRole('button', { name: 'Save' }).tap();
    // The answer is in the language just chosen, with the new choices shown.
    await expect(page.getByRole('status')).toHaveText('Сохранено. Подписка работает с новыми настройками.');
    await expect(page.getByLabel('Сразу, как появится подходящий проект')).toBeChecked();
    await expect(page.getByLabel('Язык')).toHaveValue('ru');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await noSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/alerts-manage-saved.png' });
    // A forged link changes nothing and says so.
    await page.goto(manageLink!.replace(/t=[\w-]+/, 't=forged'));
    await expect(page.getByRole('alert')).toContainText('This link is not valid');

    // Unsubscribe from the e-mail's link (the same address as its List-Unsubscribe header).
    const line = confirmation.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '';
    const unsubscribe = line.match(/<([^>]+)>/)?.[1];
    expect(unsubscribe).toMatch(/\/alerts\/unsubscribe\?s=\d+&t=/);
    expect((confirmation.text ?? '').includes(unsubscribe!)).toBe(true);
    await page.goto(unsubscribe!);
    await page.getByRole('button', { name: 'Unsubscribe' }).tap();
    await expect(page.getByRole('status')).toHaveText('You are unsubscribed: no more e-mails for this search.');
    await page.screenshot({ path: '/tmp/alerts-unsubscribed.png' });
  });
});
