import { LANGUAGE_INFO, type Language } from '../../src/i18n/languages';
import * as english from '../format';
import type { MessageKey } from './messages/en';
import { fromAed } from '../../src/currency';

/** The visitor's display currency (issue 26): prices stay AED first, this one beside them. */
export interface DisplayCurrency {
  code: string;
  name: string;
  aedPerUnit: number;
  rateDate: string;
}

/** Prices, numbers and dates of a page, in its language. */
export interface Format {
  groupDigits(n: number): string;
  /** A number as written (up to two decimals: 0.25, 4.5), digits grouped in other languages. */
  decimal(n: number): string;
  aed(n: number | null | undefined): string | null;
  aedShort(n: number | null | undefined): string | null;
  /** A price as adverts must show it: AED first, the visitor's currency beside it (AED alone when that is AED). */
  price(n: number | null | undefined): string | null;
  /** The same, short ('AED 1.2M (≈ USD 327K)'), for cards. */
  priceShort(n: number | null | undefined): string | null;
  percent(n: number | null | undefined): string | null;
  longDate(iso: string | null | undefined): string | null;
  handover(year: number | null | undefined, quarter: number | null | undefined): string | null;
  bedrooms(min: number | null | undefined, max: number | null | undefined): string | null;
}

/** English keeps the spec's fixed formats; other languages use Intl with Latin digits (the same in Node and browsers). */
export function makeFormat(
  lang: Language,
  t: (key: MessageKey, vars?: Record<string, string | number>) => string,
  currency: DisplayCurrency | null = null,
): Format {
  const base = baseFormat(lang, t);
  if (!currency) return { ...base, price: base.aed, priceShort: base.aedShort };
  const locale = lang === 'en' ? null : `${LANGUAGE_INFO[lang].intl}-u-nu-latn`;
  const money = locale
    ? new Intl.NumberFormat(locale, { style: 'currency', currency: currency.code, currencyDisplay: 'code', maximumFractionDigits: 0 })
    : null;
  const full = (v: number) => (money ? money.format(v) : `${currency.code} ${english.groupDigits(v)}`);
  const short = (v: number) => {
    if (v >= 1_000_000) return t('{code} {n}M', { code: currency.code, n: base.decimal(Math.round(v / 100_000) / 10) });
    if (v >= 1_000) return t('{code} {n}K', { code: currency.code, n: base.groupDigits(Math.round(v / 1_000)) });
    return full(v);
  };
  // The converted part never breaks inside ("(≈ USD 348K)" stays whole on a narrow card): no-break spaces.
  const glued = (text: string) => text.replace(/ /g, '\u00a0');
  const beside = (aed: string | null, converted: string) =>
    aed == null ? null : t('{aed} (≈ {converted})', { aed, converted: glued(converted) }).replace(/≈ /g, '≈\u00a0');
  return {
    ...base,
    price: (n) => (n == null ? null : beside(base.aed(n), full(fromAed(n, currency.aedPerUnit)))),
    priceShort: (n) => (n == null ? null : beside(base.aedShort(n), short(fromAed(n, currency.aedPerUnit)))),
  };
}

type BaseFormat = Omit<Format, 'price' | 'priceShort'>;

function baseFormat(lang: Language, t: (key: MessageKey, vars?: Record<string, string | number>) => string): BaseFormat {
  if (lang === 'en') return english;
  const locale = `${LANGUAGE_INFO[lang].intl}-u-nu-latn`;
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'AED',
    currencyDisplay: 'code',
    maximumFractionDigits: 0,
  });
  const twoDecimals = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const short = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const pct = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const studio = t('Studio');
  const beds = (b: number) => (b === 0 ? studio : t('{n} BR', { n: b }));
  return {
    groupDigits: (n) => whole.format(Math.round(n)),
    decimal: (n) => twoDecimals.format(n),
    aed: (n) => (n == null ? null : money.format(n)),
    // Not Intl's compact notation: Node's and the browsers' ICU write it differently (hydration would not match).
    aedShort: (n) => {
      if (n == null) return null;
      if (n >= 1_000_000) return t('AED {n}M', { n: short.format(Math.round(n / 100_000) / 10) });
      if (n >= 1_000) return t('AED {n}K', { n: whole.format(Math.round(n / 1_000)) });
      return money.format(n);
    },
    percent: (n) => (n == null ? null : pct.format(n / 100)),
    longDate: (iso) => {
      if (!iso) return null;
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? null : date.format(d);
    },
    handover: (year, quarter) =>
      !year ? null : quarter ? t('Q{q} {year}', { q: quarter, year }) : String(year),
    bedrooms: (min, max) => {
      if (min == null && max == null) return null;
      if (min != null && max != null && min !== max)
        return t('{min} - {max} BR', { min: min === 0 ? studio : min, max });
      return beds((min ?? max)!);
    },
  };
}
