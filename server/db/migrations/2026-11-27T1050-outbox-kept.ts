import type { Kysely } from 'kysely';

// Frozen in time once shipped. Mail without a mail server (issue 37 item 20): an e-mail delivery the server could
// not send for want of SMTP_URL is 'kept' (a state of its own: never retried, never given up on) until staff send
// it from the back-office mailbox once a server is set. Deliveries that failed or wait for that reason before this
// migration become kept too, so nothing written while no server was set is lost.
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'kept', attempts: 0, last_error: null, locked_until: null })
    .where('channel', '=', 'email')
    .where('status', 'in', ['pending', 'failed'])
    .where('last_error', '=', 'SMTP_URL is not set')
    .execute();
  // The mailbox lists kept e-mails newest first.
  await db.schema.createIndex('outbox_channel_status_idx').on('outbox').columns(['channel', 'status', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_channel_status_idx').execute();
  await db.updateTable('outbox').set({ status: 'failed', last_error: 'SMTP_URL is not set' }).where('status', '=', 'kept').execute();
}
