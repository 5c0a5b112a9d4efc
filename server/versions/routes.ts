import type { FastifyInstance } from 'fastify';
import type { ResourceDef } from '../resources/define';
import type { ResourceWriter } from '../resources/write';
import { HttpError } from '../errors';
import { permissionFor } from '../../src/permissions';
import { leave, markPresent } from './presence';
import { withPublishLabels } from './labels';
import { diffRecords, expectedVersion, getVersion, listVersions, type Row } from '../resources/record-versions';
import type { VersionedExtension } from '../resources/versioned-extensions';

/**
 * History, diff and restore of a versioned resource (issue 31, decision 017), registered by the generic
 * REST router beside the resource's own routes:
 *   GET  /api/{name}/:id/versions                 newest first: version, op, fields, who, when
 *   GET  /api/{name}/:id/versions/diff?from=&to=  per field, rich text as text (to defaults to the current record)
 *   GET  /api/{name}/:id/versions/:version        the record as that version left it
 *   POST /api/{name}/:id/versions/:version/restore  a new version equal to that one (body or If-Match may carry the version it is based on)
 *   POST /api/{name}/:id/presence   "I have it open" (every 20 s): answers who else has it open, since when; DELETE: closed
 */
export function versionRoutes(app: FastifyInstance, def: ResourceDef, writer: ResourceWriter, parseId: (raw: string) => number, existing: (raw: string) => Promise<Row>) {
  const { db } = writer;
  const base = `/api/${def.name}/:id/versions`;
  const read = permissionFor(def.name, 'read')!;
  const update = permissionFor(def.name, 'update')!;

  const parseVersion = (raw: unknown, field: string): number => {
    const n = Number(raw);
    if (raw === undefined || raw === '' || !Number.isInteger(n) || n < 0) throw new HttpError(400, `${field} must be a version number`, { [field]: `${field} must be a version number` });
    return n;
  };
  const versionOf = async (id: number, v: number) => {
    const found = await getVersion(db, def.name, id, v);
    if (!found) throw new HttpError(404, `Version ${v} of this ${def.label.toLowerCase()} is not kept (see the retention setting)`);
    return found;
  };

  app.post<{ Params: { id: string } }>(`/api/${def.name}/:id/presence`, async (request) => {
    app.requirePermission(request, update);
    const record = await existing(request.params.id);
    return { others: await markPresent(db, def.name, Number(record.id), request) };
  });

  app.delete<{ Params: { id: string } }>(`/api/${def.name}/:id/presence`, async (request, reply) => {
    app.requirePermission(request, update);
    await leave(db, def.name, parseId(request.params.id), Number(request.staff!.id));
    return reply.status(204).send();
  });

  app.get<{ Params: { id: string } }>(base, async (request) => {
    app.requirePermission(request, read);
    const record = await existing(request.params.id);
    const id = Number(record.id);
    return { version: record.version, versions: await withPublishLabels(db, def.name, id, await listVersions(db, def.name, id)) };
  });

  app.get<{ Params: { id: string }; Querystring: { from?: string; to?: string } }>(`${base}/diff`, async (request) => {
    app.requirePermission(request, read);
    const record = await existing(request.params.id);
    const id = Number(record.id);
    const from = await versionOf(id, parseVersion(request.query.from, 'from'));
    const to = request.query.to === undefined || request.query.to === '' ? { version: Number(record.version), record } : await versionOf(id, parseVersion(request.query.to, 'to'));
    return { from: from.version, to: to.version, changes: diffRecords(from.record, to.record, writer.kinds, writer.writable) };
  });

  app.get<{ Params: { id: string; version: string } }>(`${base}/:version`, async (request) => {
    app.requirePermission(request, read);
    const id = parseId(request.params.id);
    return versionOf(id, parseVersion(request.params.version, 'version'));
  });

  app.post<{ Params: { id: string; version: string } }>(`${base}/:version/restore`, async (request, reply) => {
    app.requirePermission(request, update);
    const record = await existing(request.params.id);
    const v = await versionOf(Number(record.id), parseVersion(request.params.version, 'version'));
    const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Row) : {};
    const expected = expectedVersion(body, request.headers['if-match']);
    // Every writable field the kept record has (translations included); a field added since keeps today's value.
    const input: Row = {};
    for (const f of writer.writable) if (f in v.record) input[f] = v.record[f];
    const restored = await writer.update({ app, request }, record, input, { expected, op: 'restore', restoredFrom: v.version });
    reply.header('ETag', `"${restored.version}"`);
    return restored;
  });
}

/** Mounted on every versioned resource by the generic router (registered in server/app.ts, decision 036). */
export const versionHistory: VersionedExtension = {
  name: 'versions',
  routes: ({ app, def, writer, parseId, existing }) => versionRoutes(app, def, writer, parseId, existing),
};
