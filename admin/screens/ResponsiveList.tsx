import type { ReactElement, ReactNode } from 'react';
import { BulkDeleteButton, Datagrid, List, useCanAccess, useResourceContext, type Identifier } from 'react-admin';
import { CompactList, type CompactRow } from '../common/CompactList';
import { ListActions } from '../common/ListActions';
import { useAdminPaths } from '../common/paths';
import { useIsPhone } from '../common/useIsPhone';
// Editorial safety (issue 31): bulk edit with undo, and spreadsheets, on the lists that have them.
import { BulkEditButtons } from '../editorial/BulkEditButtons';
import { SpreadsheetButtons } from '../editorial/SpreadsheetButtons';
import { BULK_ACTIONS, SPREADSHEET_RESOURCES } from '../editorial/resources';

export interface ResponsiveListProps {
  title: string;
  filters?: ReactElement[];
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** Filters applied when the list opens (the user may remove them). */
  filterDefaultValues?: Record<string, unknown>;
  /** Defaults to the Filter and Create buttons. */
  actions?: ReactElement;
  exporter?: false;
  /** Rows never open (audit log). */
  readOnly?: boolean;
  /** Bulk delete where the role may delete; false for screens that never bulk-delete. */
  bulkDelete?: boolean;
  /** The phone row (below `md`). */
  compact: CompactRow;
  /** The table columns (from `md` up). */
  children: ReactNode;
}

/**
 * Every back-office list: the table from `md` up, a compact tap-to-open list on phones, with the same
 * search, filters, pagination and bulk actions. Rows open the spec's edit route for roles that may edit,
 * the read-only show view for roles that may only read.
 */
export function ResponsiveList({ title, filters, filterDefaultValues, sort, actions, exporter, readOnly = false, bulkDelete = true, compact, children }: ResponsiveListProps) {
  const resource = useResourceContext() ?? '';
  const isPhone = useIsPhone();
  const { editPath, showPath } = useAdminPaths();
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource });
  const { canAccess: canEdit, isPending: editPending } = useCanAccess({ action: 'edit', resource });
  const { canAccess: canShow } = useCanAccess({ action: 'show', resource });
  const rowPath = readOnly || editPending ? undefined
    : canEdit ? (id: Identifier) => editPath(resource, id)
    : canShow ? (id: Identifier) => showPath(resource, id)
    : undefined;
  const { canAccess: canUpdate } = useCanAccess({ action: 'edit', resource });
  const bulkEdit = BULK_ACTIONS[resource] && (canUpdate || canDelete);
  const bulkActions = bulkEdit ? <BulkEditButtons /> : bulkDelete && canDelete ? <BulkDeleteButton /> : false;
  return (
    <List
      resource={resource}
      title={title}
      filters={filters}
      actions={actions ?? <ListActions filters={Boolean(filters?.length)}>{SPREADSHEET_RESOURCES.includes(resource) && <SpreadsheetButtons />}</ListActions>}
      sort={sort}
      filterDefaultValues={filterDefaultValues}
      exporter={exporter}
    >
      {isPhone ? (
        <CompactList row={compact} rowPath={rowPath} bulkActionButtons={bulkActions || undefined} />
      ) : (
        <Datagrid rowClick={rowPath ?? false} bulkActionButtons={bulkActions}>
          {children}
        </Datagrid>
      )}
    </List>
  );
}
