import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hideLinkTokens } from '../../server/lib/linkTokens';

const token = crypto.randomBytes(32).toString('base64url');

describe('hideLinkTokens (issue 37 item 10)', () => {
  it('hides the secrets of confirmation, privacy, unsubscribe and download links, in text, HTML and headers', () => {
    const alert = `https://oasis.example/alerts/confirm?s=12&t=${token}&lang=ru`;
    expect(hideLinkTokens(`Confirm: ${alert}\nThanks`)).toBe('Confirm: https://oasis.example/alerts/confirm?s=12&t=[hidden]&lang=ru\nThanks');
    expect(hideLinkTokens(`<a href="https://oasis.example/alerts/unsubscribe?s=3&amp;t=${token}&amp;lang=en">x</a>`)).toBe('<a href="https://oasis.example/alerts/unsubscribe?s=3&amp;t=[hidden]&amp;lang=en">x</a>');
    expect(hideLinkTokens(`<https://oasis.example/ru/privacy-policy?privacy_token=${token}#privacy-request>`)).toBe('<https://oasis.example/ru/privacy-policy?privacy_token=[hidden]#privacy-request>');
    expect(hideLinkTokens(`https://oasis.example/brochure/${token}/download`)).toBe('https://oasis.example/brochure/[hidden]/download');
    expect(hideLinkTokens(`https://oasis.example/x?id=${crypto.randomBytes(20).toString('hex')}`)).toBe('https://oasis.example/x?id=[hidden]');
    expect(hideLinkTokens(`https://oasis.example/file/${token}`)).not.toContain(token);
  });

  it('keeps ordinary links whole: project slugs, filters, UTM tags and the lead link', () => {
    const plain = [
      'https://oasis.example/project/palm-horizon-residences-phase-2?utm_source=alert&utm_campaign=saved-search',
      'https://oasis.example/zh/project?area=dubai-marina&beds=2&max_price=2500000',
      'https://oasis.example/admin/enquiries/42',
      'https://oasis.example/shortlist?projects=palm-horizon,marina-vista-tower-2025',
    ].join('\n');
    expect(hideLinkTokens(plain)).toBe(plain);
  });
});
