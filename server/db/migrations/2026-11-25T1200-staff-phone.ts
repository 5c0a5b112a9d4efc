import type { Kysely } from 'kysely';

// Frozen in time once shipped. Issue 23, item 19: a staff member's own phone number (the profile's phone field,
// "+971 50 123 4567"), optional.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('phone', 'varchar(30)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('phone').execute();
}
