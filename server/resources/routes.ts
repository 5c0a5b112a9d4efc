import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { RESOURCES } from './registry';
import type { Kind, ResourceDef, WriteOp } from './define';
import { MAX_PAGE, MAX_PUBLIC_PAGE, parseListQuery, whereFor } from './query';
import { rowJson, rowsJson } from './row-json';
import { listKey, nextScheduledChange, sendAnswer } from './list-cache';
import { leadScopeOf, publicScope, ROW_SCOPES } from './scope';
import { ResourceWriter } from './write';
import { HttpError, notFound } from '../errors';
import { permissionFor } from '../../src/permissions';
import { currentVersion, expectedVersion } from './record-versions';
import { outdatedMarks } from './outdated-translations';
// The history and the drafts of published records (issue 31, decisions 017 and 025), registered from the top (decision 036).
import { versionedExtensions } from './versioned-extensions';

const permission = (def: ResourceDef, action: 'read' | WriteOp) => permissionFor(def.name, action)!;

function parseId(raw: string): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new HttpError(400, 'The id must be a positive whole number', { id: 'The id must be a positive whole number' });
  return id;
}

function objectBody(request: FastifyRequest): Record<string, unknown> {
  const b = request.body;
  if (!b || typeof b !== 'object' || Array.isArray(b)) throw new HttpError(400, 'The request body must be a JSON object');
  return b as Record<string, unknown>;
}

/** The steps a save's extensions run in its transaction, one after the other; none: nothing. */
function inOneTransaction(steps: (((trx: Kysely<any>) => Promise<void>) | undefined)[]) {
  const present = steps.filter((step) => step !== undefined);
  if (!present.length) return undefined;
  return async (trx: Kysely<any>) => {
    for (const step of present) await step(trx);
  };
}

/** How many rows past the page's end a staff list counts exactly; beyond, the total is answered as "at least" (`N+`). */
export const COUNT_AHEAD = 1000;

const exactCount = async (where: any): Promise<string> => String(Number(((await where.select((eb: any) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow()) as { total: number }).total));

/**
 * A staff list's total (issue 40 item 4, decision 037): counting every matching row costs as much as the table is
 * large (100,000 leads), while the back-office needs only "is there a next page". Rows are counted up to the page's
 * end plus COUNT_AHEAD; a list that reaches it answers `N+` (Content-Range `0-24/1025+`), which the back-office's
 * data provider turns into react-admin's partial pagination ("1-25 of more than 25"). Smaller lists stay exact.
 */
async function cappedCount(db: Kysely<any>, where: any, range: [number, number] | null | undefined): Promise<string> {
  if (!range) return exactCount(where); // a list without a range is answered whole: its rows are the count anyway
  const cap = range[1] + 1 + COUNT_AHEAD;
  const sub = where.select((eb: any) => eb.lit(1).as('one')).limit(cap + 1).as('capped');
  const { total } = (await db.selectFrom(sub).select((eb: any) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow()) as { total: number };
  return Number(total) > cap ? `${cap}+` : String(Number(total));
}

/** The ra-data-simple-rest protocol for every resource, driven by its definition (server/resources/<name>.ts). */
export default async function resourceRoutes(app: FastifyInstance) {
  const db = app.db.kysely as unknown as Kysely<any>;

  for (const def of RESOURCES) {
    const writer = new ResourceWriter(def, db);
    const { kinds } = writer;
    const base = `/api/${def.name}`;

    /** Staff need the read permission and see every row; visitors see the public scope, if the resource has one. */
    const readable = (request: FastifyRequest, qb: any) => {
      if (request.staff || def.public === false) {
        app.requirePermission(request, permission(def, 'read'));
        return qb;
      }
      return qb.where(publicScope(def));
    };
    /** Leads that belong to someone (issue 40 item 4): a staff member's rows of a lead resource are those of their scope. */
    const rowScope = ROW_SCOPES[def.name] as (typeof ROW_SCOPES)[string] | undefined;
    /** The rows a staff member may touch: the resource's own row scope (a task's, issue 40 item 3), then the lead scope. */
    const inScope = async (request: FastifyRequest, qb: any) => {
      if (!request.staff && def.public !== false) return qb;
      if (!request.staff || (!def.rowScope && !rowScope)) return qb;
      const scope = await leadScopeOf(db, request.staff);
      const q = def.rowScope ? qb.where((eb: any) => def.rowScope!(request, eb, scope)) : qb;
      return !rowScope || scope.all ? q : q.where(rowScope(scope));
    };
    const scoped = (request: FastifyRequest, qb: any) => inScope(request, readable(request, qb));

    app.get(base, async (request, reply) => {
      const query = parseListQuery(def, kinds, request.query as Record<string, unknown>, request.staff ? MAX_PAGE : MAX_PUBLIC_PAGE);
      const { sort, range, filter } = query;
      // Whether a live record has unpublished changes is staff business (decision 025).
      if (!request.staff && 'has_draft' in filter) throw new HttpError(400, 'Unknown filter field: has_draft', { 'filter.has_draft': 'Unknown filter field: has_draft' });
      const load = async () => {
        const where = (await scoped(request, db.selectFrom(def.table))).where((eb: any) => eb.and(whereFor(def, kinds, filter, eb)));
        const total = request.staff ? await cappedCount(db, where, range) : await exactCount(where);
        let q = where.selectAll().orderBy(sort[0], sort[1] === 'ASC' ? 'asc' : 'desc');
        if (sort[0] !== 'id') q = q.orderBy('id', sort[1] === 'ASC' ? 'asc' : 'desc');
        if (range) q = q.limit(range[1] - range[0] + 1).offset(range[0]);
        const stored = (await q.execute()) as Record<string, unknown>[];
        const rows = !request.staff && def.publicRow ? stored.map(def.publicRow) : stored;
        const start = range ? range[0] : 0;
        const end = rows.length ? start + rows.length - 1 : start;
        // Serialised straight from the rows: stored JSON columns are not parsed and re-serialised.
        return { contentRange: `${def.name} ${start}-${end}/${total}`, body: rowsJson(rows, kinds) };
      };
      // A visitor's list of a scheduled resource is kept only until its next publish or unpublish time.
      const loadPublic = async () => ({ ...(await load()), validUntil: await nextScheduledChange(db, def) });
      // Visitors' lists are the same for every visitor: answered from the list cache (issue 32), staff's never.
      const answer = !request.staff && def.public !== false ? await app.cachedList(listKey(def.name, query), loadPublic) : await load();
      return sendAnswer(request, reply, answer);
    });

    app.get<{ Params: { id: string } }>(`${base}/:id`, async (request, reply) => {
      // A visitor's read of a public record: the same for every visitor, answered from the list cache's stored bytes.
      if (!request.staff && def.public !== false) {
        const id = parseId(request.params.id);
        const answer = await app.cachedRecord(def.name, id, async () => {
          const row = await readable(request, db.selectFrom(def.table).selectAll()).where('id', '=', id).executeTakeFirst();
          if (!row) throw notFound(def.label);
          return { body: rowJson(def.publicRow ? def.publicRow(row) : row, kinds), validUntil: await nextScheduledChange(db, def) };
        });
        return sendAnswer(request, reply, answer);
      }
      const query = await scoped(request, db.selectFrom(def.table).selectAll());
      const row = await query.where('id', '=', parseId(request.params.id)).executeTakeFirst();
      if (!row) throw notFound(def.label);
      // Staff get the version their save will be checked against, in the body and as the ETag (decision 017).
      if (writer.versioned && request.staff) {
        const version = await currentVersion(db, def.name, Number(row.id));
        reply.header('ETag', `"${version}"`);
        // Translations whose English changed since (issue 31): marked in the back-office with the English before and after.
        const outdated = def.translatable ? { outdated_translations: JSON.stringify(await outdatedMarks(db, def.name, Number(row.id))) } : {};
        const kindsOut = { ...kinds, version: 'int' as const, ...(def.translatable ? { outdated_translations: 'json' as const } : {}) };
        // What the editorial machinery adds (the pending draft applied, decision 025), in registration order.
        let body: Record<string, unknown> = { ...row, version, ...outdated };
        let bodyKinds: Record<string, Kind> = kindsOut;
        for (const extension of versionedExtensions()) {
          const overlay = await extension.staffRead?.({ db, def, writer, request, row: body });
          if (overlay) {
            body = { ...body, ...overlay.fields };
            bodyKinds = { ...bodyKinds, ...overlay.kinds };
          }
        }
        return reply.type('application/json; charset=utf-8').send(rowJson(body, bodyKinds));
      }
      return reply.type('application/json; charset=utf-8').send(rowJson(!request.staff && def.publicRow ? def.publicRow(row) : row, kinds));
    });

    if (!def.schema) continue;
    const existing = async (raw: string, request?: FastifyRequest) => {
      const id = parseId(raw);
      // A row outside the staff member's scope (issue 40: a task's, a lead's) is answered as one that does not exist.
      if (request && (def.rowScope || rowScope) && !(await (await inScope(request, db.selectFrom(def.table).select('id'))).where('id', '=', id).executeTakeFirst())) throw notFound(def.label);
      const record = await writer.load(id);
      if (!record) throw notFound(def.label);
      return record;
    };

    if (def.ops.create)
      app.post(base, async (request, reply) => {
        app.requirePermission(request, permission(def, 'create'));
        const actor = { app, request };
        const record = await writer.create(actor, objectBody(request));
        const more = (await def.hooks?.afterCreate?.({ ...actor, record })) ?? {};
        return reply.status(201).send({ ...record, ...more });
      });

    if (def.ops.update)
      app.put<{ Params: { id: string } }>(`${base}/:id`, async (request, reply) => {
        app.requirePermission(request, permission(def, 'update'));
        const previous = await existing(request.params.id, request);
        const body = objectBody(request);
        const expected = writer.versioned ? expectedVersion(body, request.headers['if-match']) : null;
        // Work that goes in the save's transaction (a form that showed the pending draft makes it live, decision 025).
        const alsoInTransaction = writer.versioned ? inOneTransaction(versionedExtensions().map((extension) => extension.alsoInSave?.({ writer, previous, body }))) : undefined;
        const record = await writer.update({ app, request }, previous, body, { expected, alsoInTransaction });
        if (record.version != null) reply.header('ETag', `"${record.version}"`);
        return record;
      });

    if (def.ops.update && writer.versioned) for (const extension of versionedExtensions()) extension.routes?.({ app, def, writer, parseId, existing });

    if (def.ops.delete)
      app.delete<{ Params: { id: string } }>(`${base}/:id`, async (request) => {
        app.requirePermission(request, permission(def, 'delete'));
        const previous = await existing(request.params.id, request);
        await writer.remove({ app, request }, previous);
        return previous;
      });
  }
}
