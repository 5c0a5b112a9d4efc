import type { Kysely } from 'kysely';

// Frozen in time once shipped. Non-resident buyers (issue 14): the mortgage loan-to-value caps become a
// setting staff edit, stored as JSON; the default is the caps as they stood (UAE Central Bank, DOMAIN.md),
// written out here rather than imported so later changes to src/mortgage.ts do not rewrite history.
const CAPS_AT_THE_TIME = {
  expat: { firstHome: 80, firstHomeAboveThreshold: 70, secondHome: 60 },
  national: { firstHome: 85, firstHomeAboveThreshold: 75, secondHome: 65 },
  non_resident: { firstHome: 60, firstHomeAboveThreshold: 50, secondHome: 50 },
  offPlan: 50,
  priceThresholdAed: 5_000_000,
};

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('settings')
    .addColumn('mortgage_ltv_caps', 'text', (c) => c.notNull().defaultTo(JSON.stringify(CAPS_AT_THE_TIME)))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('mortgage_ltv_caps').execute();
}
