import crypto from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDataSet, PG_URL, postEnquiry, recordFigure, startServer, type DataSet, type Outcome, type RunningServer } from './harness';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const OWNER = { email: 'owner@multi-instance.test', password: 'Multi-Instance-Owner-2026' };
const ACK_BEFORE_KILL = 200;
const ACK_AFTER_KILL = 100;

if (!PG_URL) console.log('Multi-instance test skipped: TEST_DATABASE_URL is not set (two instances need a shared PostgreSQL, and Redis).');

/** The CSRF pair a visitor's browser holds (the token is not tied to an instance). */
async function formHeaders(origin: string): Promise<Record<string, string>> {
  const res = await fetch(`${origin}/sanctum/csrf-cookie`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1];
  return { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': decodeURIComponent(token) };
}

/** An enquiry as the reverse proxy forwards it (TRUST_PROXY=1): the visitor's address in X-Forwarded-For. */
function sendEnquiry(origin: string, headers: Record<string, string>, email: string, visitor: string): Promise<Outcome> {
  return postEnquiry(origin, { ...headers, 'x-forwarded-for': visitor }, email, 'Scale Tester');
}

/**
 * Two production instances on one PostgreSQL database and one Redis (a key prefix of their own), as
 * behind a load balancer: what one instance changes or counts, the other sees; killing one loses nothing.
 */
describe.skipIf(!PG_URL)('two production instances on PostgreSQL and Redis', () => {
  const prefix = `oasis-rel-${crypto.randomBytes(4).toString('hex')}:`;
  let data: DataSet;
  let a: RunningServer;
  let b: RunningServer;
  const env = { REDIS_URL, REDIS_PREFIX: prefix, ENQUIRY_RATE_LIMIT: '5', TRUST_PROXY: '1', ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password };

  beforeAll(async () => {
    data = await makeDataSet('postgres');
    // A first: it migrates, seeds the demo content and creates the owner; then B joins the same data.
    a = await startServer(data, { ...env, SEED: '1' });
    b = await startServer(data, env);
  });
  afterAll(async () => {
    for (const server of [a, b]) {
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
    await data?.destroy();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('both instances are ready, with Redis', async () => {
    for (const server of [a, b]) {
      const res = await fetch(`${server.origin}/readyz`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { checks: Record<string, string> }).checks).toEqual({ database: 'ok', migrations: 'ok', redis: 'ok' });
    }
  });

  it("a change made through A shows on B's cached page", async () => {
    const db = new pg.Client({ connectionString: data.databaseUrl! });
    await db.connect();
    const developer = (await db.query('select id, slug, name from developers where published = 1 order by id limit 1')).rows[0] as { id: number; slug: string; name: string };
    await db.end();
    const url = `${b.origin}/developers/${encodeURIComponent(developer.slug)}`;
    await fetch(url).then((r) => r.arrayBuffer());
    const cached = await fetch(url);
    expect(cached.headers.get('x-cache')).toBe('HIT');
    expect(await cached.text()).toContain(developer.name);

    const form = await formHeaders(a.origin);
    const signIn = await fetch(`${a.origin}/api/login`, { method: 'POST', headers: form, body: JSON.stringify(OWNER) });
    expect(signIn.status).toBe(200);
    const token = ((await signIn.json()) as { data: { user: { token: string } } }).data.user.token;
    const renamed = `${developer.name} Renamed ${crypto.randomBytes(3).toString('hex')}`;
    const changedAt = performance.now();
    const put = await fetch(`${a.origin}/api/developers/${developer.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: renamed }),
    });
    expect(put.status).toBe(200);

    // Poll B until its page shows the change; the deadline is generous, the figure is recorded.
    let seenMs: number | null = null;
    while (performance.now() - changedAt < 10_000) {
      const body = await fetch(url).then((r) => r.text());
      if (body.includes(renamed)) {
        seenMs = performance.now() - changedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seenMs, "B's page shows the new name").not.toBeNull();
    recordFigure('multi-instance-change-visible', { ms: Math.round(seenMs!) });
  });

  it('the enquiry rate limit (5 a minute) holds across both instances', async () => {
    const form = await formHeaders(a.origin);
    const statuses: (number | null)[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await sendEnquiry(i % 2 ? b.origin : a.origin, form, `limit-${i}@scale.test`, '203.0.113.50')).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it('a kill -9 of one instance during an enquiry burst loses no acknowledged enquiry, and the other keeps answering', async () => {
    const form = await formHeaders(a.origin);
    const outcomes: Array<Outcome & { server: 'a' | 'b'; afterKill: boolean }> = [];
    let next = 0;
    let killed = false;
    let ackedAfterKill = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (ackedAfterKill < ACK_AFTER_KILL && next < 5_000) {
          const n = next++;
          // Round robin while both live; only A once B is gone (the load balancer's health check took B out).
          const server = !killed && n % 2 ? 'b' : 'a';
          // Each enquiry from its own visitor address: the per-client limit is not what this test measures.
          const visitor = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
          const afterKill = killed;
          const o = await sendEnquiry(server === 'a' ? a.origin : b.origin, form, `burst-${n}@scale.test`, visitor);
          outcomes.push({ ...o, server, afterKill });
          if (o.status === 200 && afterKill) ackedAfterKill++;
          if (!killed && outcomes.filter((x) => x.status === 200).length >= ACK_BEFORE_KILL) {
            killed = true;
            b.child.kill('SIGKILL');
          }
        }
      }),
    );
    expect((await b.exited).signal).toBe('SIGKILL');

    const counts = await data.enquiryCounts();
    const acknowledged = outcomes.filter((o) => o.status === 200);
    expect(acknowledged.filter((o) => o.server === 'b').length, 'B acknowledged enquiries before it was killed').toBeGreaterThan(0);
    expect(acknowledged.filter((o) => counts.get(o.email) !== 1).map((o) => `${o.email} (${o.server}): stored ${counts.get(o.email) ?? 0} times`)).toEqual([]);
    // No answer was an error: requests on B's sockets at the kill got no answer at all (status null), and none on A failed.
    expect(outcomes.filter((o) => o.status !== null && o.status !== 200)).toEqual([]);
    expect(outcomes.filter((o) => o.server === 'a' && o.status !== 200)).toEqual([]);
    expect(ackedAfterKill).toBeGreaterThanOrEqual(ACK_AFTER_KILL);
    expect((await fetch(`${a.origin}/readyz`)).status).toBe(200);
    recordFigure('multi-instance-kill', {
      acknowledged: acknowledged.length,
      acknowledgedByB: acknowledged.filter((o) => o.server === 'b').length,
      unansweredOnB: outcomes.filter((o) => o.status === null).length,
      acknowledgedByAAfterKill: ackedAfterKill,
    });
  });
});
