import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { FIXTURE } from './platform-fixtures';

const ENQUIRY = { name: 'Chen Wei', email: 'chen@example.com', phone: '+971509876543', budget: '2000000', investmentTimeline: '3-6 months' };
const SESSION_EXPIRED = 'Your session has expired. Please reload the page and try again.';
const looksLikeLeak = /\bat \S+ \(|node_modules|SqliteError|SELECT |select \*|insert into|\.ts:\d+/;

describe.each(DIALECTS)('CSRF and error shapes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: FIXTURE });
  });
  afterAll(async () => t?.close());

  describe('Sanctum-style CSRF', () => {
    const send = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/sendEnquiry', payload: ENQUIRY, headers });

    it('answers 419 without the header, with a wrong one, or without the cookie', async () => {
      const { cookie, 'x-xsrf-token': token } = await t.csrf();
      const attempts: Record<string, string>[] = [{}, { cookie }, { cookie, 'x-xsrf-token': `${token.slice(0, -2)}xx` }, { 'x-xsrf-token': token }];
      for (const headers of attempts) {
        const res = await send(headers);
        expect(res.statusCode).toBe(419);
        expect(res.json()).toEqual({ error: true, message: SESSION_EXPIRED });
      }
    });

    it('lets the request through with the cookie echoed in X-XSRF-TOKEN (URL-encoded too)', async () => {
      const headers = await t.csrf();
      expect((await send(headers)).statusCode).toBe(200);
      expect((await send({ ...headers, 'x-xsrf-token': encodeURIComponent(headers['x-xsrf-token']) })).statusCode).toBe(200);
    });

    it('exempts requests that carry a bearer token, and safe methods', async () => {
      const editor = (await t.staff('editor')).headers;
      const res = await t.app.inject({ method: 'POST', url: '/api/developers', payload: { name: 'Bearer Builders' }, headers: editor });
      expect(res.statusCode).toBe(201);
      expect((await t.app.inject({ method: 'GET', url: '/api/projects' })).statusCode).toBe(200);
      // A made-up bearer token skips CSRF but is nobody: 401, not a write.
      const forged = await t.app.inject({ method: 'POST', url: '/api/developers', payload: { name: 'Forged' }, headers: { authorization: 'Bearer not-a-real-token' } });
      expect(forged.statusCode).toBe(401);
    });
  });

  describe('error answers', () => {
    it('malformed JSON: 400 with a plain message', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/sendEnquiry', payload: '{"name": "Chen",', headers: { ...(await t.csrf()), 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, message: 'The request body is not valid JSON' });
    });

    it('a JSON body over the route limit: 413 stating the limit (16 KB on public forms, 1 MB elsewhere)', async () => {
      const small = JSON.stringify({ ...ENQUIRY, investmentTimeline: 'x'.repeat(16 * 1024 + 10) });
      const res = await t.app.inject({ method: 'POST', url: '/api/sendEnquiry', payload: small, headers: { ...(await t.csrf()), 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: true, message: 'The request body is too large (at most 16 KB)' });
      const big = JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 10) });
      const staff = await t.app.inject({ method: 'POST', url: '/api/news', payload: big, headers: { ...(await t.csrf()), 'content-type': 'application/json' } });
      expect(staff.statusCode).toBe(413);
      expect(staff.json()).toEqual({ error: true, message: 'The request body is too large (at most 1 MB)' });
    });

    it('over a socket, a refused body of up to 2 MB is read to its end first: the client gets the 413 or 419 and its message, and the connection stays usable', async () => {
      const origin = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
      const body = JSON.stringify({ ...ENQUIRY, email: `a@${'.'.repeat(900_000)}@` });
      const csrf = await t.csrf();
      // One connection: the request's headers and half its body, the rest a moment later (a client still uploading
      // when the server has decided), then a second request on the same connection.
      const socket = net.connect(Number(origin.port), origin.hostname);
      let received = '';
      socket.setEncoding('latin1').on('data', (chunk: string) => (received += chunk));
      const answers = (n: number) => new Promise<void>((resolve, reject) => {
        const check = () => ((received.match(/HTTP\/1\.1 /g)?.length ?? 0) >= n && /\}\s*$|Disallow|Sitemap/.test(received) ? resolve() : undefined);
        socket.on('data', check).on('close', () => reject(new Error(`closed after: ${received.slice(0, 300)}`)));
        check();
      });
      const head = (extra: Record<string, string>) =>
        `POST /api/sendEnquiry HTTP/1.1\r\nHost: ${origin.host}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${Object.entries(extra).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`;
      socket.write(head(csrf) + body.slice(0, 450_000));
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.write(body.slice(450_000));
      await answers(1);
      expect(received).toMatch(/^HTTP\/1\.1 413 /);
      expect(received.toLowerCase()).not.toContain('connection: close');
      expect(received).toContain('"message":"The request body is too large (at most 16 KB)"');
      received = '';
      socket.write(`GET /robots.txt HTTP/1.1\r\nHost: ${origin.host}\r\n\r\n`);
      await answers(1);
      expect(received).toMatch(/^HTTP\/1\.1 200 /);
      socket.destroy();
      // Through fetch, refusals of both kinds arrive with their message.
      for (const [headers, status] of [[csrf, 413], [{}, 419]] as const) {
        const res = await fetch(`${origin.origin}/api/sendEnquiry`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
        expect(res.status).toBe(status);
        expect(((await res.json()) as { error: boolean }).error).toBe(true);
      }
    });

    it('an unknown API route: 404 in JSON; an unknown page: 404 too (the site renders its error page)', async () => {
      for (const url of ['/api/nothing-here', '/api/projects/1/owners']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/application\/json/);
        expect(res.json().error, url).toBe(true);
      }
      const post = await t.app.inject({ method: 'POST', url: '/api/nothing-here', payload: {}, headers: await t.csrf() });
      expect(post.statusCode).toBe(404);
      expect(post.json().error).toBe(true);
      for (const url of ['/no/such/page.php', '/api/../../etc/passwd']) {
        const page = await t.app.inject({ method: 'GET', url });
        // Without a front-end build the page host answers 503 "not built" (npm test builds first).
        expect(page.statusCode, url).toBe(fs.existsSync('dist/client/.vite/manifest.json') ? 404 : 503);
        expect(page.body, url).not.toMatch(looksLikeLeak);
        expect(page.body, url).not.toMatch(/root:x:0/);
      }
    });

    it('a body that is not JSON: 415 for an unknown type, 400 for plain text', async () => {
      const csrf = await t.csrf();
      const xml = await t.app.inject({ method: 'POST', url: '/api/sendEnquiry', payload: '<name>Chen</name>', headers: { ...csrf, 'content-type': 'application/xml' } });
      expect(xml.statusCode).toBe(415);
      expect(xml.json()).toEqual({ error: true, message: 'Unsupported content type; send application/json' });
      const text = await t.app.inject({ method: 'POST', url: '/api/sendEnquiry', payload: 'name=Chen', headers: { ...csrf, 'content-type': 'text/plain' } });
      expect(text.statusCode).toBe(400);
      expect(text.json()).toEqual({ error: true, message: 'The request body must be a JSON object' });
    });

    it('never sends a stack trace or SQL, even for the 4xx answers', async () => {
      const csrf = await t.csrf();
      const answers = await Promise.all([
        t.app.inject({ method: 'GET', url: '/api/projects?sort=["title;drop table projects","ASC"]' }),
        t.app.inject({ method: 'GET', url: '/api/projects?filter={"id":{"$gt":1}}' }),
        t.app.inject({ method: 'GET', url: '/api/projects/99999999999999' }),
        t.app.inject({ method: 'POST', url: '/api/getPageSeo', payload: { page_name: { $ne: null } }, headers: csrf }),
      ]);
      for (const res of answers) {
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.body).not.toMatch(looksLikeLeak);
      }
    });
  });
});

describe('a server failure', () => {
  it('answers 500 with a reference, no stack or SQL, and logs the details with the request id', async () => {
    const lines: string[] = [];
    const { Writable } = await import('node:stream');
    const logStream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const t = await makeTestApp({ content: FIXTURE, logStream });
    try {
      // Break the database underneath the app: the next query throws a driver error.
      await t.db.kysely.schema.dropTable('testimonials').execute();
      const res = await t.app.inject({ method: 'GET', url: '/api/testimonials' });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(body).toEqual({ error: true, message: expect.stringMatching(/^Something went wrong on our side\. Please try again; reference \S+\.$/) });
      expect(res.body).not.toMatch(looksLikeLeak);
      expect(res.body).not.toMatch(/testimonials/);
      const reference = /reference (\S+)\./.exec(body.message)![1];
      const logged = lines.map((l) => JSON.parse(l)).find((l) => l.level === 50);
      expect(logged).toMatchObject({ reqId: reference, msg: 'request failed' });
      expect(JSON.stringify(logged.err)).toMatch(/testimonials/);
    } finally {
      await t.close();
    }
  });
});
