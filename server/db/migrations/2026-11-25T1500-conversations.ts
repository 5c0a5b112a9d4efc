import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time once shipped. Conversations (issue 29): WhatsApp messages that became or joined a lead, and
// booked calls and viewings, with the booking settings on the settings row.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = <T extends { addColumn: any }>(t: T): T => (pg ? t.addColumn('id', 'serial', (c: any) => c.primaryKey()) : t.addColumn('id', 'integer', (c: any) => c.primaryKey().autoIncrement()));

  await id(db.schema.createTable('whatsapp_messages'))
    // The Cloud API's message id (wamid....): a repeated delivery of the same message is stored once.
    .addColumn('wa_message_id', 'text', (c) => c.notNull().unique())
    .addColumn('enquiry_id', 'integer', (c) => c.references('enquiries.id').onDelete('cascade'))
    .addColumn('from_phone', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text')
    .addColumn('kind', 'text', (c) => c.notNull()) // text | image | audio | video | document | location | ...
    .addColumn('body', 'text', (c) => c.notNull()) // the text, or "[image] caption" for media (never the file)
    .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('whatsapp_messages_enquiry_idx').on('whatsapp_messages').columns(['enquiry_id', 'sent_at']).execute();

  await id(db.schema.createTable('bookings'))
    // The iCalendar UID: the same on the invitation, its reschedulings and its cancellation.
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('enquiry_id', 'integer', (c) => c.references('enquiries.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull()) // phone | video | viewing
    .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    // starts_at while the booking holds its slot, null once cancelled: the unique index lets one booking hold a slot.
    .addColumn('slot', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('booked')) // booked | confirmed | done | no_show | cancelled
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('source_path', 'text')
    .addColumn('reminder_24h_at', 'text')
    .addColumn('reminder_1h_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bookings_slot_unique').on('bookings').column('slot').unique().execute();
  await db.schema.createIndex('bookings_starts_idx').on('bookings').columns(['starts_at']).execute();
  await db.schema.createIndex('bookings_enquiry_idx').on('bookings').columns(['enquiry_id']).execute();

  // Bookable hours are the team's working hours (lead_work_days/start/end, Dubai time) less these.
  await db.schema.alterTable('settings').addColumn('booking_lead_minutes', 'integer', (c) => c.notNull().defaultTo(120)).execute();
  await db.schema.alterTable('settings').addColumn('booking_slot_minutes', 'integer', (c) => c.notNull().defaultTo(30)).execute();
  await db.schema.alterTable('settings').addColumn('booking_days_ahead', 'integer', (c) => c.notNull().defaultTo(14)).execute();
  // JSON ["YYYY-MM-DD", ...]: Dubai dates the team is on leave (public holidays, team days off).
  await db.schema.alterTable('settings').addColumn('booking_leave', 'text', (c) => c.notNull().defaultTo('[]')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bookings').execute();
  await db.schema.dropTable('whatsapp_messages').execute();
  for (const c of ['booking_lead_minutes', 'booking_slot_minutes', 'booking_days_ahead', 'booking_leave']) await db.schema.alterTable('settings').dropColumn(c).execute();
}
