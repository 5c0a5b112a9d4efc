import type { Page } from '@playwright/test';
import { CONSENT_COOKIE, POLICY_VERSION, serializeConsent } from '../../src/consent';

/** The visitor has answered the consent banner with these categories (issue 24), before the next page load. */
export async function consentTo(page: Page, categories: { analytics?: boolean; marketing?: boolean }) {
  const value = serializeConsent({ analytics: !!categories.analytics, marketing: !!categories.marketing, version: POLICY_VERSION, at: new Date().toISOString(), id: 'e2e' });
  await page.context().addCookies([{ name: CONSENT_COOKIE, value, domain: '127.0.0.1', path: '/', sameSite: 'Lax' }]);
}
