/**
 * The public site's languages. English is the source and lives at the root (/project/...); the others
 * are served under their prefix (/ar/project/...) with content staff translate.
 */
export const LANGUAGES = ['en', 'ar', 'ru', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Languages with translated content (every language but the source). */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== DEFAULT_LANGUAGE);
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export interface LanguageInfo {
  /** The language's own name, as the switcher shows it. */
  name: string;
  /** English name, for the back-office. */
  englishName: string;
  dir: 'ltr' | 'rtl';
  /** hreflang and <html lang> value. */
  hreflang: string;
  /** Open Graph og:locale. */
  ogLocale: string;
  /** Intl locale for numbers, prices and dates. */
  intl: string;
}

export const LANGUAGE_INFO: Record<Language, LanguageInfo> = {
  en: { name: 'English', englishName: 'English', dir: 'ltr', hreflang: 'en', ogLocale: 'en_US', intl: 'en-AE' },
  ar: { name: 'العربية', englishName: 'Arabic', dir: 'rtl', hreflang: 'ar', ogLocale: 'ar_AE', intl: 'ar-AE' },
  ru: { name: 'Русский', englishName: 'Russian', dir: 'ltr', hreflang: 'ru', ogLocale: 'ru_RU', intl: 'ru-RU' },
  zh: { name: '中文', englishName: 'Chinese', dir: 'ltr', hreflang: 'zh-Hans', ogLocale: 'zh_CN', intl: 'zh-CN' },
};

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The path prefix of a language: '' for English, '/ar' for Arabic. */
export const languagePrefix = (lang: Language) => (lang === DEFAULT_LANGUAGE ? '' : `/${lang}`);

/** Splits '/ar/project/x' into ['ar', '/project/x']; a path without a language prefix is English. */
export function splitLanguage(pathname: string): [Language, string] {
  const m = /^\/(ar|ru|zh)(?=\/|$)/.exec(pathname);
  if (!m) return [DEFAULT_LANGUAGE, pathname];
  return [m[1] as Language, pathname.slice(m[0].length) || '/'];
}

/** The same page in another language; the home page of a translation is '/ar/'. */
export function localizedPath(lang: Language, pathname: string): string {
  const rest = splitLanguage(pathname)[1];
  return lang === DEFAULT_LANGUAGE ? rest : `/${lang}${rest}`;
}
