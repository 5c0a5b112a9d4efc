import type { Generated } from 'kysely';

/** A project's price history (issue 27): one recorded price change (unit_type null = the starting price). */
export interface ProjectPriceChangesTable {
  id: Generated<number>;
  project_id: number;
  unit_type: string | null;
  old_price_aed: number | null;
  new_price_aed: number | null;
  changed_at: string;
}
export type PriceHistoryTables = { project_price_changes: ProjectPriceChangesTable };
