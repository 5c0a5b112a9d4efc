import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time once shipped. The investor's workspace (issue 27): every change of a project's starting price
// or of a unit type's "price from", with its date (unit_type null = the project's starting price).
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('project_price_changes');
  await (pg ? table.addColumn('id', 'serial', (c) => c.primaryKey()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('unit_type', 'varchar(120)')
    .addColumn('old_price_aed', 'bigint')
    .addColumn('new_price_aed', 'bigint')
    .addColumn('changed_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('project_price_changes_project').on('project_price_changes').columns(['project_id', 'changed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('project_price_changes').execute();
}
