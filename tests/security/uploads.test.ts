import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';

function multipart(filename: string, contentType: string, content: Buffer) {
  const boundary = `----hostile${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  return { payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const jpeg = () => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 60, b: 40 } } }).jpeg().toBuffer();
const HTML_PAYLOAD = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
// A minimal ZIP end-of-central-directory record: with a GIF header in front, the classic GIFAR.
const ZIP_TAIL = Buffer.from('504b0506000000000000000000000000000000000000', 'hex');

describe.each(DIALECTS)('hostile uploads to /api/media (%s)', (dialect) => {
  let t: TestApp;
  let editor: Record<string, string>;

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: 'none', env: { mediaMaxImageBytes: 200_000, mediaMaxPdfBytes: 300_000 } });
    editor = (await t.staff('editor')).headers;
  });
  afterAll(async () => t?.close());

  const upload = (filename: string, type: string, content: Buffer) => {
    const body = multipart(filename, type, content);
    return t.app.inject({ method: 'POST', url: '/api/media', payload: body.payload, headers: { ...editor, ...body.headers } });
  };

  /** Refused with a JSON error naming the file, or stored under a generated name that serves no active content. */
  async function expectRefusedOrSafe(res: Awaited<ReturnType<typeof upload>>, clientName: string, context: string) {
    expect(res.statusCode, `${context}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    if (res.statusCode >= 400) {
      expect(res.json().error, context).toBe(true);
      expect(res.json().errors?.file ?? res.json().message, context).toMatch(/\w/);
      return;
    }
    const body = res.json() as { src: string; variants?: { src: string }[] | null };
    for (const src of [body.src, ...(body.variants ?? []).map((v) => v.src)]) {
      expect(src, context).toMatch(/^\/uploads\/[0-9/]+[0-9a-f]{16,}[\w.-]*$/);
      const stem = clientName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
      if (stem.length > 3) expect(src, context).not.toContain(stem);
      const served = await t.app.inject({ url: src });
      expect(served.statusCode, context).toBe(200);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(String(served.headers['content-type'])).toMatch(/^(image\/(webp|avif|jpeg|png)|application\/pdf)/);
      // Images are re-encoded, so appended payloads are gone; a PDF is kept byte for byte, but only ever served as
      // application/pdf with nosniff, which no browser renders as HTML.
      if (String(served.headers['content-type']).startsWith('application/pdf')) continue;
      expect(served.rawPayload.includes(Buffer.from('<script')), `${context}: served bytes carry the script`).toBe(false);
    }
  }

  it('answers exist: POST /api/media is mounted', async () => {
    const res = await upload('probe.txt', 'text/plain', Buffer.from('hello'));
    if (res.statusCode === 404) console.log('Upload part skipped: POST /api/media does not exist in this build.');
    expect(res.statusCode).not.toBe(500);
  });

  it('wrong magic bytes: text or HTML named .png / .jpg is refused', async () => {
    for (const [name, type, content] of [
      ['photo.png', 'image/png', HTML_PAYLOAD],
      ['photo.jpg', 'image/jpeg', Buffer.from('just some text, not an image')],
      ['brochure.pdf', 'application/pdf', Buffer.from('MZ\x90\x00 an executable pretending')],
    ] as const) {
      const res = await upload(name, type, content);
      if (res.statusCode === 404) return;
      expect(res.statusCode, `${name}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().errors?.file).toBeTruthy();
    }
  });

  it('SVG with script is refused, whatever it is called', async () => {
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
    for (const name of ['logo.svg', 'logo.png', 'logo']) {
      const res = await upload(name, 'image/svg+xml', svg);
      if (res.statusCode === 404) return;
      expect(res.statusCode, name).toBe(415);
      expect(res.json().errors.file).toMatch(/SVG/);
    }
  });

  it('polyglots: a JPEG carrying HTML/JS, and a GIFAR, never come back as active content', async () => {
    const polyglot = Buffer.concat([await jpeg(), HTML_PAYLOAD]);
    const res = await upload('innocent.jpg', 'image/jpeg', polyglot);
    if (res.statusCode === 404) return;
    await expectRefusedOrSafe(res, 'innocent.jpg', 'JPEG + HTML');
    const headerOnly = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML_PAYLOAD]);
    await expectRefusedOrSafe(await upload('header-only.jpg', 'image/jpeg', headerOnly), 'header-only.jpg', 'JPEG magic + HTML');
    const gifar = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32), ZIP_TAIL]);
    const g = await upload('applet.gif', 'image/gif', gifar);
    expect(g.statusCode).toBe(415);
    const pdfHtml = Buffer.concat([Buffer.from('%PDF-1.4\n'), HTML_PAYLOAD, Buffer.from('\n%%EOF')]);
    await expectRefusedOrSafe(await upload('report.pdf', 'application/pdf', pdfHtml), 'report.pdf', 'PDF + HTML');
  });

  it('oversized files are refused with 413 and the limit', async () => {
    const big = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: { r: 1, g: 2, b: 3 } }, }).png({ compressionLevel: 0 }).toBuffer();
    expect(big.length).toBeGreaterThan(300_000);
    const res = await upload('big.png', 'image/png', big);
    if (res.statusCode === 404) return;
    expect(res.statusCode).toBe(413);
    expect(res.json().errors.file).toMatch(/too large.*MB/);
  });

  it('path-traversal and hostile file names are never used as the stored name', async () => {
    for (const name of ['../../etc/passwd.png', '..\\..\\windows\\win.ini.png', '/etc/shadow.png', 'a%2F..%2F..%2Fx.png', 'evil\u0000.png', '<script>alert(1)</script>.png', 'CON.png', '.htaccess.png']) {
      const res = await upload(name, 'image/png', await jpeg());
      if (res.statusCode === 404) return;
      await expectRefusedOrSafe(res, name, `file name ${JSON.stringify(name)}`);
      if (res.statusCode < 400) {
        const { src, title } = res.json() as { src: string; title: string | null };
        expect(src).not.toMatch(/\.\.|passwd|shadow|win\.ini|htaccess|script/);
        expect(title ?? '').not.toMatch(/[<>/\\]/);
        expect(title ?? '').not.toContain('\u0000');
      }
    }
  });
});
