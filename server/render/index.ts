import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_PATH, ACTIVATION_PATH } from '../../src/constants';
import { PageCache, pickEncoding, type CachedPage } from './cache';
import { siteAssets, type SiteAssets } from './assets';
import { RenderQueue, RenderQueueFullError } from './queue';
import { canonicalPageKey } from '../../src/search/pageParams';
import { DEFAULT_LANGUAGE, isLanguage, localizedPath, splitLanguage } from '../../src/i18n/languages';

import { FAVICON_SVG } from './favicon';
// Investor math (issue 26): pages render in the visitor's currency.
import { aedSearchUrl, rememberCurrency, withoutCurrencyParam } from './currency';
import { choiceOf, displayCurrency, offeredCurrencies, shareableCurrency } from '../currency/display';
import { addVary } from '../http-cache/headers';
import { markStorable } from '../lib/storable-answer';
// Editorial safety (issue 31): signed preview pages use this renderer, outside its cache.
import { previewPageRoute } from '../preview/page';

/** Paths other plugins own: the API, built assets, uploads and the back-office (admin engineer). */
const NOT_OURS = ['/api/', '/build/', '/uploads/', '/admin', LOGIN_PATH, ACTIVATION_PATH, '/sanctum/'];
export const NOT_BUILT_MESSAGE = 'The site is not built yet: run npm run build';

type RenderFn = (
  url: string,
  opts: { transport: (p: string) => Promise<{ status: number; body: unknown }>; assets: SiteAssets; origin: string; currency?: string },
) => Promise<{ kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; html: string }>;

export interface RenderOptions {
  /** Folder holding client/ and server/ of the production build. */
  distDir?: string;
}

function isOurs(url: string): boolean {
  const pathname = url.split('?')[0];
  return !NOT_OURS.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p.endsWith('/') ? p : `${p}/`) || pathname === p);
}

/**
 * Server-side rendering of every public page (registered last). Pages are rendered by the build's
 * SSR entry with their data loaded in-process, cached per URL with precompressed bytes, and the
 * cache is dropped whenever staff change content.
 */
export default async function renderPlugin(app: FastifyInstance, opts: RenderOptions = {}) {
  const dist = path.resolve(opts.distDir ?? 'dist');
  const manifestFile = path.join(dist, 'client', '.vite', 'manifest.json');
  const entryFile = path.join(dist, 'server', 'entry-server.js');

  app.get('/favicon.svg', async (_request, reply) =>
    reply.header('Content-Type', 'image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(FAVICON_SVG),
  );
  app.get('/favicon.ico', async (_request, reply) => reply.redirect('/favicon.svg', 301));

  let render: RenderFn | null = null;
  let assets: SiteAssets | null = null;
  if (fs.existsSync(manifestFile) && fs.existsSync(entryFile)) {
    render = ((await import(pathToFileURL(entryFile).href)) as { render: RenderFn }).render;
    assets = siteAssets(manifestFile);
    // The build is a production build: rendered outside production it runs React's development checks per request.
    if (process.env.NODE_ENV !== 'production') app.log.warn('Rendering the production build with NODE_ENV other than production: start with npm start (NODE_ENV=production)');
  } else {
    app.log.warn(`${NOT_BUILT_MESSAGE} (missing ${path.relative(process.cwd(), fs.existsSync(manifestFile) ? entryFile : manifestFile)})`);
  }

  // Plain pages and their query variants (searches, numbered lists) are bounded apart: however many
  // searches are made, the plain pages stay cached.
  // RENDER_CACHE=off keeps nothing (every request renders): how the bench measures cold renders.
  const caching = app.config.renderCache !== false;
  const pages = caching ? new PageCache() : new PageCache(0, 0);
  const variants = caching ? new PageCache(200, 8 * 1024 * 1024) : new PageCache(0, 0);
  const cacheFor = (key: string) => (key.includes('?') ? variants : pages);
  app.onContentChange(() => {
    pages.clear();
    variants.clear();
  });
  // Renders that miss the cache, per client address: a cached page costs nothing, a render costs a lot.
  const missLimit = app.config.renderRateLimit > 0 ? app.createRateLimit({ max: app.config.renderRateLimit, timeWindow: 60_000 }) : null;
  // A burst of misses waits its turn: a few React trees and compression buffers in memory at a time.
  // Defaults as in config.ts, for hosts that register this plugin with a partial config.
  const queue = new RenderQueue(app.config.renderConcurrency ?? 2, app.config.renderQueueMax ?? 200);
  const inflight = new Map<string, Promise<{ status: number; page?: CachedPage; html?: string; location?: string }>>();
  const currencies = offeredCurrencies(app);

  // Each render collects the cache tags of the data it reads: the page shows what they show (issue 32).
  // A page that read an answer without tags (not meant for shared caches) gets none: it stays out of them.
  // A preview render (issue 31) passes its one-time pass header to its data requests.
  const transportFor = (seen: { tags: Set<string>; untagged: boolean }, headers: Record<string, string> = {}) => async (p: string) => {
    const res = await app.inject({ method: 'GET', url: p, headers: { accept: 'application/json', ...headers } });
    if (res.statusCode === 200 && !res.headers.xkey) seen.untagged = true;
    for (const t of String(res.headers.xkey ?? '').split(' ')) if (t) seen.tags.add(t);
    let body: unknown = null;
    try {
      body = res.body ? JSON.parse(res.body) : null;
    } catch {
      body = null;
    }
    return { status: res.statusCode, body };
  };

  previewPageRoute(app, render && assets ? (url, headers) => render!(url, { transport: transportFor({ tags: new Set(), untagged: true }, headers), assets: assets!, origin: app.config.publicUrl }) : null, (work) => queue.run(work));

  const produce = (url: string, key: string, currency: string) => queue.run(() => renderAndStore(url, key, currency));
  const renderAndStore = async (url: string, key: string, currency: string) => {
    const cache = cacheFor(url);
    // Taken when the render starts (not when it was queued): a change made meanwhile is in the data it reads.
    const generation = cache.generation;
    const seen = { tags: new Set<string>(), untagged: false };
    const result = await render!(url, { transport: transportFor(seen), assets: assets!, origin: app.config.publicUrl, currency });
    if (result.kind === 'redirect') return { status: result.status, location: result.location };
    if (result.status === 200 && url.length <= 500) return { status: 200, page: Object.assign(await cache.store(key, result.html, generation), { tags: seen.untagged ? [] : [...seen.tags] }) };
    return { status: result.status, html: result.html };
  };

  // X-Currency counts only when a proxy in front sets it from the cookie (TRUST_CURRENCY_HEADER, issue 37 item 9).
  const trustCurrencyHeader = app.config.httpCache?.trustCurrencyHeader === true;

  // X-Cache says whether the page came from the render cache (HIT) or was rendered for this request (MISS).
  // `shared`: the page depends on nothing a shared cache's key lacks; a currency from the cookie keeps it private.
  const send = (request: FastifyRequest, reply: FastifyReply, status: number, page: CachedPage, cached: boolean, shared: boolean) => {
    reply.header('X-Cache', cached ? 'HIT' : 'MISS');
    reply.status(status).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', shared ? 'no-cache' : 'private, no-cache').header('Vary', 'Accept-Encoding').header('ETag', page.etag);
    // Shared caches may keep it (server/http-cache/headers.ts); prices show in the visitor's currency (issue 26 contract).
    if (shared && page.tags?.length && typeof reply.cacheTags === 'function') reply.cacheTags(page.tags);
    if (shared && trustCurrencyHeader) addVary(reply, 'X-Currency');
    // A shared page is kept with its final headers by the stored answers (issue 41): its next request skips the hooks.
    if (shared && status === 200 && caching) markStorable(reply, { body: page.variants, kind: 'page' });
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isOurs(request.url)) return reply.callNotFound();
    if (!render || !assets) {
      return reply.status(503).header('Content-Type', 'text/plain; charset=utf-8').header('Retry-After', '60').send(NOT_BUILT_MESSAGE);
    }
    // `?currency=USD` (a campaign link, the currency menu) keeps the choice in a cookie and goes to the clean URL.
    const cleanUrl = withoutCurrencyParam(request.url);
    if (cleanUrl !== null) return rememberCurrency(request, reply, await currencies()).redirect(cleanUrl, 302);
    // A project search typed in another currency without the script: the same search in AED (the URL stays in AED).
    const aedUrl = aedSearchUrl(request.url, await currencies());
    if (aedUrl !== null) return reply.header('Cache-Control', 'no-store').redirect(aedUrl, 302);
    // A visitor who chose a language in the switcher (the `lang` cookie) is sent from an English page to theirs.
    const chosen = request.cookies?.lang;
    if (isLanguage(chosen) && chosen !== DEFAULT_LANGUAGE && splitLanguage(request.url.split('?')[0])[0] === DEFAULT_LANGUAGE) {
      return reply.header('Cache-Control', 'no-store').redirect(localizedPath(chosen, request.url), 302);
    }
    // Only the parameters a page reads make a different page: campaign tags (the form reads them in the
    // browser) and unknown parameters are served the canonical page, rendered and cached once.
    const url = canonicalPageKey(request.url);
    // The render cache keeps one page per currency (normalised, never the raw cookie) and rate set.
    const offered = await currencies();
    const { currency, source } = displayCurrency(choiceOf(request, trustCurrencyHeader), offered.codes);
    const shared = shareableCurrency(source);
    const key = `${url}#${currency}#${offered.fingerprint}`;
    const hit = cacheFor(url).get(key);
    if (hit) return send(request, reply, 200, hit, true, shared);
    let job = inflight.get(key);
    if (!job && missLimit) {
      const limit = await missLimit(request);
      if (!limit.isAllowed && limit.isExceeded) {
        return reply
          .status(429)
          .header('Retry-After', String(limit.ttlInSeconds))
          .header('Content-Type', 'text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many requests</title></head><body><main><h1>Too many requests</h1><p>Please wait ${limit.ttlInSeconds} seconds and reload the page.</p><p><a href="/">Go to the home page</a></p></main></body></html>`);
      }
    }
    if (!job) {
      job = produce(url, key, currency).finally(() => inflight.delete(key));
      inflight.set(key, job);
    }
    try {
      const result = await job;
      if (result.location) return reply.redirect(result.location, result.status);
      if (result.page) return send(request, reply, result.status, result.page, false, shared);
      return reply.status(result.status).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store').send(result.html);
    } catch (err) {
      if (err instanceof RenderQueueFullError) {
        return reply
          .status(503)
          .header('Retry-After', '5')
          .header('Content-Type', 'text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send('<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Busy</title></head><body><main><h1>We are busy right now</h1><p>Please reload the page in a few seconds.</p><p><a href="/">Go to the home page</a></p></main></body></html>');
      }
      request.log.error({ err }, 'page rendering failed');
      return reply
        .status(500)
        .header('Content-Type', 'text/html; charset=utf-8')
        .send('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title></head><body><main><h1>Something went wrong</h1><p>Please try again in a moment.</p><p><a href="/">Go to the home page</a></p></main></body></html>');
    }
  };

  app.get('/', handler);
  app.get('/*', handler);
}
