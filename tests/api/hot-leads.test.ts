import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { POLICY_VERSION, serializeConsent } from '../../src/consent';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/connect';
import { announceHot, rescoreAll } from '../../server/score/score';
import { DEFAULT_SCORE_RULES } from '../../src/schemas/lead-score';

/** Hot leads first (issue 28): the score from staff rules with decay, the hot list, lead.hot once a day. */
const T0 = Date.parse('2026-11-25T10:00:00.000Z');
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const RULES = {
  ...DEFAULT_SCORE_RULES,
  weights: { project_view: 10, return_visit: 0, brochure: 20, calculator: 0, shortlist: 0, compare: 0, alert: 0 },
  half_life_days: 7,
  hot_threshold: 60,
};

const consent = () => `oasis_consent=${serializeConsent({ analytics: true, marketing: false, version: POLICY_VERSION, at: new Date().toISOString(), id: 'choicehot' })}`;

describe.each(DIALECTS)('hot leads first (%s)', (dialect) => {
  let t: TestApp;
  let db: Kysely<any>;
  let owner: Record<string, string>;
  let csrf: Record<string, string>;
  let projectId: number;
  let settingsId: number;

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: 'demo', env: { smtpUrl: 'smtp://127.0.0.1:9', webhookUrl: 'http://127.0.0.1:9/hook', webhookSecret: 'shh', outboxPollMs: 0 } });
    db = t.db.kysely as unknown as Kysely<any>;
    csrf = await t.csrf();
    owner = (await t.staff('owner')).headers;
    await t.staff('sales', { email: 'layla@oasis.test' }); // the round-robin gives her the leads
    projectId = (await db.selectFrom('projects').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
    settingsId = (await db.selectFrom('settings').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
    await db.updateTable('settings').set({ lead_score_rules: JSON.stringify(RULES) }).execute();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t?.close();
  });
  afterEach(() => vi.useRealTimers());

  const at = (ms: number) => vi.setSystemTime(ms);
  const beacon = (app: TestApp['app'], cookie: string, events: unknown[]) =>
    app.inject({ method: 'POST', url: '/api/activity', headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify({ events }) });
  const hotRows = async (leadId: number) =>
    (await db.selectFrom('outbox').select(['idempotency_key', 'channel', 'payload']).where('lead_type', '=', 'enquiry').where('lead_id', '=', leadId).where('idempotency_key', 'like', '%-hot-%').orderBy('id').execute()) as Array<{ idempotency_key: string; channel: string; payload: string }>;

  it('scores a fixture history by hand (budget band, timeline, decay), turns hot with new activity and tells the assignee once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(T0);
    const token = 'HOTHOTHOTHOTHOTHOT0001';
    const cookie = `${consent()}; oasis_vid=${token}`;
    // A view now (10 points) ...
    expect((await beacon(t.app, cookie, [{ kind: 'project_view', project_id: projectId, value: 30, lang: 'ar' }])).statusCode).toBe(204);
    const visitor = await db.selectFrom('visitors').select('id').where('token', '=', token).executeTakeFirstOrThrow();
    // ... a view a half-life ago (10 -> 5) and a brochure two half-lives ago (20 -> 5).
    await db.insertInto('activity_events').values([
      { visitor_id: visitor.id, kind: 'project_view', project_id: projectId, value: 20, lang: 'ar', at: new Date(T0 - 7 * DAY).toISOString() },
      { visitor_id: visitor.id, kind: 'brochure', project_id: projectId, value: null, lang: 'ar', at: new Date(T0 - 14 * DAY).toISOString() },
    ]).execute();
    const res = await t.app.inject({
      method: 'POST', url: '/api/sendEnquiry', headers: { ...csrf, cookie: [csrf.cookie, cookie].join('; ') },
      payload: { name: 'Hot Buyer', email: 'hot-buyer@example.test', phone: '+971501234567', budget: '3500000', investmentTimeline: 'Within 3 months', source_path: '/project/x', project_id: projectId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const lead = await db.selectFrom('enquiries').selectAll().where('email', '=', 'hot-buyer@example.test').executeTakeFirstOrThrow();
    // Budget 3.5 M reaches the 3 M band: 15; "Within 3 months": 15; activity 10 + 5 + 5 = 20. 50 < 60: not hot.
    expect(lead.score).toBe(50);
    expect(Number(lead.hot)).toBe(0);
    expect(await hotRows(lead.id)).toHaveLength(0);

    // An hour later a brochure (20): the stored 20 decays by 2^(-1/168) and the brochure adds 20 -> 69.92 -> 70: hot.
    at(T0 + HOUR);
    expect((await beacon(t.app, cookie, [{ kind: 'brochure', project_id: projectId, lang: 'ar' }])).statusCode).toBe(204);
    const after = await db.selectFrom('enquiries').select(['score', 'hot', 'score_activity']).where('id', '=', lead.id).executeTakeFirstOrThrow();
    expect(Number(after.score_activity)).toBeCloseTo(20 * 0.5 ** (1 / 168) + 20, 6);
    expect(after.score).toBe(70);
    expect(Number(after.hot)).toBe(1);
    const rows = await hotRows(lead.id);
    expect(rows.map((r) => [r.channel, r.idempotency_key])).toEqual([
      ['email', `enquiry-${lead.id}-hot-2026-11-25`],
      ['webhook', `enquiry-${lead.id}-hot-2026-11-25-webhook`],
    ]);
    const mail = JSON.parse(rows[0].payload);
    expect(mail.subject).toMatch(/^Hot lead: enquiry #\d+ from Hot Buyer \(score 70\)/);
    const hook = JSON.parse(rows[1].payload);
    expect(hook).toMatchObject({ event: 'lead.hot', id: lead.id, type: 'enquiry', score: 70, delivery_id: rows[1].idempotency_key, lead: { id: lead.id, email: 'hot-buyer@example.test' } });

    // The same day: more activity and a return visit do not tell again.
    at(T0 + 3 * HOUR);
    expect((await beacon(t.app, cookie, [{ kind: 'project_view', project_id: projectId }])).statusCode).toBe(204);
    expect(await hotRows(lead.id)).toHaveLength(2);

    // The list sorts by score and filters the hot ones (on the real clock: the staff token's).
    vi.useRealTimers();
    const list = await t.app.inject({ url: `/api/enquiries?sort=${encodeURIComponent('["score","DESC"]')}&filter=${encodeURIComponent('{"hot":true}')}`, headers: owner });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((r: { id: number }) => r.id)).toEqual([lead.id]);
    expect(list.json()[0].score).toBeGreaterThanOrEqual(70);
  });

  // Two instances in one test process share PostgreSQL; SQLite (one writer, synchronous driver) is raced on one
  // connection (a second SQLite connection in the same process would block the event loop while the first waits).
  it('a known lead back on the site the next day is announced once, even with two instances racing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const lead = await db.selectFrom('enquiries').select('id').where('email', '=', 'hot-buyer@example.test').executeTakeFirstOrThrow();
    at(T0 + DAY);
    const db2 = dialect === 'postgres' ? openDatabase(t.config) : t.db;
    const app2 = dialect === 'postgres' ? await buildApp({ config: t.config, db: db2, logger: false }) : t.app;
    await app2.ready();
    try {
      const cookie = `${consent()}; oasis_vid=HOTHOTHOTHOTHOTHOT0001`;
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => beacon(i % 2 ? app2 : t.app, cookie, [{ kind: 'project_view', project_id: projectId }])));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(204));
      // And both instances asked directly at the same moment: the database lets one of them win.
      const direct = await Promise.all([announceHot(t.db.kysely, t.config, 'enquiry', lead.id, 99, 'test', Date.now()), announceHot(db2.kysely, t.config, 'enquiry', lead.id, 99, 'test', Date.now())]);
      expect(direct).toEqual([false, false]);
    } finally {
      if (app2 !== t.app) {
        await app2.close();
        await db2.close();
      }
    }
    const keys = (await hotRows(lead.id)).map((r) => r.idempotency_key);
    expect(keys.filter((k) => k.includes('2026-11-26'))).toEqual([`enquiry-${lead.id}-hot-2026-11-26`, `enquiry-${lead.id}-hot-2026-11-26-webhook`]);
    const notices = await db.selectFrom('lead_hot_notices').selectAll().where('lead_id', '=', lead.id).orderBy('day').execute();
    expect(notices.map((n) => n.day)).toEqual(['2026-11-25', '2026-11-26']);
    expect(notices[1].reason).toMatch(/came back to the site/);

    // Two instances racing on a fresh day: exactly one wins.
    const db3 = dialect === 'postgres' ? openDatabase(t.config) : t.db;
    try {
      const later = T0 + 2 * DAY;
      const race = await Promise.all([announceHot(t.db.kysely, t.config, 'enquiry', lead.id, 80, 'race', later), announceHot(db3.kysely, t.config, 'enquiry', lead.id, 80, 'race', later)]);
      expect(race.filter(Boolean)).toHaveLength(1);
    } finally {
      if (db3 !== t.db) await db3.close();
    }
    expect(Number((await db.selectFrom('outbox').select(sql<number>`count(*)`.as('n')).where('idempotency_key', 'like', `enquiry-${lead.id}-hot-2026-11-27%`).executeTakeFirstOrThrow()).n)).toBe(2);
  });

  it('staff edit the rules in Lead Settings (bad ones refused naming the field); saved rules rescore the leads', async () => {
    const current = (await t.app.inject({ url: `/api/lead-settings/${settingsId}`, headers: owner })).json();
    delete current.id;
    delete current.updated_at;
    delete current.created_at;
    expect(current.lead_score_rules).toMatchObject({ half_life_days: 7, hot_threshold: 60 });
    const bad = await t.app.inject({ method: 'PUT', url: `/api/lead-settings/${settingsId}`, headers: owner, payload: { ...current, lead_score_rules: { ...RULES, half_life_days: 0 } } });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['lead_score_rules.half_life_days']);
    const threshold = await t.app.inject({ method: 'PUT', url: `/api/lead-settings/${settingsId}`, headers: owner, payload: { ...current, lead_score_rules: { ...RULES, timeline_points: [25, 15] } } });
    expect(Object.keys(threshold.json().errors)).toEqual(['lead_score_rules.timeline_points']);
    const ok = await t.app.inject({ method: 'PUT', url: `/api/lead-settings/${settingsId}`, headers: owner, payload: { ...current, lead_score_rules: { ...RULES, hot_threshold: 1000 } } });
    expect(ok.statusCode, ok.body).toBe(200);
    await rescoreAll(t.db.kysely);
    const lead = await db.selectFrom('enquiries').select(['score', 'hot']).where('email', '=', 'hot-buyer@example.test').executeTakeFirstOrThrow();
    expect(Number(lead.hot)).toBe(0);
    expect(lead.score).toBeGreaterThan(30);
  });
});
