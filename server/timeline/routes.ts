import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError, validated } from '../errors';
import { nowIso } from '../lib/clock';
import { permissionFor } from '../../src/permissions';
import { leadCallSchema, leadNoteSchema } from '../../src/schemas/timeline';
import { leadInScope } from '../resources/scope';
import { recordLeadEvent } from './record';
import { stampFirstResponse } from './firstResponse';
import { decodeCursor, NOTE_EDIT_MS, pageSize, timelinePage } from './read';

const idOf = (raw: string, what = 'Lead') => {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new HttpError(400, `The ${what.toLowerCase()} id must be a positive whole number`, { id: `The ${what.toLowerCase()} id must be a positive whole number` });
  return id;
};

const OUTCOME_WORDS: Record<string, string> = { answered: 'answered', no_answer: 'no answer', busy: 'busy', voicemail: 'voicemail', wrong_number: 'wrong number' };

/**
 * The lead's timeline (issue 40 item 2): read it, add a note, log a call, correct one's own note within 15 minutes.
 * Every route is for staff who may touch the lead (its scope, issue 40 item 4); another's lead is a 404.
 */
export default async function timelineRoutes(app: FastifyInstance) {
  const db = app.db.kysely as unknown as Kysely<any>;

  /** The lead, when it is the staff member's to see; a merged lead answers for the lead it went into. */
  const leadFor = async (request: Parameters<typeof app.requirePermission>[0], raw: string, action: 'read' | 'update') => {
    const user = app.requirePermission(request, permissionFor('enquiries', action)!);
    const id = idOf(raw);
    await leadInScope(db, user, id);
    const lead = await db.selectFrom('enquiries').select(['id', 'visitor_id', 'merged_into_id']).where('id', '=', id).executeTakeFirstOrThrow();
    if (action === 'update' && lead.merged_into_id != null) throw new HttpError(409, `Lead #${id} was merged into #${lead.merged_into_id}: write on that lead`);
    return { user, lead: { id: Number(lead.id), visitor_id: lead.visitor_id == null ? null : Number(lead.visitor_id) } };
  };

  app.get<{ Params: { id: string }; Querystring: { cursor?: string; limit?: string } }>('/api/enquiries/:id/timeline', async (request, reply) => {
    const { user, lead } = await leadFor(request, request.params.id, 'read');
    const page = await timelinePage(db, lead, { cursor: decodeCursor(request.query.cursor), limit: pageSize(request.query.limit), viewerId: user.id });
    reply.header('cache-control', 'no-store');
    return { error: false, ...page };
  });


  app.post<{ Params: { id: string } }>('/api/enquiries/:id/notes', async (request, reply) => {
    const { user, lead } = await leadFor(request, request.params.id, 'update');
    const { text } = await validated(leadNoteSchema, request.body);
    const now = nowIso();
    const id = await db.transaction().execute(async (trx) => {
      const eventId = await recordLeadEvent(trx, { leadId: lead.id, kind: 'note', authorId: user.id, at: now, summary: text, details: { text } });
      await stampFirstResponse(trx, 'enquiries', lead.id, now);
      return eventId;
    });
    return reply.status(201).send({ error: false, data: { id: `e-${id}`, editable_until: new Date(Date.parse(now) + NOTE_EDIT_MS).toISOString() } });
  });

  app.put<{ Params: { id: string; noteId: string } }>('/api/enquiries/:id/notes/:noteId', async (request) => {
    const { user, lead } = await leadFor(request, request.params.id, 'update');
    const noteId = idOf(request.params.noteId.replace(/^e-/, ''), 'Note');
    const { text } = await validated(leadNoteSchema, request.body);
    const note = await db.selectFrom('lead_events').select(['id', 'author_id', 'created_at']).where('id', '=', noteId).where('lead_id', '=', lead.id).where('kind', '=', 'note').executeTakeFirst();
    if (!note) throw new HttpError(404, 'Note not found');
    if (Number(note.author_id) !== user.id) throw new HttpError(403, 'Only the author of a note may correct it');
    const until = Date.parse(note.created_at) + NOTE_EDIT_MS;
    // The window is checked by the update itself, so a save that arrives late is refused, never half-applied.
    const cutoff = new Date(Date.now() - NOTE_EDIT_MS).toISOString();
    const res = await db.updateTable('lead_events').set({ summary: text.slice(0, 500), details: JSON.stringify({ text }), edited_at: nowIso() }).where('id', '=', noteId).where('created_at', '>', cutoff).executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new HttpError(409, `A note can be corrected for ${NOTE_EDIT_MS / 60_000} minutes after it is written; this one was closed at ${new Date(until).toISOString().slice(11, 16)} UTC. Add a new note instead.`);
    return { error: false, data: { id: `e-${noteId}` } };
  });

  app.post<{ Params: { id: string } }>('/api/enquiries/:id/calls', async (request, reply) => {
    const { user, lead } = await leadFor(request, request.params.id, 'update');
    const call = await validated(leadCallSchema, request.body);
    const now = nowIso();
    const summary = `Call: ${OUTCOME_WORDS[call.outcome]}${call.duration_minutes ? `, ${call.duration_minutes} min` : ''}${call.note ? ` — ${call.note}` : ''}`;
    const id = await db.transaction().execute(async (trx) => {
      const eventId = await recordLeadEvent(trx, { leadId: lead.id, kind: 'call', authorId: user.id, at: now, summary, details: { outcome: call.outcome, duration_minutes: call.duration_minutes, note: call.note || null } });
      await stampFirstResponse(trx, 'enquiries', lead.id, now);
      return eventId;
    });
    return reply.status(201).send({ error: false, data: { id: `e-${id}` } });
  });
}
