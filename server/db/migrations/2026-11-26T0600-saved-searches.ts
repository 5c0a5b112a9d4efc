import crypto from 'node:crypto';
import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time once shipped. The investor's workspace (issue 27): saved searches with e-mail alerts (double
// opt-in, the consent given, instant or weekly), the events that may alert (a project published, a price drop, a
// new payment plan), which saved search an event matched (once per event and search), and the key that signs
// the confirmation and unsubscribe links (one per database, so every instance signs alike); the brochure gate.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = (name: string) => {
    const t = db.schema.createTable(name);
    return pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };
  await withId('saved_searches')
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('lang', 'varchar(5)', (c) => c.notNull())
    .addColumn('filters', 'varchar(1000)', (c) => c.notNull())
    .addColumn('frequency', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('enquiry_id', 'integer')
    .addColumn('consent_text', 'varchar(500)', (c) => c.notNull())
    .addColumn('policy_version', 'varchar(20)', (c) => c.notNull())
    .addColumn('confirm_sent_at', 'varchar(30)')
    .addColumn('confirmed_at', 'varchar(30)')
    .addColumn('unsubscribed_at', 'varchar(30)')
    .addColumn('last_digest_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('saved_searches_email').on('saved_searches').column('email').execute();
  await db.schema.createIndex('saved_searches_matching').on('saved_searches').columns(['status', 'filters', 'lang']).execute();
  await db.schema.createIndex('saved_searches_enquiry').on('saved_searches').column('enquiry_id').execute();

  await withId('alert_events')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('event_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('due_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('processed_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('alert_events_due').on('alert_events').columns(['processed_at', 'due_at']).execute();

  await withId('alert_matches')
    .addColumn('saved_search_id', 'integer', (c) => c.notNull().references('saved_searches.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('alert_events.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('digested_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('alert_matches_once').on('alert_matches').columns(['saved_search_id', 'event_id']).unique().execute();

  // The brochure gate (issue 27, item 4): a project's brochure downloads freely (0) or after the short form (1).
  await db.schema.alterTable('projects').addColumn('brochure_gated', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema.createTable('app_secrets').addColumn('name', 'varchar(40)', (c) => c.primaryKey()).addColumn('value', 'varchar(200)', (c) => c.notNull()).execute();
  await db.insertInto('app_secrets').values({ name: 'alert-links', value: crypto.randomBytes(32).toString('base64url') }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['alert_matches', 'alert_events', 'saved_searches', 'app_secrets']) await db.schema.dropTable(t).execute();
  await db.schema.alterTable('projects').dropColumn('brochure_gated').execute();
}
