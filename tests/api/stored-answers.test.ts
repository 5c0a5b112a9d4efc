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
});
