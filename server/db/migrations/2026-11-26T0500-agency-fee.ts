import type { Kysely } from 'kysely';

// Frozen in time once shipped. Investor math (issue 26): the agency fee the returns calculator starts from is a
// setting staff edit (percent of the price, 0 = none charged), no longer a constant in the calculator.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').addColumn('agency_fee_pct', 'double precision', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('agency_fee_pct').execute();
}
