import { useSyncExternalStore } from 'react';
import { parseProjectSlugs, SHORTLIST_MAX } from '../../src/workspace/projects';

/**
 * The visitor's shortlist (issue 27): project slugs kept in this browser's localStorage, no account. Every tab
 * sees a change at once (the storage event); the server render and the first hydration see an empty list, so
 * the markup matches and the saved state shows right after.
 */
const KEY = 'oasis-shortlist';
const listeners = new Set<() => void>();
const EMPTY: readonly string[] = [];
let cached: { raw: string | null; list: readonly string[] } = { raw: null, list: EMPTY };

function read(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return EMPTY; // storage blocked: the list lives only in the page's URL
  }
  if (raw !== cached.raw) cached = { raw, list: parseProjectSlugs(raw ?? '', SHORTLIST_MAX).slugs };
  return cached.list;
}

function write(list: readonly string[]) {
  try {
    window.localStorage.setItem(KEY, list.slice(0, SHORTLIST_MAX).join(','));
  } catch {
    /* storage blocked or full: nothing to keep */
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The shortlisted slugs, newest last. */
export const useShortlist = () => useSyncExternalStore(subscribe, read, () => EMPTY);

export function toggleShortlisted(slug: string): boolean {
  const list = read();
  const saved = list.includes(slug);
  if (saved) write(list.filter((s) => s !== slug));
  else if (list.length < SHORTLIST_MAX) write([...list, slug]);
  return !saved;
}

/** Replaces the list (a shared list the visitor keeps as theirs). */
export const setShortlist = (slugs: readonly string[]) => write([...new Set(slugs)]);
