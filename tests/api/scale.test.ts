import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { DIALECTS, REDIS_TEST_URL, makeTestApp, type TestApp } from '../helpers/app';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connect';

const built = fs.existsSync('dist/server/entry-server.js') && fs.existsSync('dist/client/.vite/manifest.json');
const LEAD = { name: 'Layla Haddad', email: 'layla.haddad@example.com', phone: '+971 50 123 4567', budget: '1500000', investmentTimeline: 'Within 3 months' };

async function until(condition: () => Promise<boolean> | boolean, what: string) {
  for (let i = 0; i < 200; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never happened: ${what}`);
}

/** Deletes every key of a test run (rate-limit counters live up to 15 minutes otherwise). */
async function dropKeys(url: string, prefix: string) {
  const redis = new Redis(url);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await redis.quit();
}

if (!REDIS_TEST_URL) console.log('Redis part skipped: neither TEST_REDIS_URL nor TEST_DATABASE_URL is set (CI sets them; the machines run Redis beside PostgreSQL).');

describe.skipIf(!REDIS_TEST_URL).each(DIALECTS)('two instances sharing Redis on %s', (dialect) => {
  const prefix = `oasis-test-${crypto.randomBytes(4).toString('hex')}:`;
  const limits = { enquiryRateLimit: 3, loginRateLimit: 2, renderRateLimit: 3 };
  let a: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await makeTestApp({ dialect, env: { redisUrl: REDIS_TEST_URL, redisPrefix: prefix, ...limits } });
    // Instance B: its own process state (caches, limiter, connections) on A's database and Redis.
    b = await buildApp({ config: a.config, db: openDatabase(a.config), logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await dropKeys(REDIS_TEST_URL!, prefix);
  });

  it('reports Redis in /readyz', async () => {
    const res = await b.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().checks).toEqual({ database: 'ok', migrations: 'ok', redis: 'ok' });
  });

  it("a change made through A clears B's cached sitemap, and A hears its own change once", async () => {
    const developer = await a.db.kysely.selectFrom('developers').select(['id', 'slug']).where('published', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const loc = `/developers/${developer.slug}</loc>`;
    expect((await b.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(loc);
    const heardByA: string[] = [];
    const heardByB: string[] = [];
    a.app.onContentChange((r) => heardByA.push(r));
    b.onContentChange((r) => heardByB.push(r));
    const editor = await a.staff('editor');
    const res = await a.app.inject({ method: 'PUT', url: `/api/developers/${developer.id}`, payload: { published: false }, headers: editor.headers });
    expect(res.statusCode).toBe(200);
    await until(() => heardByB.includes('developers'), 'B hears of the change');
    expect((await b.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(loc);
    expect(heardByA).toEqual(['developers']);
  });

  it('the enquiry rate limit holds across both instances', async () => {
    const headers = await a.csrf();
    const send = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/sendEnquiry', payload: LEAD, headers, remoteAddress: '203.0.113.7' });
    const statuses = [await send(a.app), await send(b), await send(a.app), await send(b), await send(a.app)].map((r) => r.statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('the per-account sign-in limit holds across both instances, whatever the client address', async () => {
    const headers = await a.csrf();
    const attempt = (app: FastifyInstance, n: number) =>
      app.inject({ method: 'POST', url: '/api/login', payload: { email: 'owner@example.com', password: 'not the password' }, headers, remoteAddress: `198.51.100.${n}` });
    const statuses = [await attempt(a.app, 1), await attempt(b, 2), await attempt(a.app, 3)].map((r) => r.statusCode);
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('the render-miss limit holds across both instances', async () => {
    if (!built) return console.log('Render-miss part skipped: the site is not built (npm test builds it first).');
    const page = (app: FastifyInstance, n: number) => app.inject({ method: 'GET', url: `/project?q=scale-${prefix}-${n}`, remoteAddress: '192.0.2.77' });
    const statuses = [await page(a.app, 1), await page(b, 2), await page(a.app, 3), await page(b, 4)].map((r) => r.statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('/readyz answers 503 naming Redis when it is unreachable', async () => {
    b.redis!.disconnect();
    const res = await b.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.redis).toBe('unreachable');
    expect(res.json().message).toBe('Not ready: redis unreachable');
  });
});

describe.skipIf(!REDIS_TEST_URL)('REDIS_URL that does not answer', () => {
  it('fails the start with the address (password hidden), not the first request', async () => {
    const config = loadConfig({ DATA_DIR: fs.mkdtempSync('/tmp/oasis-redis-'), REDIS_URL: 'redis://:hunter2@127.0.0.1:1' });
    const db = openDatabase({ ...config, sqliteFile: ':memory:' });
    try {
      await expect(buildApp({ config, db, logger: false })).rejects.toThrow(/^Redis at redis:\/\/\[redacted\]@127\.0\.0\.1:1 is unreachable/);
    } finally {
      await db.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
