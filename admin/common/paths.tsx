import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Identifier } from 'react-admin';

export const ADMIN_BASE = '/admin';

/** The spec's address for a resource's screens (seed-spec §2), relative to /admin. */
export interface SpecPaths {
  list: string;
  create?: string;
  edit?: (id: Identifier) => string;
}

export type SpecPathTable = Record<string, SpecPaths>;

/** Absolute paths (with /admin) of a resource's screens: the spec's when it has one, react-admin's otherwise. */
export function adminPaths(table: SpecPathTable) {
  const editPath = (resource: string, id: Identifier) => {
    const spec = table[resource]?.edit;
    return `${ADMIN_BASE}${spec ? spec(id) : `/${resource}/${encodeURIComponent(String(id))}`}`;
  };
  const showPath = (resource: string, id: Identifier) => `${ADMIN_BASE}/${resource}/${encodeURIComponent(String(id))}/show`;
  const createPath = (resource: string) => `${ADMIN_BASE}${table[resource]?.create ?? `/${resource}/create`}`;
  const listPath = (resource: string) => `${ADMIN_BASE}${table[resource]?.list ?? `/${resource}`}`;
  return {
    editPath,
    showPath,
    createPath,
    listPath,
    /** For `redirect` props: react-admin prefixes the basename itself. */
    redirectToEdit: (resource?: string, id?: Identifier) => editPath(resource ?? '', id ?? '').slice(ADMIN_BASE.length),
    redirectToList: (resource?: string) => listPath(resource ?? '').slice(ADMIN_BASE.length),
  };
}

export type AdminPaths = ReturnType<typeof adminPaths>;

// The table comes from the resource registry (admin/resources.tsx) through AdminApp, so screens never import it.
const PathsContext = createContext<AdminPaths>(adminPaths({}));

export function SpecPathsProvider({ table, children }: { table: SpecPathTable; children: ReactNode }) {
  const paths = useMemo(() => adminPaths(table), [table]);
  return <PathsContext.Provider value={paths}>{children}</PathsContext.Provider>;
}

export const useAdminPaths = (): AdminPaths => useContext(PathsContext);
