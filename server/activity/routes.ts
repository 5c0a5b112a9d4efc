import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { boolean, object, string } from 'yup';
import { ACTIVITY_BATCH_BYTES, activityBatchSchema } from '../../src/schemas/activity';
import { gpcHeader, POLICY_VERSION } from '../../src/consent';
import { HttpError, validated } from '../errors';
import { LEAD_RESOURCE, type LeadType } from '../outbox/messages';
import { permissionFor } from '../../src/permissions';
import { leadInScope } from '../resources/scope';
import { announceAll } from '../score/score';
import { mayRecord, visitorToken } from './visitors';
import { activityWriter, WriterBusyError } from './writer';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route takes navigator.sendBeacon calls, which cannot carry the CSRF header (it checks the origin instead). */
    csrf?: boolean;
  }
}

const TIMELINE_PAGE = 100;
const LEAD_TABLE = { enquiry: 'enquiries', mortgage_enquiry: 'mortgage_enquiries' } as const satisfies Record<LeadType, string>;

const consentRecordSchema = object({
  id: string().matches(/^[\w-]{1,40}$/, 'id is not valid').required('id is required'),
  analytics: boolean().typeError('analytics must be true or false').required('analytics is required'),
  marketing: boolean().typeError('marketing must be true or false').required('marketing is required'),
  version: string().oneOf([POLICY_VERSION], 'version is not the current policy version').required('version is required'),
});

/** A beacon from another site is refused: the browser's own fetch metadata and Origin say where it came from. */
function sameSiteOnly(request: FastifyRequest, publicUrl: string) {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (site === 'cross-site' || (origin && origin !== 'null' && origin !== new URL(publicUrl).origin && site !== 'same-origin'))
    throw new HttpError(403, 'Activity is accepted from this site only');
}

/**
 * The activity record (issue 24 with issue 28 item 1): batches of a consenting browser's events, sent with
 * navigator.sendBeacon, validated and size-bounded; a lead's timeline for staff.
 */
export default async function activityRoutes(app: FastifyInstance) {
  const db = app.db.kysely as unknown as Kysely<any>;
  // Beacon batches are group-committed (server/activity/writer.ts): many batches, one transaction.
  const writer = activityWriter(app.db.kysely, async (list, now) => {
    try {
      if (await announceAll(app.db.kysely, app.config, list, now)) app.outbox.wake();
    } catch (err) {
      app.log.error({ err }, 'unable to queue the hot-lead notices');
    }
  });
  const beacon = {
    bodyLimit: ACTIVITY_BATCH_BYTES,
    config: { csrf: false, ...(app.config.enquiryRateLimit > 0 ? { rateLimit: { max: 240, timeWindow: 60_000 } } : {}) },
  };

  app.post('/api/activity', beacon, async (request, reply) => {
    sameSiteOnly(request, app.config.publicUrl);
    // Nothing is stored without consent: no current choice accepting analytics, or Global Privacy Control.
    if (!mayRecord(request)) throw new HttpError(403, 'No consent to record activity');
    const token = visitorToken(request);
    if (!token) throw new HttpError(400, 'The visitor id cookie is missing or malformed', { oasis_vid: 'The visitor id cookie is missing or malformed' });
    const { events } = await validated(activityBatchSchema, request.body);
    try {
      await writer.add(token, events);
    } catch (err) {
      if (err instanceof WriterBusyError) {
        reply.header('Retry-After', '5');
        throw new HttpError(503, 'Too many activity batches at once; try again in a few seconds');
      }
      throw err;
    }
    return reply.status(204).send();
  });

  // The proof of what was agreed and when: the choice's random id, its answers, the policy version, GPC.
  app.post('/api/consent', { ...beacon, bodyLimit: 1024 }, async (request, reply) => {
    sameSiteOnly(request, app.config.publicUrl);
    const c = await validated(consentRecordSchema, request.body);
    const gpc = gpcHeader(request.headers['sec-gpc']);
    await db
      .insertInto('consent_records')
      .values({ choice_id: c.id, analytics: c.analytics && !gpc ? 1 : 0, marketing: c.marketing && !gpc ? 1 : 0, gpc: gpc ? 1 : 0, policy_version: c.version, created_at: new Date().toISOString() })
      .execute();
    return reply.status(204).send();
  });

  // A lead's activity, newest first, a page at a time (`before`: the last event id of the previous page).
  for (const type of Object.keys(LEAD_TABLE) as LeadType[]) {
    const resource = LEAD_RESOURCE[type];
    app.get(`/api/${resource}/:id/activity`, async (request) => {
      const user = app.requirePermission(request, permissionFor(resource, 'read')!);
      const { id } = request.params as { id: string };
      const before = (request.query as Record<string, string | undefined>).before;
      if (!/^\d{1,10}$/.test(id)) throw new HttpError(404, 'Lead not found');
      await leadInScope(db as Kysely<any>, user, Number(id), LEAD_TABLE[type]); // issue 40 item 4: only a lead the member may see
      if (before !== undefined && !/^\d{1,10}$/.test(before)) throw new HttpError(400, 'before must be an event id', { before: 'before must be an event id' });
      const lead = await db.selectFrom(LEAD_TABLE[type]).select('visitor_id').where('id', '=', Number(id)).executeTakeFirst();
      if (!lead) throw new HttpError(404, 'Lead not found');
      if (lead.visitor_id == null) return { data: [], next: null };
      let q = db
        .selectFrom('activity_events as e')
        .leftJoin('projects as p', 'p.id', 'e.project_id')
        .select(['e.id', 'e.kind', 'e.project_id', 'p.title as project_title', 'p.slug as project_slug', 'e.value', 'e.lang', 'e.at'])
        .where('e.visitor_id', '=', lead.visitor_id)
        .orderBy('e.id', 'desc')
        .limit(TIMELINE_PAGE + 1);
      if (before) q = q.where('e.id', '<', Number(before));
      const rows = await q.execute();
      const page = rows.slice(0, TIMELINE_PAGE);
      return { data: page, next: rows.length > TIMELINE_PAGE ? page[page.length - 1].id : null };
    });
  }
}
