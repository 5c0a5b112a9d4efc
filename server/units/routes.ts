import { leadInScope } from '../resources/scope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { HttpError, validated } from '../errors';
import { permissionFor } from '../../src/permissions';
import { unitHoldSchema, unitReserveSchema } from '../../src/schemas/unit';
import { expireHolds, holdHours, holdUnit, nextExpiry, releaseUnit, reserveUnit, sellUnit, type Who } from './service';
import { unitChanged } from './notice';
import { PRICE_LIST_MAX_BYTES, PriceListError, readCells, readPriceList } from './priceList';
import { importPriceList } from './import';
import { staffInventory } from './inventory';

/** How often each instance looks for holds that ran out (a request after the earliest one also looks). */
const EXPIRY_POLL_MS = 10_000;

const recordId = (raw: unknown, field = 'id') => {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new HttpError(400, `The ${field.replace('_', ' ')} must be a positive whole number`, { [field]: `The ${field.replace('_', ' ')} must be a positive whole number` });
  return id;
};

/**
 * Inventory (issue 30, decision 018): hold, release, reserve and sell a unit; import a developer's price list
 * (dry run, then apply); the clock that returns units whose hold ran out. Units themselves are the generic
 * REST resource (server/resources/units.ts).
 */
export default async function unitRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  await app.register(multipart, { throwFileSizeLimit: true });

  const who = (request: FastifyRequest, permission: string): Who => {
    const user = app.requirePermission(request, permission);
    return { staff: { id: user.id, name: `${user.first_name} ${user.last_name}`.trim() || user.email, role: user.role }, ip: request.ip };
  };
  const changed = async (projectId: number) => {
    await unitChanged(app, [projectId]);
    scheduleExpiry();
  };

  app.post<{ Params: { id: string } }>('/api/units/:id/hold', async (request) => {
    const actor = who(request, 'units.hold');
    const id = recordId(request.params.id);
    const { lead_id } = await validated(unitHoldSchema, request.body);
    // Leads that belong to someone (issue 40 item 4): a unit is held only for a lead the staff member may touch.
    await leadInScope(db as never, request.staff!, lead_id).catch(() => { throw new HttpError(422, `No lead with id ${lead_id}`, { lead_id: `No lead with id ${lead_id}` }); });
    const unit = await holdUnit(db, actor, id, lead_id, await holdHours(db));
    await changed(unit.project_id);
    return { data: unit };
  });

  app.post<{ Params: { id: string } }>('/api/units/:id/release', async (request) => {
    const actor = who(request, 'units.hold');
    const unit = await releaseUnit(db, actor, recordId(request.params.id));
    await changed(unit.project_id);
    return { data: unit };
  });

  app.post<{ Params: { id: string } }>('/api/units/:id/reserve', async (request) => {
    const actor = who(request, 'units.hold');
    const id = recordId(request.params.id);
    const { booking_fee_date } = await validated(unitReserveSchema, request.body);
    const unit = await reserveUnit(db, actor, id, booking_fee_date);
    await changed(unit.project_id);
    return { data: unit };
  });

  app.post<{ Params: { id: string } }>('/api/units/:id/sell', async (request) => {
    const actor = who(request, 'units.hold');
    const unit = await sellUnit(db, actor, recordId(request.params.id));
    await changed(unit.project_id);
    return { data: unit };
  });

  /** The units held, reserved or sold for one lead (its screen's "Units" panel). */
  app.get<{ Querystring: { lead_id?: string } }>('/api/units/for-lead', async (request) => {
    app.requirePermission(request, permissionFor('units', 'read')!);
    const leadId = recordId(request.query.lead_id, 'lead_id');
    const rows = await db
      .selectFrom('units as u')
      .innerJoin('projects as p', 'p.id', 'u.project_id')
      .select(['u.id', 'u.project_id', 'p.title as project_title', 'u.unit_number', 'u.building', 'u.type', 'u.status', 'u.price_aed', 'u.held_price_aed', 'u.held_by', 'u.held_by_name', 'u.hold_expires_at', 'u.booking_fee_date'])
      .where('u.hold_lead_id', '=', leadId)
      .orderBy('u.updated_at', 'desc')
      .limit(100)
      .execute();
    return { data: rows };
  });

  /** A project's inventory for staff (issue 40 item 6): the public count and its source, the units, the available ones. */
  app.get<{ Querystring: { project_id?: string } }>('/api/units/inventory', async (request) => {
    app.requirePermission(request, permissionFor('units', 'read')!);
    const projectId = recordId(request.query.project_id, 'project_id');
    const inventory = await staffInventory(db, projectId);
    if (!inventory) throw new HttpError(404, 'Project not found');
    return { data: inventory };
  });

  // POST /api/units/import?project_id=3&dry_run=1 with the CSV or XLSX in the multipart field "file".
  app.post<{ Querystring: { project_id?: string; dry_run?: string } }>('/api/units/import', async (request) => {
    const user = app.requirePermission(request, permissionFor('units', 'create')!);
    app.requirePermission(request, permissionFor('units', 'update')!);
    const projectId = recordId(request.query.project_id, 'project_id');
    const project = await db.selectFrom('projects').select('id').where('id', '=', projectId).executeTakeFirst();
    if (!project) throw new HttpError(422, `No project with id ${projectId}`, { project_id: `No project with id ${projectId}` });
    const dryRun = request.query.dry_run !== undefined && request.query.dry_run !== '0' && request.query.dry_run !== 'false';
    if (!request.isMultipart()) throw new HttpError(415, 'Send the price list as multipart/form-data in a field named "file"', { file: 'Send the price list in a field named "file"' });
    let bytes: Buffer;
    try {
      const part = await request.file({ limits: { fileSize: PRICE_LIST_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        throw new HttpError(422, 'Attach the price list (CSV or XLSX) in a field named "file"', { file: 'Attach the price list (CSV or XLSX) in a field named "file"' });
      }
      bytes = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `The price list is too large (at most ${PRICE_LIST_MAX_BYTES / 1024 / 1024} MB)`, { file: `The price list is too large (at most ${PRICE_LIST_MAX_BYTES / 1024 / 1024} MB)` });
      throw err;
    }
    let parsed;
    try {
      parsed = await readPriceList(await readCells(bytes), projectId);
    } catch (err) {
      if (err instanceof PriceListError) throw new HttpError(err.status, err.message, { [err.field]: err.message });
      throw err;
    }
    const report = await importPriceList(db, projectId, parsed, { dryRun, userId: user.id, ip: request.ip });
    if (!dryRun && report.errors.length) {
      const message = `${new Set(report.errors.map((e) => e.row)).size} row(s) of the price list are not valid; nothing was changed`;
      const err = new HttpError(422, message, { file: message });
      err.details = { report };
      throw err;
    }
    if (report.applied && (report.created || report.updated)) await changed(projectId);
    return report;
  });

  // Holds that ran out: back to available, audited once (whichever instance claims the row), caches cleared everywhere.
  let due: number | null = null;
  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      const projects = await expireHolds(db);
      if (projects.length) await unitChanged(app, projects);
      due = await nextExpiry(db);
    } catch (err) {
      app.log.error({ err }, 'expired unit holds could not be released');
    } finally {
      sweeping = false;
    }
  };
  function scheduleExpiry() {
    nextExpiry(db).then(
      (at) => (due = at),
      () => {},
    );
  }
  app.addHook('onRequest', (_request, _reply, done) => {
    if (due != null && Date.now() >= due) {
      due = null;
      void sweep();
    }
    done();
  });
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    due = await nextExpiry(db).catch(() => null);
    timer = setInterval(() => void sweep(), EXPIRY_POLL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
