import type { Transaction } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/types';
import { enqueue } from '../leads/intake';
import { leadLink } from '../leads/messages';
import { escapeHtml, oneLine } from '../../src/text';

/** How much of the message the e-mail quotes: enough to answer from the phone, never a whole stored message. */
const QUOTE_CHARS = 1000;

/**
 * Issue 29: a WhatsApp message that joins an existing lead is told to that lead's salesperson (its assignee, when
 * active) by e-mail through the outbox, once per message (the message row's id is in the delivery's key), in the
 * webhook's transaction. A new lead is announced by the intake's own e-mails instead.
 */
export async function notifyAssignee(trx: Transaction<Database>, config: Config, leadId: number, message: { id: number; name: string | null; from: string; kind: string; body: string }): Promise<void> {
  if (!config.smtpUrl) return;
  const lead = await trx
    .selectFrom('enquiries as e')
    .innerJoin('users as u', 'u.id', 'e.assignee_id')
    .select(['e.id', 'e.name', 'u.email', 'u.active'])
    .where('e.id', '=', leadId)
    .executeTakeFirst();
  if (!lead || !Number(lead.active)) return;
  const link = leadLink(config.publicUrl, { type: 'enquiry', id: leadId });
  const who = oneLine(message.name || lead.name || `+${message.from}`, 80);
  const quote = message.body.length > QUOTE_CHARS ? `${message.body.slice(0, QUOTE_CHARS)}…` : message.body;
  const subject = oneLine(`New WhatsApp message from ${who} (lead #${leadId})`, 180);
  const text = [`${who} (+${message.from}) wrote on WhatsApp${message.kind !== 'text' ? ` (${message.kind})` : ''}:`, '', quote, '', `Open the lead: ${link}`, '', 'Answer within the hour: buyers on WhatsApp expect it.'].join('\n');
  const html = `<p>${escapeHtml(who)} (+${escapeHtml(message.from)}) wrote on WhatsApp${message.kind !== 'text' ? ` (${escapeHtml(message.kind)})` : ''}:</p><blockquote style="white-space:pre-wrap">${escapeHtml(quote)}</blockquote><p><a href="${escapeHtml(link)}">Open the lead in the back-office</a></p>`;
  await enqueue(trx, { type: 'enquiry', id: leadId }, [{ channel: 'email', purpose: `whatsapp-${message.id}`, payload: { to: [lead.email], subject, text, html } }]);
}
