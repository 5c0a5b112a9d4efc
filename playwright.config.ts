import { defineConfig, devices } from '@playwright/test';
import { CONSENT_COOKIE, POLICY_VERSION, serializeConsent } from './src/consent';

const PORT = Number(process.env.E2E_PORT || 3100);
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret-for-signed-links';
export const E2E_WHATSAPP_SECRET = 'e2e-whatsapp-app-secret';
export const E2E_OWNER = { email: 'owner@e2e.test', password: 'e2e-Owner-pass-2026!' };
/** The browser tests' own SMTP server (tests/e2e/mail-capture.mjs): each message it receives, one JSON file here. */
const MAIL_PORT = Number(process.env.E2E_MAIL_PORT || PORT + 1000);
export const E2E_MAIL_DIR = '.e2e-data-mail';
/** WhatsApp both ways (issue 40): the Graph API stand-in tests/e2e/whatsapp-send.spec.ts listens on, and what the server sends with. */
export const E2E_GRAPH_PORT = Number(process.env.E2E_GRAPH_PORT || PORT + 2000);
export const E2E_WHATSAPP = { phoneNumberId: '106540352242922', token: 'e2e-whatsapp-access-token' };
/**
 * Privacy by design (issue 24): the browser tests' visitors have answered the consent banner (refused), so it
 * does not cover what they tap; tests/e2e/site-privacy.spec.ts starts from no answer. (A context a test opens
 * itself with browser.newContext(), as the first-load JavaScript budget does, starts from no answer too.)
 */
const ANSWERED_CONSENT = {
  cookies: [{ name: CONSENT_COOKIE, value: serializeConsent({ analytics: false, marketing: false, version: POLICY_VERSION, at: '2026-11-25T00:00:00.000Z', id: 'e2e' }), domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }],
  origins: [],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    storageState: ANSWERED_CONSENT,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    { command: 'node tests/e2e/mail-capture.mjs', port: MAIL_PORT, reuseExistingServer: false, timeout: 30_000, env: { MAIL_CAPTURE_PORT: String(MAIL_PORT), MAIL_CAPTURE_DIR: E2E_MAIL_DIR } },
    {
      // What `npm start` runs: the compiled server, rebundled first when a server source is newer than it.
      command: `rm -rf .e2e-data && node scripts/ensure-build.mjs && NODE_ENV=production node --max-old-space-size=128 dist/server-app/index.js`,
      url: `http://127.0.0.1:${PORT}/api/settings/1`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: '.e2e-data',
        ADMIN_EMAIL: E2E_OWNER.email,
        ADMIN_PASSWORD: E2E_OWNER.password,
        ENQUIRY_RATE_LIMIT: '0',
        LOGIN_RATE_LIMIT: '1000',
        RENDER_RATE_LIMIT: '0',
        // A CRM that is down (nothing listens on port 47999): lead webhooks fail at once and show under Lead Deliveries.
        WEBHOOK_URL: 'http://127.0.0.1:47999/crm',
        WEBHOOK_SECRET: 'e2e-webhook-secret',
        // Editorial safety (issue 31): the key preview links are signed with (the spec signs an expired one).
        PREVIEW_SECRET: E2E_PREVIEW_SECRET,
        OUTBOX_MAX_ATTEMPTS: '1',
        // WhatsApp webhook (issue 37): the conversation card's spec posts signed deliveries.
        WHATSAPP_APP_SECRET: E2E_WHATSAPP_SECRET,
        WHATSAPP_GRAPH_URL: `http://127.0.0.1:${E2E_GRAPH_PORT}/v26.0`, WHATSAPP_PHONE_NUMBER_ID: E2E_WHATSAPP.phoneNumberId, WHATSAPP_ACCESS_TOKEN: E2E_WHATSAPP.token,
        LOG_LEVEL: 'warn',
        // E-mails (privacy request links, lead notices) go to the tests' SMTP server above.
        SMTP_URL: `smtp://127.0.0.1:${MAIL_PORT}`,
      },
    },
  ],
});
