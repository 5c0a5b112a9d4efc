import type { Redis } from 'ioredis';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
// The plugin's own two stores (declared in rate-limit-stores.d.ts): Redis for shared counters, an LRU map in memory.
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, result?: Result) => void;
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read?(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}

/**
 * Rate-limit counters in Redis, shared by every instance; while Redis cannot answer, the same limits are counted
 * in this instance's memory instead (issue 23, item 6). A Redis outage then never switches a limit off (sign-in
 * per address and per account, activation, enquiries, render misses): an attacker gets at most the limit once
 * per instance, not unlimited tries. Counting returns to Redis as soon as it answers again.
 */
export function redisWithMemoryFallback(redis: Redis, nameSpace: string, log: (message: string) => void): FastifyRateLimitStoreCtor {
  let down = false;
  const failed = (err: Error) => {
    if (!down) log(`Redis: rate limits are counted in this instance's memory until it answers again (${err.message})`);
    down = true;
  };
  const recovered = () => {
    if (down) log('Redis: rate limits are shared through Redis again');
    down = false;
  };

  class FallbackStore {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}

    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      this.shared.incr(
        key,
        (err, result) => {
          if (!err) {
            recovered();
            return cb(null, result);
          }
          failed(err);
          this.local.incr(key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    read(key: string, cb: Callback, timeWindow: number, max: number) {
      this.shared.read!(key, (err, result) => (err ? this.local.read!(key, cb, timeWindow, max) : cb(null, result)), timeWindow, max);
    }

    child(routeOptions: RateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }

  return class {
    // The plugin passes its merged global settings (continueExceeding, exponentialBackoff).
    constructor(options: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const shared = new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, nameSpace) as Store;
      const local = new LocalStore(options.continueExceeding, options.exponentialBackoff) as Store;
      return new FallbackStore(shared, local) as unknown as FastifyRateLimitStore;
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
