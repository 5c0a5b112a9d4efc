import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedisServer) console.log('Redis-outage part skipped: redis-server is not installed.');

/** A port nobody listens on, for a Redis of this test's own (it is stopped mid-test). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** Issue 23, item 6: while Redis is down, sign-in and the other limits are counted in memory, never switched off. */
describe.skipIf(!hasRedisServer)('rate limits while Redis is down', () => {
  let redis: ChildProcess;
  let t: TestApp;
  let logged = '';
  let headers: Record<string, string>;
  const login = (email: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', headers, remoteAddress, payload: { email, password: 'not the password' } });
  const enquire = (remoteAddress: string, n: number) =>
    t.app.inject({ method: 'POST', url: '/api/sendEnquiry', headers, remoteAddress, payload: { name: 'Rate Tester', email: `rate${n}@example.com`, phone: '+971 50 123 4567', budget: '1500000', investmentTimeline: '3-6 months' } });

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      const up = await new Promise<boolean>((resolve) => net.connect(port, '127.0.0.1').once('connect', function ok(this: net.Socket) { this.destroy(); resolve(true); }).once('error', () => resolve(false)));
      if (up) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const logStream = new Writable({ write: (chunk, _enc, done) => ((logged += chunk.toString()), done()) });
    t = await makeTestApp({ content: 'none', logStream, env: { redisUrl: `redis://127.0.0.1:${port}`, redisPrefix: `rl-${port}:`, loginRateLimit: 3, enquiryRateLimit: 2 } });
    headers = await t.csrf();
  });
  afterAll(async () => {
    await t?.close();
    redis?.kill('SIGKILL');
  });

  it('counts in Redis while it answers', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await login('someone@example.com', '192.0.2.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('counts sign-in per address and per account, activation and enquiries in memory once Redis is gone', async () => {
    redis.kill('SIGTERM');
    await new Promise((r) => redis.once('exit', r));
    // Per address: a new address gets its limit, then 429 (with Redis skipped, every attempt got through).
    const perAddress = [];
    for (let i = 0; i < 4; i++) perAddress.push((await login(`person${i}@example.com`, '192.0.2.2')).statusCode);
    expect(perAddress).toEqual([401, 401, 401, 429]);
    // Per account, from ever-new addresses.
    const perAccount = [];
    for (let i = 0; i < 4; i++) perAccount.push((await login('target@example.com', `198.51.100.${i + 1}`)).statusCode);
    expect(perAccount).toEqual([401, 401, 401, 429]);
    expect((await login('target@example.com', '198.51.100.99')).json().message).toMatch(/Too many sign-in attempts for this account/);
    // Activation (three times the sign-in limit per address).
    const activation = [];
    for (let i = 0; i < 10; i++) activation.push((await t.app.inject({ method: 'GET', url: `/api/activation/${'f'.repeat(64)}`, remoteAddress: '192.0.2.3' })).statusCode);
    expect(activation.slice(0, 9).every((s) => s === 400)).toBe(true);
    expect(activation[9]).toBe(429);
    // Enquiries.
    const enquiries = [await enquire('192.0.2.4', 1), await enquire('192.0.2.4', 2), await enquire('192.0.2.4', 3)].map((r) => r.statusCode);
    expect(enquiries).toEqual([200, 200, 429]);
    expect(logged).toContain("rate limits are counted in this instance's memory until it answers again");
  });
});
