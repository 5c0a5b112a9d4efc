import type { Language } from '../../../src/i18n/languages';
import type { VisaTexts } from './en';

/** The Golden Visa check's texts in a page's language, each its own chunk; null for English, which is in the feature's code (en.ts). */
export async function loadVisaTexts(lang: Language): Promise<VisaTexts | null> {
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
