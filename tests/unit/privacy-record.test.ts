import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { PERSONAL_DATA } from '../../server/privacy/registry';
import { KEPT_RECORDS } from '../../src/privacyRecords';
import { privacyRecord } from '../../scripts/privacy-record';
import { redactUrl } from '../../server/auth/log-redaction';
import { CONSENT_COOKIE, currentChoice, mayUse, parseConsent, POLICY_VERSION, serializeConsent } from '../../src/consent';

describe('the record of processing and the privacy policy page agree with the registry', () => {
  it('docs/privacy.md is what the generator writes for the default configuration', () => {
    expect(fs.readFileSync('docs/privacy.md', 'utf8')).toBe(privacyRecord(loadConfig({ DATA_DIR: '/tmp/privacy-record' })));
  });
  it('"What we keep" names only registry tables, and every table with personal columns is described', () => {
    const registry = new Set(PERSONAL_DATA.map((d) => d.table));
    const described = new Set(KEPT_RECORDS.flatMap((r) => r.tables));
    for (const t of described) expect(registry.has(t), t).toBe(true);
    for (const d of PERSONAL_DATA) expect(described.has(d.table), d.table).toBe(true);
  });
  it('a privacy confirmation link\'s token never reaches the request log', () => {
    expect(redactUrl('/ar/privacy-policy?privacy_token=abcDEF123456789012345#privacy-request')).toBe('/ar/privacy-policy?privacy_token=[redacted]#privacy-request');
  });
  it('a processor\'s credentials never reach the record', () => {
    const text = privacyRecord(loadConfig({ DATA_DIR: '/tmp/privacy-record', SMTP_URL: 'smtp://user:s3cret-pass@mail.example.com:587', WEBHOOK_URL: 'https://hooks.example.com/x?token=abc123' }));
    expect(text).toContain('mail.example.com');
    expect(text).not.toContain('s3cret-pass');
    expect(text).not.toContain('abc123');
  });
});

describe('consent: the one place that answers "may I?"', () => {
  const cookie = (a: boolean, m: boolean, version = POLICY_VERSION) => `${CONSENT_COOKIE}=${serializeConsent({ analytics: a, marketing: m, version, at: '2026-11-25T10:00:00.000Z', id: 'abc' })}`;
  it('necessary always; the others only as answered, for the current policy, and never with GPC', () => {
    expect(mayUse('necessary', '', true)).toBe(true);
    expect(mayUse('analytics', '', false)).toBe(false);
    expect(mayUse('analytics', cookie(true, false), false)).toBe(true);
    expect(mayUse('marketing', cookie(true, false), false)).toBe(false);
    expect(mayUse('analytics', cookie(true, true), true)).toBe(false);
    expect(mayUse('analytics', cookie(true, true, '2000-01-01'), false)).toBe(false);
    expect(currentChoice(cookie(true, true, '2000-01-01'))).toBeNull();
  });
  it('round-trips its cookie and refuses a damaged one', () => {
    const c = { analytics: true, marketing: false, version: POLICY_VERSION, at: '2026-11-25T10:00:00.000Z', id: 'abc' };
    expect(parseConsent(serializeConsent(c))).toEqual(c);
    expect(parseConsent('v:1|a:2|m:0|t:x|i:abc')).toBeNull();
    expect(parseConsent('x'.repeat(500))).toBeNull();
  });
});
