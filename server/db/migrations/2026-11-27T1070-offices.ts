import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time once shipped: written by `npm run migration -- offices` (2026-11-27T1070) from src/resources/offices.ts.
// A later change of the definition is a new migration; tests/api/definitions.test.ts fails while they disagree.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const t = db.schema.createTable('offices');
  await (pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('hours', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('translated_langs', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('offices_position').on('offices').column('position').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('offices').execute();
}
