import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import staticRoutes from '../../server/routes/static';
import { registerErrorHandling } from '../../server/errors';
import { loadConfig } from '../../server/config';

/** /build/* and /uploads/* against folders made here, so the test does not depend on a front-end build. */
describe('static serving', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oasis-static-'));
  const clientDir = path.join(tmp, 'client');
  const demoDir = path.join(tmp, 'demo-uploads');
  const dataDir = path.join(tmp, 'data');
  const js = 'console.log("Oasis Invest site entry");'.repeat(50);
  let app: FastifyInstance;

  async function build(client: string) {
    const a = Fastify({ logger: false });
    registerErrorHandling(a);
    a.decorate('config', loadConfig({ DATA_DIR: dataDir }));
    await a.register(staticRoutes, { clientDir: client, demoUploadsDir: demoDir });
    await a.ready();
    return a;
  }

  beforeAll(async () => {
    fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(clientDir, 'assets', 'site-Ab12Cd.js'), js);
    fs.writeFileSync(path.join(clientDir, 'assets', 'site-Ab12Cd.js.br'), zlib.brotliCompressSync(js));
    fs.writeFileSync(path.join(clientDir, 'assets', 'site-Ab12Cd.js.gz'), zlib.gzipSync(js));
    fs.mkdirSync(path.join(demoDir, 'demo'), { recursive: true });
    fs.writeFileSync(path.join(demoDir, 'demo', 'marina-960.webp'), 'demo image bytes');
    fs.writeFileSync(path.join(demoDir, 'demo', 'guide.pdf'), '%PDF-1.4 demo');
    fs.mkdirSync(path.join(dataDir, 'uploads', 'demo'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'demo', 'marina-960.webp'), 'uploaded image bytes');
    app = await build(clientDir);
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('serves hashed build assets with a one-year immutable cache', async () => {
    const res = await app.inject({ url: '/build/assets/site-Ab12Cd.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(js);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // A hashed, immutable file is never revalidated: no validators (issue 41; security headers: tests/security).
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
  });

  it('serves the precompressed brotli or gzip file to clients that accept it', async () => {
    const br = await app.inject({ url: '/build/assets/site-Ab12Cd.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await app.inject({ url: '/build/assets/site-Ab12Cd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);
  });

  it('answers a JSON 404 for a missing asset and refuses path traversal', async () => {
    const missing = await app.inject({ url: '/build/assets/nope.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(true);
    const traversal = await app.inject({ url: '/build/..%2f..%2fetc/passwd' });
    expect([400, 403, 404]).toContain(traversal.statusCode);
    expect(traversal.body).not.toMatch(/root:/);
  });

  it('serves uploads first from DATA_DIR, then from the committed demo images', async () => {
    const own = await app.inject({ url: '/uploads/demo/marina-960.webp' });
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe('uploaded image bytes');
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    const demo = await app.inject({ url: '/uploads/demo/guide.pdf' });
    expect(demo.statusCode).toBe(200);
    expect(demo.headers['content-disposition']).toBe('attachment; filename="guide.pdf"');
    expect((await app.inject({ url: '/uploads/demo/none.webp' })).statusCode).toBe(404);
  });

  it('starts without a front-end build: /build/* answers 404 and uploads still work', async () => {
    const bare = await build(path.join(tmp, 'no-dist-here'));
    try {
      const res = await bare.inject({ url: '/build/assets/site-Ab12Cd.js' });
      expect(res.statusCode).toBe(404);
      expect((await bare.inject({ url: '/uploads/demo/marina-960.webp' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
