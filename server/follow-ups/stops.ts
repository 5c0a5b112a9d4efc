import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export type StopReason = 'replied' | 'booked' | 'won' | 'lost' | 'stopped by staff' | 'lead removed';

/**
 * Why a plan must stop on a lead, or null to go on (issue 40 item 3): the lead was won or lost, booked a call or a
 * viewing, or replied (a WhatsApp message from them) since the plan started. One home for the rule: checked before
 * every step and by the sweep that runs right after such events.
 */
export async function stopReason(db: Kysely<Database>, leadId: number, since: string): Promise<StopReason | null> {
  const lead = await db.selectFrom('enquiries').select(['status']).where('id', '=', leadId).executeTakeFirst();
  if (!lead) return 'lead removed';
  if (lead.status === 'won' || lead.status === 'lost') return lead.status;
  const booked = await db.selectFrom('bookings').select('id').where('enquiry_id', '=', leadId).where('created_at', '>=', since).limit(1).executeTakeFirst();
  if (booked) return 'booked';
  // Every stored WhatsApp message came from the person (issue 29); once messages go out too, only inbound ones count.
  const replied = await db.selectFrom('whatsapp_messages').select('id').where('enquiry_id', '=', leadId).where('created_at', '>=', since).limit(1).executeTakeFirst();
  if (replied) return 'replied';
  return null;
}
