import type { ColumnType } from 'kysely';
import type { Id, Timestamp } from '../db/columns';

/** Tables of privacy by design (issue 24); joined into `Database` by server/db/types.ts. */
export interface VisitorsTable {
  id: Id;
  /** The browser's random first-party id (cookie oasis_vid), set only after analytics consent. */
  token: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** Duplicates merged (issue 28 item 4): this browser's activity now goes to that visitor (the kept lead's browser). */
  merged_into_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ActivityEventsTable {
  id: Id;
  visitor_id: number;
  kind: string;
  project_id: number | null;
  /** Seconds on the page for a view, or the kind's own number. */
  value: number | null;
  lang: string | null;
  at: Timestamp;
}

export interface PrivacyRequestsTable {
  id: Id;
  kind: 'export' | 'erase';
  email: string | null;
  email_hash: string;
  lang: string;
  status: 'unconfirmed' | 'confirmed' | 'done';
  token_hash: string | null;
  token_expires_at: Timestamp | null;
  confirmed_at: Timestamp | null;
  due_at: Timestamp | null;
  completed_at: Timestamp | null;
  completed_by: number | null;
  result: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** A request staff recorded for a lead (issue 37): the lead, who verified the person and how. */
  lead_type: ColumnType<string | null, string | null | undefined, string | null>;
  lead_id: ColumnType<number | null, number | null | undefined, number | null>;
  verified_by: ColumnType<number | null, number | null | undefined, number | null>;
  verified_how: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ConsentRecordsTable {
  id: Id;
  choice_id: string;
  analytics: number;
  marketing: number;
  gpc: number;
  policy_version: string;
  created_at: Timestamp;
}

export interface JobRunsTable {
  name: string;
  locked_until: Timestamp | null;
  last_run_at: Timestamp | null;
  last_result: string | null;
}

export type PrivacyTables = {
  visitors: VisitorsTable;
  activity_events: ActivityEventsTable;
  privacy_requests: PrivacyRequestsTable;
  consent_records: ConsentRecordsTable;
  job_runs: JobRunsTable;
};
