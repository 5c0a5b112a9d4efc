import { describe, expect, it } from 'vitest';
import { menuOrder, normaliseCurrency, pricesToAed, toAed, USD_PEG_AED } from '../../src/currency';
import { resolveDisplayCurrency } from '../../server/currency/display';
import { aedSearchUrl, withoutCurrencyParam } from '../../server/render/currency';
import { makeFormat } from '../../site/i18n/format';
import { makeI18n } from '../../site/i18n/I18n';
import ar from '../../site/i18n/messages/ar';
import ru from '../../site/i18n/messages/ru';

const offered = new Set(['AED', 'USD', 'EUR', 'RUB']);
/** The converted part is glued with no-break spaces; compared here as plain spaces. */
const plain = (s: string | null) => s?.replace(/\u00a0/g, ' ') ?? null;

describe('the display currency (issue 26, the contract with the HTTP cache)', () => {
  it('takes ?currency=, then X-Currency, then the cookie: the first one given', () => {
    expect(resolveDisplayCurrency({ query: 'EUR', header: 'USD', cookie: 'RUB' }, offered)).toBe('EUR');
    expect(resolveDisplayCurrency({ header: 'USD', cookie: 'RUB' }, offered)).toBe('USD');
    expect(resolveDisplayCurrency({ cookie: 'RUB' }, offered)).toBe('RUB');
    expect(resolveDisplayCurrency({ query: '', header: '  ', cookie: 'EUR' }, offered)).toBe('EUR');
  });

  it('normalises: case and spaces do not matter, a code without a rate or a malformed value is AED', () => {
    expect(resolveDisplayCurrency({ query: ' usd ' }, offered)).toBe('USD');
    expect(resolveDisplayCurrency({ cookie: 'XYZ' }, offered)).toBe('AED');
    expect(resolveDisplayCurrency({ cookie: 'GBP' }, offered)).toBe('AED');
    expect(resolveDisplayCurrency({ header: '<script>' }, offered)).toBe('AED');
    // The first given wins even when it is unknown: a bad campaign link shows AED, not the cookie's choice.
    expect(resolveDisplayCurrency({ query: 'XYZ', cookie: 'EUR' }, offered)).toBe('AED');
    expect(normaliseCurrency(['USD'], offered)).toBe('AED');
  });

  it('with no choice at all, follows the page language when that currency is offered, else AED', () => {
    expect(resolveDisplayCurrency({ pathname: '/ru/project' }, offered)).toBe('RUB');
    expect(resolveDisplayCurrency({ pathname: '/zh/project' }, offered)).toBe('AED'); // no CNY rate
    expect(resolveDisplayCurrency({ pathname: '/ar' }, offered)).toBe('AED');
    expect(resolveDisplayCurrency({ pathname: '/project' }, offered)).toBe('AED');
    expect(resolveDisplayCurrency({ pathname: '/ru', cookie: 'AED' }, offered)).toBe('AED');
  });

  it('orders the menu as the issue lists currencies, staff additions after in alphabetical order', () => {
    expect(menuOrder([{ code: 'ZAR' }, { code: 'INR' }, { code: 'CHF' }, { code: 'USD' }, { code: 'EUR' }]).map((r) => r.code)).toEqual(['USD', 'EUR', 'INR', 'CHF', 'ZAR']);
  });
});

describe('prices in the chosen currency', () => {
  const usd = { code: 'USD', name: 'US dollar', aedPerUnit: USD_PEG_AED, rateDate: '2026-11-25' };
  const t = makeI18n('en', null).t;

  it('keeps AED first and puts the converted price beside it', () => {
    const fmt = makeFormat('en', t, usd);
    expect(plain(fmt.price(1_200_000))).toBe('AED 1,200,000 (≈ USD 326,753)');
    expect(plain(fmt.priceShort(1_200_000))).toBe('AED 1.2M (≈ USD 327K)');
    expect(plain(fmt.priceShort(2_000))).toBe('AED 2K (≈ USD 545)');
    // Glued: a narrow card breaks before the bracket, never inside it.
    expect(fmt.price(1_200_000)).toBe('AED 1,200,000 (≈\u00a0USD\u00a0326,753)');
    expect(fmt.price(null)).toBeNull();
    // AED itself is untouched.
    expect(fmt.aed(1_200_000)).toBe('AED 1,200,000');
  });

  it('is plain AED when the visitor shows AED', () => {
    const fmt = makeFormat('en', t, null);
    expect(fmt.price(1_200_000)).toBe('AED 1,200,000');
    expect(fmt.priceShort(1_200_000)).toBe('AED 1.2M');
  });

  it('writes the converted price in the page language', () => {
    const ruI18n = makeI18n('ru', ru, { code: 'EUR', name: 'Euro', aedPerUnit: 4.31, rateDate: '2026-11-25' });
    expect(plain(ruI18n.fmt.priceShort(1_200_000))).toBe('1,2 млн AED (≈ 278 тыс. EUR)');
    const arI18n = makeI18n('ar', ar, usd);
    expect(plain(arI18n.fmt.price(1_000_000))).toBe('\u200f1,000,000 AED (≈ \u200f272,294 USD)');
    expect(plain(arI18n.fmt.priceShort(1_200_000))).toBe('1.2 مليون درهم (≈ 327 ألف USD)');
  });
});

describe('price filters typed in another currency', () => {
  it('converts the bounds to whole AED and drops the currency field', () => {
    const out = pricesToAed(new URLSearchParams('min_price=100,000&max_price=٥٠٠٠٠٠&price_currency=USD&beds=2'), USD_PEG_AED);
    expect(out.get('min_price')).toBe('367250');
    expect(out.get('max_price')).toBe(String(toAed(500_000, USD_PEG_AED)));
    expect(out.get('beds')).toBe('2');
    expect(out.has('price_currency')).toBe(false);
  });

  it('leaves a bound that is not a number for the search to name, and keeps an untouched bound exact', () => {
    const out = pricesToAed(new URLSearchParams('min_price=lots&max_price=272294'), USD_PEG_AED, { max_price: { shown: 272_294, aed: 1_000_000 } });
    expect(out.get('min_price')).toBe('lots');
    expect(out.get('max_price')).toBe('1000000');
  });

  it('the server turns a search sent without the script into the AED search', () => {
    const rates = { codes: offered, rates: new Map([['USD', USD_PEG_AED]]), fingerprint: '' };
    expect(aedSearchUrl('/project?min_price=100000&price_currency=USD', rates)).toBe('/project?min_price=367250');
    expect(aedSearchUrl('/ar/project?max_price=5&price_currency=XYZ', rates)).toBe('/ar/project?max_price=5');
    expect(aedSearchUrl('/project?min_price=100000', rates)).toBeNull();
  });

  it('takes ?currency= out of a page URL, keeping the rest', () => {
    expect(withoutCurrencyParam('/project?beds=2&currency=USD')).toBe('/project?beds=2');
    expect(withoutCurrencyParam('/?currency=EUR')).toBe('/');
    expect(withoutCurrencyParam('/project?beds=2')).toBeNull();
    // Never a redirect to another host.
    expect(withoutCurrencyParam('//evil.example/?currency=USD')).toBe('/evil.example/');
    expect(withoutCurrencyParam('/\\evil.example?currency=USD')).toBe('/evil.example');
    expect(aedSearchUrl('//evil.example/?price_currency=USD', { codes: offered, rates: new Map(), fingerprint: '' })).toBe('/evil.example/');
  });
});
