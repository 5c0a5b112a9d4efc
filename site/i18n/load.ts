import type { Language } from '../../src/i18n/languages';
import type { Messages } from './messages/en';

/** Each translation is its own chunk: a page pays only for its own language (English needs none). */
export async function loadMessages(lang: Language): Promise<Messages | null> {
  switch (lang) {
    case 'ar':
      return (await import('./messages/ar')).default;
    case 'ru':
      return (await import('./messages/ru')).default;
    case 'zh':
      return (await import('./messages/zh')).default;
    default:
      return null;
  }
}
