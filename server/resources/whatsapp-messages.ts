import { defineResource } from './define';

export type { WhatsappMessagesTable, WhatsappMessageTables } from '../db/tables';

/** WhatsApp messages received through the webhook (issue 29), each on its lead; read-only for staff. */
export const whatsappMessages = defineResource({
  // Only ever from visitors (or staff), never demo content.
  demo: false,
  name: 'whatsapp-messages', table: 'whatsapp_messages', label: 'WhatsApp message', search: ['body', 'from_phone', 'contact_name'], public: false, group: 'leads',
  ops: { create: false, update: false, delete: false }, defaultSort: ['sent_at', 'ASC'], noUpdatedAt: true,
  references: { enquiry_id: 'enquiries', project_id: 'projects' },
  hidden: ['wa_message_id', 'reply_to_wa_id'],
  readOnly: { enquiry_id: 'int', from_phone: 'text', contact_name: 'text', kind: 'text', body: 'text', project_id: 'int', details: 'json', sent_at: 'text', created_at: 'text' },
});
