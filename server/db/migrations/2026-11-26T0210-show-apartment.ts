import type { Kysely } from 'kysely';

// Frozen in time once shipped. Conversations (issue 29): a project with a show apartment offers in-person viewings
// before it is ready.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('projects').addColumn('show_apartment', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('show_apartment').execute();
}
