import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDataSet, percentile, recordFigure, RELIABILITY_DIALECTS, startServer, stopServer, type DataSet, type RunningServer } from './harness';

const OWNER = { email: 'owner@reliability.test', password: 'Reliability-Owner-Pass-2026' };
const ENQUIRY = { name: 'Hostile Visitor', email: 'visitor@example.test', phone: '+971 50 000 0000', budget: '1500000', investmentTimeline: 'Within 3 months' };

/**
 * The audit's payloads against the real server (docs/decisions/008-hardening.md), while a second client
 * keeps asking for /robots.txt: how long that client had to wait is how long the event loop was blocked.
 * Reported in docs/BENCHMARKS.md; the test asserts the answers, never a time.
 */
describe.each(RELIABILITY_DIALECTS)('hostile payloads against a running server (%s)', (dialect) => {
  let data: DataSet;
  let server: RunningServer;

  beforeAll(async () => {
    data = await makeDataSet(dialect);
    server = await startServer(data, { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
  });
  afterAll(async () => {
    await stopServer(server);
    await data?.destroy();
  });

  it('each payload gets a 4xx, and a concurrent GET keeps being answered', async () => {
    const origin = server.origin;
    const cookie = await fetch(`${origin}/sanctum/csrf-cookie`);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie.headers.get('set-cookie') ?? '')![1];
    const form = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': decodeURIComponent(xsrf) };
    const signIn = await fetch(`${origin}/api/login`, { method: 'POST', headers: form, body: JSON.stringify(OWNER) });
    expect(signIn.status).toBe(200);
    const staff = { 'content-type': 'application/json', authorization: `Bearer ${((await signIn.json()) as { data: { user: { token: string } } }).data.user.token}` };

    const dots = (n: number) => `a@${'.'.repeat(n)}@`;
    const payloads: Array<{ label: string; url: string; headers: Record<string, string>; body: string }> = [
      { label: 'enquiry, e-mail a@ + 900k dots', url: '/api/sendEnquiry', headers: form, body: JSON.stringify({ ...ENQUIRY, email: dots(900_000) }) },
      { label: 'enquiry, e-mail a@ + 15k dots', url: '/api/sendEnquiry', headers: form, body: JSON.stringify({ ...ENQUIRY, email: dots(15_000) }) },
      { label: 'enquiry, a million commas', url: '/api/sendEnquiry', headers: form, body: JSON.stringify({ ...ENQUIRY, name: ','.repeat(1_000_000) }) },
      { label: 'sign-in, e-mail a@ + 15k dots', url: '/api/login', headers: form, body: JSON.stringify({ email: dots(15_000), password: 'x' }) },
      { label: 'staff user, e-mail a@ + 900k dots', url: '/api/users', headers: staff, body: JSON.stringify({ email: dots(900_000), first_name: 'A', last_name: 'B', role: 'viewer' }) },
      { label: 'staff article, 1 MB of one character', url: '/api/blogs', headers: staff, body: JSON.stringify({ title: 'a'.repeat(1024 * 1024) }) },
      { label: 'staff article, 400k commas', url: '/api/blogs', headers: staff, body: JSON.stringify({ title: ','.repeat(400_000) }) },
      { label: 'staff project, 300k nested arrays', url: '/api/projects', headers: staff, body: `{"title":${'['.repeat(300_000)}"x"${']'.repeat(300_000)}}` },
      { label: 'staff project, confusables and brackets', url: '/api/projects', headers: staff, body: JSON.stringify({ title: `${'['.repeat(5_000)}аdmin＜script＞`.repeat(40) }) },
    ];

    // The baseline: the same GET with nothing else going on.
    const ping = async () => {
      const t0 = performance.now();
      const res = await fetch(`${origin}/robots.txt`);
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - t0 };
    };
    const baseline: number[] = [];
    for (let i = 0; i < 50; i++) baseline.push((await ping()).ms);

    const results: Array<{ label: string; status: number; ms: number; longestGetMs: number }> = [];
    for (const p of payloads) {
      let done = false;
      const waits: number[] = [];
      const pinger = (async () => {
        while (!done) {
          const r = await ping();
          expect(r.status, `GET /robots.txt during ${p.label}`).toBe(200);
          waits.push(r.ms);
        }
      })();
      const t0 = performance.now();
      const res = await fetch(`${origin}${p.url}`, { method: 'POST', headers: p.headers, body: p.body });
      const answer = (await res.json()) as { error?: boolean; message?: string };
      const ms = performance.now() - t0;
      done = true;
      await pinger;
      expect(res.status, `${p.label}: ${answer.message}`).toBeGreaterThanOrEqual(400);
      expect(res.status, p.label).toBeLessThan(500);
      expect(answer.error, p.label).toBe(true);
      results.push({ label: p.label, status: res.status, ms: Math.round(ms), longestGetMs: Math.round(Math.max(0, ...waits)) });
    }

    recordFigure(`hostile-${dialect}`, {
      baselineGetP50ms: Math.round(percentile(baseline, 50) * 10) / 10,
      longestGetMs: Math.max(...results.map((r) => r.longestGetMs)),
      slowestAnswerMs: Math.max(...results.map((r) => r.ms)),
      payloads: results,
    });
  });
});
