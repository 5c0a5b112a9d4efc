import type { Language } from '../../../src/i18n/languages';
import { loadTranslation } from '../../../src/i18n/translation';
import type { VisaTexts } from './en';

/** The Golden Visa check's texts in a page's language; null for English, which is in the feature's code (en.ts). */
export const loadVisaTexts = (lang: Language): Promise<VisaTexts | null> =>
  loadTranslation(lang, { ar: () => import('./ar'), ru: () => import('./ru'), zh: () => import('./zh') });
