import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/types';
import { settingsWorkingHours, workingMs } from '../../src/leads/workingTime';
import { enqueue, leadSnapshot } from '../outbox/queue';
import { assignmentEmail, LEAD_RESOURCE, leadLink, type LeadType } from '../outbox/messages';
import { nextAvailable, type RoutingPerson } from '../routing/route';

/**
 * Escalation (issue 28): a new lead without a first contact when the response target passes (in working time
 * when Lead Settings say so) is, once, reassigned to the next available salesperson or reported to the managers
 * (owners and admins), as Lead Settings say; nobody available to reassign to -> reported. The claim is one
 * conditional UPDATE (escalated_at still null), so two instances never escalate the same lead twice; each
 * escalation is audited and its sentence appended to the lead's routing note.
 */

const TABLE = { enquiry: 'enquiries', mortgage_enquiry: 'mortgage_enquiries' } as const satisfies Record<LeadType, string>;
const PAGE = 200;
export const ESCALATION_POLL_MS = 60_000;
type Any = Kysely<any>;

export async function escalateOverdue(db: Kysely<Database>, config: Config, now = Date.now()): Promise<number> {
  const k = db as Any;
  const settings = await db.selectFrom('settings').selectAll().orderBy('id').limit(1).executeTakeFirst();
  if (!settings) return 0;
  const targetMs = Number(settings.lead_sla_minutes ?? 60) * 60_000;
  const hours = settingsWorkingHours(settings);
  const nowIso = new Date(now).toISOString();
  // Working time never exceeds wall time: leads younger than the target on the wall clock cannot be overdue.
  const cutoff = new Date(now - targetMs).toISOString();
  let escalated = 0;
  for (const type of Object.keys(TABLE) as LeadType[]) {
    for (let after = 0; ; ) {
      const leads = (await k
        .selectFrom(TABLE[type])
        .select(['id', 'assignee_id', 'created_at', 'routing_note'])
        .where('status', '=', 'new')
        .where('first_response_at', 'is', null)
        .where('escalated_at', 'is', null)
        .where('merged_into_id', 'is', null) // a merged lead is worked as the lead it was merged into
        .where('created_at', '<=', cutoff)
        .where('id', '>', after)
        .orderBy('id')
        .limit(PAGE)
        .execute()) as Array<{ id: number; assignee_id: number | null; created_at: string; routing_note: string | null }>;
      for (const lead of leads) {
        if (workingMs(Date.parse(lead.created_at), now, hours) < targetMs) continue;
        if (await escalate(db, config, settings, type, lead, now, nowIso)) escalated++;
      }
      if (leads.length < PAGE) break;
      after = leads[leads.length - 1].id;
    }
  }
  return escalated;
}

async function escalate(
  db: Kysely<Database>, config: Config, settings: { lead_escalation: string; lead_sla_minutes: number; product_name: string; last_assignee_id: number | null },
  type: LeadType, lead: { id: number; assignee_id: number | null; routing_note: string | null }, now: number, nowIso: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const k = trx as Any;
    const claimed = await k.updateTable(TABLE[type]).set({ escalated_at: nowIso }).where('id', '=', lead.id).where('escalated_at', 'is', null).where('first_response_at', 'is', null).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    const staff: RoutingPerson[] = (await trx.selectFrom('users').select(['id', 'first_name', 'last_name', 'email', 'role', 'availability']).where('active', '=', 1).orderBy('id').execute()).map((u) => ({
      id: u.id, role: u.role, name: `${u.first_name} ${u.last_name}`.trim(), email: u.email, availability: u.availability,
    }));
    const late = `No first contact within ${settings.lead_sla_minutes} min`;
    let sentence: string;
    let newAssignee: RoutingPerson | null = null;
    if (settings.lead_escalation === 'reassign') {
      const others = staff.filter((u) => u.role === 'sales' && u.id !== lead.assignee_id);
      const { pick, skipped } = nextAvailable(others, now, lead.assignee_id ?? settings.last_assignee_id ?? 0);
      newAssignee = pick;
      sentence = pick ? `${late} -> reassigned to ${pick.name}${skipped}` : `${late} -> nobody available to reassign to${skipped} -> reported to the managers`;
    } else sentence = `${late} -> reported to the managers`;
    const note = [lead.routing_note, sentence].filter(Boolean).join('; ').slice(0, 2000);
    await k.updateTable(TABLE[type]).set({ routing_note: note, ...(newAssignee ? { assignee_id: newAssignee.id } : {}), updated_at: nowIso }).where('id', '=', lead.id).execute();
    await trx
      .insertInto('audit_logs')
      .values({ user_id: null, action: 'escalate', resource: LEAD_RESOURCE[type], record_id: String(lead.id), changes: JSON.stringify({ from: lead.assignee_id, to: newAssignee?.id ?? lead.assignee_id, sentence }), ip: null, created_at: nowIso })
      .execute();
    {
      // Without SMTP_URL the notice is kept in the back-office mailbox (Outgoing mail) like every e-mail.
      const snapshot = await leadSnapshot(trx, type, lead.id);
      if (snapshot) {
        const opts = { productName: settings.product_name || config.productName, publicUrl: config.publicUrl };
        if (newAssignee) {
          const mail = assignmentEmail(snapshot, { ...opts, to: newAssignee.email });
          await enqueue(trx, { type, id: lead.id }, [{ channel: 'email', purpose: 'escalated', payload: { ...mail, subject: `Escalated to you: ${mail.subject.replace(/^Assigned to you: /, '')}`, text: `${sentence}.\n\n${mail.text}` } }]);
        } else {
          const managers = staff.filter((u) => u.role === 'owner' || u.role === 'admin').map((u) => u.email);
          if (managers.length) {
            const mail = assignmentEmail(snapshot, { ...opts, to: managers[0] });
            await enqueue(trx, { type, id: lead.id }, [{ channel: 'email', purpose: 'escalated', payload: { ...mail, to: managers, subject: `Unanswered lead #${lead.id}: ${snapshot.name}`, text: `${sentence}.\nOpen it: ${leadLink(config.publicUrl, { type, id: lead.id })}\n\n${mail.text}` } }]);
          }
        }
      }
    }
    return true;
  });
}

/** The escalation check, every minute on each instance (the conditional claim keeps it to once per lead). */
export default async function escalationJob(app: FastifyInstance) {
  let timer: NodeJS.Timeout | null = null;
  const tick = () =>
    void escalateOverdue(app.db.kysely, app.config).then(
      (n) => n > 0 && app.outbox.wake(),
      (err) => app.log.error({ err }, 'lead escalation failed'),
    );
  app.addHook('onReady', async () => {
    if (app.config.outboxPollMs <= 0) return; // tests and one-off tools drive it by hand
    timer = setInterval(tick, ESCALATION_POLL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
