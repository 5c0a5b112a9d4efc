import { LANGUAGES, type Language } from '../../src/i18n/languages';

/**
 * Set on <html> by the boot script (site/boot.ts) to the language the bar suggests: the bars are in the
 * server-rendered page, hidden, and the one suggested shows at the first paint, so it never pushes the page down
 * after it was drawn (it did after hydration: a layout shift of 0.11 on every translated page for an English browser).
 */
export const LANGUAGE_SUGGEST_ATTRIBUTE = 'data-lang-suggest';

/** The first of the browser's languages (what it sends as Accept-Language) the site offers. */
export function preferredLanguage(browserLanguages: readonly string[]): Language | null {
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    const hit = LANGUAGES.find((l) => l === base);
    if (hit) return hit;
  }
  return null;
}

/** True once the visitor has chosen a language (the `lang` cookie, site/i18n/cookie.ts): nothing is suggested then. */
export const hasChosenLanguage = (cookie: string) => /(?:^|;\s*)lang=/.test(cookie);

/** The language to suggest on a page in `pageLang` (its <html lang>), or null: never the page's own, never after a choice. */
export function suggestedLanguage(cookie: string, browserLanguages: readonly string[], pageLang: string): Language | null {
  if (hasChosenLanguage(cookie)) return null;
  const pick = preferredLanguage(browserLanguages);
  return pick && pick !== preferredLanguage([pageLang]) ? pick : null;
}
