import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

// Frozen in time once shipped. Privacy by design (issue 24): the activity record of consenting browsers
// (a visitor row per first-party id, its events compact and indexed by visitor), the visitor on each lead,
// people's export/erasure requests, the consent choices made (proof of what was agreed), the lease of the
// daily retention job, and the retention settings.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await withId(db.schema.createTable('visitors'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();

  // One narrow row per event: the visitor's integer id, a short kind, the project, a number (seconds on the page).
  await withId(db.schema.createTable('activity_events'))
    .addColumn('visitor_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('project_id', 'integer')
    .addColumn('value', 'integer')
    .addColumn('lang', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  // A visitor's timeline newest first reads this index backwards: its 10,000th event costs what its first did.
  await db.schema.createIndex('activity_events_visitor_idx').on('activity_events').columns(['visitor_id', 'id']).execute();
  await db.schema.createIndex('activity_events_at_idx').on('activity_events').column('at').execute();

  for (const table of ['enquiries', 'mortgage_enquiries']) {
    await db.schema.alterTable(table).addColumn('visitor_id', 'integer').execute();
    await db.schema.createIndex(`${table}_visitor_idx`).on(table).column('visitor_id').execute();
  }

  await withId(db.schema.createTable('privacy_requests'))
    .addColumn('kind', 'text', (c) => c.notNull()) // export | erase
    .addColumn('email', 'text') // null once erased: the request is then known by its hash only
    .addColumn('email_hash', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('status', 'text', (c) => c.notNull()) // unconfirmed | confirmed | done
    .addColumn('token_hash', 'text')
    .addColumn('token_expires_at', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('due_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('completed_by', 'integer')
    .addColumn('result', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('privacy_requests_token_idx').on('privacy_requests').column('token_hash').execute();
  await db.schema.createIndex('privacy_requests_status_idx').on('privacy_requests').columns(['status', 'due_at']).execute();

  await withId(db.schema.createTable('consent_records'))
    .addColumn('choice_id', 'text', (c) => c.notNull())
    .addColumn('analytics', 'integer', (c) => c.notNull())
    .addColumn('marketing', 'integer', (c) => c.notNull())
    .addColumn('gpc', 'integer', (c) => c.notNull())
    .addColumn('policy_version', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consent_records_choice_idx').on('consent_records').column('choice_id').execute();

  // One row per scheduled job: the instance holding the lease runs it; the last run's counts.
  await db.schema
    .createTable('job_runs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('locked_until', 'text')
    .addColumn('last_run_at', 'text')
    .addColumn('last_result', 'text')
    .execute();

  await db.schema.alterTable('settings').addColumn('privacy_lead_months', 'integer', (c) => c.notNull().defaultTo(24)).execute();
  await db.schema.alterTable('settings').addColumn('privacy_activity_days', 'integer', (c) => c.notNull().defaultTo(365)).execute();
  await db.schema.alterTable('settings').addColumn('privacy_outbox_days', 'integer', (c) => c.notNull().defaultTo(30)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['visitors', 'activity_events', 'privacy_requests', 'consent_records', 'job_runs']) await db.schema.dropTable(t).execute();
  for (const table of ['enquiries', 'mortgage_enquiries']) {
    await db.schema.dropIndex(`${table}_visitor_idx`).execute();
    await db.schema.alterTable(table).dropColumn('visitor_id').execute();
  }
  for (const c of ['privacy_lead_months', 'privacy_activity_days', 'privacy_outbox_days']) await db.schema.alterTable('settings').dropColumn(c).execute();
}
