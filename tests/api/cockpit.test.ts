import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { storedLead } from '../helpers/leads';
import { runDueSteps } from '../../server/follow-ups/runs';
import { COUNT_AHEAD } from '../../server/resources/routes';

/**
 * Issue 40, where the merged parts meet: the one lead scope on every route that touches a lead (WhatsApp, lead
 * deliveries, follow-up runs, My day, tasks with team leaders and the pool switch); follow-up plans that stop at once
 * and send WhatsApp templates through the real sender; a staff WhatsApp answer as the first response; the capped total.
 */
const APP_SECRET = 'cockpit-secret-0123456789';
const PHONE_ID = '106540352242922';
const sign = (body: string) => `sha256=${crypto.createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
const inbound = (wa: string, id: string, text = 'Is the 2BR still available?') =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '97143210000', phone_number_id: PHONE_ID }, contacts: [{ profile: { name: 'Karim' }, wa_id: wa }], messages: [{ from: wa, id, timestamp: String(Math.floor(Date.now() / 1000) - 60), type: 'text', text: { body: text } }] } }] }],
  });

type Staff = { id: number; headers: Record<string, string> };

describe.each(DIALECTS)('the sales cockpit where its parts meet (%s)', (dialect) => {
  const received: Array<{ url: string; body: Record<string, any> }> = [];
  let sentCount = 0;
  const graph = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      received.push({ url: req.url!, body: JSON.parse(raw || '{}') });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id: `wamid.OUT-${++sentCount}` }] }));
    });
  });
  let t: TestApp;
  let owner: Staff, salesA: Staff, salesB: Staff, leader: Staff;
  let leadA: number, leadB: number, pool: number;

  beforeAll(async () => {
    await new Promise<void>((r) => graph.listen(0, '127.0.0.1', () => r()));
    const base = `http://127.0.0.1:${(graph.address() as AddressInfo).port}`;
    t = await makeTestApp({
      dialect,
      env: { whatsappAppSecret: APP_SECRET, whatsappVerifyToken: 'v', whatsappGraphUrl: `${base}/v26.0`, whatsappPhoneNumberId: PHONE_ID, whatsappAccessToken: 'EAAG-cockpit-token', outboxPollMs: 0, outboxBaseDelayMs: 1 },
    });
    owner = await t.staff('owner');
    salesA = await t.staff('sales');
    salesB = await t.staff('sales');
    leader = await t.staff('sales');
    // B's team leader reaches B's leads; A is in no team.
    await t.db.kysely.updateTable('users').set({ team: 'Marina desk' }).where('id', 'in', [salesB.id, leader.id]).execute();
    await t.db.kysely.updateTable('users').set({ team_leader: 1 }).where('id', '=', leader.id).execute();
    leadA = await storedLead(t.db, { name: 'Ahmed A', email: 'ahmed@example.test', assignee_id: salesA.id, hot: 1 });
    leadB = await storedLead(t.db, { name: 'Boris B', email: 'boris@example.test', assignee_id: salesB.id, hot: 1 });
    pool = await storedLead(t.db, { name: 'Pool P', email: 'pool@example.test', assignee_id: null });
    const put = await t.app.inject({
      method: 'PUT', url: '/api/whatsapp/templates', headers: owner.headers,
      payload: { templates: [{ name: 'checking_in', language: 'ru', params: [], body: 'Здравствуйте! Вы ещё ищете квартиру в Дубае?' }, { name: 'checking_in', language: 'en_US', params: [], body: 'Hello! Are you still looking for a home in Dubai?' }, { name: 'needs_values', language: 'en', params: ['Name'], body: 'Hi {{1}}' }] },
    });
    expect(put.statusCode, put.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((r) => graph.close(() => r()));
  });

  const get = (url: string, who: Staff) => t.app.inject({ url, headers: who.headers });
  const webhook = async (body: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/whatsapp', headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body) }, payload: body });
    expect(res.statusCode, res.body).toBe(200);
  };
  const plan = async (name: string, steps: unknown[]) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/follow-up-plans', headers: owner.headers, payload: { name, trigger: 'manual', active: true, steps } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const start = async (leadId: number, planId: number) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/enquiries/${leadId}/follow-ups`, headers: owner.headers, payload: { plan_id: planId } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  const run = (id: number) => t.db.kysely.selectFrom('follow_up_runs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it("WhatsApp conversation and send, follow-up runs: another salesperson's lead is a 404; the owner and the team leader reach it", async () => {
    expect((await get(`/api/enquiries/${leadB}/whatsapp`, salesA)).statusCode).toBe(404);
    const refused = await t.app.inject({ method: 'POST', url: `/api/enquiries/${leadB}/whatsapp`, headers: salesA.headers, payload: { template: 'checking_in', language: 'ru' } });
    expect(refused.statusCode).toBe(404);
    expect(await t.db.kysely.selectFrom('whatsapp_messages').select('id').where('enquiry_id', '=', leadB).execute()).toHaveLength(0);
    expect((await get(`/api/enquiries/${leadB}/follow-ups`, salesA)).statusCode).toBe(404);
    for (const who of [owner, salesB, leader]) expect((await get(`/api/enquiries/${leadB}/whatsapp`, who)).statusCode).toBe(200);
    expect((await get(`/api/enquiries/${leadA}/whatsapp`, salesA)).statusCode).toBe(200);
    expect((await get(`/api/enquiries/${pool}/whatsapp`, salesA)).statusCode).toBe(200); // the pool is shown by default
    expect((await get(`/api/enquiries/${leadA}/whatsapp`, leader)).statusCode).toBe(404); // A is not in the leader's team
  });

  it('lead deliveries: a salesperson lists and retries only those of leads in their scope; the owner all', async () => {
    const now = new Date().toISOString();
    const row = (leadId: number, key: string) => ({ channel: 'email' as const, idempotency_key: key, lead_type: 'enquiry' as const, lead_id: leadId, payload: '{}', next_attempt_at: now, locked_until: null, last_error: 'Mail server refused', sent_at: null, created_at: now, updated_at: now });
    const [a] = await t.db.kysely.insertInto('outbox').values(row(leadA, `cockpit-a-${dialect}`)).returning('id').execute();
    const [b] = await t.db.kysely.insertInto('outbox').values(row(leadB, `cockpit-b-${dialect}`)).returning('id').execute();
    const [p] = await t.db.kysely.insertInto('outbox').values({ ...row(1, `cockpit-project-${dialect}`), lead_type: 'project' }).returning('id').execute();
    await t.db.kysely.updateTable('outbox').set({ status: 'failed' }).where('id', 'in', [a.id, b.id, p.id]).execute();
    const ids = async (who: Staff) => {
      const res = await get(`/api/lead-deliveries?range=${encodeURIComponent('[0,99]')}`, who);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().map((d: { id: number }) => d.id);
    };
    const mine = await ids(salesA);
    expect(mine).toContain(a.id);
    expect(mine).not.toContain(b.id);
    expect(mine).not.toContain(p.id); // a project's notice is no salesperson's lead
    expect(await ids(owner)).toEqual(expect.arrayContaining([a.id, b.id, p.id]));
    expect((await get(`/api/lead-deliveries/${b.id}`, salesA)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/lead-deliveries/${b.id}/retry`, headers: salesA.headers })).statusCode).toBe(404);
    expect((await t.db.kysely.selectFrom('outbox').select('status').where('id', '=', b.id).executeTakeFirstOrThrow()).status).toBe('failed');
    expect((await t.app.inject({ method: 'POST', url: `/api/lead-deliveries/${a.id}/retry`, headers: salesA.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/lead-deliveries/${b.id}/retry`, headers: owner.headers })).statusCode).toBe(200);
    await t.db.kysely.deleteFrom('outbox').where('id', 'in', [a.id, b.id, p.id]).execute();
  });

  it("tasks and My day follow the lead scope: the team leader sees the team's, the pool switch hides the pool", async () => {
    const create = (who: Staff, leadId: number, title: string) => t.app.inject({ method: 'POST', url: '/api/tasks', headers: who.headers, payload: { lead_id: leadId, title, due_at: new Date(Date.now() - 60_000).toISOString() } });
    const onB = await create(salesB, leadB, 'Send Boris the floor plans');
    expect(onB.statusCode, onB.body).toBe(201);
    const onPool = await create(salesA, pool, 'Qualify the pool lead');
    expect(onPool.statusCode, onPool.body).toBe(201);
    expect((await create(salesA, leadB, 'Poach Boris')).statusCode).toBe(422);
    const titles = async (who: Staff) => (await get(`/api/tasks?range=${encodeURIComponent('[0,99]')}`, who)).json().map((x: { title: string }) => x.title);
    expect(await titles(leader)).toEqual(expect.arrayContaining(['Send Boris the floor plans']));
    expect(await titles(salesA)).not.toContain('Send Boris the floor plans');
    expect((await get(`/api/tasks/${onB.json().id}`, salesA)).statusCode).toBe(404);
    expect(await titles(salesA)).toContain('Qualify the pool lead');

    // My day: hot leads and bookings of the scope only.
    const day = async (who: Staff) => (await get('/api/my-day', who)).json().data;
    expect((await day(salesA)).hot.map((h: { id: number }) => h.id)).toEqual([leadA]);
    expect((await day(leader)).hot.map((h: { id: number }) => h.id)).toEqual([leadB]);
    expect((await day(owner)).hot.map((h: { id: number }) => h.id)).toEqual(expect.arrayContaining([leadA, leadB]));

    await t.db.kysely.updateTable('settings').set({ lead_pool_visible: 0 }).execute();
    try {
      expect(await titles(salesA)).not.toContain('Qualify the pool lead');
      expect((await get(`/api/enquiries/${pool}/whatsapp`, salesA)).statusCode).toBe(404);
      expect((await create(salesA, pool, 'Another pool task')).statusCode).toBe(422);
    } finally {
      await t.db.kysely.updateTable('settings').set({ lead_pool_visible: 1 }).execute();
    }
  });

  it('a staff WhatsApp answer is the first response; our own messages never stop a plan; the person writing stops it at once', async () => {
    const wa = '971509990001';
    await webhook(inbound(wa, `wamid.cockpit-1-${dialect}`));
    const lead = (await t.db.kysely.selectFrom('enquiries').select(['id', 'first_response_at']).where('phone', '=', `+${wa}`).executeTakeFirstOrThrow());
    expect(lead.first_response_at).toBeNull();
    const planId = await plan(`Nudge ${dialect}`, [{ wait_days: 3, action: 'task', task_title: 'Call again' }]);
    const runId = await start(lead.id, planId);

    const sent = await t.app.inject({ method: 'POST', url: `/api/enquiries/${lead.id}/whatsapp`, headers: owner.headers, payload: { text: 'Yes, the 2BR is available. Shall I call you?' } });
    expect(sent.statusCode, sent.body).toBe(202);
    const after = await t.db.kysely.selectFrom('enquiries').select('first_response_at').where('id', '=', lead.id).executeTakeFirstOrThrow();
    expect(after.first_response_at).not.toBeNull();
    await runDueSteps(t.db.kysely); // the sweep's check too: an outgoing message is not a reply
    expect(await run(runId)).toMatchObject({ status: 'running', stop_reason: null });

    await webhook(inbound(wa, `wamid.cockpit-2-${dialect}`, 'Yes please, after 6 pm'));
    expect(await run(runId)).toMatchObject({ status: 'stopped', stop_reason: 'replied', next_at: null });
  });

  it('a plan stops at once when the lead is won (a staff save) or books', async () => {
    const planId = await plan(`Won or booked ${dialect}`, [{ wait_days: 5, action: 'task', task_title: 'Follow up' }]);
    const wonLead = await storedLead(t.db, { name: 'Won W', email: `won-${dialect}@example.test`, assignee_id: salesA.id });
    const wonRun = await start(wonLead, planId);
    const saved = await t.app.inject({ method: 'PUT', url: `/api/enquiries/${wonLead}`, headers: salesA.headers, payload: { status: 'won' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await run(wonRun)).toMatchObject({ status: 'stopped', stop_reason: 'won' });

    const email = `booker-${dialect}@example.test`;
    const booker = await storedLead(t.db, { name: 'Booker K', email, assignee_id: salesA.id });
    const bookRun = await start(booker, planId);
    await t.db.kysely.updateTable('settings').set({ lead_work_days: '[0,1,2,3,4,5,6]', lead_work_start: '00:00', lead_work_end: '23:30', booking_lead_minutes: 60, booking_days_ahead: 3 }).execute();
    const slots = (await t.app.inject({ url: '/api/booking-slots?kind=video&tz=Asia/Dubai' })).json().days.flatMap((d: { slots: Array<{ start: string }> }) => d.slots);
    const csrf = await t.csrf();
    const booked = await t.app.inject({ method: 'POST', url: '/api/sendBooking', headers: csrf, payload: { kind: 'video', start: slots[slots.length - 1].start, time_zone: 'Asia/Dubai', language: 'en', name: 'Booker K', email, phone: '+971 50 123 4567' } });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json(), booked.body).toBeTruthy();
    expect((await t.db.kysely.selectFrom('bookings').select('enquiry_id').where('email', '=', email).executeTakeFirstOrThrow()).enquiry_id).toBe(booker);
    expect(await run(bookRun)).toMatchObject({ status: 'stopped', stop_reason: 'booked' });
  });

  it("a plan's WhatsApp template goes through the outbox in the lead's language; one that is not approved or needs values is skipped with the reason", async () => {
    const wa = '79165550123';
    await webhook(inbound(wa, `wamid.cockpit-ru-${dialect}`, 'Здравствуйте'));
    const lead = (await t.db.kysely.selectFrom('enquiries').select('id').where('phone', '=', `+${wa}`).executeTakeFirstOrThrow()).id;
    await t.db.kysely.updateTable('enquiries').set({ language: 'ru' }).where('id', '=', lead).execute();
    const planId = await plan(`Templates ${dialect}`, [
      { wait_days: 0, action: 'whatsapp', whatsapp_template: 'checking_in' },
      { wait_days: 0, action: 'whatsapp', whatsapp_template: 'not_listed' },
      { wait_days: 0, action: 'whatsapp', whatsapp_template: 'needs_values' },
    ]);
    const runId = await start(lead, planId);
    for (let i = 0; i < 3; i++) expect(await runDueSteps(t.db.kysely)).toBe(1);
    const steps = await t.db.kysely.selectFrom('follow_up_run_steps').select(['outcome', 'detail']).where('run_id', '=', runId).orderBy('step_index').execute();
    expect(steps.map((s) => `${s.outcome}: ${s.detail}`)[0]).toMatch(/^sent/);
    expect(steps.map((s) => s.outcome)).toEqual(['sent', 'skipped', 'skipped']);
    expect(steps[1].detail).toMatch(/"not_listed" is not an approved template/);
    expect(steps[2].detail).toMatch(/needs values \(Name\)/);

    received.length = 0;
    await t.app.outbox.runOnce();
    const out = received.filter((r) => r.body.to === wa);
    expect(out).toHaveLength(1);
    expect(out[0].url).toBe(`/v26.0/${PHONE_ID}/messages`);
    expect(out[0].body).toMatchObject({ messaging_product: 'whatsapp', to: wa, type: 'template', template: { name: 'checking_in', language: { code: 'ru' } } });
    const msg = await t.db.kysely.selectFrom('whatsapp_messages').selectAll().where('enquiry_id', '=', lead).where('direction', '=', 'out').executeTakeFirstOrThrow();
    expect(msg).toMatchObject({ kind: 'template', body: 'Здравствуйте! Вы ещё ищете квартиру в Дубае?', author_id: null, status: 'accepted' });
    // The plan's own message is not the person's reply: the run finished its steps rather than stopping.
    expect(await run(runId)).toMatchObject({ status: 'finished' });
    // Nor is it a staff answer.
    expect((await t.db.kysely.selectFrom('enquiries').select('first_response_at').where('id', '=', lead).executeTakeFirstOrThrow()).first_response_at).toBeNull();
  });

  it('a staff list counts up to the page end plus a margin: an exact total below, "N+" above; the rows are the same', async () => {
    const before = await get(`/api/enquiries?range=${encodeURIComponent('[0,9]')}`, owner);
    const exact = Number(before.headers['content-range']!.toString().split('/')[1]);
    expect(before.headers['content-range']).toBe(`enquiries 0-${Math.min(exact, 10) - 1}/${exact}`);
    const now = new Date().toISOString();
    const extra = COUNT_AHEAD + 20 - exact;
    for (let i = 0; i < extra; i += 200)
      await t.db.kysely.insertInto('enquiries').values(Array.from({ length: Math.min(200, extra - i) }, (_, j) => ({ name: `Bulk ${i + j}`, email: `bulk${i + j}@example.test`, phone: '', budget: '', investment_timeline: '', status: 'new', assignee_id: salesB.id, created_at: now, updated_at: now }))).execute();
    const capped = await get(`/api/enquiries?range=${encodeURIComponent('[0,9]')}`, owner);
    expect(capped.headers['content-range']).toBe(`enquiries 0-9/${10 + COUNT_AHEAD}+`);
    expect(capped.json()).toHaveLength(10);
    // Deeper pages move the cap with them (here within reach again: exact); a salesperson's smaller scope stays exact.
    expect((await get(`/api/enquiries?range=${encodeURIComponent('[25,49]')}`, owner)).headers['content-range']).toBe(`enquiries 25-49/${COUNT_AHEAD + 20}`);
    const mine = await get(`/api/enquiries?range=${encodeURIComponent('[0,9]')}`, salesA);
    expect(mine.headers['content-range']).toMatch(/^enquiries 0-\d+\/\d+$/);
    await t.db.kysely.deleteFrom('enquiries').where('email', 'like', 'bulk%@example.test').execute();
  });
});
