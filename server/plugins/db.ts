import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Called after any content write so caches (rendered pages) can drop stale entries. */
    contentChanged(resource: string): void;
    onContentChange(listener: (resource: string) => void): void;
  }
}

async function dbPlugin(app: FastifyInstance, opts: { db: Db; config: Config }) {
  app.decorate('db', opts.db);
  app.decorate('config', opts.config);
  const listeners: ((resource: string) => void)[] = [];
  app.decorate('onContentChange', (l: (resource: string) => void) => void listeners.push(l));
  app.decorate('contentChanged', (resource: string) => listeners.forEach((l) => l(resource)));
  app.addHook('onClose', async () => opts.db.close());
}

export default fp(dbPlugin, { name: 'db' });
