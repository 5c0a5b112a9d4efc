import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time once shipped: written by `npm run migration -- tasks` (2026-11-28T0710) from src/resources/tasks.ts.
// A later change of the definition is a new migration; tests/api/definitions.test.ts fails while they disagree.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const t = db.schema.createTable('tasks');
  await (pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('lead_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('assignee_id', 'integer')
    .addColumn('done_at', 'text')
    .addColumn('note', 'text')
    .addColumn('created_by', 'integer')
    .addColumn('reminded_at', 'text')
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('translated_langs', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tasks_due_at').on('tasks').column('due_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tasks').execute();
}
