import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time once shipped. Issue 40 items 1, 2, 4 (decision 033): the lead's timeline (lead_events, one row per
// touch, written in the touch's transaction, read newest first through one index), the visitor's language on every
// lead, teams and team leaders for the ownership scope, whether sales see the unassigned pool, a salesperson's own
// meeting link for video calls. Existing leads and bookings get their timeline entries and their language here.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const t = db.schema.createTable('lead_events');
  await (pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('lead_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // enquiry | booking | call | note | stage | hold | merge | task | ... (server/timeline/kinds.ts)
    .addColumn('at', 'text', (c) => c.notNull()) // when the touch happened (UTC ISO-8601)
    .addColumn('author_id', 'integer') // the staff member, null for the visitor or the system
    .addColumn('summary', 'text', (c) => c.notNull()) // one bounded line, English, the back-office words it
    .addColumn('details', 'text') // JSON of the kind's own fields (a call's outcome and duration, a stage's from/to)
    .addColumn('source_id', 'integer') // the row the touch made (a booking's id, a unit's id), if any
    .addColumn('edited_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Newest first for one lead, keyset on (at, id): one index range per page.
  await db.schema.createIndex('lead_events_lead_idx').on('lead_events').columns(['lead_id', 'at', 'id']).execute();

  await db.schema.alterTable('enquiries').addColumn('language', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('meeting_link', 'text').execute();
  await db.schema.alterTable('users').addColumn('team', 'text').execute();
  await db.schema.alterTable('users').addColumn('team_leader', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('meeting_link', 'text').execute();
  await db.schema.alterTable('settings').addColumn('lead_pool_visible', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.createIndex('enquiries_assignee_idx').on('enquiries').columns(['assignee_id', 'created_at']).execute();

  // The page's language from its path prefix (src/i18n/languages.ts: /ar, /ru, /zh; no prefix is English).
  const fromPath = (col: string) =>
    sql.raw(`case when ${col} = '/ar' or ${col} like '/ar/%' then 'ar' when ${col} = '/ru' or ${col} like '/ru/%' then 'ru' when ${col} = '/zh' or ${col} like '/zh/%' then 'zh' else 'en' end`);
  await sql`update enquiries set language = ${fromPath('source_path')}`.execute(db);
  // A booking's lead speaks the booking's language when the lead itself came with no page (issue 40: /ru bookings).
  await sql`update enquiries set language = (select b.language from bookings b where b.enquiry_id = enquiries.id and b.language in ('en','ar','ru','zh') order by b.id limit 1)
    where source_path is null and exists (select 1 from bookings b where b.enquiry_id = enquiries.id and b.language in ('en','ar','ru','zh'))`.execute(db);

  await sql`insert into lead_events (lead_id, kind, at, author_id, summary, details, source_id, created_at)
    select id, 'enquiry', created_at, null, 'Enquiry received', null, null, created_at from enquiries where merged_into_id is null`.execute(db);
  await sql`insert into lead_events (lead_id, kind, at, author_id, summary, details, source_id, created_at)
    select enquiry_id, 'booking', created_at, null, 'Booking: ' || kind || ' ' || starts_at, null, id, created_at from bookings where enquiry_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lead_events').execute();
  await db.schema.dropIndex('enquiries_assignee_idx').execute();
  await db.schema.alterTable('enquiries').dropColumn('language').execute();
  await db.schema.alterTable('bookings').dropColumn('meeting_link').execute();
  await db.schema.alterTable('users').dropColumn('team').execute();
  await db.schema.alterTable('users').dropColumn('team_leader').execute();
  await db.schema.alterTable('users').dropColumn('meeting_link').execute();
  await db.schema.alterTable('settings').dropColumn('lead_pool_visible').execute();
}
