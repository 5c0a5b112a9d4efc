import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';

const built = fs.existsSync('dist/server/entry-server.js') && fs.existsSync('dist/client/.vite/manifest.json');
if (!built) console.log('Render queue test skipped: run npm run build first.');

describe.skipIf(!built)('cold renders wait in a bounded queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ env: { renderConcurrency: 1, renderQueueMax: 1, renderRateLimit: 0 } });
  });
  afterAll(async () => t?.close());

  it('renders a burst of misses one after another and answers past the queue with a 503 page', async () => {
    const urls = ['/project?max_price=41000001', '/project?max_price=41000002', '/project?max_price=41000003'];
    const [first, second, third] = await Promise.all(urls.map((url) => t.app.inject({ method: 'GET', url })));
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(third.statusCode).toBe(503);
    expect(third.headers['retry-after']).toBe('5');
    expect(third.headers['cache-control']).toBe('no-store');
    expect(third.body).toContain('Please reload the page in a few seconds');
    // Once the burst is over the same page renders normally.
    const again = await t.app.inject({ method: 'GET', url: urls[2] });
    expect(again.statusCode).toBe(200);
  });
});

describe.skipIf(!built)('RENDER_CACHE=off (how the bench measures cold renders)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ env: { renderCache: false, renderRateLimit: 0 } });
  });
  afterAll(async () => t?.close());

  it('renders every request afresh, compressed as usual', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/about-us', headers: { 'accept-encoding': 'br' } });
    const second = await t.app.inject({ method: 'GET', url: '/about-us', headers: { 'accept-encoding': 'br' } });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'MISS']);
    expect(second.headers['content-encoding']).toBe('br');
  });

  it('refuses a value other than on or off, naming the setting', async () => {
    const { loadConfig } = await import('../../server/config');
    expect(() => loadConfig({ RENDER_CACHE: 'no' })).toThrow(/RENDER_CACHE must be on or off/);
  });
});
