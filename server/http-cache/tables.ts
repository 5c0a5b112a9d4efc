import type { Id, Timestamp } from '../db/columns';

/** A purge of the shared HTTP caches asked for by one content change (issue 32, decision 020). */
export interface CachePurgesTable {
  id: Id;
  /** One per change: a save's own id, or the scheduled time / import version every instance derives alike. */
  change_key: string;
  /** JSON array of the cache tags to purge. */
  tags: string;
  /** pending | sending | sent | failed */
  status: string;
  attempts: number;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface CachePurgeTables {
  cache_purges: CachePurgesTable;
}
