import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time once shipped. Market evidence (issue 25): the DLD open-data rows we keep (only the columns
// the figures use), the mapping of DLD area/project names to ours, the stored figures, the import log and
// the one-import-at-a-time lock. Types both SQLite and PostgreSQL share; amounts in integer AED.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('market_transactions')
    .addColumn('transaction_id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('instance_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('trans_group', 'varchar(60)', (c) => c.notNull())
    .addColumn('reg_type', 'varchar(60)', (c) => c.notNull())
    .addColumn('property_type', 'varchar(60)', (c) => c.notNull())
    .addColumn('property_usage', 'varchar(60)', (c) => c.notNull())
    .addColumn('bedrooms', 'integer')
    .addColumn('area_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('project_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('size_sqft', 'double precision')
    .addColumn('worth_aed', 'bigint')
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('market_transactions_area_date').on('market_transactions').columns(['area_name', 'instance_date']).execute();
  await db.schema.createIndex('market_transactions_project_date').on('market_transactions').columns(['project_name', 'instance_date']).execute();

  await db.schema
    .createTable('market_rents')
    .addColumn('contract_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('line_number', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('annual_aed', 'bigint')
    .addColumn('no_of_prop', 'integer')
    .addColumn('bedrooms', 'integer')
    .addColumn('property_usage', 'varchar(60)', (c) => c.notNull())
    .addColumn('area_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('project_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('market_rents_pk', ['contract_id', 'line_number'])
    .execute();
  await db.schema.createIndex('market_rents_area_date').on('market_rents').columns(['area_name', 'start_date']).execute();
  await db.schema.createIndex('market_rents_project_date').on('market_rents').columns(['project_name', 'start_date']).execute();

  // A DLD name (as published) -> one of our records, or null while staff have not mapped it.
  await db.schema
    .createTable('market_area_map')
    .addColumn('dld_name', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('area_id', 'integer', (c) => c.references('areas.id').onDelete('set null'))
    .addColumn('deals', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('market_project_map')
    .addColumn('dld_name', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('dld_area', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
    .addColumn('deals', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  // Figures as the public API returns them (JSON), per area and per mapped project: computed after an import.
  await db.schema
    .createTable('market_figures')
    .addColumn('scope', 'varchar(10)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('as_of', 'varchar(10)', (c) => c.notNull())
    .addColumn('demo', 'integer', (c) => c.notNull())
    .addColumn('figures', 'text', (c) => c.notNull())
    .addColumn('computed_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('market_figures_pk', ['scope', 'record_id'])
    .execute();

  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  let imports = db.schema.createTable('market_imports');
  imports = pg ? imports.addColumn('id', 'serial', (c) => c.primaryKey()) : imports.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await imports
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('started_by', 'varchar(200)')
    .addColumn('started_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(30)')
    .addColumn('report', 'text')
    .execute();

  await db.schema
    .createTable('market_lock')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('holder', 'varchar(60)', (c) => c.notNull())
    .addColumn('heartbeat_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['market_lock', 'market_imports', 'market_figures', 'market_project_map', 'market_area_map', 'market_rents', 'market_transactions']) await db.schema.dropTable(t).execute();
}
