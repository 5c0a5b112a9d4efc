import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
function multipart(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = `----oasis${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = (width: number, height: number, colour = { r: 20, g: 120, b: 200 }) =>
  sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();

describe.each(DIALECTS)('POST /api/media on %s', (dialect) => {
  let t: TestApp;
  let editor: Record<string, string>;

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: 'none' });
    editor = (await t.staff('editor')).headers;
  });
  afterAll(async () => t?.close());

  const upload = (field: string, filename: string, type: string, content: Buffer, headers = editor) => {
    const body = multipart(field, filename, type, content);
    return t.app.inject({ method: 'POST', url: '/api/media', payload: body.payload, headers: { ...headers, ...body.headers } });
  };

  it('turns a large PNG into WebP and AVIF variants at 480, 960 and 1600 px and serves them', async () => {
    const res = await upload('file', 'C:\\photos\\Marina <view> 2026.png', 'image/png', await png(2400, 1200));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.title).toBe('Marina view 2026.png');
    expect(body.type).toBe('image/webp');
    expect([body.width, body.height]).toEqual([1600, 800]);
    // The dominant colour comes from a coarse histogram: close to the picture's colour, not exact.
    const [r, g, b] = (body.placeholder.match(/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/) ?? []).slice(1).map((h: string) => parseInt(h, 16));
    expect(Math.abs(r - 20) + Math.abs(g - 120) + Math.abs(b - 200)).toBeLessThan(24);
    expect(body.variants.map((v: { width: number; format: string }) => `${v.width}.${v.format}`)).toEqual([
      '480.avif', '480.webp', '960.avif', '960.webp', '1600.avif', '1600.webp',
    ]);
    expect(body.src).toBe(body.variants.at(-1).src);
    expect(body.src).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}-1600\.webp$/);

    for (const v of body.variants) {
      const served = await t.app.inject({ method: 'GET', url: v.src });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${v.format}`);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.width).toBe(v.width);
    }
    const row = await t.db.kysely.selectFrom('media').selectAll().where('src', '=', body.src).executeTakeFirstOrThrow();
    expect(row.title).toBe('Marina view 2026.png');
    expect(JSON.parse(row.variants as unknown as string)).toHaveLength(6);
    const audit = await t.db.kysely.selectFrom('audit_logs').selectAll().where('resource', '=', 'media').where('action', '=', 'upload').execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('never upscales: a small image gets variants at its own width only', async () => {
    const res = await upload('file', 'logo.png', 'image/png', await png(300, 150));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.variants.map((v: { width: number }) => v.width)).toEqual([300, 300]);
    expect([body.width, body.height]).toEqual([300, 150]);
  });

  it('auto-rotates by EXIF orientation and strips the metadata', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#c0a060' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Secret Camera Owner', Make: 'PhoneCo' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload('file', 'tower.jpg', 'image/jpeg', jpeg);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect([body.width, body.height]).toEqual([400, 800]);
    const served = await t.app.inject({ method: 'GET', url: body.src });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([400, 800]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('reads 16-bit PNGs with transparency and CMYK JPEGs into sRGB variants', async () => {
    const deep = await sharp({ create: { width: 700, height: 350, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } }).toColourspace('rgb16').png().toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    const res = await upload('file', 'deep.png', 'image/png', deep);
    expect(res.statusCode).toBe(201);
    const served = await sharp((await t.app.inject({ method: 'GET', url: res.json().src })).rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(served.info.channels).toBe(4);
    // Lossy WebP: the colour and half transparency survive within a small margin.
    Array.from(served.data.subarray(0, 4)).forEach((v, i) => expect(Math.abs(v - [200, 40, 40, 128][i])).toBeLessThan(20));

    const cmyk = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2060a0' } }).toColourspace('cmyk').jpeg().toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const photo = await upload('file', 'print.jpg', 'image/jpeg', cmyk);
    expect(photo.statusCode).toBe(201);
    const meta = await sharp((await t.app.inject({ method: 'GET', url: photo.json().src })).rawPayload).metadata();
    expect(meta.space).toBe('srgb');
  });

  it('judges by content: a PNG named .pdf with a PDF MIME type is stored as an image', async () => {
    const res = await upload('file', 'brochure.pdf', 'application/pdf', await png(640, 480));
    expect(res.statusCode).toBe(201);
    expect(res.json().type).toBe('image/webp');
    expect(res.json().variants.length).toBe(4);
  });

  it('accepts WebP and AVIF input', async () => {
    const webp = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#336699' } }).webp().toBuffer();
    const avif = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#336699' } }).avif({ effort: 0 }).toBuffer();
    expect((await upload('file', 'a.webp', 'image/webp', webp)).statusCode).toBe(201);
    expect((await upload('file', 'a.avif', 'image/avif', avif)).statusCode).toBe(201);
  });

  it('stores a PDF as an attachment download', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const res = await upload('file', 'Payment plan.pdf', 'application/pdf', pdf);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ src: expect.stringMatching(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\.pdf$/), title: 'Payment plan.pdf', type: 'application/pdf', size: pdf.length });
    const served = await t.app.inject({ method: 'GET', url: res.json().src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('refuses a text file named .jpg, naming the file field', async () => {
    const res = await upload('file', 'photo.jpg', 'image/jpeg', Buffer.from('just some text pretending to be a photo'));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: true, errors: { file: expect.stringContaining('not accepted') } });
  });

  it('refuses SVG because it can carry scripts', async () => {
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await upload('file', 'logo.png', 'image/png', svg);
    expect(res.statusCode).toBe(415);
    expect(res.json().errors.file).toMatch(/SVG/);
  });

  it('refuses a damaged image whose header looks right', async () => {
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    const res = await upload('file', 'broken.png', 'image/png', broken);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toMatch(/could not be read/);
  });

  it('asks for the "file" field and for multipart', async () => {
    const wrongField = await upload('image', 'a.png', 'image/png', await png(10, 10));
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().errors.file).toMatch(/field named "file"/);
    const json = await t.app.inject({ method: 'POST', url: '/api/media', payload: { src: 'x' }, headers: editor });
    expect(json.statusCode).toBe(415);
    expect(json.json().errors.file).toMatch(/multipart/);
  });

  it('needs a signed-in staff member with media.create', async () => {
    const anon = multipart('file', 'a.png', 'image/png', await png(10, 10));
    const csrf = await t.csrf();
    const res = await t.app.inject({ method: 'POST', url: '/api/media', payload: anon.payload, headers: { ...csrf, ...anon.headers } });
    expect(res.statusCode).toBe(401);
    const viewer = (await t.staff('viewer')).headers;
    const denied = await upload('file', 'a.png', 'image/png', await png(10, 10), viewer);
    expect(denied.statusCode).toBe(403);
  });
});

describe('upload size limits', () => {
  let t: TestApp;
  let editor: Record<string, string>;
  beforeAll(async () => {
    t = await makeTestApp({ content: 'none', env: { mediaMaxImageBytes: 4096, mediaMaxPdfBytes: 8192 } });
    editor = (await t.staff('editor')).headers;
  });
  afterAll(async () => t?.close());

  const upload = (filename: string, content: Buffer) => {
    const body = multipart('file', filename, 'application/octet-stream', content);
    return t.app.inject({ method: 'POST', url: '/api/media', payload: body.payload, headers: { ...editor, ...body.headers } });
  };

  it('refuses an image over the image limit with 413 naming the file field', async () => {
    const noisy = await sharp(crypto.randomBytes(200 * 200 * 3), { raw: { width: 200, height: 200, channels: 3 } }).png().toBuffer();
    expect(noisy.length).toBeGreaterThan(4096);
    expect(noisy.length).toBeLessThan(8192 * 100);
    const res = await upload('big.png', noisy);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: true, errors: { file: expect.stringMatching(/too large/) } });
  });

  it('allows a PDF between the image and PDF limits, refuses one above the PDF limit', async () => {
    const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);
    expect((await upload('a.pdf', pdf(6000))).statusCode).toBe(201);
    const res = await upload('b.pdf', pdf(9000));
    expect(res.statusCode).toBe(413);
    expect(res.json().errors.file).toMatch(/too large: at most/);
  });
});
