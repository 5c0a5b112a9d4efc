import type { Language } from '../../src/i18n/languages';
import type { Messages } from './messages/en';
import { loadMessages } from './load';

/**
 * A translated page carries the words its server render looked up (written with the hydration data), not its
 * language's whole catalogue (about 13 KB Brotli): it hydrates with those. The whole catalogue is fetched only when
 * the page may show other words: the visitor's first use, a navigation in the app, a part loaded later, or a
 * lookup the page's words lack (site/i18n/I18n.tsx re-renders when it arrives).
 */
export type PageMessages = Record<string, string>;

/** The translations of the keys a render looked up; a key the catalogue lacks is written as itself (English there too). */
export function pageMessages(messages: Messages, used: ReadonlySet<string>): PageMessages {
  const all = messages as Record<string, string>;
  const words: PageMessages = {};
  for (const key of used) words[key] = all[key] ?? key;
  return words;
}

// The browser's one page language and its whole catalogue once loaded (the server never sets them).
let pageLanguage: Language = 'en';
let whole: Messages | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Set once by site/entry-client.tsx before hydrating. */
export function setPageLanguage(lang: Language): void {
  pageLanguage = lang;
}

/** Fetches the page language's whole catalogue once (English needs none); after a failed download the next call tries again. */
export function loadCatalogue(): Promise<void> {
  if (pageLanguage === 'en' || whole) return Promise.resolve();
  loading ??= loadMessages(pageLanguage).then(
    (messages) => {
      whole = messages;
      for (const listener of listeners) listener();
    },
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** The same, for callers that go on without it (the page's words stay, and a later lookup tries again). */
export const startLoadingCatalogue = (): Promise<void> => loadCatalogue().catch(() => undefined);

export const wholeCatalogue = (): Messages | null => whole;

export function onCatalogue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A part that renders after hydration may show words the page did not: its code and the whole catalogue load together. */
export const withCatalogue =
  <M>(load: () => Promise<M>) =>
  (): Promise<M> =>
    Promise.all([load(), startLoadingCatalogue()]).then(([module]) => module);
