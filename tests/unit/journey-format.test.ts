import { describe, expect, it } from 'vitest';
import { makeI18n } from '../../site/i18n/I18n';
import { shortAmount, timeZoneLabel } from '../../site/i18n/format';
import * as english from '../../site/format';
import { pagePhoneCountry } from '../../src/phoneCountry';
import ar from '../../site/i18n/messages/ar';
import ru from '../../site/i18n/messages/ru';

/** Issue 39: money rounded to what it means, sizes in both units, ranges isolated in Arabic, zones as people say them. */
const plain = (s: string | null) => s?.replace(/\u00a0/g, ' ') ?? null;
const usd = { code: 'USD', name: 'US dollar', aedPerUnit: 3.6725, rateDate: '2026-11-25' };

describe('short amounts', () => {
  it.each([
    [1_450, { n: 1.5, unit: 'K' }],
    [9_960, { n: 10, unit: 'K' }],
    [12_340, { n: 12, unit: 'K' }],
    [999_600, { n: 1, unit: 'M' }],
    [1_250_000, { n: 1.3, unit: 'M' }],
    [950, { n: 950, unit: '' }],
  ])('%d -> %o', (n, expected) => expect(shortAmount(n)).toEqual(expected));

  it('1,450 AED reads "1.5K" (not "1K") in every language, and its conversion too', () => {
    expect(english.aedShort(1_450)).toBe('AED 1.5K');
    expect(english.aedShort(999_600)).toBe('AED 1M');
    const ruI18n = makeI18n('ru', ru, usd);
    expect(plain(ruI18n.fmt.priceShort(1_450))).toBe('1,5 тыс. AED (≈ 395 USD)');
    expect(plain(ruI18n.fmt.priceShort(5_800_000))).toBe('5,8 млн AED (≈ 1,6 млн USD)');
    expect(plain(makeI18n('en', null, usd).fmt.priceShort(7_345))).toBe('AED 7.3K (≈ USD 2K)');
  });
});

describe('sizes and ranges', () => {
  it('square metres beside square feet', () => {
    const { fmt } = makeI18n('en', null, null);
    expect(fmt.area(720, 860)).toBe('720 - 860 sq ft (67 - 80 m²)');
    expect(fmt.area(1_000)).toBe('1,000 sq ft (93 m²)');
    expect(fmt.area(null, null)).toBeNull();
    expect(makeI18n('ru', ru, null).fmt.area(720, 860)).toBe('720 - 860 кв. футов (67 - 80 м²)');
  });

  it('in Arabic a range is one left-to-right piece', () => {
    const { fmt } = makeI18n('ar', ar, null);
    expect(fmt.range(690, 780)).toBe('\u2066690 - 780\u2069');
    expect(fmt.bedrooms(1, 3)).toBe('\u20661 - 3\u2069 غرف نوم');
    expect(fmt.area(720, 860)).toContain('\u2066720 - 860\u2069');
    expect(makeI18n('ru', ru, null).fmt.range(690, 780)).toBe('690 - 780');
  });
});

describe('time zones', () => {
  const winter = new Date('2026-01-15T12:00:00Z');
  it('named in the visitor\'s language with the offset, not the IANA name', () => {
    expect(timeZoneLabel('Europe/Moscow', 'en', winter)).toBe('Moscow Standard Time, \u2068UTC+3\u2069');
    expect(timeZoneLabel('Europe/Moscow', 'ru', winter)).toMatch(/^Москва.*, \u2068UTC\+3\u2069$/);
    expect(timeZoneLabel('Asia/Kolkata', 'en', winter)).toContain('UTC+5:30');
    expect(timeZoneLabel('Europe/London', 'en', winter)).toMatch(/, \u2068UTC\u2069$/);
    expect(timeZoneLabel('America/New_York', 'en', new Date('2026-07-01T12:00:00Z'))).toContain('UTC-4');
  });
});

describe('the phone field\'s first country', () => {
  it('follows the page language; English asks where the visitor is, else the setting', () => {
    expect(pagePhoneCountry('ru', 'AE')).toBe('RU');
    expect(pagePhoneCountry('ar', 'GB', 'RU')).toBe('AE');
    expect(pagePhoneCountry('zh', 'AE')).toBe('CN');
    expect(pagePhoneCountry('en', 'AE')).toBe('AE');
    expect(pagePhoneCountry('en', 'AE', 'GB')).toBe('GB');
    expect(pagePhoneCountry('en', 'AE', 'XX')).toBe('AE');
  });
});
