import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, type Language } from '../../src/i18n/languages';
import type { MessageKey, Messages } from './messages/en';
import { makeFormat, type DisplayCurrency, type Format } from './format';
import { choosePlurals } from './plural';

export type Vars = Record<string, string | number>;

export interface I18n {
  lang: Language;
  dir: 'ltr' | 'rtl';
  /** An interface text of the catalogue, with {placeholders} filled. */
  t(key: MessageKey, vars?: Vars): string;
  /** Any English text (a server message, a spec message from a schema): translated when the catalogue knows it. */
  tx(text: string, vars?: Vars): string;
  fmt: Format;
  /** The visitor's display currency (issue 26), null for AED. */
  currency: DisplayCurrency | null;
}

const fill = (text: string, vars: Vars | undefined, lang: Language) => {
  if (!vars) return text;
  const chosen = text.includes(', plural,') ? choosePlurals(text, lang, vars) : text;
  return chosen.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
};

export function makeI18n(lang: Language, messages: Messages | null, currency: DisplayCurrency | null = null): I18n {
  const lookup = (text: string) => (messages as Record<string, string> | null)?.[text] ?? text;
  const t = (key: MessageKey, vars?: Vars) => fill(lookup(key), vars, lang);
  const tx = (text: string, vars?: Vars) => fill(lookup(text), vars, lang);
  return { lang, dir: LANGUAGE_INFO[lang].dir, t, tx, fmt: makeFormat(lang, t, currency), currency };
}

const I18nContext = createContext<I18n>(makeI18n(DEFAULT_LANGUAGE, null));

/** The page's language and its catalogue (English is the keys themselves, so it needs none). */
export function I18nProvider({
  lang,
  messages,
  currency = null,
  children,
}: {
  lang: Language;
  messages: Messages | null;
  currency?: DisplayCurrency | null;
  children: ReactNode;
}) {
  const value = useMemo(() => makeI18n(lang, messages, currency), [lang, messages, currency]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useI18n = () => useContext(I18nContext);
export const useT = () => useContext(I18nContext).t;
