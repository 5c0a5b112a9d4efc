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
  /** Issue 37: the id of the message this one replies to (context.id), and what it carries beside its text (JSON, server/whatsapp/details.ts). */
  reply_to_wa_id: string | null;
  details: string | null;
  sent_at: Timestamp;
  created_at: Timestamp;
}

export type WhatsappMessageTables = { whatsapp_messages: WhatsappMessagesTable };

/** WhatsApp messages received through the webhook (issue 29), each on its lead; read-only for staff. */
export const whatsappMessages = defineResource({
  name: 'whatsapp-messages', table: 'whatsapp_messages', label: 'WhatsApp message', search: ['body', 'from_phone', 'contact_name'], public: false, group: 'leads',
  ops: { create: false, update: false, delete: false }, defaultSort: ['sent_at', 'ASC'], noUpdatedAt: true,
  references: { enquiry_id: 'enquiries', project_id: 'projects' },
  hidden: ['wa_message_id', 'reply_to_wa_id'],
  readOnly: { enquiry_id: 'int', from_phone: 'text', contact_name: 'text', kind: 'text', body: 'text', project_id: 'int', details: 'json', sent_at: 'text', created_at: 'text' },
});
