import type { Kysely } from 'kysely';

// Frozen in time once shipped. Market evidence (issue 25): the minimum sample behind a shown figure is a setting
// staff edit (it was the MARKET_MIN_DEALS configuration value; 10 by default).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').addColumn('market_min_deals', 'integer', (c) => c.notNull().defaultTo(10)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('market_min_deals').execute();
}
