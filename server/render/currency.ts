import type { FastifyReply, FastifyRequest } from 'fastify';
import { CURRENCY_COOKIE, CURRENCY_QUERY, PRICE_CURRENCY_PARAM, pricesToAed } from '../../src/currency';
import { choiceOf, resolveDisplayCurrency, type OfferedCurrencies } from '../currency/display';

const YEAR_SECONDS = 60 * 60 * 24 * 365;

/** A redirect to this site's own path: '//evil.example/' would be another host to a browser. */
const ownPath = (path: string) => `/${path.replace(/^[/\\]+/, '')}`;

/** The page's URL without `?currency=`, or null when it has none (nothing to take out). */
export function withoutCurrencyParam(url: string): string | null {
  const q = url.indexOf('?');
  if (q < 0) return null;
  const params = new URLSearchParams(url.slice(q + 1));
  if (!params.has(CURRENCY_QUERY)) return null;
  params.delete(CURRENCY_QUERY);
  const rest = params.toString();
  return ownPath(`${url.slice(0, q)}${rest ? `?${rest}` : ''}`);
}

/**
 * A project search sent without the script, its price bounds typed in another currency (`price_currency=USD`):
 * the same search in AED, or null when the URL has no such field. A currency without a rate converts nothing.
 */
export function aedSearchUrl(url: string, offered: OfferedCurrencies): string | null {
  const q = url.indexOf('?');
  if (q < 0) return null;
  const params = new URLSearchParams(url.slice(q + 1));
  const code = params.get(PRICE_CURRENCY_PARAM);
  if (code === null) return null;
  const rate = offered.rates.get(code.trim().toUpperCase());
  const out = rate ? pricesToAed(params, rate) : params;
  out.delete(PRICE_CURRENCY_PARAM);
  const rest = out.toString();
  return ownPath(`${url.slice(0, q)}${rest ? `?${rest}` : ''}`);
}

/**
 * Keeps a `?currency=` choice in the `currency` cookie (normalised: an unknown code is AED) on a response that no
 * cache keeps. Not HttpOnly: it is a display preference, and the browser may read it.
 */
export function rememberCurrency(request: FastifyRequest, reply: FastifyReply, offered: OfferedCurrencies): FastifyReply {
  const currency = resolveDisplayCurrency(choiceOf(request, false), offered.codes);
  return reply
    .header('Cache-Control', 'no-store')
    .setCookie(CURRENCY_COOKIE, currency, { path: '/', maxAge: YEAR_SECONDS, sameSite: 'lax', secure: request.protocol === 'https' });
}
