import { lazy, type ComponentType } from 'react';
import type { Language } from '../../src/i18n/languages';
import { useI18n } from './I18n';

/**
 * A lazily loaded feature with texts of its own: its code and its texts in the page's language are fetched together,
 * in parallel, and it renders (inside the caller's Suspense) only once both are there: never in English first.
 * `loadTexts` keeps the other languages out of the feature's chunk and out of the page's.
 */
export function lazyWithTexts<T, P extends { texts: T }>(
  loadCode: () => Promise<{ default: ComponentType<P> }>,
  loadTexts: (lang: Language) => Promise<T>,
): ComponentType<Omit<P, 'texts'>> {
  // One lazy component per language, made once: the page's language is fixed for the document.
  const byLanguage = new Map<Language, ComponentType<Omit<P, 'texts'>>>();
  const inLanguage = (lang: Language) => {
    let Feature = byLanguage.get(lang);
    if (!Feature) {
      Feature = lazy(async () => {
        const [{ default: Code }, texts] = await Promise.all([loadCode(), loadTexts(lang)]);
        return { default: (props: Omit<P, 'texts'>) => <Code {...({ ...props, texts } as P)} /> };
      });
      byLanguage.set(lang, Feature);
    }
    return Feature;
  };
  return function InPageLanguage(props: Omit<P, 'texts'>) {
    const Feature = inLanguage(useI18n().lang);
    return <Feature {...props} />;
  };
}
