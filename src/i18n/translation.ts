import type { Language } from './languages';

/** Every language but English, whose words are the code's own (the keys, or a feature's en.ts). */
export type Translated = Exclude<Language, 'en'>;

/**
 * A translation in a page's language, each language its own chunk (a page pays for its own only); null for English.
 * One loader per translated language: adding a language to LANGUAGES fails `tsc` until every list has it.
 */
export async function loadTranslation<T>(lang: Language, chunks: Record<Translated, () => Promise<{ default: T }>>): Promise<T | null> {
  return lang === 'en' ? null : (await chunks[lang]()).default;
}
