import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import type { SeoHandle } from './routes';
import { documentTitle, resolveSeo, type SeoLookup } from './seo';
import { NOT_FOUND_TITLE } from './components/ErrorPage';
import { withoutTrailingSlashes } from '../src/text';

/** The canonical address of a page: the public URL, the path, and the list page number when over 1. */
export function canonicalUrl(publicUrl: string, pathname: string, search: string): string {
  // /project/page/2 (the static export's form of a numbered list page) is the same page as /project?page=2.
  const numbered = /^\/(project|blogs)\/page\/(\d+)\/?$/.exec(pathname);
  if (numbered) return canonicalUrl(publicUrl, `/${numbered[1]}`, `?page=${numbered[2]}`);
  const page = Number(new URLSearchParams(search).get('page'));
  const path = pathname.length > 1 ? withoutTrailingSlashes(pathname) : pathname;
  return `${publicUrl}${path}${Number.isInteger(page) && page > 1 ? `?page=${page}` : ''}`;
}

function setMeta(title: string, description: string, canonical: string) {
  document.title = title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  document.querySelector('link[rel="canonical"]')?.setAttribute('href', canonical);
}

/**
 * On client-side navigation the title and description come from the spec's SEO calls (§4, §7) with
 * their fallbacks; the first paint's head was already written by the server.
 */
export function useClientSeo(productName: string, publicUrl: string) {
  const location = useLocation();
  const matches = useMatches();
  const first = useRef(true);
  const latest = useRef(0);
  const last = matches[matches.length - 1];
  const handle = last?.handle as SeoHandle | undefined;
  const lookup: SeoLookup | null = handle && last.data !== undefined ? handle.seo(last.data, last.params, productName).lookup : null;
  const lookupKey = JSON.stringify(lookup);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const n = ++latest.current;
    const canonical = canonicalUrl(publicUrl, location.pathname, location.search);
    const parsed = JSON.parse(lookupKey) as SeoLookup | null;
    if (!parsed) {
      setMeta(documentTitle({ title: NOT_FOUND_TITLE, description: '' }, productName), '', canonical);
      return;
    }
    void (async () => {
      const api = await import('./api/public'); // already in the page's chunk; the axios client inside loads on first call
      const seo = await resolveSeo(parsed, productName, {
        page: api.getPageSeo,
        project: api.getProjectSeoData,
        area: api.getAreaSeoData,
        developer: api.getDeveloperSeoData,
      });
      if (n === latest.current) setMeta(documentTitle(seo, productName), seo.description, canonical);
    })();
  }, [location.pathname, location.search, lookupKey, productName, publicUrl]);
}
