import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { HttpError, validated } from '../errors';
import { nowIso } from '../lib/clock';
import { permissionFor } from '../../src/permissions';
import { internationalDigits } from '../../src/conversations/phone';
import type { ConversationWindow } from '../../src/conversations/whatsapp';
import { filledTemplate, WHATSAPP_WINDOW_MS, whatsappSendSchema } from '../../src/schemas/whatsapp';
import type { WhatsAppDelivery } from '../outbox/whatsappSend';
import { approvedTemplates } from './templates';
import { stampFirstResponse } from '../timeline/firstResponse';
import { leadRows, leadScopeOf } from '../resources/scope';

const MAX_ID = 2_147_483_647;

/** The lead's number for WhatsApp: the one the person last wrote from, else the lead's phone (international digits). */
export async function recipientOf(db: Kysely<Database>, lead: { id: number; phone: string | null }): Promise<string | null> {
  const last = await db.selectFrom('whatsapp_messages').select('from_phone').where('enquiry_id', '=', lead.id).where('direction', '=', 'in').where('kind', '!=', 'system').orderBy('sent_at', 'desc').limit(1).executeTakeFirst();
  if (last) return last.from_phone;
  const digits = lead.phone ? internationalDigits(lead.phone) : '';
  return digits.length >= 6 && digits.length <= 20 ? digits : null;
}

/**
 * The customer-service window (issue 40): free text only within 24 hours of the person's last message. Reactions and
 * system notices are not messages from the person.
 */
export async function conversationWindow(db: Kysely<Database>, leadId: number, now = Date.now()): Promise<ConversationWindow> {
  const last = await db
    .selectFrom('whatsapp_messages')
    .select('sent_at')
    .where('enquiry_id', '=', leadId)
    .where('direction', '=', 'in')
    .where('kind', 'not in', ['system', 'reaction'])
    .orderBy('sent_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last) return { open: false, last_inbound_at: null, closes_at: null };
  const closes = new Date(Date.parse(last.sent_at) + WHATSAPP_WINDOW_MS);
  return { open: closes.getTime() > now, last_inbound_at: last.sent_at, closes_at: closes.toISOString() };
}

export const leadIdOf = (raw: string): number => {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > MAX_ID || Number(raw) < 1) throw new HttpError(404, 'Lead not found');
  return Number(raw);
};

/** The Graph API's template message (without the recipient): the approved name and language, its body's values. */
function templateRequest(t: { name: string; language: string }, params: string[]): Record<string, unknown> {
  return { type: 'template', template: { name: t.name, language: { code: t.language }, ...(params.length ? { components: [{ type: 'body', parameters: params.map((p) => ({ type: 'text', text: p })) }] } : {}) } };
}

interface Outgoing {
  key: string;
  leadId: number;
  to: string;
  text: string;
  template: { name: string; language: string; params: string[] } | null;
  request: Record<string, unknown>;
  authorId: number | null;
}

/**
 * An outgoing message stored on the lead as queued and handed to the outbox (channel whatsapp, the key once), in the
 * caller's transaction: a staff send and a follow-up plan's step go the same way. A staff send (an author) is the
 * lead's first response when none came before (issue 40 item 5, the rule's words in server/leads/rules.ts).
 */
async function queueOutgoing(trx: Kysely<Database>, m: Outgoing) {
  const now = nowIso();
  const row = await trx
    .insertInto('whatsapp_messages')
    .values({
      wa_message_id: m.key, enquiry_id: m.leadId, from_phone: m.to, contact_name: null, kind: m.template ? 'template' : 'text', body: m.text, project_id: null, reply_to_wa_id: null, details: null,
      sent_at: now, created_at: now, direction: 'out', status: 'queued', status_at: now, author_id: m.authorId, template: m.template ? JSON.stringify(m.template) : null,
    })
    .returning(['id', 'sent_at', 'status', 'body', 'kind'])
    .executeTakeFirstOrThrow();
  const payload: WhatsAppDelivery = { message_id: row.id, request: m.request };
  await trx
    .insertInto('outbox')
    .values({ channel: 'whatsapp', idempotency_key: m.key, lead_type: 'enquiry', lead_id: m.leadId, payload: JSON.stringify(payload), next_attempt_at: now, locked_until: null, last_error: null, sent_at: null, created_at: now, updated_at: now })
    .execute();
  if (m.authorId != null) await stampFirstResponse(trx, 'enquiries', m.leadId, now);
  return row;
}

/**
 * A follow-up plan's WhatsApp step (issue 40 item 3): the approved template of that name in the lead's language (its
 * regional variants too: "en" finds "en_US"), else in English, queued like a staff send with the step's key (once per
 * step). Refused, with the reason the plan's log shows, when sending is not set up, the template is not approved
 * (listed in WhatsApp templates), it needs values a plan cannot know, or the lead has no number.
 */
export async function queuePlanTemplate(
  trx: Kysely<Database>,
  config: { whatsappPhoneNumberId?: string | null; whatsappAccessToken?: string | null },
  lead: { id: number; phone: string | null },
  name: string,
  language: string,
  stepKey: string,
): Promise<{ queued: true; detail: string } | { queued: false; reason: string }> {
  if (!config.whatsappPhoneNumberId || !config.whatsappAccessToken) return { queued: false, reason: 'WhatsApp sending is not set up on this server (WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN)' };
  const approved = (await approvedTemplates(trx)).filter((t) => t.name === name);
  const inLanguage = (l: string) => approved.find((t) => t.language === l) ?? approved.find((t) => t.language.split('_')[0] === l);
  const found = inLanguage(language) ?? inLanguage('en');
  if (!found) return { queued: false, reason: `"${name}" is not an approved template in ${language} or English: staff list them in WhatsApp templates` };
  if (found.params.length) return { queued: false, reason: `The template "${name}" needs values (${found.params.join(', ')}) that a plan cannot fill` };
  const to = await recipientOf(trx, lead);
  if (!to) return { queued: false, reason: 'The lead has no phone number to send a WhatsApp message to' };
  const key = `whatsapp-${stepKey}`;
  const request = { messaging_product: 'whatsapp', recipient_type: 'individual', to, biz_opaque_callback_data: key, ...templateRequest(found, []) };
  await queueOutgoing(trx, { key, leadId: lead.id, to, text: filledTemplate(found.body, []), template: { name: found.name, language: found.language, params: [] }, request, authorId: null });
  return { queued: true, detail: `WhatsApp template ${found.name} (${found.language}) queued` };
}

/**
 * POST /api/enquiries/:id/whatsapp (issue 40 item 5): `{ text }` within the window, or `{ template, language, params }`
 * (an approved template) at any time. The message is stored on the lead as queued and handed to the outbox in one
 * transaction (server/outbox/whatsappSend.ts sends it through the Graph API); 202 with the message.
 */
export async function sendRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  app.post<{ Params: { id: string } }>('/api/enquiries/:id/whatsapp', async (request, reply) => {
    const user = app.requirePermission(request, permissionFor('enquiries', 'update')!);
    const leadId = leadIdOf(request.params.id);
    // Another salesperson's lead is answered as one that does not exist (issue 40 item 4).
    const scope = await leadScopeOf(db as Kysely<any>, user);
    const lead = await db.selectFrom('enquiries').select(['id', 'name', 'phone']).where('id', '=', leadId).where(leadRows(scope)).executeTakeFirst();
    if (!lead) throw new HttpError(404, 'Lead not found');
    const body = await validated(whatsappSendSchema, request.body);
    if (!app.config.whatsappPhoneNumberId || !app.config.whatsappAccessToken)
      throw new HttpError(503, 'WhatsApp sending is not set up on this server (WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN)');
    const to = await recipientOf(db, lead);
    if (!to) throw new HttpError(422, 'This lead has no phone number to send a WhatsApp message to', { phone: 'This lead has no phone number to send a WhatsApp message to' });

    const key = `whatsapp-${crypto.randomUUID()}`;
    const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to, biz_opaque_callback_data: key };
    let request_: Record<string, unknown>;
    let text: string;
    let template: { name: string; language: string; params: string[] } | null = null;
    if (body.text) {
      const window = await conversationWindow(db, leadId);
      if (!window.open) {
        const reason = window.last_inbound_at
          ? `More than 24 hours have passed since ${lead.name}'s last WhatsApp message (${window.last_inbound_at.slice(0, 16).replace('T', ' ')} UTC): WhatsApp allows only an approved template until they write again`
          : `${lead.name} has not written on WhatsApp yet: WhatsApp allows only an approved template to start the conversation`;
        throw new HttpError(422, reason, { text: reason });
      }
      text = body.text;
      request_ = { ...base, type: 'text', text: { preview_url: false, body: text } };
    } else {
      const found = (await approvedTemplates(db)).find((t) => t.name === body.template && t.language === body.language);
      if (!found) {
        const message = `"${body.template}" in ${body.language} is not an approved template: staff list them in WhatsApp templates`;
        throw new HttpError(422, message, { template: message });
      }
      const params = body.params ?? [];
      if (params.length !== found.params.length) {
        const message = found.params.length ? `This template needs ${found.params.length} values: ${found.params.join(', ')}` : 'This template takes no values';
        throw new HttpError(422, message, { params: message });
      }
      template = { name: found.name, language: found.language, params };
      text = filledTemplate(found.body, params);
      request_ = { ...base, ...templateRequest(found, params) };
    }

    const message = await db.transaction().execute((trx) => queueOutgoing(trx, { key, leadId, to, text, template, request: request_, authorId: user.id }));
    await app.audit(request, 'whatsapp-send', 'enquiries', leadId, { message_id: message.id, template: template?.name ?? null });
    app.outbox.wake();
    return reply.status(202).send({ data: { ...message, direction: 'out', to_phone: to } });
  });
}
