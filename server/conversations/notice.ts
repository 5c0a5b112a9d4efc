import type { Transaction } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/types';
import { addressList, enqueue } from '../outbox/queue';
import { leadLink, type Mail } from '../outbox/messages';
import { escapeHtml, oneLine } from '../../src/text';

/**
 * A WhatsApp message that joins an existing lead (issue 29) is news for whoever answers that lead: an e-mail to the
 * lead's salesperson (or, while nobody is assigned, to the lead notification addresses), through the outbox, once
 * per message. A message that creates a lead needs none: the new lead's own notices go out as for any lead.
 */
export async function queueMessageNotice(
  trx: Transaction<Database>,
  config: Config,
  leadId: number,
  message: { rowId: number; from: string; name: string | null; body: string },
): Promise<void> {
  const lead = await trx.selectFrom('enquiries').select(['name', 'assignee_id']).where('id', '=', leadId).executeTakeFirst();
  if (!lead) return;
  const assignee = lead.assignee_id ? await trx.selectFrom('users').select('email').where('id', '=', lead.assignee_id).where('active', '=', 1).executeTakeFirst() : null;
  const settings = assignee ? null : await trx.selectFrom('settings').select('lead_notify_to').orderBy('id').limit(1).executeTakeFirst();
  const to = addressList(assignee?.email ?? settings?.lead_notify_to);
  if (!to.length) return;
  await enqueue(trx, { type: 'enquiry', id: leadId }, [{ channel: 'email', purpose: `whatsapp-${message.rowId}-notice`, payload: messageNotice(to, leadId, lead.name, message, config.publicUrl) }]);
}

export function messageNotice(to: string[], leadId: number, leadName: string, m: { from: string; name: string | null; body: string }, publicUrl: string): Mail {
  const who = oneLine(m.name || leadName, 80);
  const lines = [`${who} (+${m.from}) wrote on WhatsApp, on lead #${leadId}:`, '', m.body.slice(0, 2000), '', `Open the lead: ${leadLink(publicUrl, { type: 'enquiry', id: leadId })}`];
  return {
    to,
    subject: oneLine(`WhatsApp from ${who}: ${m.body}`, 120),
    text: lines.join('\n'),
    html: lines.map((l) => (l ? `<p style="white-space:pre-wrap">${escapeHtml(l)}</p>` : '')).join(''),
  };
}
