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
  /** "690 - 780": a range of numbers, kept left to right as one piece inside Arabic text (issue 39 item 5). */
  range(from: number | null | undefined, to: number | null | undefined): string | null;
  /** A size in square feet with square metres beside it: "720 - 860 sq ft (67 - 80 m²)" (issue 39 item 9). */
  area(fromSqft: number | null | undefined, toSqft?: number | null): string | null;
}

/** Unicode isolates (issue 39 item 5): a left-to-right run (numbers, ranges, codes) or a run whose direction its own first letter decides. */
export const ltrIsolate = (text: string) => `\u2066${text}\u2069`;
export const autoIsolate = (text: string) => `\u2068${text}\u2069`;
const SQFT_PER_SQM = 10.763_910_4;

/** English keeps the spec's fixed formats; other languages use Intl with Latin digits (the same in Node and browsers). */
export function makeFormat(
  lang: Language,
  t: (key: MessageKey, vars?: Record<string, string | number>) => string,
  currency: DisplayCurrency | null = null,
): Format {
  const base = withRanges(lang, t, baseFormat(lang, t));
  if (!currency) return { ...base, price: base.aed, priceShort: base.aedShort };
  const locale = lang === 'en' ? null : `${LANGUAGE_INFO[lang].intl}-u-nu-latn`;
  const money = locale ? intl(locale, 'number', { style: 'currency', currency: currency.code, currencyDisplay: 'code', maximumFractionDigits: 0 }) : null;
  const full = (v: number) => (money ? money().format(v) : `${currency.code} ${english.groupDigits(v)}`);
  const short = (v: number) => {
    const s = shortAmount(v);
    if (s.unit === 'M') return t('{code} {n}M', { code: currency.code, n: base.decimal(s.n) });
    if (s.unit === 'K') return t('{code} {n}K', { code: currency.code, n: s.n >= 1000 ? base.groupDigits(s.n) : base.decimal(s.n) });
    return full(v);
  };
  // The converted part never breaks inside ("(≈ USD 348K)" stays whole on a narrow card): no-break spaces.
  const glued = (text: string) => text.replace(/ /g, '\u00a0');
  const beside = (aed: string | null, converted: string) =>
    aed == null ? null : t('{aed} (≈ {converted})', { aed, converted: glued(converted) }).replace(/≈ /g, '≈\u00a0');
  return {
    ...base,
    // An indicative conversion of ten million or more (roubles) is written short: "≈ 128.8M RUB", not nine digits of noise.
    price: (n) => {
      if (n == null) return null;
      const v = fromAed(n, currency.aedPerUnit);
      return beside(base.aed(n), v >= 10_000_000 ? short(v) : full(v));
    },
    priceShort: (n) => (n == null ? null : beside(base.aedShort(n), short(fromAed(n, currency.aedPerUnit)))),
  };
}

type BaseFormat = Omit<Format, 'price' | 'priceShort' | 'range' | 'area'>;

/** Ranges and sizes, and in a right-to-left language every number range isolated so "690 - 780" never reads "780 - 690". */
function withRanges(lang: Language, t: (key: MessageKey, vars?: Record<string, string | number>) => string, base: BaseFormat): Omit<Format, 'price' | 'priceShort'> {
  const rtl = LANGUAGE_INFO[lang].dir === 'rtl';
  const range = (from: number | null | undefined, to: number | null | undefined) => {
    const parts = [from, to].filter((n): n is number => n != null);
    if (!parts.length) return null;
    const text = (parts.length === 2 && parts[0] === parts[1] ? [parts[0]] : parts).map((n) => base.groupDigits(n)).join(' - ');
    return rtl ? ltrIsolate(text) : text;
  };
  const sqm = (n: number | null | undefined) => (n == null ? n : Math.round(n / SQFT_PER_SQM));
  return {
    ...base,
    range,
    area: (from, to) => {
      const feet = range(from, to);
      return feet == null ? null : t('{size} sq ft ({sqm} m²)', { size: feet, sqm: range(sqm(from), sqm(to))! });
    },
    bedrooms: (min, max) => {
      const text = base.bedrooms(min, max);
      // "1 - 3 غرف نوم": the numbers of the range as one left-to-right piece.
      return text && rtl ? text.replace(/(?<!\d)\d{1,3}\s?-\s?\d{1,3}(?!\d)/, (m) => ltrIsolate(m)) : text;
    },
  };
}

/**
 * A short amount rounded to what it means (issue 39 item 9): 1,450 is "1.5K", not "1K" (a third off); from 10,000
 * whole thousands (12K), from a million one decimal (1.2M); 999,600 is "1M", not "1,000K". Below 1,000 it stays whole.
 */
export function shortAmount(n: number): { n: number; unit: 'M' | 'K' | '' } {
  if (Math.round(n / 1_000) >= 1_000) return { n: Math.round(n / 100_000) / 10, unit: 'M' };
  if (n >= 10_000) return { n: Math.round(n / 1_000), unit: 'K' };
  if (n >= 1_000) return { n: Math.round(n / 100) / 10, unit: 'K' };
  return { n, unit: '' };
}

/**
 * Intl's formatters, one per locale and options, made at their first use (issue 41): creating one is what costs (the
 * first in a page loads ICU's data, 15-60 ms on a fast machine, four times that on a low-end phone; an Arabic date
 * formatter another 5-20 ms), and a page re-renders its words once the whole catalogue arrives.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function intl(locale: string, kind: 'number', options: Intl.NumberFormatOptions): () => Intl.NumberFormat;
function intl(locale: string, kind: 'date', options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat;
function intl(locale: string, kind: 'number' | 'date', options: Intl.NumberFormatOptions | Intl.DateTimeFormatOptions) {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  return () => {
    let made = formatters.get(key);
    if (!made) formatters.set(key, (made = kind === 'number' ? new Intl.NumberFormat(locale, options as Intl.NumberFormatOptions) : new Intl.DateTimeFormat(locale, options as Intl.DateTimeFormatOptions)));
    return made;
  };
}

function baseFormat(lang: Language, t: (key: MessageKey, vars?: Record<string, string | number>) => string): BaseFormat {
  if (lang === 'en') return english;
  const locale = `${LANGUAGE_INFO[lang].intl}-u-nu-latn`;
  const whole = intl(locale, 'number', { maximumFractionDigits: 0 });
  const money = intl(locale, 'number', { style: 'currency', currency: 'AED', currencyDisplay: 'code', maximumFractionDigits: 0 });
  const twoDecimals = intl(locale, 'number', { maximumFractionDigits: 2 });
  const short = intl(locale, 'number', { maximumFractionDigits: 1 });
  const pct = intl(locale, 'number', { style: 'percent', maximumFractionDigits: 1 });
  const date = intl(locale, 'date', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const studio = t('Studio');
  const beds = (b: number) => (b === 0 ? studio : t('{n} BR', { n: b }));
  return {
    groupDigits: (n) => whole().format(Math.round(n)),
    decimal: (n) => twoDecimals().format(n),
    aed: (n) => (n == null ? null : money().format(n)),
    // Not Intl's compact notation: Node's and the browsers' ICU write it differently (hydration would not match).
    aedShort: (n) => {
      if (n == null) return null;
      const s = shortAmount(n);
      if (s.unit === 'M') return t('AED {n}M', { n: short().format(s.n) });
      if (s.unit === 'K') return t('AED {n}K', { n: short().format(s.n) });
      return money().format(n);
    },
    percent: (n) => (n == null ? null : pct().format(n / 100)),
    longDate: (iso) => {
      if (!iso) return null;
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? null : date().format(d);
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

/**
 * A time zone as people say it, in the page's language (issue 39 item 9): "Moscow Standard Time, UTC+3", "توقيت موسكو
 * الرسمي، UTC+3", not "Europe/Moscow". The name and the offset at `at` (summer time included) come from Intl; an
 * engine without the name shows the IANA city. Browser-only callers (the booking widget), so no hydration to match.
 */
export function timeZoneLabel(zone: string, lang: Language, at: Date = new Date()): string {
  const locale = `${LANGUAGE_INFO[lang].intl}-u-nu-latn`;
  const part = (timeZoneName: 'longGeneric' | 'shortOffset') => {
    try {
      return new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
    } catch {
      return '';
    }
  };
  const city = zone.split('/').pop()!.replace(/_/g, ' ');
  const offset = /[+\-\u2212]\d{1,2}(?::\d{2})?/.exec(part('shortOffset'))?.[0].replace('\u2212', '-') ?? (part('shortOffset') ? '+0' : '');
  const name = part('longGeneric') || city;
  // The offset is a code: isolated so "UTC+3" reads left to right inside Arabic text.
  const comma = lang === 'ar' ? '\u060c ' : lang === 'zh' ? '\uff0c' : ', ';
  return offset ? `${name}${comma}\u2068UTC${offset === '+0' ? '' : offset}\u2069` : name;
}
