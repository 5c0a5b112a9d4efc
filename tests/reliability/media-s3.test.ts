import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDataSet, RELIABILITY_DIALECTS, startServer, type DataSet, type RunningServer } from './harness';
import { S3_TEST_SECRET, startS3 } from '../helpers/s3';

const OWNER = { email: 'owner@media-s3.test', password: 'Media-Bucket-Owner-2026' };

/** Signs the owner in through the public API, as the back-office does. */
async function ownerToken(origin: string): Promise<string> {
  const res = await fetch(`${origin}/sanctum/csrf-cookie`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1];
  const signIn = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': decodeURIComponent(xsrf) },
    body: JSON.stringify(OWNER),
  });
  expect(signIn.status).toBe(200);
  return ((await signIn.json()) as { data: { user: { token: string } } }).data.user.token;
}

/**
 * Two production processes (the compiled bundle, as `npm start` runs it) with MEDIA_STORAGE=s3 on one data set
 * and one bucket (s3rver, started here): what one instance stores, the other serves; a bucket outage is a 503.
 */
describe.each(RELIABILITY_DIALECTS)('two production instances sharing an S3 bucket on %s', (dialect) => {
  let data: DataSet;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let a: RunningServer;
  let b: RunningServer;
  let token: string;

  beforeAll(async () => {
    s3 = await startS3();
    data = await makeDataSet(dialect);
    const env = {
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: s3.settings.endpoint!,
      S3_BUCKET: s3.settings.bucket,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId!,
      S3_SECRET_ACCESS_KEY: S3_TEST_SECRET,
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      LOG_LEVEL: 'info',
    };
    a = await startServer(data, { ...env, SEED: '1' });
    b = await startServer(data, env);
    token = await ownerToken(a.origin);
  });
  afterAll(async () => {
    for (const server of [a, b]) {
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
    await data?.destroy();
    await s3?.destroy();
  });

  const upload = async (origin: string, content: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)], { type }), name);
    return fetch(`${origin}/api/media`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  };

  it('an image uploaded through A is served by B from the bucket, cached by ETag', async () => {
    const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0b3c5d' } }).jpeg().toBuffer();
    const res = await upload(a.origin, image, 'marina.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const body = (await res.json()) as { src: string; variants: Array<{ src: string; width: number }> };
    expect(fs.existsSync(path.join(data.dataDir, 'uploads', body.src.split('/')[2]))).toBe(false);
    for (const v of body.variants) {
      const served = await fetch(`${b.origin}${v.src}`);
      expect(served.status, v.src).toBe(200);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(v.width);
      const again = await fetch(`${b.origin}${v.src}`, { headers: { 'if-none-match': served.headers.get('etag')! } });
      expect(again.status).toBe(304);
    }
  });

  it('a bucket outage: uploads get 503, both processes keep serving pages, and recover with the bucket', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    await s3.stop();
    try {
      const res = await upload(b.origin, pdf, 'brochure.pdf', 'application/pdf');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      for (const server of [a, b]) expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    } finally {
      await s3.start();
    }
    const back = await upload(b.origin, pdf, 'brochure.pdf', 'application/pdf');
    expect(back.status).toBe(201);
    const served = await fetch(`${a.origin}${((await back.json()) as { src: string }).src}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="[0-9a-f]{24}\.pdf"$/);
    for (const server of [a, b]) {
      expect(server.child.exitCode).toBeNull();
      expect(server.output()).not.toContain(S3_TEST_SECRET);
    }
  });
});
