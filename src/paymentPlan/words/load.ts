import type { Language } from '../../i18n/languages';
import { loadTranslation } from '../../i18n/translation';
import type { PlanWords } from './en';

/** The plan words of a page's language; null for English, which texts.ts holds. */
export const loadPlanWords = (lang: Language): Promise<PlanWords | null> =>
  loadTranslation(lang, { ar: () => import('./ar'), ru: () => import('./ru'), zh: () => import('./zh') });
