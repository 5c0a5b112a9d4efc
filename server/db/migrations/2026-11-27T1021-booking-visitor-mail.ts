import type { Kysely } from 'kysely';

// Frozen in time once shipped. Public-form abuse (issue 37 item 5): whether a booking's visitor was e-mailed its
// invitation (0 when the per-recipient cap held it back); its reminders and later versions follow only a mailed
// invitation. Bookings made before were all mailed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('visitor_mailed', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('visitor_mailed').execute();
}
