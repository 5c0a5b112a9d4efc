import type { Id, Timestamp } from '../db/columns';

/** Hot leads first (issue 28): one row per lead and day a `lead.hot` notice went out; joined into `Database` by server/db/types.ts. */
export interface LeadHotNoticesTable {
  id: Id;
  lead_type: string;
  lead_id: number;
  /** The UTC day (YYYY-MM-DD): with the lead, the unique key that keeps it to one notice a day on any number of instances. */
  day: string;
  reason: string;
  score: number;
  created_at: Timestamp;
}

export type ScoreTables = { lead_hot_notices: LeadHotNoticesTable };
