import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { S3_TEST_SECRET, startS3 } from '../helpers/s3';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connect';
import { openS3MediaStorage } from '../../server/media/s3';

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
function multipart(filename: string, contentType: string, content: Buffer) {
  const boundary = `----oasis${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 150, b: 46 } } }).png().toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const filesUnder = (dir: string): string[] => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : []);

describe.each(DIALECTS)('media in an S3-compatible bucket, two instances, on %s', (dialect) => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let a: TestApp;
  let b: FastifyInstance;
  let bDataDir: string;
  let editor: Record<string, string>;
  const logs: string[] = [];

  beforeAll(async () => {
    s3 = await startS3();
    const logStream = new Writable({ write: (chunk, _enc, done) => (logs.push(String(chunk)), done()) });
    a = await makeTestApp({ dialect, content: 'none', logStream, env: { logLevel: 'debug', mediaStorage: 's3', s3: s3.settings } });
    // Instance B: A's database and bucket, its own (empty) data folder: nothing it serves can come from A's disk.
    bDataDir = fs.mkdtempSync(path.join(path.dirname(a.dataDir), 'oasis-test-b-'));
    b = await buildApp({ config: { ...a.config, dataDir: bDataDir }, db: openDatabase(a.config), logStream, logger: true });
    await b.ready();
    editor = (await a.staff('editor')).headers;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    fs.rmSync(bDataDir, { recursive: true, force: true });
    await s3?.destroy();
  });

  const upload = (app: FastifyInstance, filename: string, type: string, content: Buffer) => {
    const body = multipart(filename, type, content);
    return app.inject({ method: 'POST', url: '/api/media', payload: body.payload, headers: { ...editor, ...body.headers } });
  };

  it('an image uploaded through A is in the bucket and served by B with the cache headers and an ETag', async () => {
    const res = await upload(a.app, 'Creek view.png', 'image/png', await png(2000, 1000));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.src).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}-1600\.webp$/);
    expect(body.variants).toHaveLength(6);
    // Nothing on either instance's disk: the bucket holds every variant.
    expect(filesUnder(path.join(a.dataDir, 'uploads'))).toEqual([]);
    expect(filesUnder(path.join(bDataDir, 'uploads'))).toEqual([]);

    for (const v of body.variants as Array<{ src: string; width: number; format: string }>) {
      const served = await b.inject({ method: 'GET', url: v.src });
      expect(served.statusCode, v.src).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${v.format}`);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(served.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
      expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(v.width);
    }
    const first = await b.inject({ method: 'GET', url: body.src });
    const again = await b.inject({ method: 'GET', url: body.src, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);

    const row = await a.db.kysely.selectFrom('media').selectAll().where('src', '=', body.src).executeTakeFirstOrThrow();
    expect(row.width).toBe(1600);
  });

  it('a PDF uploaded through B downloads from A as an attachment', async () => {
    const res = await upload(b, 'price list.pdf', 'application/pdf', PDF);
    expect(res.statusCode).toBe(201);
    const { src } = res.json();
    const served = await a.app.inject({ method: 'GET', url: src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="${path.posix.basename(src)}"`);
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  it('a deleted object is gone for every instance', async () => {
    const { src, variants } = (await upload(a.app, 'lobby.png', 'image/png', await png(600, 400))).json();
    expect((await b.inject({ method: 'GET', url: src })).statusCode).toBe(200);
    const storage = await openS3MediaStorage(s3.settings);
    for (const v of variants as Array<{ src: string }>) await storage.remove(v.src.slice('/uploads/'.length));
    await storage.close();
    expect((await b.inject({ method: 'GET', url: src })).statusCode).toBe(404);
    expect((await a.app.inject({ method: 'GET', url: src })).statusCode).toBe(404);
  });

  it('asks the bucket only for names the site writes, and still serves the committed demo images', async () => {
    for (const url of ['/uploads/2026/01/not-ours.txt', '/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/2026/01/' + 'a'.repeat(24) + '.webp'])
      expect((await b.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    const demo = fs.readdirSync('server/demo/uploads/demo').find((f) => f.endsWith('.webp'))!;
    const served = await b.inject({ method: 'GET', url: `/uploads/demo/${demo}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('a bucket outage answers uploads 503 naming the file, serving 503, and the instance keeps working', async () => {
    await s3.stop();
    try {
      const started = Date.now();
      const res = await upload(a.app, 'tower.png', 'image/png', await png(800, 600));
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.json()).toMatchObject({ error: true, errors: { file: expect.stringMatching(/media storage cannot be reached.*not saved/) } });
      expect(Date.now() - started).toBeLessThan(10_000);
      const pdf = await upload(b, 'brochure.pdf', 'application/pdf', PDF);
      expect(pdf.statusCode).toBe(503);
      const read = await b.inject({ method: 'GET', url: '/uploads/2026/01/' + 'b'.repeat(24) + '-480.webp' });
      expect(read.statusCode).toBe(503);
      expect(read.headers['retry-after']).toBe('30');
      expect((await a.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await a.db.kysely.selectFrom('media').select('id').where('title', '=', 'tower.png').execute()).length).toBe(0);
    } finally {
      await s3.start();
    }
    const back = await upload(a.app, 'tower.png', 'image/png', await png(800, 600));
    expect(back.statusCode).toBe(201);
    expect((await b.inject({ method: 'GET', url: back.json().src })).statusCode).toBe(200);
  });

  // s3rver checks the key id but not SigV4 signatures: a wrong key pair is what it can refuse.
  it('wrong keys answer 503 too, and no S3 secret ever reaches the logs', async () => {
    const wrongSecret = 'wrong-s3-secret-also-never-logged-51d2';
    const c = await buildApp({ config: { ...a.config, s3: { ...s3.settings, accessKeyId: 'NOSUCHKEYID', secretAccessKey: wrongSecret } }, db: a.db, logStream: new Writable({ write: (chunk, _enc, done) => (logs.push(String(chunk)), done()) }) });
    await c.ready();
    try {
      const res = await upload(c, 'pool.png', 'image/png', await png(500, 500));
      expect(res.statusCode).toBe(503);
    } finally {
      await c.close();
    }
    const all = logs.join('');
    expect(all).toContain('upload not saved: media storage unavailable: InvalidAccessKeyId (HTTP 403)');
    expect(all).not.toContain(S3_TEST_SECRET);
    expect(all).not.toContain(wrongSecret);
    expect(all).not.toMatch(/Signature=|x-amz-security-token/i);
  });
});

describe('MEDIA_STORAGE settings', () => {
  const base = { DATA_DIR: '/tmp/oasis-config-test' };
  it('defaults to the local folder and reads a bucket when asked', () => {
    expect(loadConfig(base)).toMatchObject({ mediaStorage: 'local', s3: null });
    const config = loadConfig({ ...base, MEDIA_STORAGE: 's3', S3_BUCKET: 'oasis-media', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_PREFIX: '/site-a/' });
    expect(config.s3).toEqual({ endpoint: 'http://127.0.0.1:9000', bucket: 'oasis-media', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true, keyPrefix: 'site-a/' });
    // AWS S3 itself: virtual-hosted buckets, credentials from the SDK's chain.
    expect(loadConfig({ ...base, MEDIA_STORAGE: 's3', S3_BUCKET: 'oasis-media', S3_REGION: 'me-central-1' }).s3).toMatchObject({ endpoint: null, region: 'me-central-1', forcePathStyle: false, accessKeyId: null });
  });

  it.each([
    [{ MEDIA_STORAGE: 'ftp' }, /MEDIA_STORAGE must be local or s3/],
    [{ MEDIA_STORAGE: 's3' }, /needs S3_BUCKET/],
    [{ MEDIA_STORAGE: 's3', S3_BUCKET: 'Bad_Bucket' }, /S3_BUCKET must be a bucket name/],
    [{ MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'ftp://x' }, /S3_ENDPOINT must be an http/],
    [{ MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'only-the-id' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/],
    [{ MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'maybe' }, /S3_FORCE_PATH_STYLE must be true or false/],
    [{ MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_PREFIX: 'a/../b c' }, /S3_PREFIX must be/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });

  it('a secret given in the environment never appears in a configuration error', () => {
    expect(() => loadConfig({ ...base, MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_SECRET_ACCESS_KEY: 'env-secret-xyz' })).toThrow(/go together/);
    try {
      loadConfig({ ...base, MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_SECRET_ACCESS_KEY: 'env-secret-xyz' });
    } catch (err) {
      expect(String((err as Error).message)).not.toContain('env-secret-xyz');
    }
  });
});
