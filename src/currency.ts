import { westernDigits } from './digits';
/**
 * Currencies (issue 26 item 3): AED is the base; a rate says how many AED one unit of the currency buys
 * (USD is pegged at 3.6725). Conversion is shared by the site and the server; prices stay integer AED.
 */
export const BASE_CURRENCY = 'AED';
export const USD_PEG_AED = 3.6725;

/** A foreign amount in whole units (rounded half away from zero, as a price is written). */
export function fromAed(amountAed: number, aedPerUnit: number): number {
  if (!(aedPerUnit > 0)) throw new RangeError('A rate must be positive');
  return Math.round(amountAed / aedPerUnit);
}

/** A price typed in another currency, as whole AED (a filter's bound: the URL stays in AED). */
export function toAed(amount: number, aedPerUnit: number): number {
  if (!(aedPerUnit > 0)) throw new RangeError('A rate must be positive');
  return Math.round(amount * aedPerUnit);
}

/** The cookie keeping the visitor's choice, the header Varnish copies it into, the query parameter campaign links use. */
export const CURRENCY_COOKIE = 'currency';
export const CURRENCY_HEADER = 'x-currency';
export const CURRENCY_QUERY = 'currency';

/** The menu's order (the list); currencies staff add follow in alphabetical order. */
export const CURRENCY_ORDER = ['AED', 'USD', 'EUR', 'GBP', 'RUB', 'CNY', 'INR', 'SAR'] as const;

/** A currency the site offers, as /api/site/layout lists it. */
export interface OfferedRate {
  code: string;
  name: string;
  /** AED for one unit. */
  aed_per_unit: number;
  /** YYYY-MM-DD */
  rate_date: string;
}

/** A code as a visitor may have typed it ('usd ') -> 'USD'; a code the site does not offer -> AED. */
export function normaliseCurrency(value: unknown, offered: ReadonlySet<string>): string {
  if (typeof value !== 'string') return BASE_CURRENCY;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) && offered.has(code) ? code : BASE_CURRENCY;
}

/** The currency a page's language suggests to a visitor who never chose one (offered or not: the caller checks). */
export function languageCurrency(lang: string): string {
  return lang === 'ru' ? 'RUB' : lang === 'zh' ? 'CNY' : BASE_CURRENCY;
}

/** The offered rates in the menu's order. */
export function menuOrder<T extends { code: string }>(rates: readonly T[]): T[] {
  const rank = (code: string) => {
    const i = (CURRENCY_ORDER as readonly string[]).indexOf(code);
    return i < 0 ? CURRENCY_ORDER.length : i;
  };
  return [...rates].sort((a, b) => rank(a.code) - rank(b.code) || a.code.localeCompare(b.code));
}

/** The hidden field of the project search saying which currency its price fields were typed in. */
export const PRICE_CURRENCY_PARAM = 'price_currency';
const PRICE_PARAMS = ['min_price', 'max_price'] as const;

/**
 * A project search's price bounds typed in another currency, as whole AED (the URL stays in AED). A bound that is
 * not a number is left as typed, for the search to name it; one still equal to what the form showed (`shown`, in the
 * visitor's currency) keeps its AED value, so a search sent again does not drift by rounding.
 */
export function pricesToAed(params: URLSearchParams, aedPerUnit: number, shown: Partial<Record<(typeof PRICE_PARAMS)[number], { shown: number; aed: number }>> = {}): URLSearchParams {
  const out = new URLSearchParams(params);
  out.delete(PRICE_CURRENCY_PARAM);
  for (const key of PRICE_PARAMS) {
    const typed = params.get(key);
    if (!typed) continue;
    const digits = westernDigits(typed).replace(/[,\s]/g, '');
    if (!/^\d+$/.test(digits)) continue;
    const n = Number(digits);
    out.set(key, String(shown[key]?.shown === n ? shown[key].aed : toAed(n, aedPerUnit)));
  }
  return out;
}
