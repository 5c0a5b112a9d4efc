import type { Config } from '../config';
import type { Db } from '../db/connect';
import { queueBookingMails } from './mail';

const WINDOWS = [
  { column: 'reminder_24h_at', before: 24 * 3_600_000, purpose: 'reminder-24h' },
  { column: 'reminder_1h_at', before: 3_600_000, purpose: 'reminder-1h' },
] as const;

/**
 * Queues the reminders that are due (24 hours and 1 hour before a booked or confirmed slot) in the outbox.
 * Each is claimed by a conditional update of its column (still null -> now) in the transaction that queues
 * it, so however many instances run this at once, a reminder is queued once. Returns how many were queued.
 */
export async function queueDueReminders(db: Db, config: Config, now = Date.now()): Promise<number> {
  let queued = 0;
  const nowText = new Date(now).toISOString();
  for (const w of WINDOWS) {
    const due = await db.kysely
      .selectFrom('bookings')
      .select('id')
      .where('status', 'in', ['booked', 'confirmed'])
      .where(w.column, 'is', null)
      .where('starts_at', '>', nowText)
      .where('starts_at', '<=', new Date(now + w.before).toISOString())
      .orderBy('starts_at')
      .limit(100)
      .execute();
    for (const { id } of due) {
      queued += await db.kysely.transaction().execute(async (trx) => {
        const claimed = await trx.updateTable('bookings').set({ [w.column]: nowText }).where('id', '=', id).where(w.column, 'is', null).executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return 0;
        const booking = await trx.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        await queueBookingMails(trx, config, booking, w.purpose);
        return 1;
      });
    }
  }
  return queued;
}
