/**
 * The bar suggesting the page in the browser's language (site/i18n/LanguageSuggestion.tsx): the page holds a hidden
 * bar for each other language, each marked with SUGGESTS_ATTRIBUTE; the boot script (site/boot.ts) sets
 * LANGUAGE_SUGGEST_ATTRIBUTE on <html> to the one to show, as soon as it runs rather than after hydration. It still
 * runs after the first paint (a module script), so the bar still moves a painted page down (CLS 0.11 measured, see
 * docs/BENCHMARKS.md). No import here: the boot script must stay tiny (the languages are read from the page's bars).
 */
export const LANGUAGE_SUGGEST_ATTRIBUTE = 'data-lang-suggest';
/** On each bar: the language it suggests. */
export const SUGGESTS_ATTRIBUTE = 'data-suggests';

const base = (tag: string) => tag.toLowerCase().split('-')[0];

/** The first of the browser's languages (what it sends as Accept-Language) among those offered. */
export function preferredLanguage<L extends string>(browserLanguages: readonly string[], offered: readonly L[]): L | null {
  for (const tag of browserLanguages) {
    const hit = offered.find((l) => l === base(tag));
    if (hit) return hit;
  }
  return null;
}

/** True once the visitor has chosen a language (the `lang` cookie, site/i18n/cookie.ts): nothing is suggested then. */
export const hasChosenLanguage = (cookie: string) => /(?:^|;\s*)lang=/.test(cookie);

/**
 * The language to suggest on a page in `pageLang` (its <html lang>) that offers `others`, or null: the browser's
 * first language the site has, unless that is the page's own; never after a choice.
 */
export function suggestedLanguage(cookie: string, browserLanguages: readonly string[], pageLang: string, others: readonly string[]): string | null {
  if (hasChosenLanguage(cookie)) return null;
  const page = base(pageLang);
  const pick = preferredLanguage(browserLanguages, [page, ...others]);
  return pick && pick !== page ? pick : null;
}
