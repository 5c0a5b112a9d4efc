import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { hashToken } from '../lib/digest';

/**
 * At most this many unsolicited e-mails per address per UTC day, across every public form that mails an address
 * the visitor typed (saved-search confirmation, privacy-request confirmation, "send my shortlist", booking
 * confirmation, the acknowledgement of an enquiry or a brochure download): a stranger can no longer flood anyone.
 */
export const UNSOLICITED_MAILS_PER_DAY = 3;

const recipientHash = (address: string) => hashToken(`mail-cap:${address.trim().toLowerCase()}`);

/**
 * Takes one of today's unsolicited e-mails to `address`; false: the cap is reached, queue nothing. Counted on what
 * is queued (not on what is delivered), in the caller's transaction, so a mail whose transaction rolls back does not
 * count. One conditional upsert decides (the row is locked until commit on PostgreSQL; SQLite has one writer), so
 * several app instances never let a 4th through.
 */
export async function takeUnsolicitedMail(db: Kysely<Database>, address: string, now = new Date()): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const updatedAt = now.toISOString();
  // Yesterday's counts are of no more use: nothing grows with time.
  await db.deleteFrom('mail_caps').where('day', '<', day).execute();
  const taken = await db
    .insertInto('mail_caps')
    .values({ recipient_hash: recipientHash(address), day, queued: 1, updated_at: updatedAt })
    .onConflict((oc) =>
      oc
        .columns(['recipient_hash', 'day'])
        .doUpdateSet({ queued: sql<number>`mail_caps.queued + 1`, updated_at: updatedAt })
        .where('mail_caps.queued', '<', UNSOLICITED_MAILS_PER_DAY),
    )
    .returning('queued')
    .executeTakeFirst();
  return taken !== undefined;
}
