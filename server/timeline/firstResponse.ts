import type { Kysely } from 'kysely';

/**
 * A staff answer outside the lead's form (a note or a call on the timeline, a WhatsApp message, a confirmed call;
 * issue 40) is the lead's first response when none came before (speed to lead). In the answer's transaction; the
 * conditional UPDATE keeps the first one. Lives here, below leads, bookings and WhatsApp, so each of them uses it.
 */
export async function stampFirstResponse(trx: Kysely<any>, table: 'enquiries' | 'mortgage_enquiries', leadId: number, at: string): Promise<void> {
  await trx.updateTable(table).set({ first_response_at: at }).where('id', '=', leadId).where('first_response_at', 'is', null).execute();
}
