import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { DIALECTS, REDIS_TEST_URL, makeTestApp, type TestApp } from '../helpers/app';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/connect';
import { ListCache, listKey } from '../../server/resources/list-cache';

// Issue 32: anonymous list answers are cached, and never stale after a change, on one instance or several.
const LIST = `/api/projects?filter=${encodeURIComponent(JSON.stringify({ status: 'off_plan' }))}&sort=${encodeURIComponent('["starting_price_aed","ASC"]')}&range=${encodeURIComponent('[0,23]')}`;
const LIST_KEYS_SWAPPED = `/api/projects?range=${encodeURIComponent('[0,23]')}&sort=${encodeURIComponent('["starting_price_aed","ASC"]')}&filter=${encodeURIComponent(JSON.stringify({ status: 'off_plan' }))}`;

describe('ListCache', () => {
  it('is bounded, keyed by the normalised query, and does not keep a read that started before a change', () => {
    const cache = new ListCache(2, 1024 * 1024);
    const answer = (body: string) => ({ body, contentRange: 'projects 0-0/1' });
    expect(listKey('projects', { sort: ['id', 'ASC'], range: null, filter: { a: 1, b: 2 } })).toBe(listKey('projects', { sort: ['id', 'ASC'], range: null, filter: { b: 2, a: 1 } }));
    cache.set('a', answer('[1]'), cache.generation, null);
    cache.set('b', answer('[2]'), cache.generation, null);
    expect(cache.get('a', null)?.body).toBe('[1]'); // a is now the most recently used
    cache.set('c', answer('[3]'), cache.generation, null);
    expect(cache.get('b', null)).toBeUndefined();
    expect(cache.size).toBe(2);
    expect(cache.get('a', '7')).toBeUndefined(); // read under another shared version
    const before = cache.generation;
    cache.clear();
    cache.set('d', answer('[4]'), before, null);
    expect(cache.get('d', null)).toBeUndefined();
    // Kept only until a scheduled publish time passes.
    cache.set('e', { ...answer('[5]'), validUntil: Date.now() + 60_000 }, cache.generation, null);
    expect(cache.get('e', null)?.body).toBe('[5]');
    cache.set('f', { ...answer('[6]'), validUntil: Date.now() - 1 }, cache.generation, null);
    expect(cache.get('f', null)).toBeUndefined();
  });
});

describe.each(DIALECTS)('the anonymous list cache on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ dialect });
  });
  afterAll(async () => t?.close());

  it('answers the same bytes for the same query written in another order, and a change shows at once', async () => {
    const first = await t.app.inject({ method: 'GET', url: LIST });
    expect(first.statusCode).toBe(200);
    const rows = first.json() as { id: number; title: string }[];
    expect(rows.length).toBeGreaterThan(0);
    const again = await t.app.inject({ method: 'GET', url: LIST_KEYS_SWAPPED });
    expect(again.body).toBe(first.body);
    expect(again.headers['content-range']).toBe(first.headers['content-range']);
    const editor = await t.staff('editor');
    const title = `Cache check ${crypto.randomBytes(3).toString('hex')}`;
    expect((await t.app.inject({ method: 'PUT', url: `/api/projects/${rows[0].id}`, payload: { title }, headers: editor.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: LIST }).then((r) => r.json() as { title: string }[]))[0].title).toBe(title);
  });

  it('a hit sends the stored bytes: one ETag (304 when the client has it), Brotli and gzip copies made once', async () => {
    const first = await t.app.inject({ method: 'GET', url: LIST });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{20}"$/);
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    const again = await t.app.inject({ method: 'GET', url: LIST_KEYS_SWAPPED });
    expect(again.headers.etag).toBe(etag);
    const revalidated = await t.app.inject({ method: 'GET', url: LIST, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    // The first request accepting br gets the plain bytes while the copies are made in the background, later ones the copy.
    for (const [encoding, decode] of [['br', zlib.brotliDecompressSync], ['gzip', zlib.gunzipSync]] as const) {
      await expect.poll(async () => (await t.app.inject({ method: 'GET', url: LIST, headers: { 'accept-encoding': encoding } })).headers['content-encoding']).toBe(encoding);
      const compressed = await t.app.inject({ method: 'GET', url: LIST, headers: { 'accept-encoding': encoding } });
      expect(decode(compressed.rawPayload).toString()).toBe(first.body);
      expect(compressed.headers.etag).toBe(etag);
      expect(compressed.headers['content-range']).toBe(first.headers['content-range']);
    }
  });

  it("a visitor's record read is cached the same way and follows every change; staff read the database", async () => {
    const [row] = (await t.app.inject({ method: 'GET', url: LIST })).json() as { id: number; title: string }[];
    const first = await t.app.inject({ method: 'GET', url: `/api/projects/${row.id}` });
    expect(first.statusCode).toBe(200);
    expect(first.json().title).toBe(row.title);
    expect((await t.app.inject({ method: 'GET', url: `/api/projects/${row.id}`, headers: { 'if-none-match': first.headers.etag as string } })).statusCode).toBe(304);
    const editor = await t.staff('editor');
    const staffRead = await t.app.inject({ method: 'GET', url: `/api/projects/${row.id}`, headers: editor.headers });
    expect(staffRead.headers.etag).toMatch(/^"\d+"$/); // the record's version (decision 017), not the cached bytes' hash
    const title = `Record cache ${crypto.randomBytes(3).toString('hex')}`;
    expect((await t.app.inject({ method: 'PUT', url: `/api/projects/${row.id}`, payload: { title }, headers: editor.headers })).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `/api/projects/${row.id}` });
    expect(after.json().title).toBe(title);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    // A missing record is not kept: it answers 404 each time, and once created it is there.
    expect((await t.app.inject({ method: 'GET', url: '/api/projects/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/projects/abc' })).statusCode).toBe(400);
  });

  it('never answers staff from the cache (they see unpublished rows)', async () => {
    const anonymous = (await t.app.inject({ method: 'GET', url: LIST })).headers['content-range'];
    const admin = await t.staff('admin');
    const project = (await t.app.inject({ method: 'GET', url: LIST }).then((r) => r.json() as { id: number }[]))[0];
    expect((await t.app.inject({ method: 'PUT', url: `/api/projects/${project.id}`, payload: { published: false }, headers: admin.headers })).statusCode).toBe(200);
    const staffTotal = Number(String((await t.app.inject({ method: 'GET', url: LIST, headers: admin.headers })).headers['content-range']).split('/')[1]);
    const visitorTotal = Number(String((await t.app.inject({ method: 'GET', url: LIST })).headers['content-range']).split('/')[1]);
    expect(visitorTotal).toBe(Number(String(anonymous).split('/')[1]) - 1);
    expect(staffTotal).toBeGreaterThan(visitorTotal);
  });
});

/** Deletes every key of a test run. */
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

describe.skipIf(!REDIS_TEST_URL).each(DIALECTS)('the list cache on two instances sharing Redis on %s', (dialect) => {
  const prefix = `oasis-test-${crypto.randomBytes(4).toString('hex')}:`;
  let a: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await makeTestApp({ dialect, env: { redisUrl: REDIS_TEST_URL, redisPrefix: prefix } });
    b = await buildApp({ config: a.config, db: openDatabase(a.config), logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await dropKeys(REDIS_TEST_URL!, prefix);
  });

  it("an edit answered by A is in B's very next list answer, every time, with no wait", async () => {
    const editor = await a.staff('editor');
    const rows = (await b.inject({ method: 'GET', url: LIST })).json() as { id: number; title: string }[];
    const id = rows[0].id;
    for (let i = 0; i < 15; i++) {
      // B has the list cached (asked twice), then A changes the first row's title.
      await b.inject({ method: 'GET', url: LIST });
      await b.inject({ method: 'GET', url: LIST });
      const title = `Two instances ${i} ${crypto.randomBytes(2).toString('hex')}`;
      const put = await a.app.inject({ method: 'PUT', url: `/api/projects/${id}`, payload: { title }, headers: editor.headers });
      expect(put.statusCode).toBe(200);
      const seen = (await b.inject({ method: 'GET', url: LIST })).json() as { id: number; title: string }[];
      expect(seen.find((p) => p.id === id)?.title).toBe(title);
    }
  });

  it('a row hidden through B leaves the list A answers at once', async () => {
    const admin = await a.staff('admin');
    const before = (await a.app.inject({ method: 'GET', url: LIST })).json() as { id: number }[];
    const put = await b.inject({ method: 'PUT', url: `/api/projects/${before[0].id}`, payload: { published: false }, headers: admin.headers });
    expect(put.statusCode).toBe(200);
    const after = (await a.app.inject({ method: 'GET', url: LIST })).json() as { id: number }[];
    expect(after.map((p) => p.id)).not.toContain(before[0].id);
  });
});
