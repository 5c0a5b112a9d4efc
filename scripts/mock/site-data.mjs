// The public site's page data (/api/site/*) in mock mode: the server's own read-only routes, run against an
// in-memory SQLite copy of the mock's current data. Rebuilt after every successful write to the mock, so
// what an editor changes through the back-office shows on the site, as with the real server.
import Fastify from 'fastify';
import { loadConfig } from '../../server/config.ts';
import { migrate, openDatabase } from '../../server/db/connect.ts';
import { seed } from '../../server/demo/seed.ts';
import { registerErrorHandling } from '../../server/errors.ts';
import dbPlugin from '../../server/plugins/db.ts';
import siteData from '../../server/site/index.ts';

export function createSiteDataBridge(lowdb, { publicUrl }) {
  let version = 0;
  let current = null; // { version, app: Promise<FastifyInstance> }

  async function build() {
    const config = loadConfig({ PUBLIC_URL: publicUrl, LOG_LEVEL: 'warn' });
    const db = openDatabase({ databaseUrl: null, dataDir: config.dataDir, sqliteFile: ':memory:' });
    await migrate(db);
    // The mock does not validate writes: a record the real server would refuse stops the copy here, with its name.
    await seed(db, structuredClone(lowdb.getState()));
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    // The site routes name what each answer shows for shared HTTP caches (issue 32); the mock has none in front.
    app.decorateReply('cacheTags', function () {
      return this;
    });
    await app.register(dbPlugin, { db, config });
    await app.register(siteData);
    await app.ready();
    return app;
  }

  function app() {
    if (!current || current.version !== version) {
      const previous = current;
      current = { version, app: build() };
      current.app.catch(() => (current = null));
      previous?.app.then((a) => a.close()).catch(() => undefined);
    }
    return current.app;
  }

  return {
    /** Called after every successful write to the mock. */
    changed() {
      version++;
    },
    async handle(req, res) {
      let site;
      try {
        site = await app();
      } catch (err) {
        return res.status(500).json({ error: true, message: `The mock data cannot be shown on the site: ${err instanceof Error ? err.message : String(err)}` });
      }
      const answer = await site.inject({ method: req.method, url: req.originalUrl, headers: { accept: 'application/json' } });
      res.status(answer.statusCode);
      for (const name of ['content-type', 'cache-control']) if (answer.headers[name]) res.setHeader(name, String(answer.headers[name]));
      res.send(answer.rawPayload);
    },
  };
}
