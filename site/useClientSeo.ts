import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { documentTitle, resolveSeo, type SeoHandle, type SeoLookup } from './seo';
import { NOT_FOUND_TITLE } from './components/ErrorPage';
import { localizedPath } from '../src/i18n/languages';
import { useI18n } from './i18n/I18n';
import { alternateLinks, canonicalUrl, pageLanguages, type Alternate } from './i18n/alternates';

export { canonicalUrl };

function setMeta(title: string, description: string, canonical: string) {
  document.title = title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  document.querySelector('link[rel="canonical"]')?.setAttribute('href', canonical);
}

/** Client navigation: the hreflang links of the new page (the server wrote the first page's). */
function setAlternates(links: Alternate[]) {
  document.querySelectorAll('link[rel="alternate"][hreflang]').forEach((l) => l.remove());
  const canonical = document.querySelector('link[rel="canonical"]');
  for (const a of links) {
    const el = document.createElement('link');
    el.rel = 'alternate';
    el.hreflang = a.hreflang;
    el.href = a.href;
    canonical?.after(el);
  }
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
  const { lang } = useI18n();
  const seo = handle && last.data !== undefined ? handle.seo(last.data, last.params, productName) : null;
  // The spec's SEO calls answer in English: a translated page keeps the head its own (translated) data gives.
  const lookup: SeoLookup | null = seo ? (lang === 'en' ? seo.lookup : { kind: 'local', seo: seo.local }) : null;
  const lookupKey = JSON.stringify(lookup);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const n = ++latest.current;
    const path = localizedPath(lang, location.pathname);
    const available = pageLanguages(last?.data);
    const canonical = canonicalUrl(publicUrl, path, location.search, available.includes(lang) ? lang : 'en');
    setAlternates(alternateLinks(publicUrl, path, location.search, available));
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
  }, [location.pathname, location.search, lookupKey, productName, publicUrl, lang, last?.data]);
}
