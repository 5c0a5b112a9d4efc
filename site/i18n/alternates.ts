import { LANGUAGE_INFO, type Language } from '../../src/i18n/languages';
import { versionsInData } from '../../src/i18n/versions';
import { canonicalUrl } from '../useClientSeo';

/** The languages a page exists in, as its data says (the one rule: src/i18n/versions.ts). */
export const pageLanguages = versionsInData;

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
