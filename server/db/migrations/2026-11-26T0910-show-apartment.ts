import type { Kysely } from 'kysely';

// Frozen in time once shipped. Conversations (issue 29): an off-plan project with a show apartment offers viewings
// too (a ready project always does).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('projects').addColumn('show_apartment', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('show_apartment').execute();
}
