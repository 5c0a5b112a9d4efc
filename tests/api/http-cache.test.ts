import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { DIALECTS, REDIS_TEST_URL, makeTestApp, type TestApp } from '../helpers/app';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/connect';
import type { DemoContent } from '../../server/demo/seed';
import { parseHttpCacheSettings } from '../../server/lib/http-cache-settings';
import { enqueuePurge } from '../../server/http-cache/purges';

/**
 * Issue 32: public answers carry shared-cache headers and tags; staff, CSRF and personal answers are never shared;
 * a content change queues one purge of its tags, sent to Varnish, Cloudflare and Fastly (a local receiver here).
 */
const content: DemoContent = {
  developers: [{ id: 3, name: 'Azure Coast Developments', slug: 'azure-coast', published: true }],
  areas: [{ id: 5, name: 'Dubai Marina', slug: 'dubai-marina', published: true }],
  projects: [
    { id: 12, title: 'Marina One', slug: 'marina-one', status: 'off_plan', developer_id: 3, area_id: 5, published: true, handover_year: 2027 },
    { id: 13, title: 'Marina Two', slug: 'marina-two', status: 'off_plan', developer_id: 3, area_id: 5, published: true, handover_year: 2028 },
  ],
  pages: [{ id: 1, page_name: 'home', title: 'Invest in Dubai property' }],
  settings: [{ id: 1, product_name: 'Oasis Invest', phone_primary: '+971 4 000 0000', email_primary: 'hello@oasisinvest.ae', address: 'Business Bay, Dubai' }],
};

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local stand-in for Varnish, Cloudflare's and Fastly's APIs: records each request, fails while asked to. */
async function receiver() {
  const got: Received[] = [];
  let failing = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      got.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (failing > 0) {
        failing--;
        res.writeHead(503).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(req.url!.startsWith('/cf/') ? '{"success":true}' : '{"status":"ok"}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { got, base, failNext: (n: number) => (failing = n), close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe.each(DIALECTS)('HTTP cache headers and purges on %s', (dialect) => {
  let t: TestApp;
  let rx: Awaited<ReturnType<typeof receiver>>;
  let staff: Record<string, string>;

  beforeAll(async () => {
    rx = await receiver();
    const httpCache = parseHttpCacheSettings({
      VARNISH_URL: `${rx.base}/varnish-a,${rx.base}/varnish-b`,
      VARNISH_PURGE_SECRET: 'varnish-purge-secret-0123456789',
      CLOUDFLARE_ZONE_ID: 'zone-1',
      CLOUDFLARE_API_TOKEN: 'cf-secret-token',
      CLOUDFLARE_API_URL: `${rx.base}/cf`,
      FASTLY_SERVICE_ID: 'svc-1',
      FASTLY_API_TOKEN: 'fastly-secret-token',
      FASTLY_API_URL: `${rx.base}/fastly`,
      CACHE_PURGE_POLL_MS: '0',
      CACHE_PURGE_BASE_DELAY_MS: '100',
    });
    t = await makeTestApp({ dialect, content, env: { httpCache } });
    staff = (await t.staff('editor')).headers;
  });
  afterAll(async () => {
    await t?.close();
    await rx?.close();
  });
  beforeEach(async () => {
    await t.app.cachePurges.runOnce();
    rx.got.length = 0;
  });

  it('a project page answer is shared-cacheable and names its project, area and developer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site/projects/marina-one' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400');
    const tags = String(res.headers.xkey).split(' ');
    expect(tags).toEqual(expect.arrayContaining(['site', 'projects:12', 'areas:5', 'developers:3', 'projects:13']));
    expect(res.headers['surrogate-key']).toBe(res.headers.xkey);
    expect(String(res.headers['cache-tag']).split(',')).toEqual(tags);
    expect(res.headers.vary ?? '').not.toMatch(/cookie/i);
    // The ETag is answered with 304 and no body.
    const again = await t.app.inject({ method: 'GET', url: '/api/site/projects/marina-one', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toMatch(/s-maxage=300/);
  });

  it('a list answer names its list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site/projects' });
    expect(String(res.headers.xkey).split(' ')).toEqual(['site', 'projects', 'areas', 'developers']);
    const rest = await t.app.inject({ method: 'GET', url: '/api/projects' });
    expect(rest.headers['cache-control']).toMatch(/^public/);
    expect(rest.headers.xkey).toBe('site projects');
    const one = await t.app.inject({ method: 'GET', url: '/api/projects/12' });
    expect(one.headers.xkey).toBe('site projects:12');
    // The sitemap lists every public record: any change of one purges it.
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(String(sitemap.headers.xkey).split(' ')).toEqual(expect.arrayContaining(['projects', 'areas', 'developers', 'blogs', 'investment-guides']));
  });

  it('staff reads, the CSRF cookie, personal and unknown answers are never stored by a shared cache', async () => {
    const staffRead = await t.app.inject({ method: 'GET', url: '/api/projects/12', headers: staff });
    expect(staffRead.headers['cache-control']).toBe('private, no-store');
    expect(staffRead.headers.xkey).toBeUndefined();
    // A staff member's bearer token on a public data route: still private (they may see drafts elsewhere).
    expect((await t.app.inject({ method: 'GET', url: '/api/site/projects/marina-one', headers: staff })).headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' })).headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: staff })).headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/enquiries' })).headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/site/country' })).headers['cache-control']).toMatch(/^private/);
    // A draft is not found for a visitor, and the 404 is not kept.
    const missing = await t.app.inject({ method: 'GET', url: '/api/site/projects/no-such-project' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-store');
  });

  it('an edit through the back-office purges its tags once, at every cache configured', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/projects/12', headers: staff, payload: { title: 'Marina One Residences' } });
    expect(res.statusCode).toBe(200);
    // Delivered at once (a change wakes the worker; its poll is off here): wait for the row, then read what arrived.
    await expect
      .poll(async () => (await t.db.kysely.selectFrom('cache_purges').select('status').where('tags', '=', '["projects","projects:12"]').execute()).map((r) => r.status), { timeout: 15_000 })
      .toEqual(['sent']);
    expect(rx.got).toHaveLength(4);
    const varnish = rx.got.filter((r) => r.method === 'PURGE');
    expect(varnish.map((r) => r.url).sort()).toEqual(['/varnish-a/', '/varnish-b/']);
    for (const r of varnish) expect(r.headers['xkey-purge']).toBe('projects projects:12');
    // The VCL refuses a purge without the shared secret (issue 37 item 10); only Varnish is sent it.
    for (const r of varnish) expect(r.headers['x-purge-secret']).toBe('varnish-purge-secret-0123456789');
    for (const r of rx.got.filter((g) => g.method !== 'PURGE')) expect(r.headers['x-purge-secret']).toBeUndefined();
    const cf = rx.got.find((r) => r.url === '/cf/zones/zone-1/purge_cache')!;
    expect(cf.method).toBe('POST');
    expect(cf.headers.authorization).toBe('Bearer cf-secret-token');
    expect(JSON.parse(cf.body)).toEqual({ tags: ['projects', 'projects:12'] });
    const fastly = rx.got.find((r) => r.url === '/fastly/service/svc-1/purge')!;
    expect(fastly.method).toBe('POST');
    expect(fastly.headers['fastly-key']).toBe('fastly-secret-token');
    expect(JSON.parse(fastly.body)).toEqual({ surrogate_keys: ['projects', 'projects:12'] });
  });

  it('a failed purge is kept and retried; the error names the cache, never the token', async () => {
    rx.failNext(4);
    await enqueuePurge(t.db, ['site'], 'test:retry');
    await t.app.cachePurges.runOnce();
    let row = await t.db.kysely.selectFrom('cache_purges').selectAll().where('change_key', '=', 'test:retry').executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/answered 503/);
    expect(row.last_error).not.toMatch(/secret/);
    expect(row.last_error).not.toMatch(/0123456789/);
    await new Promise((r) => setTimeout(r, 150));
    await t.app.cachePurges.runOnce();
    row = await t.db.kysely.selectFrom('cache_purges').selectAll().where('change_key', '=', 'test:retry').executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
  });

  it('a change every instance notices (a scheduled time, an import) is queued once by its key', async () => {
    t.app.contentChanged('blogs', { key: 'schedule:blogs:2030-01-01T00:00:00.000Z' });
    await enqueuePurge(t.db, ['blogs'], 'schedule:blogs:2030-01-01T00:00:00.000Z');
    await expect.poll(async () => (await t.db.kysely.selectFrom('cache_purges').selectAll().where('change_key', '=', 'schedule:blogs:2030-01-01T00:00:00.000Z').execute()).length).toBe(1);
    // A notice relayed from another instance queues nothing here.
    const before = (await t.db.kysely.selectFrom('cache_purges').select('id').execute()).length;
    t.app.contentChanged('projects');
    await new Promise((r) => setTimeout(r, 50));
    expect((await t.db.kysely.selectFrom('cache_purges').select('id').execute()).length).toBe(before);
  });
});

/** Two instances on one database and one Redis: a change is purged once, by the instance that made or noticed it. */
describe.skipIf(!REDIS_TEST_URL).each(DIALECTS)('purges with two instances on %s', (dialect) => {
  const prefix = `oasis-test-${crypto.randomBytes(4).toString('hex')}:`;
  let a: TestApp;
  let b: FastifyInstance;
  let rx: Awaited<ReturnType<typeof receiver>>;
  beforeAll(async () => {
    rx = await receiver();
    const httpCache = parseHttpCacheSettings({ VARNISH_URL: `${rx.base}/varnish`, VARNISH_PURGE_SECRET: 'varnish-purge-secret-0123456789', CACHE_PURGE_POLL_MS: '0' });
    a = await makeTestApp({ dialect, content, env: { httpCache, redisUrl: REDIS_TEST_URL, redisPrefix: prefix } });
    b = await buildApp({ config: a.config, db: openDatabase(a.config), logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await rx?.close();
    const redis = new Redis(REDIS_TEST_URL!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('an edit through A is purged once although B hears of it too', async () => {
    const heardByB: string[] = [];
    b.onContentChange((r) => heardByB.push(r));
    const editor = await a.staff('editor');
    const res = await a.app.inject({ method: 'PUT', url: '/api/areas/5', headers: editor.headers, payload: { name: 'Dubai Marina West' } });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => heardByB, { timeout: 10_000 }).toContain('areas');
    await expect.poll(async () => (await a.db.kysely.selectFrom('cache_purges').select(['tags', 'status']).execute()).map((r) => `${r.tags} ${r.status}`), { timeout: 10_000 }).toEqual(['["areas","areas:5"] sent']);
    await b.cachePurges.runOnce();
    expect(rx.got.filter((r) => r.method === 'PURGE').map((r) => r.headers['xkey-purge'])).toEqual(['areas areas:5']);
  });

  it('a scheduled time both instances notice is purged once', async () => {
    const key = { key: 'schedule:projects:2031-01-01T00:00:00.000Z' };
    a.app.contentChanged('projects', key);
    b.contentChanged('projects', key);
    await expect.poll(async () => (await a.db.kysely.selectFrom('cache_purges').select('status').where('change_key', '=', key.key).execute()).map((r) => r.status), { timeout: 10_000 }).toEqual(['sent']);
    await a.app.cachePurges.runOnce();
    await b.cachePurges.runOnce();
    expect(rx.got.filter((r) => r.headers['xkey-purge'] === 'projects')).toHaveLength(1);
  });
});
