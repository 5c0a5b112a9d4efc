import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time once shipped. The HTTP cache (issue 32): the purges a content change asks of the shared caches
// (Varnish, Cloudflare, Fastly), kept until delivered and retried like the lead outbox. change_key is unique so a
// change every instance notices (a scheduled publication, an import by the command) is purged once.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  let table = db.schema.createTable('cache_purges');
  table = pg ? table.addColumn('id', 'serial', (c) => c.primaryKey()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await table
    .addColumn('change_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(30)')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('cache_purges_due_idx').on('cache_purges').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cache_purges').execute();
}
