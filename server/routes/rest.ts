import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ValidationError } from 'yup';
import { RESOURCES, type Kind, type ResourceDef } from '../resources/definitions';
import { columnKinds, decodeRow, encodeValue } from '../resources/columns';
import { MAX_PAGE, MAX_PUBLIC_PAGE, parseListQuery, whereFor } from '../resources/query';
import { rowJson, rowsJson } from '../resources/row-json';
import { RESOURCE_HOOKS, type WriteOp } from '../resources/hooks';
import { sanitizeDeep, sanitizeRichText } from '../content/sanitize';
import { slugify } from '../../src/slug';
import { fieldErrors, HttpError, notFound, validationFailed } from '../errors';
import { permissionFor as permission } from '../../src/permissions';
import { nowIso } from '../lib/clock';

const TIMESTAMPED_PUBLISH = new Set(['projects', 'blogs', 'investment_guides']);

const permissionFor = (def: ResourceDef, action: 'read' | WriteOp) => permission(def.name, action)!;

function parseId(raw: string): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new HttpError(400, 'The id must be a positive whole number', { id: 'The id must be a positive whole number' });
  return id;
}

/** The ra-data-simple-rest protocol for every resource, driven by its definition. */
export default async function restRoutes(app: FastifyInstance) {
  const db = app.db.kysely as unknown as Kysely<any>;

  for (const def of RESOURCES) {
    const kinds = columnKinds(def);
    const writable = def.schema ? Object.keys(def.schema.fields) : [];
    const hooks = RESOURCE_HOOKS[def.name] ?? {};
    const base = `/api/${def.name}`;

    /** Anonymous callers see published rows only; staff need the read permission. */
    const visibility = (request: FastifyRequest) => {
      if (request.staff) {
        app.requirePermission(request, permissionFor(def, 'read'));
        return null;
      }
      if (def.publicRead === false) app.requirePermission(request, permissionFor(def, 'read'));
      return def.publicRead;
    };
    const publicScope = (scope: ReturnType<typeof visibility>, qb: any) => {
      if (scope === 'published' || scope === 'active') {
        qb = qb.where(scope, '=', 1);
        if (TIMESTAMPED_PUBLISH.has(def.table)) qb = qb.where((eb: any) => eb.or([eb('published_at', 'is', null), eb('published_at', '<=', nowIso())]));
      }
      return qb;
    };

    const loadOne = async (id: number) => {
      const row = await db.selectFrom(def.table).selectAll().where('id', '=', id).executeTakeFirst();
      return row ? decodeRow(row, kinds) : null;
    };

    app.get(base, async (request, reply) => {
      const scope = visibility(request);
      const { sort, range, filter } = parseListQuery(def, kinds, request.query as Record<string, unknown>, request.staff ? MAX_PAGE : MAX_PUBLIC_PAGE);
      let where = db.selectFrom(def.table);
      where = publicScope(scope, where);
      const conds = (eb: any) => eb.and(whereFor(def, kinds, filter, eb));
      const { total } = (await where.where(conds).select((eb: any) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow()) as { total: number };
      let q = where.where(conds).selectAll().orderBy(sort[0], sort[1] === 'ASC' ? 'asc' : 'desc');
      if (sort[0] !== 'id') q = q.orderBy('id', sort[1] === 'ASC' ? 'asc' : 'desc');
      if (range) q = q.limit(range[1] - range[0] + 1).offset(range[0]);
      const rows = (await q.execute()) as Record<string, unknown>[];
      const start = range ? range[0] : 0;
      const end = rows.length ? start + rows.length - 1 : start;
      reply.header('Content-Range', `${def.name} ${start}-${end}/${Number(total)}`);
      // Serialised straight from the rows: stored JSON columns are not parsed and re-serialised.
      return reply.type('application/json; charset=utf-8').send(rowsJson(rows, kinds));
    });

    app.get<{ Params: { id: string } }>(`${base}/:id`, async (request, reply) => {
      const scope = visibility(request);
      const id = parseId(request.params.id);
      const row = await publicScope(scope, db.selectFrom(def.table).selectAll().where('id', '=', id)).executeTakeFirst();
      if (!row) throw notFound(def.label);
      return reply.type('application/json; charset=utf-8').send(rowJson(row, kinds));
    });

    if (!def.schema) continue;
    const schema = def.schema;

    const validate = async (input: Record<string, unknown>) => {
      try {
        return (await schema.validate(input, { abortEarly: false, stripUnknown: true })) as Record<string, unknown>;
      } catch (err) {
        if (err instanceof ValidationError) throw validationFailed(fieldErrors(err));
        throw err;
      }
    };

    const prepare = async (data: Record<string, unknown>, id: number | null) => {
      for (const [col, kind] of Object.entries(kinds)) if (kind === 'html' && col in data) data[col] = sanitizeRichText(data[col] as string | null);
      if (def.name === 'pages' && data.content) data.content = sanitizeDeep(data.content);
      // A create without a slug gets one generated (the column is NOT NULL); an update merges the stored slug.
      if (def.slugFrom) {
        const explicit = !!data.slug;
        let candidate = (data.slug as string) || slugify(String(data[def.slugFrom] ?? ''));
        if (!candidate) throw validationFailed({ slug: 'Slug is required' });
        for (let n = 2; ; n++) {
          const clash = await db.selectFrom(def.table).select('id').where('slug', '=', candidate).$if(id != null, (qb: any) => qb.where('id', '<>', id)).executeTakeFirst();
          if (!clash) break;
          if (explicit) throw validationFailed({ slug: `The slug "${candidate}" is already used by another ${def.label.toLowerCase()}` });
          candidate = `${slugify(String(data[def.slugFrom] ?? ''))}-${n}`;
        }
        data.slug = candidate;
      }
      for (const [col, table] of Object.entries(def.references ?? {})) {
        const ref = data[col];
        if (ref == null) continue;
        const found = await db.selectFrom(table).select('id').where('id', '=', ref).executeTakeFirst();
        if (!found) throw validationFailed({ [col]: `No ${col.replace(/_id$/, '')} with id ${ref}` });
      }
      if (def.name === 'projects') {
        const ids = (data.property_type_ids as number[] | undefined) ?? [];
        if (ids.length) {
          const found = await db.selectFrom('property_types').select('id').where('id', 'in', ids).execute();
          if (found.length !== new Set(ids).size) throw validationFailed({ property_type_ids: 'Some property types do not exist' });
        }
      }
    };

    const toRow = (data: Record<string, unknown>) => {
      const row: Record<string, unknown> = {};
      for (const col of writable) if (col in data) row[col] = encodeValue(data[col], kinds[col] as Kind);
      return row;
    };

    const syncPropertyTypes = async (trx: Kysely<any>, id: number, data: Record<string, unknown>) => {
      if (def.name !== 'projects' || !('property_type_ids' in data)) return;
      await trx.deleteFrom('project_property_types').where('project_id', '=', id).execute();
      const ids = [...new Set((data.property_type_ids as number[]) ?? [])];
      if (ids.length) await trx.insertInto('project_property_types').values(ids.map((t) => ({ project_id: id, property_type_id: t }))).execute();
    };

    const body = (request: FastifyRequest) => {
      const b = request.body;
      if (!b || typeof b !== 'object' || Array.isArray(b)) throw new HttpError(400, 'The request body must be a JSON object');
      return b as Record<string, unknown>;
    };

    if (def.ops.create) {
      app.post(base, async (request, reply) => {
        app.requirePermission(request, permissionFor(def, 'create'));
        const data = await validate(body(request));
        await prepare(data, null);
        const extra = (await hooks.beforeWrite?.({ app, request, op: 'create', data, existing: null })) ?? {};
        const now = nowIso();
        const record = await db.transaction().execute(async (trx) => {
          const row = await trx.insertInto(def.table).values({ ...toRow(data), ...extra, created_at: now, updated_at: now }).returningAll().executeTakeFirstOrThrow();
          await syncPropertyTypes(trx, row.id, data);
          return decodeRow(row, kinds);
        });
        await app.audit(request, 'create', def.name, record.id as number, { fields: Object.keys(toRow(data)) });
        await hooks.afterWrite?.({ app, request, op: 'create', record, previous: null });
        app.contentChanged(def.name);
        const more = (await hooks.afterCreate?.({ app, request, record })) ?? {};
        return reply.status(201).send({ ...record, ...more });
      });
    }

    if (def.ops.update) {
      app.put<{ Params: { id: string } }>(`${base}/:id`, async (request) => {
        app.requirePermission(request, permissionFor(def, 'update'));
        const id = parseId(request.params.id);
        const existing = await loadOne(id);
        if (!existing) throw notFound(def.label);
        const input = body(request);
        // A partial body keeps the other fields: the stored record is the starting point.
        const merged: Record<string, unknown> = {};
        for (const col of writable) merged[col] = col in input ? input[col] : existing[col];
        const data = await validate(merged);
        await prepare(data, id);
        const extra = (await hooks.beforeWrite?.({ app, request, op: 'update', data, existing })) ?? {};
        const changed = writable.filter((col) => JSON.stringify(data[col] ?? null) !== JSON.stringify(existing[col] ?? null));
        const record = await db.transaction().execute(async (trx) => {
          const row = await trx.updateTable(def.table).set({ ...toRow(data), ...extra, updated_at: nowIso() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
          await syncPropertyTypes(trx, id, data);
          return decodeRow(row, kinds);
        });
        await app.audit(request, 'update', def.name, id, { fields: changed });
        await hooks.afterWrite?.({ app, request, op: 'update', record, previous: existing });
        app.contentChanged(def.name);
        return record;
      });
    }

    if (def.ops.delete) {
      app.delete<{ Params: { id: string } }>(`${base}/:id`, async (request) => {
        app.requirePermission(request, permissionFor(def, 'delete'));
        const id = parseId(request.params.id);
        const existing = await loadOne(id);
        if (!existing) throw notFound(def.label);
        await hooks.beforeWrite?.({ app, request, op: 'delete', data: null, existing });
        await db.deleteFrom(def.table).where('id', '=', id).execute();
        await app.audit(request, 'delete', def.name, id);
        await hooks.afterWrite?.({ app, request, op: 'delete', record: existing, previous: existing });
        app.contentChanged(def.name);
        return existing;
      });
    }
  }
}
