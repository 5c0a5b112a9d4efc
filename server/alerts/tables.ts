import type { Id, Timestamp } from '../db/columns';

/** The investor's workspace (issue 27): a saved search with e-mail alerts (double opt-in). */
export interface SavedSearchesTable {
  id: Id;
  email: string;
  lang: string;
  /** The search's filters as a query string without sort and page ('' = every project). */
  filters: string;
  frequency: 'instant' | 'weekly';
  status: 'pending' | 'confirmed' | 'unsubscribed';
  /** Their lead: the latest enquiry from the same address when they signed up. */
  enquiry_id: number | null;
  /** The words the visitor agreed to, and the privacy policy version they were shown (the consent record). */
  consent_text: string;
  policy_version: string;
  confirm_sent_at: Timestamp | null;
  confirmed_at: Timestamp | null;
  unsubscribed_at: Timestamp | null;
  last_digest_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Something that may alert: a project published, its starting price dropped, a new payment plan. */
export interface AlertEventsTable {
  id: Id;
  project_id: number;
  kind: 'published' | 'price_drop' | 'new_plan';
  /** Once per fact: published-<project>, price-<price change>, plan-<project>-<plan digest>. */
  event_key: string;
  /** JSON: { old_price_aed, new_price_aed } for a price drop, { label } for a plan. */
  detail: string;
  /** When it may be matched (a scheduled publication: its published_at). */
  due_at: Timestamp;
  processed_at: Timestamp | null;
  created_at: Timestamp;
}

/** An event that matched a confirmed saved search (unique per search and event: never alerted twice). */
export interface AlertMatchesTable {
  id: Id;
  saved_search_id: number;
  event_id: number;
  created_at: Timestamp;
  digested_at: Timestamp | null;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

export type AlertTables = { saved_searches: SavedSearchesTable; alert_events: AlertEventsTable; alert_matches: AlertMatchesTable; app_secrets: AppSecretsTable };
