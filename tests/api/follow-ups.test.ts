import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { smtpReceiver } from '../helpers/smtp';
import { storedLead } from '../helpers/leads';
import { runDueSteps, startByRules } from '../../server/follow-ups/runs';

/** Issue 40 item 3: follow-up plans run their steps in the lead's language and stop by themselves when the lead replies. */
async function until<T>(read: () => T | Promise<T>, check: (v: T) => boolean, what: string): Promise<T> {
  const deadline = performance.now() + 10_000;
  let last = await read();
  while (!check(last)) {
    if (performance.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(last).slice(0, 300)} after 10 s`);
    await new Promise((r) => setTimeout(r, 50));
    last = await read();
  }
  return last;
}

const DAY = 86_400_000;

describe.each(DIALECTS)('follow-up plans on %s', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  let sales: { id: number; headers: Record<string, string> };
  let other: { id: number; headers: Record<string, string> };
  let planId: number;

  const plan = {
    name: 'After the first enquiry',
    trigger: 'manual',
    active: true,
    steps: [
      { wait_days: 0, action: 'email', subject: { en: 'Your Dubai shortlist', ru: 'Ваша подборка в Дубае' }, body: { en: 'Hello {name}, here is your shortlist.', ru: 'Здравствуйте, {name}! Вот ваша подборка.' } },
      { wait_days: 0, action: 'whatsapp', whatsapp_template: 'follow_up_1' },
      { wait_days: 2, action: 'task', task_title: 'Call about the shortlist' },
      { wait_days: 3, action: 'email', subject: { en: 'Still interested?' }, body: { en: 'Shall we book a viewing?' } },
    ],
  };

  beforeAll(async () => {
    smtp = await smtpReceiver();
    t = await makeTestApp({ dialect, content: 'none', env: { smtpUrl: smtp.url, mailFrom: 'Oasis Invest <site@oasis.test>', outboxPollMs: 100, outboxBaseDelayMs: 50 } });
    sales = await t.staff('sales');
    other = await t.staff('sales');
    const res = await t.app.inject({ method: 'POST', url: '/api/follow-up-plans', headers: sales.headers, payload: plan });
    expect(res.statusCode, res.body).toBe(201);
    planId = res.json().id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const runsOf = async (leadId: number) => (await t.app.inject({ url: `/api/enquiries/${leadId}/follow-ups`, headers: sales.headers })).json().data;

  it('a plan names the field of a step that lacks what it needs', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/follow-up-plans', headers: sales.headers, payload: { name: 'Broken', steps: [{ wait_days: 1, action: 'email', body: { en: 'x' } }] } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['steps.0.subject.en']).toMatch(/English subject/);
    const none = await t.app.inject({ method: 'POST', url: '/api/follow-up-plans', headers: sales.headers, payload: { name: 'Empty', steps: [] } });
    expect(none.json().errors.steps).toBe('A plan needs at least one step');
  });

  it("started by hand, its e-mail goes through the outbox in the lead's language; a WhatsApp step while sending is not set up is skipped with the reason", async () => {
    const lead = await storedLead(t.db, { name: 'Olga Smirnova', email: 'olga@example.test', assignee_id: sales.id, source_path: '/ru/project/marina-vista' });
    // Not someone else's lead.
    expect((await t.app.inject({ method: 'POST', url: `/api/enquiries/${lead}/follow-ups`, headers: other.headers, payload: { plan_id: planId } })).statusCode).toBe(404);
    const start = await t.app.inject({ method: 'POST', url: `/api/enquiries/${lead}/follow-ups`, headers: sales.headers, payload: { plan_id: planId } });
    expect(start.statusCode, start.body).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: `/api/enquiries/${lead}/follow-ups`, headers: sales.headers, payload: { plan_id: planId } })).statusCode).toBe(409);

    const now = Date.now();
    expect(await runDueSteps(t.db.kysely, now)).toBe(1); // the e-mail; the WhatsApp step is due at once too, on the next look
    expect(await runDueSteps(t.db.kysely, now)).toBe(1);
    expect(await runDueSteps(t.db.kysely, now)).toBe(0); // the task waits two days
    t.app.outbox.wake();
    const mails = await until(() => smtp.messages.filter((m) => m.rcpt.includes('olga@example.test')), (l) => l.length >= 1, 'follow-up e-mail');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Ваша подборка в Дубае');
    expect(mails[0].text).toContain('Здравствуйте, Olga Smirnova!');
    const [run] = await runsOf(lead);
    expect(run).toMatchObject({ plan_name: 'After the first enquiry', status: 'running', step_index: 2 });
    expect(run.steps.map((s: { action: string; outcome: string }) => `${s.action}:${s.outcome}`)).toEqual(['email:sent', 'whatsapp:skipped']);
    expect(run.steps[1].detail).toMatch(/WhatsApp sending is not set up on this server/);

    // Two days later: the task is created for the lead's salesperson.
    expect(await runDueSteps(t.db.kysely, now + 2 * DAY + 1000)).toBe(1);
    const tasks = await t.db.kysely.selectFrom('tasks').selectAll().where('lead_id', '=', lead).execute();
    expect(tasks.map((x) => x.title)).toEqual(['Call about the shortlist']);
  });

  it('stops by itself when the lead replies on WhatsApp: no further step runs', async () => {
    const lead = await storedLead(t.db, { name: 'Wei Zhang', email: 'wei@example.test', assignee_id: sales.id, source_path: '/zh/' });
    expect((await t.app.inject({ method: 'POST', url: `/api/enquiries/${lead}/follow-ups`, headers: sales.headers, payload: { plan_id: planId } })).statusCode).toBe(201);
    const now = Date.now();
    await runDueSteps(t.db.kysely, now);
    const at = new Date(now + 1000).toISOString();
    await t.db.kysely.insertInto('whatsapp_messages').values({ wa_message_id: `wamid.reply${lead}`, enquiry_id: lead, from_phone: '8613800000000', kind: 'text', body: '你好，我有兴趣', sent_at: at, created_at: at }).execute();
    await runDueSteps(t.db.kysely, now + 10 * DAY);
    const [run] = await runsOf(lead);
    expect(run).toMatchObject({ status: 'stopped', stop_reason: 'replied', next_at: null });
    expect(run.steps).toHaveLength(1);
    const mails = smtp.messages.filter((m) => m.rcpt.includes('wei@example.test'));
    // The only e-mail it sent was the first one, in English (no Chinese text: English stands in).
    await until(() => smtp.messages.filter((m) => m.rcpt.includes('wei@example.test')), (l) => l.length >= 1, 'first e-mail');
    expect(mails.every((m) => m.subject === 'Your Dubai shortlist')).toBe(true);
  });

  it('stops when the lead is won, and starts by rule on new site leads once', async () => {
    const auto = await t.app.inject({ method: 'POST', url: '/api/follow-up-plans', headers: sales.headers, payload: { ...plan, name: 'New site leads', trigger: 'new_site_lead' } });
    expect(auto.statusCode, auto.body).toBe(201);
    const fromSite = await storedLead(t.db, { name: 'Site Visitor', email: 'visitor@example.test', assignee_id: sales.id, source_path: '/project/x' });
    const [a, b] = await Promise.all([startByRules(t.db.kysely), startByRules(t.db.kysely)]);
    expect(a + b).toBe(1);
    await t.db.kysely.updateTable('enquiries').set({ status: 'won' }).where('id', '=', fromSite).execute();
    await runDueSteps(t.db.kysely);
    const runs = await runsOf(fromSite);
    expect(runs).toEqual([expect.objectContaining({ plan_name: 'New site leads', status: 'stopped', stop_reason: 'won' })]);
  });
});
