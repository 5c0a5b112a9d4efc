import { LANGUAGE_INFO, LANGUAGES, isLanguage, type Language } from '../../src/i18n/languages';
import { canonicalUrl } from '../useClientSeo';

/**
 * The languages a page exists in: a record's detail answer lists the languages whose translation is complete
 * ('en' first); a page without one (lists, static pages) exists in every language.
 */
export function pageLanguages(data: unknown): Language[] {
  const listed = (data as { languages?: unknown } | null | undefined)?.languages;
  if (!Array.isArray(listed)) return [...LANGUAGES];
  const langs = LANGUAGES.filter((l) => l === 'en' || listed.some((x) => isLanguage(x) && x === l));
  return langs;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/** hreflang alternates of a page: each language version that exists, and x-default (English). */
export function alternateLinks(
  publicUrl: string,
  pathname: string,
  search: string,
  available: readonly Language[],
): Alternate[] {
  const links = available.map((l) => ({
    hreflang: LANGUAGE_INFO[l].hreflang,
    href: canonicalUrl(publicUrl, pathname, search, l),
  }));
  links.push({ hreflang: 'x-default', href: canonicalUrl(publicUrl, pathname, search, 'en') });
  return links;
}
