import type { Kysely } from 'kysely';

// Frozen in time once shipped. The investor's workspace (issue 27): the projects a visitor shortlisted and asked
// to have e-mailed ("send me my shortlist"), on their lead, as comma-separated project slugs, and when.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enquiries').addColumn('shortlist', 'varchar(5000)').execute();
  await db.schema.alterTable('enquiries').addColumn('shortlist_at', 'varchar(30)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enquiries').dropColumn('shortlist_at').execute();
  await db.schema.alterTable('enquiries').dropColumn('shortlist').execute();
}
