import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { HttpError, validated } from '../errors';
import { nowIso } from '../lib/clock';
import { areas as areasDefinition } from '../../src/resources/areas';
import { projects as projectsDefinition } from '../../src/resources/projects';
import { publicScope } from '../resources/scope';
import { siteLanguage, slugParam } from '../site/queries';
import { permissionFor } from '../../src/permissions';
import { marketAreaMappingSchema, marketProjectMappingSchema, marketSettingsSchema, marketUploadSchema } from '../../src/schemas/market';
import type { MarketSort } from '../../src/market/contract';
import { ImportBusyError, MissingColumnsError } from './import';
import { recomputeFigures } from './figures';
import { runMarketImport } from './service';
import { runMarketImportInWorker } from './worker-client';
import { KNOWN_AREA_MATCHES, suggest } from './suggest';
import { marketPage, MARKET_SORTS, storedFigures } from './evidence';
import { marketMinDeals } from './settings';
// The HTTP cache (issue 32): what each answer shows, for shared caches' purges.
import { listPageTags } from '../http-cache/tags';
import { fromDefinition } from '../resources/defined';

const projects = fromDefinition(projectsDefinition);
const areas = fromDefinition(areasDefinition);

const MB = 1024 * 1024;
/** The back-office upload streams into the import as it arrives; the command is for files beyond this. */
const UPLOAD_MAX_BYTES = 2048 * MB;

/** Turns the import's refusals into answers naming the field. */
export function importError(err: unknown): HttpError | null {
  if (err instanceof MissingColumnsError) return new HttpError(422, err.message, { file: err.message });
  if (err instanceof ImportBusyError) return new HttpError(409, err.message, { file: err.message });
  return null;
}

/**
 * Market evidence (issue 25): the public figures API, the /market page's data, the back-office import and
 * mapping, and the watch that shows new figures on every instance when an import finishes anywhere.
 */
export default async function marketRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  await app.register(multipart, { throwFileSizeLimit: true });

  // ---- public ----
  const figuresOf = async (scope: 'area' | 'project', slug: string) => {
    const def = scope === 'area' ? areas : projects;
    const row = await db.selectFrom(def.table as 'areas').select('id').where('slug', '=', slugParam(slug)).where(publicScope(def)).executeTakeFirst();
    if (!row) throw new HttpError(404, `${scope === 'area' ? 'Area' : 'Project'} not found`);
    const figures = await storedFigures(db, scope, row.id);
    if (!figures) throw new HttpError(404, `No registered-deal figures for this ${scope} yet`);
    return figures;
  };
  app.get('/api/market/areas/:slug', async (request: FastifyRequest<{ Params: { slug: string } }>) => ({ area: request.params.slug, ...(await figuresOf('area', request.params.slug)) }));
  app.get('/api/market/projects/:slug', async (request: FastifyRequest<{ Params: { slug: string } }>) => ({ project: request.params.slug, ...(await figuresOf('project', request.params.slug)) }));

  app.get('/api/site/market', async (request: FastifyRequest<{ Querystring: { sort?: string } }>, reply) => {
    reply.cacheTags(listPageTags('areas', 'projects'));
    const sort = (request.query.sort ?? 'price') as MarketSort;
    if (!MARKET_SORTS.includes(sort)) throw new HttpError(400, `sort must be one of ${MARKET_SORTS.join(', ')}`, { sort: `sort must be one of ${MARKET_SORTS.join(', ')}` });
    return marketPage(db, siteLanguage(request.query), sort);
  });

  // ---- back-office ----
  const perm = (action: string) => permissionFor('market-data', action)!;

  app.post('/api/market/imports', async (request: FastifyRequest<{ Querystring: { kind?: string } }>) => {
    const user = app.requirePermission(request, perm('create'));
    const { kind } = await validated(marketUploadSchema, { kind: request.query.kind });
    if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data in a field named "file"', { file: 'Send the file in a field named "file"' });
    const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
    if (!part || part.fieldname !== 'file') {
      part?.file.resume();
      throw new HttpError(422, 'Attach the CSV file in a field named "file"', { file: 'Attach the CSV file in a field named "file"' });
    }
    try {
      const files = [{ kind, stream: part.file }];
      const options = { source: 'upload' as const, startedBy: user.email };
      // A worker thread with its own connection keeps this event loop serving pages during the import; an
      // in-memory SQLite database (some tests) cannot be opened twice, so it imports here.
      const inWorker = app.db.dialect === 'postgres' || app.db.file !== null;
      const report = inWorker
        ? await runMarketImportInWorker(files, { ...options, connection: { databaseUrl: app.config.databaseUrl, dataDir: app.config.dataDir, sqliteFile: app.db.file ?? undefined } })
        : await runMarketImport(app.db, files, options);
      await marketChanged();
      return report;
    } catch (err) {
      throw importError(err) ?? err;
    }
  });

  app.get('/api/market/imports', async (request) => {
    app.requirePermission(request, perm('read'));
    const rows = await db.selectFrom('market_imports').selectAll().orderBy('id', 'desc').limit(20).execute();
    return rows.map((r) => ({ ...r, report: r.report ? JSON.parse(r.report) : null }));
  });

  app.get('/api/market/mappings/areas', async (request) => {
    app.requirePermission(request, perm('read'));
    const [rows, ours] = await Promise.all([
      db.selectFrom('market_area_map').selectAll().orderBy('deals', 'desc').orderBy('dld_name').limit(1000).execute(),
      db.selectFrom('areas').select(['id', 'slug', 'name']).orderBy('name').execute(),
    ]);
    return { ours, rows: rows.map((r) => ({ ...r, suggestion: suggest(r.dld_name, ours, KNOWN_AREA_MATCHES) })) };
  });

  app.get('/api/market/mappings/projects', async (request) => {
    app.requirePermission(request, perm('read'));
    const [rows, ours] = await Promise.all([
      db.selectFrom('market_project_map').selectAll().orderBy('deals', 'desc').orderBy('dld_name').limit(1000).execute(),
      db.selectFrom('projects').select(['id', 'slug', 'title as name', 'area_id']).orderBy('title').execute(),
    ]);
    return { ours, rows: rows.map((r) => ({ ...r, suggestion: suggest(r.dld_name, ours) })) };
  });

  const afterMapping = async () => {
    const figures = await recomputeFigures(db, await marketMinDeals(db));
    await marketChanged();
    return figures;
  };

  // The minimum sample behind a shown figure (a setting): changing it recomputes the stored figures at once.
  app.get('/api/market/settings', async (request) => {
    app.requirePermission(request, perm('read'));
    return { market_min_deals: await marketMinDeals(db) };
  });
  app.put('/api/market/settings', async (request) => {
    app.requirePermission(request, perm('update'));
    const body = await validated(marketSettingsSchema, request.body);
    const before = await marketMinDeals(db);
    await db.updateTable('settings').set({ market_min_deals: body.market_min_deals, updated_at: nowIso() }).execute();
    await app.audit(request, 'update', 'market-data', 'settings', { market_min_deals: [before, body.market_min_deals] });
    return { ...body, figures: await afterMapping() };
  });

  app.put('/api/market/mappings/areas', async (request) => {
    app.requirePermission(request, perm('update'));
    const body = await validated(marketAreaMappingSchema, request.body);
    if (body.area_id != null && !(await db.selectFrom('areas').select('id').where('id', '=', body.area_id).executeTakeFirst())) throw new HttpError(422, 'No such area', { area_id: 'No such area' });
    const res = await db.updateTable('market_area_map').set({ area_id: body.area_id, updated_at: nowIso() }).where('dld_name', '=', body.dld_name).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw new HttpError(404, 'This DLD area is not in the imported data', { dld_name: 'This DLD area is not in the imported data' });
    return { ok: true, figures: await afterMapping() };
  });

  app.put('/api/market/mappings/projects', async (request) => {
    app.requirePermission(request, perm('update'));
    const body = await validated(marketProjectMappingSchema, request.body);
    if (body.project_id != null && !(await db.selectFrom('projects').select('id').where('id', '=', body.project_id).executeTakeFirst())) throw new HttpError(422, 'No such project', { project_id: 'No such project' });
    const res = await db.updateTable('market_project_map').set({ project_id: body.project_id, updated_at: nowIso() }).where('dld_name', '=', body.dld_name).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw new HttpError(404, 'This DLD project is not in the imported data', { dld_name: 'This DLD project is not in the imported data' });
    return { ok: true, figures: await afterMapping() };
  });

  // ---- every instance sees new figures: an import by the command (another process) is noticed by polling ----
  let version: string | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const figuresVersion = async () => {
    const row = await db.selectFrom('market_figures').select([(eb) => eb.fn.max('computed_at').as('v'), (eb) => eb.fn.countAll<number>().as('n')]).executeTakeFirst();
    return `${row?.v ?? ''}/${row?.n ?? 0}`;
  };
  // The shared caches' purge (issue 32) is keyed by the figures' version: the instance that imported and every
  // instance that polls name the same change, so it is purged once.
  const marketChanged = async () => app.contentChanged('market', { key: `market:${await figuresVersion()}` });
  const check = async () => {
    try {
      const next = await figuresVersion();
      if (version !== null && next !== version) app.contentChanged('market', { key: `market:${next}` }); // one purge, however many instances poll
      version = next;
    } catch (err) {
      app.log.warn(`market figures check failed: ${(err as Error).message}`);
    }
    if (!closed) timer = setTimeout(() => void check(), app.config.marketPollMs).unref();
  };
  if (app.config.marketPollMs > 0) app.addHook('onReady', async () => void (await check()));
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
  });
}
