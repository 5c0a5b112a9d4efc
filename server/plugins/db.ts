import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Called after any content write so caches (rendered pages) can drop stale entries. */
    contentChanged(resource: string, change?: ContentChange): void;
    onContentChange(listener: (resource: string, change?: ContentChange) => void): void;
  }
}

/**
 * What the instance that made or noticed a change knows of it (issue 32: purges of the shared caches). A notice
 * relayed from another instance carries none: the instance where it happened purges. `key` names a change that
 * every instance notices by itself (a scheduled time passing, an import by the command), so it is purged once.
 */
export interface ContentChange {
  ids?: number[];
  key?: string;
}

async function dbPlugin(app: FastifyInstance, opts: { db: Db; config: Config }) {
  app.decorate('db', opts.db);
  app.decorate('config', opts.config);
  const listeners: ((resource: string, change?: ContentChange) => void)[] = [];
  app.decorate('onContentChange', (l: (resource: string, change?: ContentChange) => void) => void listeners.push(l));
  app.decorate('contentChanged', (resource: string, change?: ContentChange) => listeners.forEach((l) => l(resource, change)));
  app.addHook('onClose', async () => opts.db.close());
}

export default fp(dbPlugin, { name: 'db' });
