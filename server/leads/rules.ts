import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WriteCheck } from '../resources/events';
import { nowIso } from '../lib/clock';
import { enqueue, leadSnapshot } from '../outbox/queue';
import { assignmentEmail, LEAD_RESOURCE, type LeadType } from '../outbox/messages';

type Row = Record<string, unknown>;

/*
 * Rules of the lead resources on top of the generic writer (subscribed in server/leads/subscriptions.ts): the first
 * status change or note is the lead's first response (speed to lead); a reassignment is audited with both names
 * and e-mailed to the new assignee.
 */

/** A staff save's check: the first status change or note stamps the lead's first response. */
export const firstResponse: WriteCheck = ({ op, data, existing }) => {
  if (op !== 'update' || !data || !existing || existing.first_response_at) return;
  const statusChanged = data.status !== undefined && data.status !== existing.status;
  const noted = typeof data.notes === 'string' && data.notes.trim() !== '' && data.notes !== existing.notes;
  if (statusChanged || noted) return { first_response_at: nowIso() };
};

/** Once a reassignment is committed: the audit line, then the new assignee's e-mail through the outbox (not to oneself). */
export async function reassigned({ app, request }: { app: FastifyInstance; request: FastifyRequest }, type: LeadType, record: Row, previous: Row): Promise<void> {
  await app.audit(request, 'reassign', LEAD_RESOURCE[type], Number(record.id), { from: previous.assignee_id ?? null, to: record.assignee_id ?? null });
  if (!record.assignee_id || Number(record.assignee_id) === request.staff?.id) return;
  const lead = await leadSnapshot(app.db.kysely, type, Number(record.id));
  if (!lead?.assignee) return;
  const settings = await app.db.kysely.selectFrom('settings').select('product_name').orderBy('id').limit(1).executeTakeFirst();
  const mail = assignmentEmail(lead, { to: lead.assignee.email, productName: settings?.product_name || app.config.productName, publicUrl: app.config.publicUrl });
  await enqueue(app.db.kysely, lead, [{ channel: 'email', purpose: `assigned-${record.assignee_id}-${Date.now()}`, payload: mail }]);
  app.outbox.wake();
}

export type { LeadTracking } from '../db/tables';
