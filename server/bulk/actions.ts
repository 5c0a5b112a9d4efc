import type { ResourceWriter } from '../resources/write';

/**
 * Bulk actions on a list (issue 31): each is one field set to one value on every chosen record, through the
 * generic write path, so each changed record gets a version (and its audit line, hooks and checks). Which
 * actions a resource has follows from its writable fields. Delete is not here: the back-office sends the
 * ordinary DELETEs once its 10-second undo has passed (decision 017).
 */
export type BulkAction = 'publish' | 'unpublish' | 'feature' | 'unfeature' | 'set_developer' | 'set_area';

const FIELD: Record<BulkAction, string> = {
  publish: 'published', unpublish: 'published', feature: 'featured', unfeature: 'featured', set_developer: 'developer_id', set_area: 'area_id',
};

export const bulkActionsOf = (writer: ResourceWriter): BulkAction[] => (Object.keys(FIELD) as BulkAction[]).filter((a) => writer.writable.includes(FIELD[a]));

/** The change an action makes; a developer or area is an id (or null to clear it), checked by the write path. */
export function bulkChange(action: BulkAction, value: unknown): { field: string; value: unknown } | { error: string } {
  const field = FIELD[action];
  if (action === 'publish' || action === 'feature') return { field, value: true };
  if (action === 'unpublish' || action === 'unfeature') return { field, value: false };
  if (value === null) return { field, value: null };
  if (!Number.isInteger(value) || (value as number) <= 0) return { error: `value must be the id of the ${action === 'set_area' ? 'area' : 'developer'} to set, or null to clear it` };
  return { field, value };
}
