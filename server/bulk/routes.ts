import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { RESOURCES } from '../resources/registry';
import { ResourceWriter, type Row } from '../resources/write';
import { HttpError } from '../errors';
import { permissionFor } from '../../src/permissions';
import { getVersion } from '../resources/record-versions';
import { bulkActionsOf, bulkChange, type BulkAction } from './actions';
import { sameValue } from '../lib/same-value';

/** Records one bulk request may change: a page of the list at its largest, so one request stays short. */
export const MAX_BULK = 200;

type Failure = { id: number; message: string; errors?: Record<string, string> };

function bodyOf(request: FastifyRequest): Row {
  const b = request.body;
  if (!b || typeof b !== 'object' || Array.isArray(b)) throw new HttpError(400, 'The request body must be a JSON object');
  return b as Row;
}

function idList(raw: unknown, field: string): number[] {
  const problem = `${field} must be a list of 1 to ${MAX_BULK} record ids`;
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_BULK || !raw.every((v) => Number.isInteger(v) && v > 0 && v <= 2_147_483_647)) throw new HttpError(400, problem, { [field]: problem });
  return [...new Set(raw as number[])];
}

const failureOf = (id: number, err: unknown): Failure => {
  if (err instanceof HttpError) return { id, message: err.message, ...(err.errors ? { errors: err.errors } : {}) };
  throw err;
};

/**
 * Bulk edit of a versioned resource's list (issue 31, decision 017):
 *   POST /api/{name}/bulk       { action, ids, value? }  applies the action record by record (each save a version);
 *        answers { done: [{ id, version }], failed: [{ id, message, errors }] }
 *   POST /api/{name}/bulk/undo  { items: [{ id, version }] }  (the `done` of a bulk answer) brings each record back
 *        to the version before, as a restore (itself a version); a record saved again since is left alone and
 *        reported in `skipped`, so an undo never overwrites someone's later change.
 */
export default async function bulkRoutes(app: FastifyInstance) {
  const db = app.db.kysely as unknown as Kysely<any>;
  for (const def of RESOURCES) {
    const writer = new ResourceWriter(def, db);
    if (!writer.versioned) continue;
    const actions = bulkActionsOf(writer);
    if (!actions.length) continue;
    const update = permissionFor(def.name, 'update')!;

    app.post(`/api/${def.name}/bulk`, async (request) => {
      app.requirePermission(request, update);
      const body = bodyOf(request);
      const action = body.action as BulkAction;
      if (!actions.includes(action)) throw new HttpError(400, `action must be one of ${actions.join(', ')}`, { action: `action must be one of ${actions.join(', ')}` });
      const ids = idList(body.ids, 'ids');
      const change = bulkChange(action, body.value);
      if ('error' in change) throw new HttpError(400, change.error, { value: change.error });
      const done: Array<{ id: number; version: number }> = [];
      const failed: Failure[] = [];
      for (const [i, id] of ids.entries()) {
        // SQLite answers without a turn of the event loop: give other requests theirs every few records.
        if (i && i % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
        const existing = await writer.load(id);
        if (!existing) {
          failed.push({ id, message: `${def.label} not found` });
          continue;
        }
        // Already so: nothing to save (and nothing to undo).
        if (sameValue(existing[change.field], change.value)) continue;
        try {
          const saved = await writer.update({ app, request }, existing, { [change.field]: change.value }, { expected: Number(existing.version) });
          done.push({ id, version: Number(saved.version) });
        } catch (err) {
          failed.push(failureOf(id, err));
        }
      }
      return { action, done, failed };
    });

    app.post(`/api/${def.name}/bulk/undo`, async (request) => {
      app.requirePermission(request, update);
      const body = bodyOf(request);
      const problem = `items must be a list of 1 to ${MAX_BULK} { id, version } pairs from a bulk answer`;
      const items = body.items;
      if (!Array.isArray(items) || !items.length || items.length > MAX_BULK || !items.every((i) => i && typeof i === 'object' && Number.isInteger(i.id) && i.id > 0 && Number.isInteger(i.version) && i.version > 0))
        throw new HttpError(400, problem, { items: problem });
      const undone: Array<{ id: number; version: number }> = [];
      const skipped: Failure[] = [];
      for (const { id, version } of items as Array<{ id: number; version: number }>) {
        const existing = await writer.load(id);
        if (!existing) {
          skipped.push({ id, message: `${def.label} not found` });
          continue;
        }
        if (Number(existing.version) !== version) {
          skipped.push({ id, message: `This ${def.label.toLowerCase()} was saved again after the bulk change; it was left as it is` });
          continue;
        }
        const before = await getVersion(db, def.name, id, version - 1);
        if (!before) {
          skipped.push({ id, message: `The version before the bulk change is no longer kept` });
          continue;
        }
        const input: Row = {};
        for (const f of writer.writable) if (f in before.record) input[f] = before.record[f];
        try {
          const restored = await writer.update({ app, request }, existing, input, { expected: version, op: 'restore', restoredFrom: before.version });
          undone.push({ id, version: Number(restored.version) });
        } catch (err) {
          skipped.push(failureOf(id, err));
        }
      }
      return { undone, skipped };
    });
  }
}
