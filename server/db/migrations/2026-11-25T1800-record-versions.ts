import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time once shipped. Editorial safety (issue 31): every save of a content record keeps a version
// (who, when, which fields, the whole record as it then was); (resource, record_id, version) is unique, which
// is what refuses the second of two saves made from the same version (decision 017). The retention rule
// lives in two columns of the settings row. Translations whose English changed are listed until re-saved.
// Scheduled records get an unpublish_at beside published_at.
const SCHEDULED_TABLES = ['projects', 'blogs', 'investment_guides'];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('record_versions')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('op', 'text', (c) => c.notNull()) // baseline | create | update | restore | delete
    .addColumn('fields', 'text', (c) => c.notNull()) // JSON array of the fields this save changed
    .addColumn('snapshot', 'text', (c) => c.notNull()) // JSON of the record after this save
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text')
    .addColumn('restored_from', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('record_versions_unique_idx').on('record_versions').columns(['resource', 'record_id', 'version']).unique().execute();
  // Translations whose English changed since they were written: one row per record, language and field,
  // with the English before (as the translator last saw it) and after.
  await db.schema
    .createTable('outdated_translations')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('english_before', 'text')
    .addColumn('english_after', 'text')
    .addColumn('marked_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outdated_translations_unique_idx').on('outdated_translations').columns(['resource', 'record_id', 'lang', 'field']).unique().execute();
  await db.schema.createIndex('outdated_translations_lang_idx').on('outdated_translations').columns(['resource', 'lang', 'record_id']).execute();
  // Who has a record open in the back-office: a row per record and staff member, refreshed while the edit screen is open.
  await db.schema
    .createTable('record_presence')
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('user_name', 'text')
    .addColumn('since', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('record_presence_pk', ['resource', 'record_id', 'user_id'])
    .execute();
  // Scheduled unpublish: beside published_at, the time a record leaves the public site.
  for (const table of SCHEDULED_TABLES) await db.schema.alterTable(table).addColumn('unpublish_at', 'text').execute();
  await db.schema.alterTable('settings').addColumn('versions_keep', 'integer', (c) => c.notNull().defaultTo(50)).execute();
  await db.schema.alterTable('settings').addColumn('versions_keep_days', 'integer', (c) => c.notNull().defaultTo(90)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('record_versions').execute();
  await db.schema.dropTable('outdated_translations').execute();
  await db.schema.dropTable('record_presence').execute();
  for (const table of SCHEDULED_TABLES) await db.schema.alterTable(table).dropColumn('unpublish_at').execute();
  for (const c of ['versions_keep', 'versions_keep_days']) await db.schema.alterTable('settings').dropColumn(c).execute();
}
