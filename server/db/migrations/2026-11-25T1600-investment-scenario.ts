import type { Kysely } from 'kysely';

// Frozen in time once shipped. Investor math (issue 26): an enquiry may carry the visitor's returns scenario and
// Golden Visa check (inputs and the server's figures, JSON), shown to the salesperson on the lead; the Golden Visa
// rules become a setting staff edit (JSON; the defaults of DOMAIN.md written out here, not imported); a developer
// is marked approved for the Golden Visa (off-plan property counts only from those).
const GOLDEN_VISA_RULES_AT_THE_TIME = { thresholdAed: 2_000_000, offPlanApprovedDevelopersOnly: true, mortgageNeedsNoc: true };

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enquiries').addColumn('investment_scenario', 'text').execute();
  await db.schema.alterTable('enquiries').addColumn('golden_visa', 'text').execute();
  await db.schema
    .alterTable('settings')
    .addColumn('golden_visa_rules', 'text', (c) => c.notNull().defaultTo(JSON.stringify(GOLDEN_VISA_RULES_AT_THE_TIME)))
    .execute();
  await db.schema.alterTable('developers').addColumn('golden_visa_approved', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('developers').dropColumn('golden_visa_approved').execute();
  await db.schema.alterTable('settings').dropColumn('golden_visa_rules').execute();
  await db.schema.alterTable('enquiries').dropColumn('golden_visa').execute();
  await db.schema.alterTable('enquiries').dropColumn('investment_scenario').execute();
}
