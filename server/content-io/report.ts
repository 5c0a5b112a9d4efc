/**
 * The report of an import, by row and field (issue 31). Counts cover every row; the rows listed are bounded
 * (the first MAX_LISTED that change or fail), so the report's memory does not grow with the file.
 */
export const MAX_LISTED = 500;

export type RowAction = 'create' | 'update' | 'unchanged' | 'error';

export interface RowReport {
  row: number;
  id: number | null;
  action: RowAction;
  /** Fields (and their columns) the row changes. */
  changes?: Array<{ field: string; column: string; before: unknown; after: unknown }>;
  /** Field -> message; `column` names the spreadsheet column. */
  errors?: Record<string, string>;
}

export class ImportReport {
  readonly counts: Record<RowAction, number> = { create: 0, update: 0, unchanged: 0, error: 0 };
  readonly rows: RowReport[] = [];
  truncated = false;
  constructor(readonly mode: 'dry-run' | 'apply') {}

  add(row: RowReport): void {
    this.counts[row.action]++;
    if (row.action === 'unchanged') return;
    if (this.rows.length < MAX_LISTED) this.rows.push(row);
    else this.truncated = true;
  }

  toJSON() {
    const total = Object.values(this.counts).reduce((a, b) => a + b, 0);
    return { mode: this.mode, applied: this.mode === 'apply', total, ...this.counts, rows: this.rows, truncated: this.truncated };
  }
}
