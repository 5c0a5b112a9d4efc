import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time once shipped. Drafts of published records (issue 31, decision 025): one pending, unpublished
// change per record. `revision` counts the draft's own saves (the stale-save check of concurrent draft edits);
// `base_version` is the live version the draft was made from.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('record_drafts')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('base_version', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One pending draft per record: of two first saves racing, the database lets one through.
  await db.schema.createIndex('record_drafts_record_uq').on('record_drafts').columns(['resource', 'record_id']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('record_drafts').execute();
}
