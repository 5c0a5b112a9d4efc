/**
 * Which back-office lists get bulk edit, previews and spreadsheets (issue 31). The server decides what each
 * resource allows (server/bulk/actions.ts from its fields, server/preview/routes.ts from its public page,
 * server/content-io/columns.ts); these lists only say which buttons to show.
 */
export type BulkAction = 'publish' | 'unpublish' | 'feature' | 'unfeature' | 'set_developer' | 'set_area';

export const BULK_ACTIONS: Record<string, BulkAction[]> = {
  projects: ['publish', 'unpublish', 'feature', 'unfeature', 'set_developer', 'set_area'],
  areas: ['publish', 'unpublish', 'feature', 'unfeature'],
  developers: ['publish', 'unpublish', 'feature', 'unfeature'],
  blogs: ['publish', 'unpublish'],
  'investment-guides': ['publish', 'unpublish'],
};

export const PREVIEW_RESOURCES = ['projects', 'areas', 'developers', 'blogs', 'investment-guides'];
export const SPREADSHEET_RESOURCES = ['projects', 'areas', 'developers'];

/** How long a bulk change (or a bulk delete before it is sent) can be undone. */
export const UNDO_MS = 10_000;
