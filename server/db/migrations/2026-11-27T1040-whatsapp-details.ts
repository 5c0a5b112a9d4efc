import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time once shipped. WhatsApp and lead joining (issue 37 items 2, 17-19):
// - a lead records whether its phone is verified (1: it came from WhatsApp, which verifies the sender's number; 0: typed
//   on a form). Only a verified number joins a WhatsApp message to a lead; existing WhatsApp-created leads are marked.
// - an index on a lead's phone as digits (spaces, "+", "-", "(", ")" and "." removed), so "+971 50 222 3344" typed on a
//   form and 971502223344 from WhatsApp are found as the same number ("possible same person"). Queries use the very
//   same expression (server/leads/phoneDigits.ts).
// - a WhatsApp message keeps the message it replies to (context.id) and its details as JSON (reaction, shared contacts,
//   location, the click-to-WhatsApp ad's referral, a number change, forwarded).
// - delivery statuses of the messages the business sent (sent, delivered, read, failed with its error), once each.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const digits = sql`replace(replace(replace(replace(replace(replace(${sql.ref('phone')}, ' ', ''), '+', ''), '-', ''), '(', ''), ')', ''), '.', '')`;
  for (const table of ['enquiries', 'mortgage_enquiries']) {
    await db.schema.alterTable(table).addColumn('phone_verified', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.createIndex(`${table}_phone_digits_idx`).on(table).expression(digits).execute();
  }
  // A lead WhatsApp created: no e-mail, source whatsapp, and its phone is "+" and the number of one of its messages.
  await sql`update enquiries set phone_verified = 1 where utm_source = 'whatsapp' and email = '' and exists (select 1 from whatsapp_messages w where w.enquiry_id = enquiries.id and '+' || w.from_phone = enquiries.phone)`.execute(db);

  await db.schema.alterTable('whatsapp_messages').addColumn('reply_to_wa_id', 'text').execute();
  await db.schema.alterTable('whatsapp_messages').addColumn('details', 'text').execute();
  await db.schema.createIndex('whatsapp_messages_reply_idx').on('whatsapp_messages').column('reply_to_wa_id').execute();

  const statuses = db.schema.createTable('whatsapp_statuses');
  await (pg ? statuses.addColumn('id', 'serial', (c) => c.primaryKey()) : statuses.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    // The id of the message the business sent (wamid....), and the number it went to (digits, as WhatsApp gives it).
    .addColumn('wa_message_id', 'text', (c) => c.notNull())
    .addColumn('recipient_phone', 'text', (c) => c.notNull())
    .addColumn('enquiry_id', 'integer', (c) => c.references('enquiries.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull()) // sent | delivered | read | failed | deleted ...
    .addColumn('error_code', 'integer')
    .addColumn('error_title', 'text')
    .addColumn('error_detail', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // A repeated delivery of the same status is stored once.
  await db.schema.createIndex('whatsapp_statuses_unique').on('whatsapp_statuses').columns(['wa_message_id', 'status']).unique().execute();
  await db.schema.createIndex('whatsapp_statuses_enquiry_idx').on('whatsapp_statuses').columns(['enquiry_id', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('whatsapp_statuses').execute();
  await db.schema.dropIndex('whatsapp_messages_reply_idx').execute();
  await db.schema.alterTable('whatsapp_messages').dropColumn('details').execute();
  await db.schema.alterTable('whatsapp_messages').dropColumn('reply_to_wa_id').execute();
  for (const table of ['enquiries', 'mortgage_enquiries']) {
    await db.schema.dropIndex(`${table}_phone_digits_idx`).execute();
    await db.schema.alterTable(table).dropColumn('phone_verified').execute();
  }
}
