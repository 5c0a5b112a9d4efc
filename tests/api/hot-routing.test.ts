import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { escalateOverdue } from '../../server/leads/escalation';

/** Routing v2 and escalation (issue 28), with a fixed clock: Wednesday 25 November 2026. */
const T = Date.parse('2026-11-25T08:00:00.000Z'); // 12:00 in Dubai, 11:00 in Moscow
const MIN = 60_000;

describe.each(DIALECTS)('routing v2 and escalation (%s)', (dialect) => {
  let t: TestApp;
  let db: Kysely<any>;
  let csrf: Record<string, string>;
  let owner: { id: number; headers: Record<string, string> };
  const ids: Record<string, number> = {};
  let n = 0;

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: 'demo', env: { smtpUrl: 'smtp://127.0.0.1:9', outboxPollMs: 0 } });
    db = t.db.kysely as unknown as Kysely<any>;
    csrf = await t.csrf();
    owner = await t.staff('owner', { email: 'olga@oasis.test' });
    await db.updateTable('users').set({ first_name: 'Olga', last_name: 'Owner' }).where('id', '=', owner.id).execute();
    const people = {
      Ahmed: { languages: ['ar', 'en'], time_zone: 'Asia/Dubai', work_days: [0, 1, 2, 3, 4, 5, 6], work_start: '09:00', work_end: '18:00', leave: ['2026-11-25'], paused: false },
      Layla: { languages: ['ar'], time_zone: 'Asia/Dubai', work_days: [1, 2, 3, 4, 5], work_start: '09:00', work_end: '18:00', leave: [], paused: false },
      Ivan: { languages: ['ru'], time_zone: 'Europe/Moscow', work_days: [1, 2, 3, 4, 5], work_start: '09:00', work_end: '18:00', leave: [], paused: false },
    };
    for (const [name, availability] of Object.entries(people)) {
      const s = await t.staff('sales', { email: `${name.toLowerCase()}@oasis.test` });
      ids[name] = s.id;
      await db.updateTable('users').set({ first_name: name, last_name: 'Sales', availability: JSON.stringify(availability) }).where('id', '=', s.id).execute();
    }
    const settingsId = (await db.selectFrom('settings').select('id').executeTakeFirstOrThrow()).id;
    const current = (await t.app.inject({ url: `/api/lead-settings/${settingsId}`, headers: owner.headers })).json();
    for (const k of ['id', 'created_at', 'updated_at']) delete current[k];
    const rules = [
      { name: 'Arabic speakers', language: 'ar', assignee_ids: [ids.Ahmed, ids.Layla] },
      { name: 'Russian desk', language: 'ru', assignee_ids: [ids.Ivan] },
    ];
    const bad = await t.app.inject({ method: 'PUT', url: `/api/lead-settings/${settingsId}`, headers: owner.headers, payload: { ...current, lead_routing_rules: [{ name: 'No one', assignee_ids: [] }] } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['lead_routing_rules.0.assignee_ids']);
    const ok = await t.app.inject({
      method: 'PUT', url: `/api/lead-settings/${settingsId}`, headers: owner.headers,
      payload: { ...current, lead_routing_rules: rules, lead_fallback_owner_id: owner.id, lead_escalation: 'reassign', lead_sla_minutes: 30, lead_sla_working_hours: false },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t?.close();
  });

  const enquire = async (at: number, sourcePath: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
    const email = `route-${++n}@example.test`;
    const res = await t.app.inject({
      method: 'POST', url: '/api/sendEnquiry', headers: csrf,
      payload: { name: `Route ${n}`, email, phone: `+97150123${String(4000 + n)}`, budget: '2000000', investmentTimeline: 'Immediately', source_path: sourcePath },
    });
    vi.useRealTimers();
    expect(res.statusCode, res.body).toBe(200);
    return db.selectFrom('enquiries').select(['id', 'assignee_id', 'routing_note']).where('email', '=', email).executeTakeFirstOrThrow();
  };

  it('routes by page language, skips people on leave or outside their hours, falls back to the owner, and says why', async () => {
    const arabic = await enquire(T, '/ar/project/palm');
    expect(arabic.assignee_id).toBe(ids.Layla);
    expect(arabic.routing_note).toBe("Arabic page -> rule 'Arabic speakers' -> Layla Sales (Ahmed Sales on leave)");
    const russian = await enquire(T, '/ru/project/palm');
    expect(russian.assignee_id).toBe(ids.Ivan);
    expect(russian.routing_note).toBe("Russian page -> rule 'Russian desk' -> Ivan Sales");
    // 19:00 in Moscow: Ivan's day is over; nobody else on the rule -> the fallback owner.
    const late = await enquire(T + 8 * 60 * MIN, '/ru/project/palm');
    expect(late.assignee_id).toBe(owner.id);
    expect(late.routing_note).toBe("Russian page -> rule 'Russian desk' -> nobody available (Ivan Sales outside hours) -> fallback owner Olga Owner");
    // No rule for English pages: round-robin among the available sales staff.
    const english = await enquire(T, '/project/palm');
    expect(english.routing_note).toMatch(/^Round-robin -> (Layla|Ivan) Sales/);
    expect([ids.Layla, ids.Ivan]).toContain(english.assignee_id);
  });

  it('escalates a lead without first contact once when the response target passes, and records it', async () => {
    // The demo's and the earlier tests' leads are out of the way.
    for (const table of ['enquiries', 'mortgage_enquiries']) await db.updateTable(table).set({ escalated_at: new Date(T).toISOString() }).where('escalated_at', 'is', null).execute();
    const lead = await enquire(T, '/ar/project/palm');
    expect(lead.assignee_id).toBe(ids.Layla);
    expect(await escalateOverdue(t.db.kysely, t.config, T + 29 * MIN)).toBe(0);
    const [a, b] = await Promise.all([escalateOverdue(t.db.kysely, t.config, T + 31 * MIN), escalateOverdue(t.db.kysely, t.config, T + 31 * MIN)]);
    expect(a + b).toBe(1);
    expect(await escalateOverdue(t.db.kysely, t.config, T + 90 * MIN)).toBe(0);
    const after = await db.selectFrom('enquiries').select(['assignee_id', 'routing_note', 'escalated_at']).where('id', '=', lead.id).executeTakeFirstOrThrow();
    // Ahmed is on leave: the next available salesperson is Ivan.
    expect(after.assignee_id).toBe(ids.Ivan);
    expect(after.routing_note).toMatch(/; No first contact within 30 min -> reassigned to Ivan Sales/);
    expect(after.escalated_at).toBe(new Date(T + 31 * MIN).toISOString());
    const audits = await db.selectFrom('audit_logs').select('changes').where('action', '=', 'escalate').where('record_id', '=', String(lead.id)).execute();
    expect(audits).toHaveLength(1);
    expect((await db.selectFrom('outbox').select('idempotency_key').where('idempotency_key', '=', `enquiry-${lead.id}-escalated`).execute())).toHaveLength(1);

    // Reported instead, when Lead Settings say so; a lead that got its first contact is left alone.
    await db.updateTable('settings').set({ lead_escalation: 'report' }).execute();
    const second = await enquire(T, '/ru/project/palm');
    const answered = await enquire(T, '/ru/project/palm');
    await db.updateTable('enquiries').set({ first_response_at: new Date(T + 5 * MIN).toISOString(), status: 'contacted' }).where('id', '=', answered.id).execute();
    expect(await escalateOverdue(t.db.kysely, t.config, T + 45 * MIN)).toBe(1);
    const reported = await db.selectFrom('enquiries').select(['assignee_id', 'routing_note']).where('id', '=', second.id).executeTakeFirstOrThrow();
    expect(reported.assignee_id).toBe(second.assignee_id);
    expect(reported.routing_note).toMatch(/No first contact within 30 min -> reported to the managers$/);
    const mail = await db.selectFrom('outbox').select('payload').where('idempotency_key', '=', `enquiry-${second.id}-escalated`).executeTakeFirstOrThrow();
    expect(JSON.parse(mail.payload).to).toContain('olga@oasis.test');
  });

  it('sales type a phone-call lead with the site\'s enquiry rules: refused fields named, then routed and scored like a site lead', async () => {
    const sales = await t.staff('sales', { email: 'typist@oasis.test' });
    const payload = { channel: 'phone_call', name: 'Caller One', email: 'caller.one@example.test', phone: '+971 1234567', budget: '4000000', investmentTimeline: 'Immediately', notes: 'Called about the Palm' };
    const short = await t.app.inject({ method: 'POST', url: '/api/enquiries/typed', headers: sales.headers, payload });
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors)).toEqual(['phone']);
    const badChannel = await t.app.inject({ method: 'POST', url: '/api/enquiries/typed', headers: sales.headers, payload: { ...payload, phone: '+971 50 123 4567', channel: 'fax' } });
    expect(Object.keys(badChannel.json().errors)).toEqual(['channel']);
    expect((await t.app.inject({ method: 'POST', url: '/api/enquiries/typed', headers: csrf, payload })).statusCode).toBe(401);
    const ok = await t.app.inject({ method: 'POST', url: '/api/enquiries/typed', headers: sales.headers, payload: { ...payload, phone: '+971 50 123 4567' } });
    expect(ok.statusCode, ok.body).toBe(200);
    const lead = await db.selectFrom('enquiries').selectAll().where('id', '=', ok.json().data.id).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ name: 'Caller One', phone: '+971 50 123 4567', source_path: 'back-office:phone_call', utm_source: 'phone_call', notes: 'Called about the Palm', status: 'new' });
    expect(lead.routing_note).toBeTruthy();
    expect(lead.score).toBeGreaterThan(0);
    const audit = await db.selectFrom('audit_logs').select('user_id').where('action', '=', 'create-typed').where('record_id', '=', String(lead.id)).executeTakeFirstOrThrow();
    expect(audit.user_id).toBe(sales.id);
  });
});
