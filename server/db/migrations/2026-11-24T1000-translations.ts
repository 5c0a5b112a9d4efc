import type { Kysely } from 'kysely';

// Frozen in time once shipped. Languages (issue 15, decision 012): each translatable table keeps staff
// translations as JSON ({ ar: { field: value } }) and the languages whose translation is complete ('ar,ru').
export const TRANSLATED_TABLES = [
  'projects', 'areas', 'developers', 'blogs', 'investment_guides', 'pages', 'banners', 'testimonials', 'settings', 'property_types', 'amenities', 'locations',
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TRANSLATED_TABLES) {
    await db.schema.alterTable(table).addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}')).execute();
    await db.schema.alterTable(table).addColumn('translated_langs', 'text', (c) => c.notNull().defaultTo('')).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TRANSLATED_TABLES) {
    await db.schema.alterTable(table).dropColumn('translations').execute();
    await db.schema.alterTable(table).dropColumn('translated_langs').execute();
  }
}
