// json-server 0.17 on a copy of db.json held in memory, speaking ra-data-simple-rest at /api/{resource}.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jsonServer from 'json-server';
import { BadListQuery, contentRange, translateListQuery } from './translate.mjs';
import { registerSpecCalls } from './spec-calls.mjs';
import { createSiteDataBridge } from './site-data.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DEFAULT_DB_FILE = path.join(ROOT, 'db.json');
const DEMO_UPLOADS = path.join(ROOT, 'server', 'demo', 'uploads');

/**
 * Builds the mock API. The data is read once and kept in memory: writes last until the process stops
 * and db.json itself is never modified (it is the seed of the real server too).
 */
export function createMockServer({ dbFile = DEFAULT_DB_FILE, logger = true, publicUrl = 'http://127.0.0.1:5173' } = {}) {
  const data = JSON.parse(fs.readFileSync(dbFile, 'utf8'));
  const router = jsonServer.router(data);
  const resources = new Set(Object.keys(data));
  const server = jsonServer.create();

  // json-server's defaults: CORS with credentials, gzip, request log, no-cache; no static folder of its own.
  server.use(jsonServer.defaults({ logger, static: path.join(ROOT, 'scripts', 'mock', 'no-static-folder') }));
  server.use('/uploads', jsonServer.defaults({ logger: false, noCors: true, static: DEMO_UPLOADS }));
  server.use(jsonServer.bodyParser);
  registerSpecCalls(server, router.db);
  const site = createSiteDataBridge(router.db, { publicUrl });
  server.get('/api/site/*', (req, res, next) => site.handle(req, res).catch(next));

  server.use('/api/:resource', (req, res, next) => {
    const { resource } = req.params;
    if (!resources.has(resource)) return res.status(404).json({ error: true, message: `No such address: ${req.method} /api/${resource}` });
    res.locals.resource = resource;
    const isList = req.method === 'GET' && (req.path === '/' || req.path === '');
    if (isList) {
      try {
        req.query = translateListQuery(req.query);
      } catch (err) {
        if (err instanceof BadListQuery) return res.status(400).json({ error: true, message: err.message, errors: { [err.field]: err.message } });
        throw err;
      }
      res.locals.listStart = Number(req.query._start ?? 0);
    }
    // json-server answers DELETE with {}; ra-data-simple-rest expects the deleted record.
    if (req.method === 'DELETE') {
      const id = req.path.split('/').filter(Boolean)[0];
      res.locals.deleted = router.db.get(resource).getById(id).cloneDeep().value();
    }
    next();
  });

  router.render = (req, res) => {
    // A write went through: the site's copy of the data is rebuilt on its next request.
    if (req.method !== 'GET' && req.method !== 'HEAD' && res.statusCode < 400) site.changed();
    let body = res.locals.data;
    if (req.method === 'DELETE' && res.locals.deleted) body = res.locals.deleted;
    if (res.locals.listStart !== undefined && Array.isArray(body)) {
      const header = res.getHeader('X-Total-Count');
      const total = header === undefined ? body.length : Number(header);
      res.setHeader('Content-Range', contentRange(res.locals.resource, res.locals.listStart, body.length, total));
      res.setHeader('X-Total-Count', String(total));
      res.setHeader('Access-Control-Expose-Headers', 'Content-Range, X-Total-Count');
    }
    res.json(body);
  };
  server.use('/api', router);
  server.use((req, res) => res.status(404).json({ error: true, message: `No such address: ${req.method} ${req.path}` }));
  return server;
}
