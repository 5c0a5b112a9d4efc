import { LANGUAGE_INFO, type Language } from '../../src/i18n/languages';
import * as english from '../format';
import type { MessageKey } from './messages/en';

/** Prices, numbers and dates of a page, in its language. */
export interface Format {
  groupDigits(n: number): string;
  /** A number as written (up to two decimals: 0.25, 4.5), digits grouped in other languages. */
  decimal(n: number): string;
  aed(n: number | null | undefined): string | null;
  aedShort(n: number | null | undefined): string | null;
  percent(n: number | null | undefined): string | null;
  longDate(iso: string | null | undefined): string | null;
  handover(year: number | null | undefined, quarter: number | null | undefined): string | null;
  bedrooms(min: number | null | undefined, max: number | null | undefined): string | null;
}

/** English keeps the spec's fixed formats; other languages use Intl with Latin digits (the same in Node and browsers). */
export function makeFormat(
  lang: Language,
  t: (key: MessageKey, vars?: Record<string, string | number>) => string,
): Format {
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
