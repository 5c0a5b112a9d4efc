import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';

// Issue 41 item 2, decision 039: a public cache hit is answered by the first hook with its stored bytes and headers.
const LIST = `/api/projects?filter=${encodeURIComponent(JSON.stringify({ status: 'off_plan' }))}&sort=${encodeURIComponent('["starting_price_aed","ASC"]')}&range=${encodeURIComponent('[0,23]')}`;
const withoutPerAnswer = (headers: Record<string, unknown>) => {
  const { date: _d, 'content-security-policy': csp, ...rest } = headers;
  return { ...rest, 'content-security-policy': String(csp).replace(/'nonce-[^']+'/, "'nonce-'") };
};

describe.each(DIALECTS)('stored answers on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ dialect });
  });
  afterAll(async () => t?.close());

  it('a stored hit carries the headers of the answer it was made from, with a fresh script nonce, and 304 on its ETag', async () => {
    const made = await t.app.inject({ method: 'GET', url: LIST });
    expect(made.statusCode).toBe(200);
    expect(t.app.storedAnswers.size).toBeGreaterThan(0);
    const hit = await t.app.inject({ method: 'GET', url: LIST });
    expect(hit.body).toBe(made.body);
    expect(withoutPerAnswer(hit.headers)).toEqual(withoutPerAnswer(made.headers));
    expect(hit.headers['content-security-policy']).not.toBe(made.headers['content-security-policy']);
    const revalidated = await t.app.inject({ method: 'GET', url: LIST, headers: { 'if-none-match': String(hit.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('staff, a cross-origin read and a change never get a stored answer', async () => {
    const visitor = (await t.app.inject({ method: 'GET', url: LIST })).json() as { id: number; title: string }[];
    const editor = await t.staff('editor');
    // Staff get the private answer of the normal path, not the stored public one.
    const staff = await t.app.inject({ method: 'GET', url: LIST, headers: editor.headers });
    expect(staff.headers['cache-control']).toBe('private, no-store');
    // A cross-origin request gets its own CORS headers (here: refused, no Access-Control-Allow-Origin).
    const foreign = await t.app.inject({ method: 'GET', url: LIST, headers: { origin: 'https://elsewhere.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const title = `Stored answers ${Date.now()}`;
    expect((await t.app.inject({ method: 'PUT', url: `/api/projects/${visitor[0].id}`, payload: { title }, headers: editor.headers })).statusCode).toBe(200);
    expect(((await t.app.inject({ method: 'GET', url: LIST })).json() as { title: string }[])[0].title).toBe(title);
    expect(((await t.app.inject({ method: 'GET', url: `/api/projects/${visitor[0].id}` })).json() as { title: string }).title).toBe(title);
  });

  it('over a socket a hit is answered before Fastify, with the same bytes and headers, and still counted in the metrics', async () => {
    const token = 'stored-answers-metrics-token';
    const m = await makeTestApp({ dialect, env: { metricsToken: token } });
    try {
      const origin = await m.app.listen({ port: 0, host: '127.0.0.1' });
      const get = (headers: Record<string, string> = {}) => fetch(origin + LIST, { headers: { 'accept-encoding': 'br', ...headers } });
      const made = await get();
      const madeBody = Buffer.from(await made.arrayBuffer());
      expect(m.app.storedAnswers.unreported.size).toBe(0);
      const hit = await get();
      expect(Buffer.from(await hit.arrayBuffer()).equals(madeBody)).toBe(true);
      const headers = (r: Response) => withoutPerAnswer(Object.fromEntries([...r.headers].filter(([name]) => name !== 'keep-alive' && name !== 'connection')));
      expect(headers(hit)).toEqual(headers(made));
      expect(hit.headers.get('content-security-policy')).not.toBe(made.headers.get('content-security-policy'));
      // Answered by node:http's listener: Fastify never saw it, the tally did.
      expect([...m.app.storedAnswers.unreported.values()]).toEqual([{ route: '/api/projects', status: 200, kind: 'api', count: 1 }]);
      const revalidated = await get({ 'if-none-match': String(hit.headers.get('etag')) });
      expect(revalidated.status).toBe(304);
      // Staff go the normal way (their answer is private).
      const editor = await m.staff('editor');
      const staff = await get(editor.headers as Record<string, string>);
      expect(staff.headers.get('cache-control')).toBe('private, no-store');
      expect([...m.app.storedAnswers.unreported.values()].reduce((n, h) => n + h.count, 0)).toBe(2);
      const scrape = await (await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
      expect(scrape).toMatch(/http_requests_total\{method="GET",route="\/api\/projects",status="304"\} 1\n/);
      expect(m.app.storedAnswers.unreported.size).toBe(0);
    } finally {
      await m.close();
    }
  });
});
