import type { Id, Timestamp } from '../db/columns';

/** Editorial safety (issue 31): one row per save of a content record (decision 017). */
export interface RecordVersionsTable {
  id: Id;
  resource: string;
  record_id: number;
  version: number;
  /** baseline (the record as it was before its first versioned save) | create | update | restore | delete */
  op: string;
  /** JSON array of the fields the save changed. */
  fields: string;
  /** JSON of the whole record after the save (translations included). */
  snapshot: string;
  user_id: number | null;
  user_name: string | null;
  /** For a restore: the version it brought back. */
  restored_from: number | null;
  created_at: Timestamp;
}

/** A translation whose English changed after it was written (issue 31): kept and shown, marked until re-saved. */
export interface OutdatedTranslationsTable {
  id: Id;
  resource: string;
  record_id: number;
  lang: string;
  field: string;
  /** JSON of the English value the translation was written against, and of the English now. */
  english_before: string | null;
  english_after: string | null;
  marked_at: Timestamp;
}

/** Who has a record open in the back-office's edit screen (issue 31); rows older than PRESENCE_TTL_MS are ignored. */
export interface RecordPresenceTable {
  resource: string;
  record_id: number;
  user_id: number;
  user_name: string | null;
  since: Timestamp;
  seen_at: Timestamp;
}

export type VersionTables = { record_versions: RecordVersionsTable; outdated_translations: OutdatedTranslationsTable; record_presence: RecordPresenceTable; preview_links: PreviewLinksTable; record_drafts: RecordDraftsTable };

/** A signed preview link of a record (issue 31): the link carries an HMAC of its id; revoking sets revoked_at. */
export interface PreviewLinksTable {
  id: Id;
  resource: string;
  record_id: number;
  lang: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  user_id: number | null;
  user_name: string | null;
  created_at: Timestamp;
}

/** The one pending, unpublished change of a record (issue 31, decision 025). */
export interface RecordDraftsTable {
  id: Id;
  resource: string;
  record_id: number;
  /** The draft's own save count: a draft save based on an older revision is refused with 409. */
  revision: number;
  /** The live version the draft was made from; publishing checks it is still the live one. */
  base_version: number;
  /** JSON of the validated values of the fields the draft changes; the other fields stay the live record's. */
  data: string;
  /** JSON array of the fields that differ from the live record when the draft was saved. */
  fields: string;
  user_id: number | null;
  user_name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
