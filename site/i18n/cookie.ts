import { isLanguage, type Language } from '../../src/i18n/languages';

/** The cookie that remembers the visitor's chosen language (the server sends an English page's visitor to it). */
export const LANGUAGE_COOKIE = 'lang';

export function rememberLanguage(lang: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
}

/** The remembered choice, or null when the visitor never chose. */
export function rememberedLanguage(cookieHeader: string | undefined): Language | null {
  const m = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(cookieHeader ?? '');
  return m && isLanguage(m[1]) ? m[1] : null;
}
