import type { Id, Timestamp } from '../db/columns';
import { defineResource } from './define';

export interface WhatsappMessagesTable {
  id: Id;
  /** The Cloud API's message id: a repeated delivery is stored once. */
  wa_message_id: string;
  enquiry_id: number | null;
  /** The sender's number as WhatsApp gives it (digits, country code first). */
  from_phone: string;
  contact_name: string | null;
  kind: string;
  /** Text only, bounded; media is kept as a note with its type ("[image] caption"), never the file. */
  body: string;
  project_id: number | null;
  sent_at: Timestamp;
  created_at: Timestamp;
}

export type WhatsappMessageTables = { whatsapp_messages: WhatsappMessagesTable };

/** WhatsApp messages received through the webhook (issue 29), each on its lead; read-only for staff. */
export const whatsappMessages = defineResource({
  // Only ever from visitors (or staff), never demo content.
  demo: false,
  name: 'whatsapp-messages', table: 'whatsapp_messages', label: 'WhatsApp message', search: ['body', 'from_phone', 'contact_name'], public: false, group: 'leads',
  ops: { create: false, update: false, delete: false }, defaultSort: ['sent_at', 'ASC'], noUpdatedAt: true,
  references: { enquiry_id: 'enquiries', project_id: 'projects' },
  hidden: ['wa_message_id'],
  readOnly: { enquiry_id: 'int', from_phone: 'text', contact_name: 'text', kind: 'text', body: 'text', project_id: 'int', sent_at: 'text', created_at: 'text' },
});
