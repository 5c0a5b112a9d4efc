import type { Messages } from './messages/en';

/**
 * A translated page carries the words its server render looked up (written with the hydration data), not its
 * language's whole catalogue (about 13 KB Brotli): it hydrates with those (decision 048). The whole catalogue
 * (site/i18n/wholeCatalogue.ts, fetched by translated pages only) is loaded when the page may show other words.
 */
export type PageMessages = Record<string, string>;

/** The translations of the keys a render looked up; a key the catalogue lacks is written as itself (English there too). */
export function pageMessages(messages: Messages, used: ReadonlySet<string>): PageMessages {
  const all = messages as Record<string, string>;
  const words: PageMessages = {};
  for (const key of used) words[key] = all[key] ?? key;
  return words;
}

/** A translated page's whole catalogue in the browser: loaded once, on demand; `load` never fails (a later call tries again). */
export interface WholeCatalogue {
  messages(): Messages | null;
  subscribe(listener: () => void): () => void;
  load(): Promise<void>;
}

// Set by site/entry-client.tsx on a translated page; never on the server, nor on an English page.
let whole: WholeCatalogue | undefined;

export const setWholeCatalogue = (catalogue: WholeCatalogue): void => {
  whole = catalogue;
};

export const wholeCatalogue = (): WholeCatalogue | undefined => whole;

/** A part that renders after hydration may show words the page did not: its code and the whole catalogue load together. */
export const withCatalogue =
  <M>(load: () => Promise<M>) =>
  (): Promise<M> =>
    Promise.all([load(), whole?.load()]).then(([module]) => module);
