import { POLICY_VERSION, serializeConsent } from '../../src/consent';

/** The consent cookie of a visitor who accepted marketing (the UTM source and referrer are stored only then, issue 37). */
export const marketingConsentCookie = () => `oasis_consent=${serializeConsent({ analytics: false, marketing: true, version: POLICY_VERSION, at: new Date().toISOString(), id: 'test-marketing' })}`;

/** Request headers (with their CSRF cookie) plus that consent cookie. */
export const withMarketingConsent = (headers: Record<string, string>): Record<string, string> => ({ ...headers, cookie: [headers.cookie, marketingConsentCookie()].filter(Boolean).join('; ') });
