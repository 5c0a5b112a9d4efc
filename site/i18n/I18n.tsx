import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, type Language } from '../../src/i18n/languages';
import type { MessageKey, Messages } from './messages/en';
import { makeFormat, type DisplayCurrency, type Format } from './format';
import { choosePlurals } from './plural';
import { wholeCatalogue, type PageMessages } from './catalogue';

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

export interface Lookups {
  /** The server's render of a translated page: every key it looked up, written into the page (site/i18n/catalogue.ts). */
  used?: Set<string>;
  /** The browser while it holds only the page's words: called for a key they lack. */
  missing?: () => void;
}

export function makeI18n(lang: Language, messages: Messages | PageMessages | null, currency: DisplayCurrency | null = null, { used, missing }: Lookups = {}): I18n {
  const table = messages as Record<string, string> | null;
  const lookup = (text: string) => {
    used?.add(text);
    const found = table?.[text];
    if (found !== undefined) return found;
    missing?.();
    return text;
  };
  const t = (key: MessageKey, vars?: Vars) => fill(lookup(key), vars, lang);
  const tx = (text: string, vars?: Vars) => fill(lookup(text), vars, lang);
  return { lang, dir: LANGUAGE_INFO[lang].dir, t, tx, fmt: makeFormat(lang, t, currency), currency };
}

const I18nContext = createContext<I18n>(makeI18n(DEFAULT_LANGUAGE, null));

const noCatalogue = () => null;
const noSubscription = () => () => undefined;

/**
 * The page's language and its catalogue (English is the keys themselves, so it needs none). `pageWords`: the browser
 * holds only the words the server rendered (`messages`) until the whole catalogue has loaded, then re-renders with it.
 */
export function I18nProvider({
  lang,
  messages,
  pageWords = false,
  used,
  currency = null,
  children,
}: {
  lang: Language;
  messages: Messages | PageMessages | null;
  pageWords?: boolean;
  used?: Set<string>;
  currency?: DisplayCurrency | null;
  children: ReactNode;
}) {
  const source = pageWords ? wholeCatalogue() : undefined;
  const whole = useSyncExternalStore(source?.subscribe ?? noSubscription, source?.messages ?? noCatalogue, source?.messages ?? noCatalogue);
  const value = useMemo(
    () => makeI18n(lang, whole ?? messages, currency, { used, missing: source && !whole ? source.load : undefined }),
    [lang, whole, messages, currency, used, source],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useI18n = () => useContext(I18nContext);
export const useT = () => useContext(I18nContext).t;
