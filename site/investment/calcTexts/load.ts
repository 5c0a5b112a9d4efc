import type { Language } from '../../../src/i18n/languages';
import type { CalcTexts } from './en';

/** The returns calculator's texts in a page's language, each its own chunk; null for English, which is in the feature's code (en.ts). */
export async function loadCalcTexts(lang: Language): Promise<CalcTexts | null> {
  switch (lang) {
    case 'ar':
      return (await import('./ar')).default;
    case 'ru':
      return (await import('./ru')).default;
    case 'zh':
      return (await import('./zh')).default;
    default:
      return null;
  }
}
