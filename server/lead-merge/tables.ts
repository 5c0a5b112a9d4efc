import type { Id, Timestamp } from '../db/columns';

/** Duplicates merged (issue 28 item 4, decision 024); joined into `Database` by server/db/types.ts. */
export interface LeadMergesTable {
  id: Id;
  lead_type: string;
  /** The lead that became a pointer. */
  merged_id: number;
  /** The lead everything moved to. */
  kept_id: number;
  /** Why they are the same person: 'same e-mail' and/or 'same phone and name'. */
  reason: string;
  /** JSON: the lead columns the merge changed, each with its value before and after ({ lead, column, before, after }[]). */
  columns: string;
  /** JSON: rows moved per table. */
  counts: string;
  merged_by: number | null;
  created_at: Timestamp;
  undone_at: Timestamp | null;
  undone_by: number | null;
}

/** One row a merge moved (its table and id): an undo moves back exactly these. */
export interface LeadMergeRowsTable {
  id: Id;
  merge_id: number;
  table_name: string;
  row_id: number;
}

export type LeadMergeTables = { lead_merges: LeadMergesTable; lead_merge_rows: LeadMergeRowsTable };
