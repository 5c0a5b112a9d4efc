import type { Kysely } from 'kysely';

// Frozen in time once shipped. The public forms' per-recipient cap (issue 37 item 5): how many unsolicited e-mails
// were queued to one address on one UTC day. The address is kept only as its SHA-256 (no personal data to erase);
// one row per address and day, so one conditional upsert counts exactly across any number of app instances.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_caps')
    .addColumn('recipient_hash', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('queued', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_caps_pk', ['recipient_hash', 'day'])
    .execute();
  await db.schema.createIndex('mail_caps_day_idx').on('mail_caps').column('day').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_caps').execute();
}
