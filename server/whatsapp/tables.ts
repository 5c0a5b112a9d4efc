import type { Id, Timestamp } from '../db/columns';

/** Issue 37 item 19: delivery statuses of the messages the business sent; joined into `Database` by server/db/types.ts. */
export interface WhatsappStatusesTable {
  id: Id;
  /** The id of the message the business sent (wamid....); one row per message and status. */
  wa_message_id: string;
  /** The number it went to (digits, country code first). */
  recipient_phone: string;
  /** The lead of that verified number, if there is one. */
  enquiry_id: number | null;
  /** sent | delivered | read | failed (| deleted ...) */
  status: string;
  error_code: number | null;
  error_title: string | null;
  error_detail: string | null;
  at: Timestamp;
  created_at: Timestamp;
}

export type WhatsappStatusTables = { whatsapp_statuses: WhatsappStatusesTable };
