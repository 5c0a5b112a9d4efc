import type { Kysely } from 'kysely';

// Frozen in time once shipped. Real DLD files (issue 37 items 11-14): a sale that is one unit of a portfolio deal
// (its value is the whole deal's) is marked, and a rent contract keeps its property type (Flat, Villa...) so rents
// and prices compare the same kind of home.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('market_transactions').addColumn('portfolio', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('market_rents').addColumn('property_type', 'varchar(60)', (c) => c.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('market_transactions').dropColumn('portfolio').execute();
  await db.schema.alterTable('market_rents').dropColumn('property_type').execute();
}
