import type { Language } from '../../src/i18n/languages';
import { loadTranslation } from '../../src/i18n/translation';
import type { Messages } from './messages/en';

/** Each translation is its own chunk: a page pays only for its own language (English needs none). */
export const loadMessages = (lang: Language): Promise<Messages | null> =>
  loadTranslation(lang, { ar: () => import('./messages/ar'), ru: () => import('./messages/ru'), zh: () => import('./messages/zh') });
