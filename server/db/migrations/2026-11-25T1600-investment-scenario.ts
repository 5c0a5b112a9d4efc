import type { Kysely } from 'kysely';

// Frozen in time once shipped. Investor math (issue 26): an enquiry may carry the visitor's returns scenario
// (inputs and the server's figures, JSON), shown to the salesperson on the lead.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enquiries').addColumn('investment_scenario', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enquiries').dropColumn('investment_scenario').execute();
}
