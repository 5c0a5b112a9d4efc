import { useTranslate } from 'react-admin';

/**
 * The back-office's texts are their English words: react-admin looks each up as a key (admin/locales/ru-by-english.ts
 * for Russian) and shows the English itself when no translation is there. `%{name}` placeholders are filled from args.
 */
export function useTr(): (text: string, args?: Record<string, unknown>) => string {
  const translate = useTranslate();
  return (text, args = {}) => translate(text, { _: text, ...args });
}
