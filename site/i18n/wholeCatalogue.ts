import type { DataStrategyFunction } from 'react-router-dom';
import type { Language } from '../../src/i18n/languages';
import type { Messages } from './messages/en';
import { loadMessages } from './load';
import { catalogueHolds, firstPageCommitted, setWholeCatalogue, startWaitingParts, type WholeCatalogue } from './catalogue';
import { FIRST_USE } from '../bootAttributes';

/** Only a translated page fetches this chunk (with the app): an English page pays nothing for it (decision 048). */
export const WHOLE_CATALOGUE_MODULE = 'site/i18n/wholeCatalogue.ts';

function catalogueOf(lang: Language): WholeCatalogue {
  let messages: Messages | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  return {
    messages: () => messages,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      if (!loading) startWaitingParts();
      loading ??= loadMessages(lang).then(
        async (loaded) => {
          // Islands the page drew since the load began (it may begin before hydrating) would be rebuilt by the new
          // catalogue while still server HTML: once the page is committed, their code is fetched and waited for.
          await firstPageCommitted();
          startWaitingParts();
          await catalogueHolds();
          messages = loaded;
          for (const listener of listeners) listener();
        },
        () => {
          loading = null;
        },
      );
      return loading;
    },
  };
}

/** The visitor's first touch, key or focus (site/boot.ts remembers one that came before the app ran). */
function onFirstUse(run: () => void): void {
  if (window.oasisUsed) return run();
  const once = () => {
    for (const type of FIRST_USE) window.removeEventListener(type, once, true);
    run();
  };
  for (const type of FIRST_USE) window.addEventListener(type, once, { capture: true, passive: true });
}

/**
 * Sets up a translated page's way to its whole catalogue: fetched at the visitor's first use (usually before a form
 * or menu opens), or sooner by a part loaded later or a word the page lacks. Returns the router's data strategy: a
 * page reached in the app loads its data and the whole catalogue together, so it never renders in English.
 */
export function reachWholeCatalogue(lang: Language): DataStrategyFunction {
  const catalogue = catalogueOf(lang);
  setWholeCatalogue(catalogue);
  onFirstUse(() => void catalogue.load());
  return async ({ matches }) => {
    const loading = matches.filter((m) => m.shouldLoad);
    const [results] = await Promise.all([Promise.all(loading.map((m) => m.resolve())), catalogue.load()]);
    return Object.fromEntries(results.map((result, i) => [loading[i].route.id, result]));
  };
}
