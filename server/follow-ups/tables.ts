import type { ColumnType } from 'kysely';
import type { Id, Timestamp } from '../db/columns';

/** A follow-up plan running on one lead (issue 40 item 3, decision 034); joined into `Database` by server/db/types.ts. */
export interface FollowUpRunsTable {
  id: Id;
  plan_id: number;
  lead_id: number;
  /** running, stopped (the lead replied, booked, was won or lost, or staff stopped it) or finished (every step ran). */
  status: string;
  /** The next step to run (0-based); the claim of a step is a conditional update of it. */
  step_index: number;
  /** When the next step is due (null once stopped or finished). */
  next_at: Timestamp | null;
  /** Why it stopped: replied, booked, won, lost, stopped by staff. */
  stop_reason: string | null;
  /** Who started it by hand (null when a rule started it). */
  started_by: number | null;
  created_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
  updated_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
}

/** What each step of a run did: sent (queued in the outbox), created (a task), skipped (with the reason). */
export interface FollowUpRunStepsTable {
  id: Id;
  run_id: number;
  step_index: number;
  action: string;
  outcome: string;
  detail: string | null;
  created_at: Timestamp;
}

export type FollowUpTables = { follow_up_runs: FollowUpRunsTable; follow_up_run_steps: FollowUpRunStepsTable };
