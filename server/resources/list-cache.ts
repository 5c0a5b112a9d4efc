import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceDef } from './define';
import { nowIso } from '../lib/clock';
import { StoredBody } from '../lib/stored-body';
import { markStorable } from '../lib/storable-answer';

/** One anonymous list answer as sent: the JSON body and its Content-Range. */
export interface ListAnswer {
  body: string;
  contentRange: string;
  /** Epoch ms when the answer may change with no write (a scheduled publish or unpublish time); none: only a change. */
  validUntil?: number;
  /**
   * The answer's final bytes, ETag and compressed copies (issue 41): made once when it is cached, so a hit does no
   * JSON work, no hashing and no compression. Absent on an answer that is not cached (staff, cache off).
   */
  stored?: StoredBody;
}

/** Sends a list or record answer: its stored bytes when it has them (ETag, compressed copy), else its text. */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Pick<ListAnswer, 'body' | 'stored' | 'validUntil'> & { contentRange?: string }): FastifyReply {
  if (answer.contentRange) reply.header('Content-Range', answer.contentRange);
  reply.type('application/json; charset=utf-8');
  if (!answer.stored) return reply.send(answer.body);
  // Kept with its final headers if the HTTP cache makes it public: the next such request is answered before any hook.
  markStorable(reply, { body: answer.stored, kind: 'api', validUntil: answer.validUntil });
  return answer.stored.send(request, reply);
}

interface Entry extends ListAnswer {
  /** The shared content version it was read under (several instances), or null (one instance). */
  version: string | null;
  bytes: number;
  /** When it was read: public scopes compare rows with the clock, and a clock set back (NTP, a test) makes it unusable. */
  at: number;
}

/**
 * Anonymous list answers by normalised query (decision 021), bounded by entries and bytes, least recently
 * used out first; dropped whole on every content change, like the page cache.
 */
export class ListCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  /** Bumped on every drop: a read that started before a change is not stored after it. */
  generation = 0;

  // Records share it (a visitor's get-one, issue 41): 5,000 entries hold every project of the 5,000-project bench.
  constructor(
    private readonly maxEntries = 5000,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Whether anything is kept at all (LIST_CACHE=off keeps nothing). */
  get keeps(): boolean {
    return this.maxEntries > 0;
  }

  get(key: string, version: string | null): ListAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    const now = Date.now();
    if (now < entry.at || (entry.validUntil !== undefined && now >= entry.validUntil)) return undefined;
    // Most recently used last: eviction takes the first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, answer: ListAnswer, generation: number, version: string | null): void {
    if (generation !== this.generation || this.maxEntries === 0) return;
    const bytes = answer.body.length * 2 + key.length * 2 + answer.contentRange.length * 2 + (answer.stored?.byteSize ?? 0);
    if (bytes > this.maxBytes / 4) return;
    this.drop(key);
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.bytes + bytes > this.maxBytes)) this.drop(this.entries.keys().next().value as string);
    this.entries.set(key, { ...answer, version, bytes, at: Date.now() });
    this.bytes += bytes;
  }

  private drop(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.bytes -= old.bytes;
    this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }
}

/** The same query written with its filter keys in another order is the same answer. */
export function listKey(resource: string, query: { sort: unknown; range: unknown; filter: Record<string, unknown> }): string {
  const filter = Object.keys(query.filter)
    .sort()
    .map((k) => [k, query.filter[k]]);
  return `${resource}\u0000${JSON.stringify([query.sort, query.range, filter])}`;
}

/** Per database, while no content changed: each resource's next scheduled change (undefined: none). */
const scheduledMemo = new WeakMap<object, Map<string, { next: number | undefined; readAt: number }>>();

/**
 * The next time a scheduled resource's public rows change by the clock alone (a published_at or unpublish_at
 * still to come), so a cached list is not kept past it; undefined: nothing scheduled, or not a scheduled resource.
 * Remembered per database between content changes (issue 41: two range reads on every cache miss, before): the
 * list cache plugin forgets it on every change, and a remembered time that has passed is read again.
 */
export async function nextScheduledChange(db: Kysely<any>, def: ResourceDef): Promise<number | undefined> {
  if (typeof def.public !== 'object' || !def.public.scheduled) return undefined;
  const memo = scheduledMemo.get(db);
  const known = memo?.get(def.name);
  // Still ahead, and read at or before now (a clock set back reads again).
  if (known && known.readAt <= Date.now() && (known.next === undefined || Date.now() < known.next)) return known.next;
  const readAt = Date.now();
  const now = nowIso();
  let next: number | undefined;
  for (const column of ['published_at', 'unpublish_at']) {
    const row = await db
      .selectFrom(def.table)
      .select((eb) => eb.fn.min(column).as('at'))
      .where(def.public.flag, '=', 1)
      .where(column, '>', now)
      .executeTakeFirst();
    const at = row?.at ? Date.parse(String(row.at)) : NaN;
    if (!Number.isNaN(at) && (next === undefined || at < next)) next = at;
  }
  // A change made while reading dropped the memo: this answer may predate it, so it is not remembered.
  if (memo && scheduledMemo.get(db) === memo) memo.set(def.name, { next, readAt });
  return next;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers an anonymous list query from the cache, or loads and keeps it (server/resources/list-cache.ts). */
    cachedList(key: string, load: () => Promise<ListAnswer>): Promise<ListAnswer>;
    /** The same cache for an anonymous public record read (GET /api/<resource>/:id), by resource and id. */
    cachedRecord(resource: string, id: number, load: () => Promise<Omit<ListAnswer, 'contentRange'>>): Promise<ListAnswer>;
  }
}

const WRITES_DONE_BEFORE_ANSWER = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Never stale after a change, with one instance or several:
 * - here, a change clears the cache synchronously, before the write is answered;
 * - with several instances (REDIS_URL), every change also increments a shared content version in Redis, and the
 *   write is answered only after that; each cached answer carries the version it was read under and is used
 *   only while Redis still holds that version (one GET per cached answer). So an instance that has not yet
 *   received the change notice already sees the new version, misses, and reads again; its read goes to the
 *   primary until the replicas have replayed the change (router fence). Redis unreachable: the cache is not used.
 */
async function listCachePlugin(app: FastifyInstance) {
  // LIST_CACHE=off: every list is read from the database (npm run bench measures both).
  const cache = app.config.listCache === false ? new ListCache(0, 0) : new ListCache();
  const redis = app.redis;
  const versionKey = `${app.config.redisPrefix}content-version`;
  const bumps = new Set<Promise<unknown>>();
  let seen: string | null = null;

  // With several instances a change made elsewhere is heard a moment later: the scheduled times are read each time.
  const db = app.db.kysely as unknown as Kysely<any>;
  if (!redis) scheduledMemo.set(db, new Map());
  app.onContentChange(() => {
    cache.clear();
    if (!redis) scheduledMemo.set(db, new Map());
    if (!redis || app.relayedContentChange()) return;
    const bump = redis
      .incr(versionKey)
      .catch((err: Error) => app.log.error(`Redis: could not record a content change for the list caches (${err.message}); other instances refill theirs when Redis answers again`))
      .finally(() => bumps.delete(bump));
    bumps.add(bump);
  });
  if (redis)
    // The write's answer waits for its version bump: whoever reads after it, on any instance, sees the change.
    app.addHook('onSend', async (request) => {
      if (bumps.size && WRITES_DONE_BEFORE_ANSWER.has(request.method)) await Promise.all([...bumps]);
    });

  app.decorate('cachedList', async (key: string, load: () => Promise<ListAnswer>): Promise<ListAnswer> => {
    let version: string | null = null;
    if (redis) {
      try {
        version = (await redis.get(versionKey)) ?? '0';
      } catch {
        // Without the shared version, a cached answer could predate a change made elsewhere.
        cache.clear();
        seen = null;
        return load();
      }
      if (version !== seen) {
        // A change on another instance whose notice has not arrived yet: until the replicas replay it, read the primary.
        if (seen !== null) app.db.replicas?.contentChanged();
        seen = version;
      }
    }
    const hit = cache.get(key, version);
    if (hit) return hit;
    const generation = cache.generation;
    const loaded = await load();
    if (!cache.keeps) return loaded;
    // The final bytes and their ETag are made once here, not on every hit; the text is not kept beside them.
    const answer = { ...loaded, body: '', stored: new StoredBody(Buffer.from(loaded.body)) };
    cache.set(key, answer, generation, version);
    return answer;
  });
  app.decorate('cachedRecord', (resource: string, id: number, load: () => Promise<Omit<ListAnswer, 'contentRange'>>) =>
    app.cachedList(`${resource}\u0000#${id}`, async () => ({ ...(await load()), contentRange: '' })),
  );
}

export default fp(listCachePlugin, { name: 'list-cache', dependencies: ['db', 'redis'] });
