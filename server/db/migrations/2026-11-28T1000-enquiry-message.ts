import type { Kysely } from 'kysely';

// Frozen in time once shipped. Issue 39 item 9: the enquiry form has a message field (optional, 2,000 characters).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enquiries').addColumn('message', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enquiries').dropColumn('message').execute();
}
