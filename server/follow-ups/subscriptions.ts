import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { resourceEvents } from '../resources/events';
import { stopRuns } from './runs';

/**
 * Plans stop at once (issue 40 item 3, decision 034), in the transaction of what stops them, not only by the minute's
 * sweep: a lead won or lost (a staff save), a booking made for it, a WhatsApp message from the person. The sweep and
 * the check before each step (`stopReason`) stay for what arrives by other paths.
 */
export function subscribeFollowUpStops(): void {
  resourceEvents.on('enquiries', 'changed', 'follow-ups:stop-on-outcome', ({ trx, id, changes, record }) => {
    const status = String(record.status);
    if (changes.status && (status === 'won' || status === 'lost')) return stopRuns(trx as Kysely<Database>, id, status);
  });
  resourceEvents.on('bookings', 'created', 'follow-ups:stop-on-booking', ({ trx, record }) => {
    if (record.enquiry_id != null) return stopRuns(trx as Kysely<Database>, Number(record.enquiry_id), 'booked');
  });
  resourceEvents.on('whatsapp-messages', 'created', 'follow-ups:stop-on-reply', ({ trx, record }) => {
    if (record.enquiry_id != null && record.direction === 'in' && record.kind !== 'system') return stopRuns(trx as Kysely<Database>, Number(record.enquiry_id), 'replied');
  });
}
