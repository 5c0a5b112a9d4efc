import { CreateButton, FilterButton, TopToolbar, useCanAccess, useResourceContext } from 'react-admin';
import type { ReactNode } from 'react';
import { useAdminPaths } from './paths';

/** Filter button, a Create button pointing at the spec's "add" route, and any extra actions. */
export function ListActions({ children, create = true, filters = true }: { children?: ReactNode; create?: boolean; filters?: boolean }) {
  const resource = useResourceContext() ?? '';
  const { createPath } = useAdminPaths();
  const { canAccess } = useCanAccess({ action: 'create', resource });
  return (
    <TopToolbar>
      {filters && <FilterButton />}
      {create && canAccess && <CreateButton to={createPath(resource)} />}
      {children}
    </TopToolbar>
  );
}
