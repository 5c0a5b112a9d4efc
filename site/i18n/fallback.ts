import type { Untranslated } from '../../src/site-contract';

/** English text on a page in another language: its language and direction (WCAG 3.1.2, language of parts). */
export const ENGLISH = { lang: 'en', dir: 'ltr' } as const;
const NONE = {} as const;
export type LangAttributes = { lang?: 'en'; dir?: 'ltr' };

/**
 * The attributes of a record's field on the page: `lang="en" dir="ltr"` when the server says the field is shown
 * in English for want of a translation (`untranslated`, src/site-contract.ts), nothing otherwise. Spread them on
 * the element that holds the text: `<h1 {...fallbackLang(project, 'title')}>`.
 */
export function fallbackLang(record: object | null | undefined, field: string): LangAttributes {
  return (record as Untranslated | null | undefined)?.untranslated?.includes(field) ? ENGLISH : NONE;
}

/** True when any of the fields is shown in English. */
export const anyUntranslated = (record: object | null | undefined, fields: readonly string[]) => fields.some((f) => fallbackLang(record, f) === ENGLISH);

/** Text that is English in every language (unit-type and payment-plan labels, decision 012): marked on other pages. */
export const alwaysEnglish = (pageLang: string): LangAttributes => (pageLang === 'en' ? NONE : ENGLISH);
