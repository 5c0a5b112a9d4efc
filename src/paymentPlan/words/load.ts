import type { Language } from '../../i18n/languages';
import type { PlanWords } from './en';

/** The plan words of a page's language, each its own chunk; null for English, which texts.ts holds. */
export async function loadPlanWords(lang: Language): Promise<PlanWords | null> {
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
