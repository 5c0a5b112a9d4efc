import { DEFAULT_LANGUAGE, LANGUAGES, TRANSLATED_LANGUAGES, type Language } from './languages';

/**
 * Which language versions of a page exist: the one rule behind the sitemap's entries and alternates, the
 * page's canonical and its hreflang links (decision 012; issue 23 item 8).
 *
 * A page whose text is one stored record of its own (a project, an area, a guide, a blog post, or a fixed
 * content page such as /about-us with its page record) exists in English and in each language that record is
 * completely translated into (its `translated_langs`; a record of a resource staff do not translate has none).
 * A page without such a record (the home page and the lists, made of many records plus interface texts; a
 * content page whose record is missing) exists in every language. Elsewhere the page is still served in the
 * visitor's language with English where text is missing, and its canonical is the English page.
 */
export function languageVersions(ownRecord: object | null | undefined): Language[] {
  if (!ownRecord) return [...LANGUAGES];
  const stored = String((ownRecord as { translated_langs?: unknown }).translated_langs ?? '').split(',');
  return [DEFAULT_LANGUAGE, ...TRANSLATED_LANGUAGES.filter((l) => stored.includes(l))];
}

/** A fixed public path of spec §2 and the page record (`pages.page_name`) that holds its texts. */
export interface FixedPage {
  path: string;
  page: string;
  /** The record is the page's own text (a content page); otherwise it only heads a list or the home page. */
  ownText: boolean;
}

export const FIXED_PAGES: readonly FixedPage[] = [
  { path: '/', page: 'home', ownText: false },
  { path: '/project', page: 'project', ownText: false },
  { path: '/area', page: 'area', ownText: false },
  { path: '/developers', page: 'developers', ownText: false },
  { path: '/investment-guide', page: 'investment-guide', ownText: false },
  { path: '/blogs', page: 'news-blog', ownText: false },
  { path: '/dubai-vision', page: 'dubai-vision', ownText: true },
  { path: '/golden-visa', page: 'golden-visa', ownText: true },
  { path: '/invest-dubai', page: 'invest-dubai', ownText: true },
  { path: '/about-us', page: 'about-us', ownText: true },
  { path: '/contact-us', page: 'contact-us', ownText: true },
  { path: '/mortgages', page: 'mortgages', ownText: true },
  { path: '/privacy-policy', page: 'privacy-policy', ownText: true },
  { path: '/terms-conditions', page: 'terms-conditions', ownText: true },
  // Market evidence (issue 25): the ranking of areas by registered deals (no page record of its own).
  { path: '/market', page: 'market', ownText: false },
  // Investor math (issue 26): the returns calculator (no page record of its own).
  { path: '/investment-calculator', page: 'investment-calculator', ownText: false },
];

/** The page record of a content page (its own text): the site's content routes are declared from this. */
export function contentPageName(path: string): string {
  const fixed = FIXED_PAGES.find((p) => p.path === path);
  if (!fixed?.ownText) throw new Error(`${path} is not a content page of FIXED_PAGES`);
  return fixed.page;
}

/** What the site reads: a page's data names its versions (`languages`, computed with languageVersions). */
export function versionsInData(data: unknown): Language[] {
  const listed = (data as { languages?: unknown } | null | undefined)?.languages;
  if (!Array.isArray(listed)) return languageVersions(null);
  return LANGUAGES.filter((l) => l === DEFAULT_LANGUAGE || listed.includes(l));
}
