import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db/types';
import { nowIso } from '../lib/clock';
import { joinOrRecordLead, verifiedLeadOf, type LeadSource } from '../conversations/lead';
import { queueMessageNotice } from '../conversations/notice';
import { parseReference } from '../../src/conversations/reference';
import type { AdReferral } from './details';
import { httpUrl } from './fields';
import type { IncomingMessage, IncomingStatus } from './parse';
import { applyOutgoingStatus } from '../outbox/whatsappSend';
import { emitCreated, runAfterCommit } from '../resources/recorded';

type Trx = Transaction<Database>;
const CAMPAIGN_MAX = 200;

/**
 * A click-to-WhatsApp ad (or boosted post) as the lead's source and campaign (issue 37 item 17): source whatsapp,
 * medium ad or post, campaign the ad's headline with its id (the report by campaign groups by it), the ad's address
 * as the referrer. The whole referral (ctwa_clid included) stays on the message.
 */
export function adSource(r: AdReferral): LeadSource {
  const campaign = r.headline ? (r.source_id ? `${r.headline} (ad ${r.source_id})` : r.headline) : r.source_id ? `ad ${r.source_id}` : null;
  return {
    utm_source: 'whatsapp',
    utm_medium: r.source_type?.toLowerCase() === 'post' ? 'post' : 'ad',
    utm_campaign: campaign ? campaign.slice(0, CAMPAIGN_MAX) : null,
    referrer: httpUrl(r.source_url),
  };
}

/** `user_changed_number`: the lead of the old verified number takes the new one, so the next message from it joins (item 18). */
async function moveToNewNumber(trx: Trx, from: string, to: string): Promise<number | null> {
  const leadId = await verifiedLeadOf(trx, from);
  if (leadId == null) return null;
  const now = nowIso();
  await trx.updateTable('enquiries').set({ phone: `+${to}`, phone_verified: 1, updated_at: now }).where('id', '=', leadId).execute();
  await trx
    .insertInto('audit_logs')
    .values({ user_id: null, action: 'whatsapp-number-change', resource: 'enquiries', record_id: String(leadId), changes: JSON.stringify({ phone: { from: `+${from}`, to: `+${to}` } }), ip: null, created_at: now })
    .execute();
  return leadId;
}

/**
 * Stores one message on its lead, once per message id; returns 1 if it was new. A message joins the lead of its
 * verified number or makes a new one; a system notice never makes a lead: it is recorded on the lead it concerns.
 */
export async function storeMessage(app: FastifyInstance, m: IncomingMessage): Promise<number> {
  const ref = parseReference(m.body);
  let afterCommit: Array<() => unknown> = [];
  const stored = await app.db.kysely.transaction().execute(async (trx) => {
    const project = ref?.projectId ? await trx.selectFrom('projects').select(['id', 'slug']).where('id', '=', ref.projectId).executeTakeFirst() : null;
    const inserted = await trx
      .insertInto('whatsapp_messages')
      .values({
        wa_message_id: m.id, enquiry_id: null, from_phone: m.from, contact_name: m.name, kind: m.kind, body: m.body, project_id: project?.id ?? null,
        reply_to_wa_id: m.replyTo, details: m.details ? JSON.stringify(m.details) : null, sent_at: m.sentAt, created_at: nowIso(),
      })
      .onConflict((oc) => oc.column('wa_message_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return 0; // a repeated delivery of a message already stored
    let leadId: number | null;
    let created = false;
    const system = m.details?.system;
    if (m.kind === 'system') {
      leadId = system?.from && system.to ? await moveToNewNumber(trx, system.from, system.to) : await verifiedLeadOf(trx, m.from);
    } else {
      const referral = m.details?.referral;
      const source = referral ? adSource(referral) : { utm_source: 'whatsapp' };
      const lead = await joinOrRecordLead(trx, app.db.dialect, app.config, {
        name: m.name || `WhatsApp +${m.from}`,
        email: '',
        phone: `+${m.from}`,
        phoneVerified: true,
        project_id: project?.id ?? null,
        source_path: project ? `/project/${project.slug}` : (ref?.path ?? null),
        ...source,
      });
      leadId = lead.id;
      created = lead.created;
      // A known person who comes back through an ad: the lead keeps its first campaign, or takes this one.
      if (!created && referral)
        await trx.updateTable('enquiries').set({ utm_medium: source.utm_medium, utm_campaign: source.utm_campaign, referrer: source.referrer }).where('id', '=', leadId).where('utm_campaign', 'is', null).execute();
    }
    if (leadId == null) return 1; // a notice about a number no lead has: kept, on no lead
    await trx.updateTable('whatsapp_messages').set({ enquiry_id: leadId }).where('id', '=', inserted.id).execute();
    if (!created) await queueMessageNotice(trx, app.config, leadId, { rowId: inserted.id, from: m.from, name: m.name, body: m.body });
    // The person wrote: features react in this transaction (their follow-up plans stop at once, issue 40 item 3).
    afterCommit = await emitCreated(trx, 'whatsapp-messages', { id: inserted.id, enquiry_id: leadId, direction: 'in', kind: m.kind, from_phone: m.from, sent_at: m.sentAt });
    return 1;
  });
  await runAfterCommit(afterCommit);
  return stored;
}

/**
 * Stores a delivery status once (per message and status) on the lead of the message staff sent (issue 40: its status
 * moves on), else of the recipient's verified number; 1 if new.
 */
export async function storeStatus(app: FastifyInstance, s: IncomingStatus): Promise<number> {
  return app.db.kysely.transaction().execute(async (trx) => {
    const leadId = (await applyOutgoingStatus(trx, s)) ?? (await verifiedLeadOf(trx, s.recipient));
    const row = await trx
      .insertInto('whatsapp_statuses')
      .values({ wa_message_id: s.id, recipient_phone: s.recipient, enquiry_id: leadId, status: s.status, error_code: s.error?.code ?? null, error_title: s.error?.title ?? null, error_detail: s.error?.detail ?? null, at: s.at, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['wa_message_id', 'status']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? 1 : 0;
  });
}
