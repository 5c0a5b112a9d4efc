import { type Kysely } from 'kysely';

// Frozen in time once shipped. WhatsApp both ways (issue 40 item 5):
// - a message staff send from the lead is a whatsapp_messages row with direction 'out' (received ones are 'in'): its
//   author, the template it used (JSON { name, language, params }), how far it got (queued, sending, accepted, sent,
//   delivered, read, failed) with the error when it failed. Until the Graph API accepts it, wa_message_id holds the
//   delivery's idempotency key (also sent as biz_opaque_callback_data, which Meta echoes in its status webhooks).
// - the 24-hour window is read from the lead's newest incoming message: an index on (enquiry_id, direction, sent_at).
// - the approved templates staff may send outside the window, in the settings row (JSON list).
export async function up(db: Kysely<any>): Promise<void> {
  const add = (column: string, type: 'text' | 'integer') => db.schema.alterTable('whatsapp_messages').addColumn(column, type).execute();
  await db.schema.alterTable('whatsapp_messages').addColumn('direction', 'text', (c) => c.notNull().defaultTo('in')).execute();
  await add('status', 'text');
  await add('status_at', 'text');
  await add('error_code', 'integer');
  await add('error_title', 'text');
  await add('error_detail', 'text');
  await add('author_id', 'integer');
  await add('template', 'text');
  await db.schema.createIndex('whatsapp_messages_window_idx').on('whatsapp_messages').columns(['enquiry_id', 'direction', 'sent_at']).execute();
  await db.schema.alterTable('settings').addColumn('whatsapp_templates', 'text', (c) => c.notNull().defaultTo('[]')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('whatsapp_templates').execute();
  await db.schema.dropIndex('whatsapp_messages_window_idx').execute();
  for (const c of ['template', 'author_id', 'error_detail', 'error_title', 'error_code', 'status_at', 'status', 'direction']) await db.schema.alterTable('whatsapp_messages').dropColumn(c).execute();
}
