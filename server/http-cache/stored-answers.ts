import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import { RESOURCES } from '../resources/registry';
import { nextScheduledChange } from '../resources/list-cache';
import { PREVIEW_PASS_HEADER } from '../resources/preview-grant';
import { CURRENCY_COOKIE, CURRENCY_HEADER } from '../../src/currency';
import { storableOf, type Storable, type StoredKind } from '../lib/storable-answer';

interface Entry extends Storable {
  /** The answer's headers as sent (security, cache, CORS, content type), flat: name, value, name, value... */
  headers: string[];
  generation: number;
  /** When it was kept: a clock set back (NTP, a test) makes it unusable, as in the list cache. */
  at: number;
  /** The route pattern that made it (`/api/projects/:id`), for the request metrics of its hits. */
  route: string;
}

/** What a request is judged by: Fastify's request and node's own both have it. */
type Asked = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

const kGeneration = Symbol('storedAnswersGeneration');
type Stamped = FastifyRequest & { [kGeneration]?: number };

/** Set by the answer, per request: never kept, whatever the stored answer said. */
const PER_ANSWER = new Set(['content-security-policy', 'content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'x-cache', 'set-cookie']);
const PAGE_COOKIES = new RegExp(`(?:^|;)\\s*(?:lang|${CURRENCY_COOKIE})=`);
const MAX_URL = 500;

/**
 * Whether a request may be answered with a stored answer of this kind: a GET with no credentials, no Origin (CORS
 * headers differ), no preview pass; a page also without a language or currency choice (cookies or X-Currency).
 * The same test decides which answers are kept, so a stored answer only ever meets requests like its own.
 */
function eligible(request: Asked, kind: StoredKind): boolean {
  if (request.method !== 'GET' || request.url === undefined || request.url.length > MAX_URL) return false;
  const h = request.headers;
  if (h.authorization !== undefined || h.origin !== undefined || h[PREVIEW_PASS_HEADER] !== undefined) return false;
  if (kind === 'api') return true;
  if (h[CURRENCY_HEADER] !== undefined) return false;
  return h.cookie === undefined || !PAGE_COOKIES.test(h.cookie);
}

/**
 * Answers already made, by URL, with their final headers (issue 41, decision 039): a hit of the list cache, the
 * record cache or the page cache is answered from here before Fastify sees the request (decision 050), with the stored bytes (the
 * compressed copy the client accepts) and headers, a fresh CSP nonce, and 304 for a matching If-None-Match. No
 * routing work, no JSON, no hashing. Kept only for answers the HTTP cache made public (shared Cache-Control),
 * dropped whole on every content change, unused from the next scheduled publication until the change it causes.
 */
export class StoredAnswers {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  generation = 0;
  /** Epoch ms until which stored answers may be used: the next scheduled publish or unpublish; 0: closed. */
  openUntil = 0;
  /** API answers are kept only with one instance: with several, the list cache checks the shared content version per hit. */
  keepApi = true;
  /** Set once the app closes: answers then go the normal way (server/index.ts makes each close its connection). */
  closing = false;
  /**
   * Hits answered before Fastify (by route pattern, status and kind), not yet read by the metrics: counted here, a
   * number per answer, and handed to the request counters at each scrape (server/plugins/metrics.ts).
   */
  readonly unreported = new Map<string, { route: string; status: number; kind: StoredKind; count: number }>();

  constructor(
    private readonly maxEntries = 5000,
    private readonly maxBytes = 48 * 1024 * 1024,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  find(request: Asked): Entry | undefined {
    if (this.closing || Date.now() >= this.openUntil) return undefined;
    const entry = this.entries.get(request.url as string);
    if (!entry || !eligible(request, entry.kind)) return undefined;
    const now = Date.now();
    if (now < entry.at || (entry.validUntil !== undefined && now >= entry.validUntil)) return undefined;
    return entry;
  }

  /** Called with the answer's headers final: keeps it when it was marked, is a 200, and the request was like any other. */
  keep(request: FastifyRequest, reply: FastifyReply): void {
    const storable = storableOf(reply);
    if (!storable || reply.statusCode !== 200 || this.maxEntries === 0) return;
    if ((request as Stamped)[kGeneration] !== this.generation || Date.now() >= this.openUntil) return;
    if (storable.kind === 'api' && !this.keepApi) return;
    if (!eligible(request, storable.kind) || this.entries.has(request.url)) return;
    const headers: string[] = [];
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || PER_ANSWER.has(name)) continue;
      if (Array.isArray(value)) for (const v of value) headers.push(name, String(v));
      else headers.push(name, String(value));
    }
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.bytes + storable.body.byteSize > this.maxBytes)) {
      const oldest = this.entries.keys().next().value as string;
      this.bytes -= this.entries.get(oldest)!.body.byteSize;
      this.entries.delete(oldest);
    }
    const route = request.routeOptions.url ?? request.url;
    this.entries.set(request.url, { ...storable, headers, generation: this.generation, at: Date.now(), route });
    this.bytes += storable.body.byteSize;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  /**
   * node:http's request listener in front of Fastify's (`serverFactory`): a hit is written here, at the cost of a
   * bare server's answer plus a map lookup and a nonce (decision 050); true when it answered.
   */
  answerRaw(req: IncomingMessage, res: ServerResponse, csp: () => string): boolean {
    const entry = this.find(req);
    if (!entry) return false;
    const status = answer(req, res, entry, csp());
    const key = `${entry.route} ${status}`;
    const tally = this.unreported.get(key);
    if (tally) tally.count++;
    else this.unreported.set(key, { route: entry.route, status, kind: entry.kind, count: 1 });
    return true;
  }

  /** Stamps the request with the generation it started under: an answer made across a change is not kept. */
  stamp(request: FastifyRequest): void {
    (request as Stamped)[kGeneration] = this.generation;
  }
}

/** Writes a stored answer straight to the response: no hook, no serialisation. Gives the status sent. */
function answer(request: Asked, raw: ServerResponse, entry: Entry, csp: string): number {
  const res = raw as ServerResponse & { _lightMyRequest?: unknown };
  const head = [...entry.headers, 'content-security-policy', csp];
  if (entry.kind === 'page') head.push('x-cache', 'HIT');
  let status = 200;
  let bytes: Buffer | null = null;
  if (request.headers['if-none-match'] === entry.body.etag) status = 304;
  else {
    const chosen = entry.body.variant(request.headers['accept-encoding']);
    bytes = chosen.bytes;
    if (chosen.encoding) head.push('content-encoding', chosen.encoding);
    head.push('content-length', String(bytes.length));
  }
  // app.inject reads headers back with getHeaders(), which a header list passed to writeHead bypasses.
  if (res._lightMyRequest) {
    for (let i = 0; i < head.length; i += 2) res.appendHeader(head[i], head[i + 1]);
    res.writeHead(status);
  } else res.writeHead(status, head);
  res.end(bytes ?? undefined);
  return status;
}

/** The earliest publish or unpublish time still to come among scheduled resources (undefined: none). */
async function nextScheduled(db: Kysely<any>): Promise<number | undefined> {
  let next: number | undefined;
  for (const def of RESOURCES) {
    const at = await nextScheduledChange(db, def);
    if (at !== undefined && (next === undefined || at < next)) next = at;
  }
  return next;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Stored answers answered before the hook chain (server/http-cache/stored-answers.ts). */
    storedAnswers: StoredAnswers;
  }
}

/**
 * Registered first (server/app.ts), so its hook runs before every other: a stored answer costs a map lookup and
 * one write. Content changes, the database and Redis are known only once every plugin is in: wired at ready.
 * STORED_ANSWERS is not a setting: LIST_CACHE=off or RENDER_CACHE=off keep nothing to store, so nothing is.
 */
async function storedAnswersPlugin(app: FastifyInstance) {
  const store = new StoredAnswers();
  app.decorate('storedAnswers', store);

  // Over a socket a hit never reaches Fastify (storedAnswersServer); app.inject does not pass the server's listener,
  // so its hits are answered by this first hook instead (the reply hijacked: no later hook but onResponse).
  app.addHook('onRequest', (request, reply, done) => {
    const entry = (reply.raw as { _lightMyRequest?: unknown })._lightMyRequest ? store.find(request) : undefined;
    if (!entry) {
      store.stamp(request);
      return done();
    }
    reply.hijack();
    answer(request, reply.raw, entry, app.freshCsp());
  });
  // While closing, answers go the normal way: server/index.ts makes each close its connection.
  app.addHook('preClose', (done) => {
    store.closing = true;
    store.clear();
    done();
  });

  app.addHook('onReady', async () => {
    store.keepApi = !app.redis;
    const db = app.db.kysely as unknown as Kysely<any>;
    let asked = 0;
    const reopen = async () => {
      const mine = ++asked;
      const next = await nextScheduled(db);
      if (mine === asked) store.openUntil = next ?? Number.POSITIVE_INFINITY;
    };
    app.onContentChange(() => {
      store.clear();
      store.openUntil = 0;
      reopen().catch((err: Error) => app.log.warn(`stored answers stay unused: could not read the next scheduled publication (${err.message})`));
    });
    await reopen();
  });
}

/**
 * Fastify's `serverFactory` (server/app.ts): the HTTP server Fastify would make, with the stored answers' listener in
 * front of Fastify's handler (decision 050). A hit then costs what a bare node:http server's answer costs: no request
 * and reply objects, no logger child, no routing, no response listeners. `app` is read per request: the store exists once
 * its plugin is registered, and answers nothing before the app is ready; every miss goes to Fastify.
 */
export function storedAnswersServer(app: () => FastifyInstance) {
  return (handler: http.RequestListener, opts: FastifyServerOptions): http.Server => {
    const server = http.createServer((req, res) => {
      const { storedAnswers, freshCsp } = app();
      if (storedAnswers?.answerRaw(req, res, freshCsp)) return;
      handler(req, res);
    });
    // As Fastify sets its own server (fastify/lib/server.js).
    server.keepAliveTimeout = opts.keepAliveTimeout ?? 72_000;
    server.requestTimeout = opts.requestTimeout ?? 0;
    server.setTimeout(opts.connectionTimeout ?? 0);
    return server;
  };
}

export default fp(storedAnswersPlugin, { name: 'stored-answers' });
