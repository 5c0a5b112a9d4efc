import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { RESOURCES } from '../resources/registry';
import { purgesConfigured } from '../lib/http-cache-settings';
import { purgeTagsFor } from './tags';
import { deliverDuePurges, enqueuePurge, pruneSentPurges } from './purges';
import httpCacheHeaders from './headers';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared-cache purge worker (issue 32): `runOnce()` delivers what is due now. */
    cachePurges: { runOnce(): Promise<number> };
  }
}

const DEFS = new Map(RESOURCES.map((d) => [d.name, d]));

/**
 * Shared HTTP caches in front (issue 32, decision 020): the Cache-Control and tag headers, and the purge of the
 * changed tags on every content change this instance made or noticed, queued in cache_purges (durable, retried,
 * once per change) and sent to Varnish, Cloudflare and Fastly, whichever are configured.
 */
async function httpCache(app: FastifyInstance) {
  await app.register(httpCacheHeaders);
  const settings = app.config.httpCache;
  const on = purgesConfigured(settings);
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  const runOnce = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        for (let n = await deliverDuePurges(app.db, settings, app.log); n > 0 && !stopped; n = await deliverDuePurges(app.db, settings, app.log)) total += n;
      } while (again && !stopped);
      return total;
    })()
      .catch((err) => {
        app.log.error({ err }, 'the cache purge worker could not read its queue');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.decorate('cachePurges', { runOnce });
  if (!on) return;

  // Writes are awaited in order, so a purge is queued after the change it follows is committed.
  let queue = Promise.resolve();
  app.onContentChange((resource, change) => {
    // A notice relayed from another instance carries no change: that instance queues the purge.
    if (!change) return;
    const tags = purgeTagsFor(resource === '*' ? null : (DEFS.get(resource) ?? null), change.ids ?? []);
    if (!tags.length) return;
    queue = queue
      .then(() => enqueuePurge(app.db, tags, change.key))
      .then(() => void (stopped || setImmediate(() => void runOnce())))
      .catch((err: Error) => app.log.error(`could not queue a cache purge for ${resource}: ${err.message}; cached pages expire by CACHE_S_MAXAGE`));
  });

  let timer: NodeJS.Timeout | null = null;
  let pruneTimer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    if (settings.purgePollMs > 0) timer = setInterval(() => void runOnce(), settings.purgePollMs).unref();
    pruneTimer = setInterval(() => void pruneSentPurges(app.db).catch((err: Error) => app.log.warn(`could not prune delivered cache purges: ${err.message}`)), 3600_000).unref();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearInterval(timer);
    if (pruneTimer) clearInterval(pruneTimer);
    await queue;
    await running;
  });
}

export default fp(httpCache, { name: 'http-cache', dependencies: ['db'] });
