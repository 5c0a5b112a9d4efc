import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError } from '../errors';
import { leadRows, leadScopeOf } from '../resources/scope';
import { permissionFor } from '../../src/permissions';
import { mapLink, type ConversationAnswer, type ConversationItem, type ConversationMessage, type ConversationSent, type OutgoingStatus, type Quote } from '../../src/conversations/whatsapp';
import type { MessageDetails } from './details';
import { conversationWindow, leadIdOf, recipientOf } from './send';

/** The newest this many messages and statuses of a lead are shown (a conversation rarely has more). */
const MAX_ITEMS = 500;

const parseDetails = (json: string | null): MessageDetails => {
  try {
    const d = json ? JSON.parse(json) : {};
    return d && typeof d === 'object' ? d : {};
  } catch {
    return {};
  }
};

/**
 * GET /api/enquiries/:id/whatsapp (issue 37 item 19): the lead's WhatsApp conversation as staff read it, oldest
 * first: each message with what it replies to (quoted when it is in this conversation), reactions with the message
 * they answer, shared contacts, locations with a map link, the ad it came from, number changes; and the messages the
 * business sent with their delivery statuses (sent, delivered, read, failed with the error). Message ids never leave.
 */
export async function conversationRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/api/enquiries/:id/whatsapp', async (request) => {
    app.requirePermission(request, permissionFor('enquiries', 'read')!);
    const leadId = leadIdOf(request.params.id);
    const db = app.db.kysely;
    // Another salesperson's lead is answered as one that does not exist (issue 40 item 4).
    const scope = await leadScopeOf(db as Kysely<any>, request.staff!);
    const lead = await db.selectFrom('enquiries').select(['id', 'phone']).where('id', '=', leadId).where(leadRows(scope)).executeTakeFirst();
    if (!lead) throw new HttpError(404, 'Lead not found');
    const rows = (
      await db
        .selectFrom('whatsapp_messages as w')
        .leftJoin('users as u', 'u.id', 'w.author_id')
        .selectAll('w')
        .select(['u.first_name', 'u.last_name'])
        .where('w.enquiry_id', '=', leadId)
        .orderBy('w.sent_at', 'desc')
        .orderBy('w.id', 'desc')
        .limit(MAX_ITEMS)
        .execute()
    ).reverse();
    const statuses = (await db.selectFrom('whatsapp_statuses').selectAll().where('enquiry_id', '=', leadId).orderBy('at', 'desc').orderBy('id', 'desc').limit(MAX_ITEMS).execute()).reverse();

    // Quotes only from this lead's own conversation: a reply never shows another lead's text.
    const byWaId = new Map(rows.map((r) => [r.wa_message_id, r]));
    const sentAt = new Map<string, string>();
    for (const s of statuses) if (!sentAt.has(s.wa_message_id) || s.at < sentAt.get(s.wa_message_id)!) sentAt.set(s.wa_message_id, s.at);
    const quote = (waId: string): Quote => {
      const r = byWaId.get(waId);
      if (r) return { kind: r.kind, body: r.body, sent_at: r.sent_at };
      return sentAt.has(waId) ? { ours: true, sent_at: sentAt.get(waId)! } : { unknown: true };
    };

    const messages: ConversationMessage[] = rows.map((r) => {
      const d = parseDetails(r.details);
      const change = d.system?.from && d.system.to ? { from: d.system.from, to: d.system.to } : null;
      const out = r.direction === 'out';
      const template = out && r.template ? (JSON.parse(r.template) as { name: string; language: string }) : null;
      return {
        type: 'message',
        id: r.id,
        direction: out ? 'out' : 'in',
        status: out ? ((r.status ?? 'queued') as OutgoingStatus) : null,
        error: out && (r.error_code != null || r.error_title) ? { code: r.error_code, title: r.error_title, detail: r.error_detail } : null,
        author: out ? `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || null : null,
        template: template ? { name: template.name, language: template.language } : null,
        kind: r.kind,
        body: r.body,
        from_phone: r.from_phone,
        contact_name: r.contact_name,
        at: r.sent_at,
        forwarded: d.forwarded === true,
        reply_to: r.reply_to_wa_id ? quote(r.reply_to_wa_id) : null,
        reaction: d.reaction ? { emoji: d.reaction.emoji, to: quote(d.reaction.message_id) } : null,
        contacts: d.contacts ?? null,
        location: d.location ? { ...d.location, map_url: mapLink(d.location.latitude, d.location.longitude) } : null,
        referral: d.referral ?? null,
        number_change: change,
        system: d.system?.type ?? null,
      };
    });
    const sent = new Map<string, ConversationSent>();
    // Statuses of a message sent from this lead are on that message (its ticks); the rest were sent from elsewhere.
    const ours = new Set(rows.filter((r) => r.direction === 'out').map((r) => r.wa_message_id));
    for (const s of statuses) {
      if (ours.has(s.wa_message_id)) continue;
      const step = { status: s.status, at: s.at, error: s.error_code != null || s.error_title ? { code: s.error_code, title: s.error_title, detail: s.error_detail } : null };
      const item = sent.get(s.wa_message_id);
      if (item) item.steps.push(step);
      else sent.set(s.wa_message_id, { type: 'sent', to_phone: s.recipient_phone, at: s.at, steps: [step] });
    }
    for (const item of sent.values()) {
      item.steps.sort((a, b) => a.at.localeCompare(b.at));
      item.at = item.steps[0].at;
    }
    const items: ConversationItem[] = [...messages, ...sent.values()].sort((a, b) => a.at.localeCompare(b.at));
    const answer: ConversationAnswer = {
      data: items,
      window: await conversationWindow(db, leadId),
      sending: !!(app.config.whatsappPhoneNumberId && app.config.whatsappAccessToken),
      to_phone: await recipientOf(db, lead),
    };
    return answer;
  });
}
