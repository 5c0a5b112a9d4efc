import { DEFINITIONS } from '../../src/resources';
import type { BulkAction } from '../../src/resources/define';

export type { BulkAction };

/**
 * Which back-office lists get bulk edit, previews and spreadsheets (issue 31), read from each definition's
 * `features` (src/resources/). The server decides what each resource allows (server/bulk/actions.ts from its
 * fields, server/preview/routes.ts from its public page, server/content-io/columns.ts); these lists only say which
 * buttons to show.
 */
const defined = (has: (f: NonNullable<(typeof DEFINITIONS)[number]['features']>) => unknown) => DEFINITIONS.filter((d) => d.features && has(d.features)).map((d) => d.name as string);

export const BULK_ACTIONS: Record<string, BulkAction[]> = Object.fromEntries(DEFINITIONS.flatMap((d) => (d.features?.bulk?.length ? [[d.name, [...d.features.bulk]]] : [])));

export const PREVIEW_RESOURCES = defined((f) => f.preview);
export const SPREADSHEET_RESOURCES = defined((f) => f.spreadsheet);

/** How long a bulk change (or a bulk delete before it is sent) can be undone. */
export const UNDO_MS = 10_000;
