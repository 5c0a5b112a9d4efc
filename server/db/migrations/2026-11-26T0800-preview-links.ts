import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time once shipped. Editorial safety (issue 31, decision 017): signed preview links of unpublished
// records. The link itself carries an HMAC; this row is what makes it revocable (and lists who made it).
// The settings row gets how many days a new link lasts.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('preview_links')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('preview_links_record_idx').on('preview_links').columns(['resource', 'record_id']).execute();
  await db.schema.alterTable('settings').addColumn('preview_link_days', 'integer', (c) => c.notNull().defaultTo(7)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('preview_links').execute();
  await db.schema.alterTable('settings').dropColumn('preview_link_days').execute();
}
