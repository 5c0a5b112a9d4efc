import { isSupportedCountry, type CountryCode } from 'libphonenumber-js/min';
import { PHONE_DEFAULT_COUNTRY } from './constants';
import type { Language } from './i18n/languages';

/**
 * Hot leads first (issue 28): the phone fields' default country is a setting (settings.phone_default_country);
 * the stored code when the phone rules know it, else the built-in one (AE).
 */
export const defaultPhoneCountry = (stored: unknown): CountryCode =>
  (typeof stored === 'string' && isSupportedCountry(stored) ? stored : PHONE_DEFAULT_COUNTRY) as CountryCode;

/**
 * The investor's journey (issue 39 item 6): a page in Russian starts its phone fields at +7, Chinese at +86, Arabic
 * at +971; an English page at the visitor's located country (when a look-up is configured), else the setting.
 * The visitor can always change it (the country menu of the phone field). The only place this choice lives.
 */
export const LANGUAGE_PHONE_COUNTRY: Partial<Record<Language, CountryCode>> = { ru: 'RU', ar: 'AE', zh: 'CN' };

export function pagePhoneCountry(lang: Language, settingDefault: CountryCode, located?: string | null): CountryCode {
  const byLanguage = LANGUAGE_PHONE_COUNTRY[lang];
  if (byLanguage) return byLanguage;
  return located && isSupportedCountry(located) ? (located as CountryCode) : settingDefault;
}
