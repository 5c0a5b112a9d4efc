import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
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
  // Only the person's own messages are a reply: not ours (staff's or a plan's, direction 'out'), not WhatsApp's system notices.
  const replied = await db.selectFrom('whatsapp_messages').select('id').where((eb) => inboundReplies(eb, leadId)).where('created_at', '>=', since).limit(1).executeTakeFirst();
  if (replied) return 'replied';
  return null;
}

/** The messages from the person on a lead (or on any lead, without `leadId`): the one definition of "they answered". */
export function inboundReplies(eb: ExpressionBuilder<any, any>, leadId?: number): Expression<SqlBool> {
  const inbound = [eb('direction', '=', 'in'), eb('kind', '!=', 'system')];
  return eb.and(leadId === undefined ? inbound : [eb('enquiry_id', '=', leadId), ...inbound]);
}
