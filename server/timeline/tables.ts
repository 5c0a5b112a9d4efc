import type { Id, Timestamp } from '../db/columns';

/** The lead's timeline (issue 40 item 2, decision 033): one row per touch, written in the touch's own transaction. */
export interface LeadEventsTable {
  id: Id;
  /** enquiries.id (a merged lead's entries move to the kept lead). */
  lead_id: number;
  kind: string;
  /** When the touch happened (UTC ISO-8601). */
  at: Timestamp;
  /** The staff member who made the touch; null: the visitor or the system. */
  author_id: number | null;
  /** One bounded line in English (the back-office words the kind itself). */
  summary: string;
  /** JSON of the kind's own fields: a call's outcome and duration, a stage change's from and to, a merge's columns. */
  details: string | null;
  /** The row the touch made or touched (a booking, a unit, a task), if any. */
  source_id: number | null;
  /** A note edited by its author within its edit window. */
  edited_at: Timestamp | null;
  created_at: Timestamp;
}

export type TimelineTables = { lead_events: LeadEventsTable };
