import { LANGUAGE_INFO, type Language } from '../../src/i18n/languages';
import { versionsInData } from '../../src/i18n/versions';
import { languagePrefix, splitLanguage } from '../../src/i18n/languages';
import { withoutTrailingSlashes } from '../../src/text';

/**
 * The canonical address of a page: the public URL, the path (in `lang`, by default the path's own language),
 * and the list page number when over 1. The home page of a translation is '/ar/'.
 */
export function canonicalUrl(publicUrl: string, pathname: string, search: string, lang?: Language): string {
  const [own, rest] = splitLanguage(pathname);
  const prefix = languagePrefix(lang ?? own);
  // /project/page/2 (the static export's form of a numbered list page) is the same page as /project?page=2.
  const numbered = /^\/(project|blogs)\/page\/(\d+)\/?$/.exec(rest);
  if (numbered) return canonicalUrl(publicUrl, `${prefix}/${numbered[1]}`, `?page=${numbered[2]}`);
  const page = Number(new URLSearchParams(search).get('page'));
  const path = rest.length > 1 ? withoutTrailingSlashes(rest) : rest;
  return `${publicUrl}${prefix}${path}${Number.isInteger(page) && page > 1 ? `?page=${page}` : ''}`;
}

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
