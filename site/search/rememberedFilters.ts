import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FILTER_PROJECTS_STORAGE_KEY } from '../../src/constants';
import { filtersToRemember, hasActiveFilters, parseProjectFilters, projectFiltersToQuery, type ProjectFilters } from '../../src/search/projectFilters';

/** The visitor's last project search, from localStorage (spec: the stored `filter_projects` object). */
export function readRememberedFilters(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): ProjectFilters {
  try {
    const raw = storage?.getItem(FILTER_PROJECTS_STORAGE_KEY);
    const obj = raw ? (JSON.parse(raw) as unknown) : null;
    if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return {};
    return filtersToRemember(parseProjectFilters(obj as Record<string, unknown>).filters);
  } catch {
    return {};
  }
}

export function rememberFilters(filters: ProjectFilters, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = safeStorage()): void {
  try {
    const keep = filtersToRemember(filters);
    if (Object.keys(keep).length) storage?.setItem(FILTER_PROJECTS_STORAGE_KEY, JSON.stringify(keep));
    else storage?.removeItem(FILTER_PROJECTS_STORAGE_KEY);
  } catch {
    // Private browsing or storage full: the search still works, it is just not remembered.
  }
}

export function forgetProjectFilters(): void {
  rememberFilters({});
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Remembers the search in the URL; when the visitor comes back to /project with no query, their last
 * search is restored (after hydration, so the server's HTML and the first client render agree).
 */
export function useRememberedFilters(current: ProjectFilters, enabled = true) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const mounted = useRef(false);
  const key = projectFiltersToQuery(filtersToRemember(current));

  useEffect(() => {
    if (!enabled) return;
    const first = !mounted.current;
    mounted.current = true;
    if (first && !search) {
      const stored = readRememberedFilters();
      if (hasActiveFilters(stored) || stored.sort) {
        void navigate(`/project${projectFiltersToQuery(stored)}`, { replace: true });
        return;
      }
    }
    if (search) rememberFilters(parseProjectFilters(new URLSearchParams(key)).filters);
  }, [key, search, navigate, enabled]);
}
