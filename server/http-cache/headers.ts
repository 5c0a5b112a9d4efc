import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RESOURCES } from '../resources/registry';
import { LOGIN_PATH, ACTIVATION_PATH } from '../../src/constants';
import { OPS_PATHS } from '../lib/ops-paths';
import { SITE_TAG, TAGGED_RESOURCES, listTag, recordTag, tagHeaders, type TaggedResource } from './tags';
import type { HttpCacheSettings } from '../lib/http-cache-settings';
import { etagOf } from '../lib/stored-body';
// The stored answers' type (registered first in server/app.ts); absent when a host registers this plugin alone.
import type {} from './stored-answers';

declare module 'fastify' {
  interface FastifyReply {
    /** Marks this answer as public and shared-cacheable, showing what the tags name (server/http-cache/tags.ts). */
    cacheTags(tags: string[]): FastifyReply;
  }
}

const kTags = Symbol('cacheTags');
type Tagged = FastifyReply & { [kTags]?: string[] };

/** Public resources whose anonymous REST reads a shared cache may keep (the public scope is the same for every visitor). */
const PUBLIC_REST = new Map(RESOURCES.filter((d) => d.public !== false).map((d) => [`/api/${d.name}`, d.name]));

/** Never shared, whatever else: the back-office, sign-in, the CSRF cookie, personal and operational endpoints. */
const PRIVATE_PREFIXES = ['/admin', LOGIN_PATH, ACTIVATION_PATH, '/sanctum/', '/api/auth', '/api/profile'];

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export function sharedCacheControl(s: Pick<HttpCacheSettings, 'sMaxAge' | 'staleWhileRevalidate' | 'staleIfError'>): string {
  // max-age=0: browsers ask again each time (cheap with the ETag); shared caches keep it s-maxage seconds.
  return `public, max-age=0, s-maxage=${s.sMaxAge}, stale-while-revalidate=${s.staleWhileRevalidate}, stale-if-error=${s.staleIfError}`;
}

/** Adds a name to Vary once, keeping what is there. */
export function addVary(reply: FastifyReply, name: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current.split(',').map((v) => v.trim()).filter(Boolean);
  if (names.some((n) => n === '*' || n.toLowerCase() === name.toLowerCase())) return;
  reply.header('Vary', [...names, name].join(', '));
}

/** The tags of an anonymous REST read of a public resource: a record's own tag, or the list's tag. */
function restTags(routed: string | undefined, params: unknown): string[] | null {
  if (!routed) return null;
  const record = routed.endsWith('/:id');
  const name = PUBLIC_REST.get(record ? routed.slice(0, -4) : routed);
  if (!name) return null;
  const tagged = (TAGGED_RESOURCES as readonly string[]).includes(name) ? (name as TaggedResource) : null;
  if (!tagged) return [SITE_TAG];
  const id = (params as { id?: string } | undefined)?.id;
  return [SITE_TAG, record && id && /^\d{1,10}$/.test(id) ? recordTag(tagged, id) : listTag(tagged)];
}

/** The sitemaps list every public record: any record or list change purges them (they are not under /api/site). */
const SITEMAP_TAGS = [SITE_TAG, ...TAGGED_RESOURCES.map(listTag)];
const documentTags = (routed: string | undefined) => (routed === '/sitemap.xml' || routed?.startsWith('/sitemap-') ? SITEMAP_TAGS : null);

const isPrivatePath = (path: string) => PRIVATE_PREFIXES.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`) || path.startsWith(`${p}?`));

/** Is this request one whose answer could be shown to anyone? GET/HEAD, no credentials, no private path. */
function anonymousRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.authorization) return false;
  return !isPrivatePath(request.url.split('?')[0]);
}

/**
 * Cache-Control for shared caches (issue 32, decision 020). An answer is public only when its route said what it
 * shows (reply.cacheTags) or it is an anonymous REST read of a public resource, it is a 200, and nothing in it is
 * personal (no Set-Cookie); then it gets s-maxage / stale-while-revalidate / stale-if-error, its tag headers and
 * an ETag answered with 304. Every other /api/ answer, and anything asked with a bearer token or on a private
 * path, is `private, no-store`. Other answers (built assets, uploads) keep the Cache-Control their routes set.
 */
async function httpCacheHeaders(app: FastifyInstance) {
  const settings = app.config.httpCache;
  const shared = sharedCacheControl(settings);
  app.decorateReply('cacheTags', function (this: Tagged, tags: string[]) {
    this[kTags] = tags;
    return this;
  });

  // A callback hook (no promise per answer, issue 41); an answer that brings its own ETag (a cached body) is not hashed.
  app.addHook('onSend', (request, reply: Tagged, payload, done) => {
    const path = request.url.split('?')[0];
    if (OPS_PATHS.has(path)) return done(null, payload);
    const anonymous = anonymousRead(request);
    const tags = reply[kTags] ?? (anonymous ? (restTags(request.routeOptions.url, request.params) ?? documentTags(request.routeOptions.url)) : null);
    const setCookie = reply.getHeader('set-cookie');
    const stated = String(reply.getHeader('cache-control') ?? '');
    const publicAnswer = tags && anonymous && (reply.statusCode === 200 || reply.statusCode === 304) && !setCookie && !/no-store|private/.test(stated);
    if (!publicAnswer) {
      const mustStayPrivate = request.headers.authorization || isPrivatePath(path) || path.startsWith('/api/') || setCookie;
      // A route's own private rule (the visitor's country: private, max-age=3600) stands.
      if (mustStayPrivate && !/no-store|private/.test(stated)) reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
      return done(null, payload);
    }
    reply.header('Cache-Control', shared);
    for (const [name, value] of Object.entries(tagHeaders(tags))) reply.header(name, value);
    if (!reply.getHeader('etag') && (typeof payload === 'string' || Buffer.isBuffer(payload))) reply.header('ETag', etagOf(payload));
    const etag = reply.getHeader('etag');
    // A cache's stored bytes, now with their final headers: kept for the next request like this one (issue 41).
    app.storedAnswers?.keep(request, reply);
    if (etag && request.headers['if-none-match'] === etag && reply.statusCode === 200) {
      reply.code(304);
      reply.removeHeader('content-length');
      reply.removeHeader('content-encoding');
      return done(null, '');
    }
    done(null, payload);
  });
}

export default fp(httpCacheHeaders, { name: 'http-cache-headers', dependencies: ['db'] });
