import { FILTER_KEYS } from './projectFilters';
import { splitLanguage } from '../i18n/languages';

/**
 * The query parameters each public page reads (its loader or its prefilled form). Any other parameter
 * (a campaign tag, a typo, a cache-busting `?z=123`) does not change the page: the server renders and
 * caches the page under its canonical key, so such URLs neither cost a render nor evict a cached page.
 */
export const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/project': FILTER_KEYS,
  '/blogs': ['page'],
  '/mortgages': ['price', 'off_plan'],
  // The investor's workspace (issue 27): the list of projects a shared link carries.
  '/shortlist': ['projects'],
  '/compare': ['projects'],
  // The market ranking's order (issue 25): a sorted page rendered by the server, for a link followed before the app has loaded.
  '/market': ['sort'],
};

/** The page's path with only the parameters that page reads, in their fixed order, empty ones dropped. */
export function canonicalPageKey(url: string): string {
  const q = url.indexOf('?');
  const pathname = q < 0 ? url : url.slice(0, q);
  // /ar/project reads the same parameters as /project.
  const page = splitLanguage(pathname)[1];
  const known = PAGE_QUERY_PARAMS[page.length > 1 && page.endsWith('/') ? page.slice(0, -1) : page];
  if (q < 0 || !known) return pathname;
  const from = new URLSearchParams(url.slice(q + 1));
  const to = new URLSearchParams();
  for (const key of known) {
    const value = from.get(key);
    if (value) to.set(key, value);
  }
  const query = to.toString();
  return query ? `${pathname}?${query}` : pathname;
}
