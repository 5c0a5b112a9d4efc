import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { FollowUpAction } from '../../src/resources/follow-up-plans';
import { escapeHtml } from '../../src/text';
import { enqueue } from '../outbox/queue';
import { leadLanguage, textIn, type FollowUpLanguage } from './language';
import { inboundReplies, stopReason, type StopReason } from './stops';

const DAY_MS = 86_400_000;
const PAGE = 100;

interface Step {
  wait_days: number;
  action: FollowUpAction;
  subject?: Partial<Record<FollowUpLanguage, string | null>>;
  body?: Partial<Record<FollowUpLanguage, string | null>>;
  whatsapp_template?: string | null;
  task_title?: string | null;
}

const stepsOf = (raw: unknown): Step[] => (typeof raw === 'string' ? (JSON.parse(raw) as Step[]) : ((raw as Step[]) ?? []));
const at = (ms: number) => new Date(ms).toISOString();

/**
 * The WhatsApp template sender (server/whatsapp/send.ts `queuePlanTemplate`, registered by the plugin with the server's
 * configuration): queues the template through the outbox like a staff send, or says why it cannot (then the step is
 * recorded as skipped with that reason, never pretended sent). Without one registered (a tool without the app), skipped.
 */
export interface WhatsappTemplateSender {
  queueTemplate(trx: Kysely<Database>, lead: { id: number; phone: string | null }, template: string, language: FollowUpLanguage, key: string): Promise<{ queued: true; detail: string } | { queued: false; reason: string }>;
}
let whatsappSender: WhatsappTemplateSender | null = null;
export const registerWhatsappSender = (sender: WhatsappTemplateSender | null) => void (whatsappSender = sender);

/** Starts a plan on a lead (by hand or by rule); a plan runs once per lead (the unique index decides between instances). */
export async function startRun(db: Kysely<Database>, planId: number, leadId: number, startedBy: number | null, now = Date.now()): Promise<number | null> {
  const plan = await db.selectFrom('follow_up_plans').select(['steps']).where('id', '=', planId).executeTakeFirst();
  if (!plan) return null;
  const first = stepsOf(plan.steps)[0];
  const row = await db
    .insertInto('follow_up_runs')
    .values({ plan_id: planId, lead_id: leadId, status: 'running', step_index: 0, next_at: at(now + (first?.wait_days ?? 0) * DAY_MS), stop_reason: null, started_by: startedBy, created_at: at(now), updated_at: at(now) })
    .onConflict((oc) => oc.columns(['plan_id', 'lead_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Stops a lead's running plans (the lead replied, booked, was won or lost, or staff stopped them). */
export async function stopRuns(db: Kysely<Database>, leadId: number, reason: StopReason, runId?: number, now = Date.now()): Promise<number> {
  const r = await db
    .updateTable('follow_up_runs')
    .set({ status: 'stopped', stop_reason: reason, next_at: null, updated_at: at(now) })
    .where('lead_id', '=', leadId)
    .where('status', '=', 'running')
    .$if(runId !== undefined, (q) => q.where('id', '=', runId!))
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/**
 * Runs the steps that are due (every minute on each instance, and by tests): the stop conditions first, then the step
 * claimed by a conditional update of step_index in the transaction that does it, so a step runs once however many
 * instances look. Returns how many steps ran (sent, created or skipped).
 */
export async function runDueSteps(db: Kysely<Database>, now = Date.now()): Promise<number> {
  let ran = 0;
  for (let after = 0; ; ) {
    const due = await db
      .selectFrom('follow_up_runs')
      .select(['id', 'plan_id', 'lead_id', 'step_index', 'created_at'])
      .where('status', '=', 'running')
      .where('next_at', '<=', at(now))
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const run of due) ran += await runStep(db, run, now);
    if (due.length < PAGE) return ran;
    after = due[due.length - 1].id;
  }
}

async function runStep(db: Kysely<Database>, run: { id: number; plan_id: number; lead_id: number; step_index: number; created_at: string }, now: number): Promise<number> {
  const reason = await stopReason(db, run.lead_id, run.created_at);
  if (reason) {
    await stopRuns(db, run.lead_id, reason, run.id, now);
    return 0;
  }
  const plan = await db.selectFrom('follow_up_plans').select(['steps', 'active']).where('id', '=', run.plan_id).executeTakeFirst();
  const steps = stepsOf(plan?.steps);
  const step = steps[run.step_index];
  return db.transaction().execute(async (trx) => {
    const next = steps[run.step_index + 1];
    const claimed = await trx
      .updateTable('follow_up_runs')
      .set({ step_index: run.step_index + 1, status: next ? 'running' : 'finished', next_at: next ? at(now + next.wait_days * DAY_MS) : null, updated_at: at(now) })
      .where('id', '=', run.id)
      .where('status', '=', 'running')
      .where('step_index', '=', run.step_index)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1 || !step) return 0;
    const { outcome, detail } = await doStep(trx, run, step, now);
    await trx.insertInto('follow_up_run_steps').values({ run_id: run.id, step_index: run.step_index, action: step.action, outcome, detail, created_at: at(now) }).execute();
    return 1;
  });
}

async function doStep(trx: Kysely<Database>, run: { id: number; lead_id: number; step_index: number }, step: Step, now: number): Promise<{ outcome: string; detail: string | null }> {
  const lead = (await (trx as Kysely<any>).selectFrom('enquiries').selectAll().where('id', '=', run.lead_id).executeTakeFirstOrThrow()) as Record<string, unknown> & { id: number; email: string; phone: string; name: string };
  const lang = leadLanguage(lead);
  const key = `follow-up-${run.id}-step-${run.step_index}`;
  if (step.action === 'email') {
    if (!lead.email) return { outcome: 'skipped', detail: 'The lead has no e-mail address' };
    const subject = textIn(step.subject, lang);
    const text = textIn(step.body, lang).replaceAll('{name}', lead.name);
    const mail = { to: [lead.email.toLowerCase()], subject, text, html: text.split(/\n{2,}/).map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`).join('') };
    await enqueue(trx, { type: 'enquiry', id: lead.id }, [{ channel: 'email', purpose: key, payload: mail }], { once: true });
    return { outcome: 'sent', detail: `E-mail "${subject}" queued in ${lang}` };
  }
  if (step.action === 'whatsapp') {
    if (!whatsappSender) return { outcome: 'skipped', detail: 'WhatsApp sending is not available to this process' };
    const r = await whatsappSender.queueTemplate(trx, { id: lead.id, phone: lead.phone ?? null }, step.whatsapp_template!, lang, key);
    return r.queued ? { outcome: 'sent', detail: r.detail } : { outcome: 'skipped', detail: r.reason };
  }
  const nowText = at(now);
  await trx
    .insertInto('tasks')
    .values({ lead_id: lead.id, title: step.task_title!, due_at: nowText, assignee_id: null, done_at: null, note: null, created_by: null, reminded_at: null, created_at: nowText, updated_at: nowText })
    .execute();
  return { outcome: 'created', detail: `Task "${step.task_title}"` };
}

/**
 * The plans' rules (issue 40 item 3): an active plan that starts on new site leads starts on each lead from the site
 * that arrived after the plan was made; one that starts on no answer, on each open lead of that age with no reply,
 * no booking and no run of it yet. Bounded per call; the unique index keeps each start to once.
 */
export async function startByRules(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const plans = await db.selectFrom('follow_up_plans').select(['id', 'trigger', 'no_answer_days', 'created_at']).where('active', '=', 1).where('trigger', '!=', 'manual').execute();
  let started = 0;
  for (const plan of plans) {
    const candidates = db
      .selectFrom('enquiries')
      .select(['id', 'created_at'])
      .where('merged_into_id', 'is', null)
      .where('status', 'not in', ['won', 'lost'])
      .where('created_at', '>=', plan.created_at)
      .where('id', 'not in', db.selectFrom('follow_up_runs').select('lead_id').where('plan_id', '=', plan.id));
    const leads =
      plan.trigger === 'new_site_lead'
        ? await candidates.where('source_path', 'is not', null).orderBy('id').limit(PAGE).execute()
        : await candidates
            .where('created_at', '<=', at(now - Number(plan.no_answer_days ?? 1) * DAY_MS))
            .where('id', 'not in', db.selectFrom('whatsapp_messages').select('enquiry_id').where('enquiry_id', 'is not', null).where((eb) => inboundReplies(eb)))
            .where('id', 'not in', db.selectFrom('bookings').select('enquiry_id').where('enquiry_id', 'is not', null))
            .orderBy('id')
            .limit(PAGE)
            .execute();
    for (const lead of leads) if (await startRun(db, plan.id, lead.id, null, now)) started++;
  }
  return started;
}

/** Stops the running plans of leads that replied, booked or were won or lost (the sweep after those events). */
export async function stopFinishedLeads(db: Kysely<Database>, now = Date.now()): Promise<number> {
  let stopped = 0;
  for (let after = 0; ; ) {
    const running = await db.selectFrom('follow_up_runs').select(['id', 'lead_id', 'created_at']).where('status', '=', 'running').where('id', '>', after).orderBy('id').limit(PAGE).execute();
    for (const run of running) {
      const reason = await stopReason(db, run.lead_id, run.created_at);
      if (reason) stopped += await stopRuns(db, run.lead_id, reason, run.id, now);
    }
    if (running.length < PAGE) return stopped;
    after = running[running.length - 1].id;
  }
}
