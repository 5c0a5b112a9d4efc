import type { Kysely } from 'kysely';

// Frozen in time once shipped. Issue 38 (decision 040): a definition whose fields have nothing to translate has no
// translation columns; tasks and follow-up plans were created with unused ones (always '{}' and '').
const TABLES = ['tasks', 'follow_up_plans'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('translations').execute();
    await db.schema.alterTable(table).dropColumn('translated_langs').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}')).execute();
    await db.schema.alterTable(table).addColumn('translated_langs', 'text', (c) => c.notNull().defaultTo('')).execute();
  }
}
