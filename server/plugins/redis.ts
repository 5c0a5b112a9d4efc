import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis shared by every instance (REDIS_URL), or null when this instance runs alone. */
    redis: Redis | null;
    /** True while a change notice from another instance is being applied here (issue 32: only the instance that made a change records it). */
    relayedContentChange(): boolean;
  }
}

/** REDIS_URL without its password, for messages. */
export const redactedRedisUrl = (url: string) => url.replace(/\/\/([^@/]*)@/, '//[redacted]@');

/**
 * Connects to REDIS_URL or throws: a misspelt address fails the start, not the first enquiry. Commands
 * are not queued while disconnected (they fail at once), so an outage answers quickly instead of hanging.
 */
export async function openRedis(url: string, log: (message: string) => void = console.warn): Promise<Redis> {
  // Loaded only when REDIS_URL is set: a single instance does not pay for the client.
  const { Redis: RedisClient } = await import('ioredis');
  const client = new RedisClient(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5000 });
  let lastError = '';
  client.on('error', (err: Error) => {
    // ioredis retries every few hundred ms: one line per kind of failure, not one per attempt.
    if (err.message !== lastError) log(`Redis: ${err.message}`);
    lastError = err.message;
  });
  client.on('ready', () => (lastError = ''));
  try {
    await client.connect();
  } catch (err) {
    client.disconnect();
    throw new Error(`Redis at ${redactedRedisUrl(url)} is unreachable: ${err instanceof Error ? err.message : err}`);
  }
  return client;
}

/**
 * Content-change notices between instances: a change made here clears this instance's caches at once
 * (db plugin) and is published; every other instance receives it and clears its page and sitemap caches.
 * After a lost subscription (Redis restarted) the caches are cleared too: notices may have been missed.
 */
async function redisPlugin(app: FastifyInstance, opts: { redis: Redis | null; prefix: string }) {
  app.decorate('redis', opts.redis);
  let relaying = false;
  app.decorate('relayedContentChange', () => relaying);
  const redis = opts.redis;
  if (!redis) return;
  const channel = `${opts.prefix}content-changed`;
  const instance = crypto.randomUUID();
  const subscriber = redis.duplicate({ enableOfflineQueue: true, lazyConnect: true });
  subscriber.on('error', () => {}); // reported by the main connection's handler
  let subscribedOnce = false;
  subscriber.on('message', (_channel: string, message: string) => {
    let notice: { from?: string; resource?: string };
    try {
      notice = JSON.parse(message);
    } catch {
      return;
    }
    if (notice.from === instance || typeof notice.resource !== 'string') return;
    relaying = true;
    try {
      app.contentChanged(notice.resource);
    } finally {
      relaying = false;
    }
  });
  subscriber.on('ready', () => {
    if (subscribedOnce) {
      app.log.warn('Redis: subscription restored; clearing the page caches in case a change notice was missed');
      relaying = true;
      try {
        app.contentChanged('*');
      } finally {
        relaying = false;
      }
    }
    subscribedOnce = true;
  });
  await subscriber.connect();
  await subscriber.subscribe(channel);

  app.onContentChange((resource) => {
    if (relaying) return;
    redis.publish(channel, JSON.stringify({ from: instance, resource })).catch((err: Error) => {
      app.log.error(`Redis: could not publish a content change (${resource}); other instances may serve stale pages until their next change: ${err.message}`);
    });
  });

  app.addHook('onClose', async () => {
    subscriber.disconnect();
    await redis.quit().catch(() => redis.disconnect());
  });
}

export default fp(redisPlugin, { name: 'redis', dependencies: ['db'] });
