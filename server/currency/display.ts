import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { BASE_CURRENCY, CURRENCY_COOKIE, CURRENCY_HEADER, CURRENCY_QUERY, languageCurrency, normaliseCurrency } from '../../src/currency';
import { splitLanguage } from '../../src/i18n/languages';

/** Where a visitor's currency choice may come from, as the request carries them (raw, untrusted). */
export interface CurrencyChoice {
  query?: unknown;
  header?: unknown;
  cookie?: unknown;
  /** The page's path: with no choice at all, the page's language suggests one (e.g. /ru -> RUB when offered). */
  pathname?: string;
}

const given = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** Where the display currency came from: what a shared cache would have to key the answer on. */
export type CurrencySource = 'query' | 'header' | 'cookie' | 'language';

/**
 * The visitor's display currency and where it came from (issue 26; the contract with the HTTP cache, issues 32 and
 * 37 item 9): `?currency=`, then the `X-Currency` header (only when a trusted proxy sets it, see choiceOf), then the
 * `currency` cookie; the first one given wins and is normalised (a code the rates do not offer is AED). With none
 * given, the page language's usual currency if offered, else AED. The only place this precedence lives.
 */
export function displayCurrency(choice: CurrencyChoice, offered: ReadonlySet<string>): { currency: string; source: CurrencySource } {
  for (const source of ['query', 'header', 'cookie'] as const) {
    const value = choice[source];
    if (given(value)) return { currency: normaliseCurrency(value, offered), source };
  }
  const lang = splitLanguage(choice.pathname ?? '/')[0];
  return { currency: normaliseCurrency(languageCurrency(lang), offered), source: 'language' };
}

export const resolveDisplayCurrency = (choice: CurrencyChoice, offered: ReadonlySet<string>): string => displayCurrency(choice, offered).currency;

/**
 * A shared cache may keep an answer in this currency only when its key holds everything the choice came from: the
 * URL (query, language) or an X-Currency header that a trusted proxy derives from the cookie (Varnish does; CDNs
 * that ignore Vary need their own rule, docs/deployment.md). A currency taken from the cookie makes the answer private.
 */
export const shareableCurrency = (source: CurrencySource): boolean => source !== 'cookie';

/**
 * The choice a request carries (the first value of a repeated parameter or header). The X-Currency header counts
 * only when the deployment says a proxy in front sets it (TRUST_CURRENCY_HEADER): otherwise anyone could send it.
 */
export function choiceOf(request: FastifyRequest, trustHeader: boolean): CurrencyChoice {
  const query = (request.query as Record<string, unknown> | undefined)?.[CURRENCY_QUERY];
  const header = trustHeader ? request.headers[CURRENCY_HEADER] : undefined;
  return {
    query: Array.isArray(query) ? query[0] : query,
    header: Array.isArray(header) ? header[0] : header,
    cookie: request.cookies?.[CURRENCY_COOKIE],
    pathname: request.url.split('?')[0],
  };
}

export interface OfferedCurrencies {
  /** AED and every code with a rate. */
  codes: ReadonlySet<string>;
  /** AED for one unit, by code. */
  rates: ReadonlyMap<string, number>;
  /** Changes whenever a rate, its date or the list changes: part of the render cache's key. */
  fingerprint: string;
}

/** Rates are read again after this long even without a change notice (the rates command writes from outside). */
const RATES_TTL_MS = 5 * 60_000;

/**
 * The currencies the site offers, read from the currency-rates resource once and kept in process until staff change
 * a rate (a content change) or five minutes pass.
 */
export function offeredCurrencies(app: FastifyInstance, database?: Kysely<Database>): () => Promise<OfferedCurrencies> {
  let cached: { at: number; value: Promise<OfferedCurrencies> } | null = null;
  app.onContentChange((resource) => {
    if (resource === 'currency-rates' || resource === '*') cached = null;
  });
  const read = async (): Promise<OfferedCurrencies> => {
    // Looked up when first needed: a host that renders without a database (a partial test host) shows AED.
    const db = database ?? app.db.kysely;
    const rows = await db.selectFrom('currency_rates').select(['code', 'aed_per_unit', 'rate_date']).orderBy('code').execute();
    return {
      codes: new Set([BASE_CURRENCY, ...rows.map((r) => r.code)]),
      rates: new Map(rows.map((r) => [r.code, Number(r.aed_per_unit)])),
      fingerprint: rows.map((r) => `${r.code}=${Number(r.aed_per_unit)}@${r.rate_date}`).join(','),
    };
  };
  return () => {
    if (!cached || Date.now() - cached.at > RATES_TTL_MS) {
      const value = read();
      // A failed read is not kept (the next request tries again); meanwhile pages show AED, as cached pages keep serving.
      const safe = value.catch((err: Error): OfferedCurrencies => {
        app.log.error(`Currency rates could not be read; showing AED: ${err.message}`);
        if (cached?.value === safe) cached = null;
        return { codes: new Set([BASE_CURRENCY]), rates: new Map(), fingerprint: '' };
      });
      cached = { at: Date.now(), value: safe };
    }
    return cached.value;
  };
}
