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

const holds = new Set<Promise<unknown>>();

/**
 * An island whose code is on its way (site/islands) holds the whole catalogue's arrival until that code is here: a
 * new catalogue re-renders the page, and an island React must render before its code has loaded would be rebuilt
 * under the visitor's finger.
 */
export function holdWholeCatalogue(loading: Promise<unknown>): void {
  holds.add(loading);
  const release = () => holds.delete(loading);
  loading.then(release, release);
}

let markCommitted!: () => void;
const committed = new Promise<void>((resolve) => (markCommitted = resolve));

/**
 * Called by site/entry-client.tsx once React has committed the first page. A whole catalogue is taken in only after
 * that: one arriving while React hydrates would make it re-render the page at once, and a part still server HTML
 * (an island whose code is not here) would be drawn anew.
 */
export const pageCommitted = (): void => markCommitted();

/** Settles once the first page is committed (at once on the server, which never loads a whole catalogue). */
export const firstPageCommitted = (): Promise<void> => committed;

const waiting = new Set<() => Promise<unknown>>();

/**
 * An island still server HTML: its code is fetched when the whole catalogue is (which then waits for it). React
 * re-renders the page with a new catalogue and would otherwise rebuild such a part from scratch, losing what the
 * visitor is doing in it. Returns the way to stop waiting (the island started on its own).
 */
export function loadWithWholeCatalogue(start: () => Promise<unknown>): () => void {
  waiting.add(start);
  return () => waiting.delete(start);
}

/** Called as the whole catalogue starts loading: every waiting island's code is fetched alongside. */
export function startWaitingParts(): void {
  for (const start of [...waiting]) holdWholeCatalogue(start());
}

/** Settles once every island holding the catalogue has its code (or failed to get it), then lets React take it in. */
export async function catalogueHolds(): Promise<void> {
  while (holds.size) await Promise.allSettled([...holds]);
  // A task later: React has seen every loaded part's code before the new catalogue reaches it.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A part that renders after hydration may show words the page did not: its code and the whole catalogue load together. */
export const withCatalogue =
  <M>(load: () => Promise<M>) =>
  (): Promise<M> =>
    Promise.all([load(), whole?.load()]).then(([module]) => module);
