import { PostgresAdapter, type Kysely } from 'kysely';

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
  // Currency rates: AED for one unit; USD is pegged (3.6725 since 1997), the others staff enter or load.
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('currency_rates');
  await (pg ? table.addColumn('id', 'serial', (c) => c.primaryKey()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('aed_per_unit', 'double precision', (c) => c.notNull())
    .addColumn('rate_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  await db.insertInto('currency_rates').values({ code: 'USD', name: 'US dollar', aed_per_unit: 3.6725, rate_date: now.slice(0, 10), created_at: now, updated_at: now }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('currency_rates').execute();
  await db.schema.alterTable('developers').dropColumn('golden_visa_approved').execute();
  await db.schema.alterTable('settings').dropColumn('golden_visa_rules').execute();
  await db.schema.alterTable('enquiries').dropColumn('golden_visa').execute();
  await db.schema.alterTable('enquiries').dropColumn('investment_scenario').execute();
}
