import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time once shipped: written by `npm run migration -- follow-up-plans` (2026-11-28T0720) from src/resources/follow-up-plans.ts.
// A later change of the definition is a new migration; tests/api/definitions.test.ts fails while they disagree.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const t = db.schema.createTable('follow_up_plans');
  await (pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull().defaultTo('manual'))
    .addColumn('no_answer_days', 'integer')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('note', 'text')
    .addColumn('steps', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('translated_langs', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('follow_up_plans_name').on('follow_up_plans').column('name').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('follow_up_plans').execute();
}
