import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceDef } from '../resources/define';
import type { ResourceWriter, Row } from '../resources/write';
import { HttpError } from '../errors';
import { permissionFor } from '../../src/permissions';
import { expectedVersion } from '../resources/record-versions';
import { consumeDraft, discardDraft, draftView, expectedRevision, loadDraft, publishDraft, saveDraft } from './store';
import type { VersionedExtension } from '../resources/versioned-extensions';

const objectBody = (request: FastifyRequest): Row => {
  const b = request.body ?? {};
  if (typeof b !== 'object' || Array.isArray(b)) throw new HttpError(400, 'The request body must be a JSON object');
  return b as Row;
};

/**
 * Drafts of published records (issue 31, decision 025), registered by the generic REST router beside the
 * versions of every versioned resource:
 *   GET    /api/{name}/:id/draft          the pending draft (who, when, what it changes, the record with it) or null
 *   PUT    /api/{name}/:id/draft          save it (body: the record's fields, `version` = live version, `draft_version` = draft revision, 0 for none)
 *   POST   /api/{name}/:id/draft/publish  make it live in one transaction ({ draft_version })
 *   DELETE /api/{name}/:id/draft?draft_version=  discard it
 * Reading needs `{name}.read`, the others `{name}.update`; saving, publishing and discarding are audited.
 */
export function draftRoutes(app: FastifyInstance, def: ResourceDef, writer: ResourceWriter, existing: (raw: string) => Promise<Row>) {
  const base = `/api/${def.name}/:id/draft`;
  const read = permissionFor(def.name, 'read')!;
  const update = permissionFor(def.name, 'update')!;

  app.get<{ Params: { id: string } }>(base, async (request) => {
    app.requirePermission(request, read);
    const live = await existing(request.params.id);
    const draft = await loadDraft(writer.db, def.name, Number(live.id));
    return { version: live.version, draft: draft ? draftView(writer, live, draft) : null };
  });

  app.put<{ Params: { id: string } }>(base, async (request, reply) => {
    app.requirePermission(request, update);
    const live = await existing(request.params.id);
    const body = objectBody(request);
    const version = expectedVersion(body, request.headers['if-match']);
    const saved = await saveDraft(writer, { app, request }, live, body, { version, revision: expectedRevision(body.draft_version) });
    const { record, data: _data, ...summary } = saved;
    reply.header('ETag', `"${live.version}"`);
    // The form's record: the draft applied, the live version it is based on, and the draft's revision.
    return { ...record, version: summary.base_version, draft_version: summary.revision, draft: summary };
  });

  app.post<{ Params: { id: string } }>(`${base}/publish`, async (request, reply) => {
    app.requirePermission(request, update);
    const live = await existing(request.params.id);
    const published = await publishDraft(writer, { app, request }, live, expectedRevision(objectBody(request).draft_version));
    reply.header('ETag', `"${published.version}"`);
    return { ...published, draft_version: 0, draft: null };
  });

  app.delete<{ Params: { id: string }; Querystring: { draft_version?: string } }>(base, async (request) => {
    app.requirePermission(request, update);
    const live = await existing(request.params.id);
    const discarded = await discardDraft(writer, { app, request }, live, expectedRevision(request.query.draft_version));
    const { data: _data, ...summary } = discarded;
    return { discarded: summary };
  });
}

/**
 * Mounted on every versioned resource by the generic router (registered in server/app.ts, decision 036): the draft
 * routes; on a staff GET with `?with_draft=1` or `X-With-Draft: 1` (the back-office's edit form) the pending draft
 * applied, with the live version it is based on; a save whose form showed the draft (`draft_version` > 0) makes it
 * live in the save's own transaction.
 */
export const pendingDrafts: VersionedExtension = {
  name: 'drafts',
  routes: ({ app, def, writer, existing }) => draftRoutes(app, def, writer, existing),
  staffRead: async ({ db, def, writer, request, row }) => {
    const withDraft = (request.query as Record<string, unknown>)?.with_draft ?? request.headers['x-with-draft'];
    if (withDraft !== '1' && withDraft !== 'true') return null;
    const draft = await loadDraft(db, def.name, Number(row.id));
    const { data: _data, ...summary } = draft ?? { data: null };
    const overlay = draft ? { ...writer.toRow(draft.data), version: draft.base_version } : {};
    return { fields: { ...overlay, draft_version: draft?.revision ?? 0, draft: JSON.stringify(draft ? summary : null) }, kinds: { draft_version: 'int', draft: 'json' } };
  },
  alsoInSave: ({ writer, previous, body }) => {
    const revision = expectedRevision(body.draft_version);
    return revision ? (trx) => consumeDraft(trx, writer, previous, revision, body, false) : undefined;
  },
};
