import type { Language } from '../../../src/i18n/languages';
import { loadTranslation } from '../../../src/i18n/translation';
import type { CalcTexts } from './en';

/** The returns calculator's texts in a page's language; null for English, which is in the feature's code (en.ts). */
export const loadCalcTexts = (lang: Language): Promise<CalcTexts | null> =>
  loadTranslation(lang, { ar: () => import('./ar'), ru: () => import('./ru'), zh: () => import('./zh') });
