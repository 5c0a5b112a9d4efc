import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { HttpError, notFound } from '../errors';
import { permissionFor } from '../../src/permissions';
import { mayWorkLead } from '../tasks/access';
import { leadScopeOf } from '../resources/scope';
import { runDueSteps, startByRules, startRun, stopFinishedLeads, stopRuns, registerWhatsappSender } from './runs';
import { queuePlanTemplate } from '../whatsapp/send';

export const FOLLOW_UP_POLL_MS = 60_000;

function positiveId(raw: unknown, field: string): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new HttpError(field === 'id' ? 400 : 422, `${field} must be an id`, { [field]: `${field} must be an id` });
  return id;
}

/**
 * Follow-up plans on leads (issue 40 item 3, decision 034): start one by hand from the lead screen, see a lead's runs
 * and what each step did, stop one; the job starts plans by rule, stops them when the lead replied, booked or was
 * won or lost, and runs the due steps.
 */
export default async function followUpsPlugin(app: FastifyInstance) {
  const db = app.db.kysely as Kysely<Database>;
  // WhatsApp steps go through the real sender (the outbox's whatsapp channel), with this server's configuration.
  registerWhatsappSender({ queueTemplate: (trx, lead, template, language, key) => queuePlanTemplate(trx, app.config, lead, template, language, key) });

  const workableLead = async (request: Parameters<typeof app.requirePermission>[0], raw: string) => {
    const user = app.requirePermission(request, permissionFor('follow-up-plans', 'read')!);
    const lead = await db.selectFrom('enquiries').select(['id', 'assignee_id']).where('id', '=', positiveId(raw, 'id')).executeTakeFirst();
    // Someone else's lead is not there for a salesperson (their scope, issue 40 item 4).
    if (!lead || !mayWorkLead(await leadScopeOf(db as Kysely<any>, user), lead)) throw notFound('Lead');
    return { user, lead };
  };

  app.get<{ Params: { id: string } }>('/api/enquiries/:id/follow-ups', async (request) => {
    const { lead } = await workableLead(request, request.params.id);
    const runs = await db
      .selectFrom('follow_up_runs as r')
      .innerJoin('follow_up_plans as p', 'p.id', 'r.plan_id')
      .select(['r.id', 'r.plan_id', 'p.name as plan_name', 'r.status', 'r.step_index', 'r.next_at', 'r.stop_reason', 'r.started_by', 'r.created_at'])
      .where('r.lead_id', '=', lead.id)
      .orderBy('r.id', 'desc')
      .limit(50)
      .execute();
    const steps = runs.length
      ? await db.selectFrom('follow_up_run_steps').selectAll().where('run_id', 'in', runs.map((r) => r.id)).orderBy('step_index').execute()
      : [];
    return { data: runs.map((r) => ({ ...r, steps: steps.filter((s) => s.run_id === r.id) })) };
  });

  app.post<{ Params: { id: string }; Body: { plan_id?: unknown } }>('/api/enquiries/:id/follow-ups', async (request, reply) => {
    const { user, lead } = await workableLead(request, request.params.id);
    app.requirePermission(request, permissionFor('follow-up-plans', 'update')!);
    const planId = positiveId((request.body as { plan_id?: unknown } | null)?.plan_id, 'plan_id');
    const plan = await db.selectFrom('follow_up_plans').select(['id', 'active']).where('id', '=', planId).executeTakeFirst();
    if (!plan) throw new HttpError(422, `There is no follow-up plan #${planId}`, { plan_id: `There is no follow-up plan #${planId}` });
    if (!plan.active) throw new HttpError(422, 'This plan is not active: activate it first', { plan_id: 'This plan is not active: activate it first' });
    const runId = await startRun(db, planId, lead.id, user.id);
    if (!runId) throw new HttpError(409, 'This plan has already run on this lead', { plan_id: 'This plan has already run on this lead' });
    await app.audit(request, 'follow-up-start', 'enquiries', lead.id, { plan_id: planId, run_id: runId });
    return reply.status(201).send({ data: { id: runId } });
  });

  app.post<{ Params: { id: string; run: string } }>('/api/enquiries/:id/follow-ups/:run/stop', async (request) => {
    const { lead } = await workableLead(request, request.params.id);
    app.requirePermission(request, permissionFor('follow-up-plans', 'update')!);
    const runId = positiveId(request.params.run, 'id');
    const stopped = await stopRuns(db, lead.id, 'stopped by staff', runId);
    if (!stopped) throw new HttpError(409, 'This plan is not running on this lead');
    await app.audit(request, 'follow-up-stop', 'enquiries', lead.id, { run_id: runId });
    return { data: { id: runId, status: 'stopped' } };
  });

  let timer: NodeJS.Timeout | null = null;
  const tick = () =>
    void (async () => {
      await startByRules(db);
      await stopFinishedLeads(db);
      return runDueSteps(db);
    })().then(
      (n) => n > 0 && app.outbox.wake(),
      (err) => app.log.error({ err }, 'follow-up plans could not run'),
    );
  app.addHook('onReady', async () => {
    if (app.config.outboxPollMs <= 0) return; // tests and one-off tools drive it by hand
    timer = setInterval(tick, FOLLOW_UP_POLL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
