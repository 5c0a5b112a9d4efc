import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { boolean, object, string } from 'yup';
import { ACTIVITY_BATCH_BYTES, activityBatchSchema } from '../../src/schemas/activity';
import { gpcHeader, POLICY_VERSION } from '../../src/consent';
import { HttpError, validated } from '../errors';
import { LEAD_RESOURCE, type LeadType } from '../leads/messages';
import { permissionFor } from '../../src/permissions';
import { announceAll, scoreNewActivity } from '../score/score';
import { mayRecord, RETURN_AFTER_MS, visitorFor, visitorToken } from './visitors';

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
    const now = Date.now();
    const nowText = new Date(now).toISOString();
    // One transaction per batch (one commit, one sync to disk): the visitor, its events, its leads' scores.
    const announce = await db.transaction().execute(async (trx) => {
      const visitor = await visitorFor(trx, token, nowText);
      const rows = events.map((e) => ({ visitor_id: visitor.id, kind: e.kind as string, project_id: e.project_id ?? null, value: e.value ?? null, lang: e.lang ?? null, at: new Date(now - (e.ago_ms ?? 0)).toISOString() }));
      // Back after a pause: the server, not the browser, says it was a return visit.
      if (visitor.lastSeen && now - Date.parse(visitor.lastSeen) >= RETURN_AFTER_MS)
        rows.unshift({ visitor_id: visitor.id, kind: 'return_visit', project_id: null, value: Math.round((now - Date.parse(visitor.lastSeen)) / 60_000), lang: events[0].lang ?? null, at: nowText });
      await trx.insertInto('activity_events').values(rows).execute();
      // A known lead's score takes the new events at once (issue 28).
      return scoreNewActivity(trx as unknown as Kysely<Database>, visitor.id, rows, now);
    });
    // Hot, or back on the site -> its assignee is told (once a day at most), after the commit.
    if (announce.length && (await announceAll(app.db.kysely, app.config, announce, now))) app.outbox.wake();
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
      app.requirePermission(request, permissionFor(resource, 'read')!);
      const { id } = request.params as { id: string };
      const before = (request.query as Record<string, string | undefined>).before;
      if (!/^\d{1,10}$/.test(id)) throw new HttpError(404, 'Lead not found');
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
