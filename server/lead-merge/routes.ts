import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { number, object } from 'yup';
import { HttpError, validated } from '../errors';
import { LEAD_RESOURCE, type LeadType } from '../outbox/messages';
import { permissionFor } from '../../src/permissions';
import { announceHot, loadScoreRules, rescoreLead } from '../score/score';
import { duplicatesOf, LEAD_TABLE } from './detect';
import { leadInScope } from '../resources/scope';
import { mergeLeads, UNDO_DAYS, undoMerge } from './merge';

const MAX_ID = 2_147_483_647;
const mergeSchema = object({
  into: number()
    .typeError('into must be the id of the lead to keep')
    .integer('into must be the id of the lead to keep')
    .min(1, 'into must be the id of the lead to keep')
    .max(MAX_ID, 'into must be the id of the lead to keep')
    .required('into is required: the id of the lead to keep'),
});

function idParam(raw: string, what = 'Lead'): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_ID) throw new HttpError(404, `${what} not found`);
  return Number(raw);
}

const request_log = (app: FastifyInstance, err: unknown) => app.log.error({ err }, 'unable to queue the hot-lead notice after a merge');
const staffName = (u: { first_name: string | null; last_name: string | null; email: string } | undefined) => (u ? `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim() || u.email : null);

/**
 * Duplicates merged (issue 28 item 4, decision 024). Per kind of lead:
 *   GET  /api/{leads}/:id/duplicates  the same person's other leads, with the reason (`{leads}.read`)
 *   POST /api/{leads}/:id/merge { into } this lead into lead `into` (`{leads}.update`: sales, admins, owners)
 *   GET  /api/{leads}/:id/merge       the merge that made this lead a pointer, and whether the caller may undo it
 *   POST /api/lead-merges/:id/undo    owners only, within 30 days
 */
export default async function leadMergeRoutes(app: FastifyInstance) {
  const db = app.db.kysely as unknown as Kysely<any>;
  const lock = app.db.dialect === 'postgres';

  /** Both leads' scores from their whole records now, in the merge's transaction. */
  const rescore = async (trx: Kysely<any>, type: LeadType, ids: number[]) => {
    const rules = await loadScoreRules(trx);
    for (const id of ids) await rescoreLead(trx, null, type, id, rules);
    return rules;
  };
  /** After the commit: a lead that became hot is told to its salesperson at once (at most once a day, as always). */
  const announce = async (type: LeadType, id: number, wasHot: boolean, threshold: number) => {
    const row = await db.selectFrom(LEAD_TABLE[type]).select(['hot', 'score']).where('id', '=', id).executeTakeFirst();
    if (!row || wasHot || Number(row.hot) !== 1) return;
    try {
      if (await announceHot(app.db.kysely, app.config, type, id, Number(row.score), `score ${row.score} reached the hot threshold (${threshold}) when a duplicate was merged into it`)) app.outbox.wake();
    } catch (err) {
      request_log(app, err);
    }
  };
  const hotNow = async (type: LeadType, id: number) => Number((await db.selectFrom(LEAD_TABLE[type]).select('hot').where('id', '=', id).executeTakeFirst())?.hot) === 1;

  const mergeView = async (request: FastifyRequest, m: Record<string, any>) => {
    const by = m.merged_by ? await db.selectFrom('users').select(['first_name', 'last_name', 'email']).where('id', '=', m.merged_by).executeTakeFirst() : undefined;
    const undoUntil = new Date(Date.parse(m.created_at) + UNDO_DAYS * 86_400_000).toISOString();
    return {
      id: m.id,
      lead_type: m.lead_type,
      merged_id: m.merged_id,
      kept_id: m.kept_id,
      reason: m.reason,
      counts: JSON.parse(m.counts),
      merged_by_name: staffName(by),
      created_at: m.created_at,
      undone_at: m.undone_at,
      undo_until: undoUntil,
      may_undo: request.staff?.role === 'owner' && !m.undone_at && Date.now() <= Date.parse(undoUntil),
    };
  };

  for (const type of Object.keys(LEAD_TABLE) as LeadType[]) {
    const resource = LEAD_RESOURCE[type];
    const table = LEAD_TABLE[type];

    app.get<{ Params: { id: string } }>(`/api/${resource}/:id/duplicates`, async (request) => {
      const user = app.requirePermission(request, permissionFor(resource, 'read')!);
      const id = idParam(request.params.id);
      await leadInScope(db, user, id, table);
      const lead = await db.selectFrom(table).select(['id', 'name', 'email', 'phone', 'phone_verified', 'merged_into_id']).where('id', '=', id).executeTakeFirst();
      if (!lead) throw new HttpError(404, 'Lead not found');
      // A pointer has nothing left to merge: its screen links to the kept lead instead.
      return { data: lead.merged_into_id != null ? [] : await duplicatesOf(db, type, lead) };
    });

    app.post<{ Params: { id: string } }>(`/api/${resource}/:id/merge`, async (request) => {
      const user = app.requirePermission(request, permissionFor(resource, 'update')!);
      const mergedId = idParam(request.params.id);
      const { into } = await validated(mergeSchema, request.body);
      // Both leads must be the merger's to touch (issue 40 item 4): another's lead is a 404, as if it did not exist.
      await leadInScope(db, user, mergedId, table);
      await leadInScope(db, user, into, table).catch(() => {
        throw new HttpError(422, `Lead #${into} does not exist`, { into: `Lead #${into} does not exist` });
      });
      const now = new Date().toISOString();
      const wasHot = await hotNow(type, into);
      const result = await app.db.kysely.transaction().execute(async (tx) => {
        const trx = tx as unknown as Kysely<any>;
        const r = await mergeLeads(trx, { type, mergedId, keptId: into, userId: user.id, now, lock });
        const rules = await rescore(trx, type, [into, mergedId]);
        await trx
          .insertInto('audit_logs')
          .values({ user_id: user.id, action: 'merge', resource, record_id: String(mergedId), changes: JSON.stringify({ into, merge_id: r.mergeId, reason: r.reasons.join(', '), moved: r.counts, columns: r.columns.map((c) => `${c.lead}.${c.column}`) }), ip: request.ip, created_at: now })
          .execute();
        return { ...r, threshold: rules.hot_threshold };
      });
      await announce(type, into, wasHot, result.threshold);
      const moved = Object.values(result.counts).reduce((a, b) => a + b, 0);
      return {
        error: false,
        message: `Lead #${mergedId} merged into #${into}: ${moved} linked record${moved === 1 ? '' : 's'} moved`,
        data: { merge_id: result.mergeId, merged_id: mergedId, kept_id: into, reason: result.reasons.join(', '), counts: result.counts, columns: result.columns.map((c) => `${c.lead}.${c.column}`) },
      };
    });

    app.get<{ Params: { id: string } }>(`/api/${resource}/:id/merge`, async (request) => {
      const user = app.requirePermission(request, permissionFor(resource, 'read')!);
      const id = idParam(request.params.id);
      await leadInScope(db, user, id, table);
      const m = await db.selectFrom('lead_merges').selectAll().where('lead_type', '=', type).where('merged_id', '=', id).where('undone_at', 'is', null).orderBy('id', 'desc').executeTakeFirst();
      if (!m) throw new HttpError(404, `Lead #${id} is not merged into another`);
      return { data: await mergeView(request, m) };
    });
  }

  app.post<{ Params: { id: string } }>('/api/lead-merges/:id/undo', async (request) => {
    const user = request.staff;
    if (!user) throw new HttpError(401, 'Please sign in to continue');
    if (user.role !== 'owner') throw new HttpError(403, 'Only an owner may undo a merge');
    const mergeId = idParam(request.params.id, 'Merge');
    const nowMs = Date.now();
    const now = new Date(nowMs).toISOString();
    const result = await app.db.kysely.transaction().execute(async (tx) => {
      const trx = tx as unknown as Kysely<any>;
      const r = await undoMerge(trx, { mergeId, userId: user.id, now, nowMs });
      await rescore(trx, r.type, [r.keptId, r.mergedId]);
      await trx
        .insertInto('audit_logs')
        .values({ user_id: user.id, action: 'merge-undo', resource: LEAD_RESOURCE[r.type], record_id: String(r.mergedId), changes: JSON.stringify({ merge_id: mergeId, from: r.keptId, restored: r.restored, kept_as_is: r.keptAsIs }), ip: request.ip, created_at: now })
        .execute();
      return r;
    });
    const restored = Object.values(result.restored).reduce((a, b) => a + b, 0);
    return {
      error: false,
      message: `Merge undone: lead #${result.mergedId} is on its own again (${restored} linked record${restored === 1 ? '' : 's'} moved back)${result.keptAsIs.length ? `; changed since and kept as they are: ${result.keptAsIs.join(', ')}` : ''}`,
      data: { merge_id: mergeId, merged_id: result.mergedId, kept_id: result.keptId, restored: result.restored, kept_as_is: result.keptAsIs },
    };
  });
}
