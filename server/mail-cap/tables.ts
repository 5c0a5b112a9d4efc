import type { Timestamp } from '../db/columns';

/** Unsolicited e-mails queued to one address on one UTC day (issue 37 item 5); the address only as its SHA-256. */
export interface MailCapsTable {
  recipient_hash: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
  queued: number;
  updated_at: Timestamp;
}

export type MailCapTables = { mail_caps: MailCapsTable };
