import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { smtpReceiver } from '../helpers/smtp';
import { storedLead } from '../helpers/leads';
import { queueDueTaskReminders } from '../../server/tasks/reminders';

/** Issue 40 item 3: tasks on leads in the simple-rest protocol, scoped to a salesperson's work, reminded once. */
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

describe.each(DIALECTS)('tasks on %s', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  let salesA: { id: number; headers: Record<string, string> };
  let salesB: { id: number; headers: Record<string, string> };
  let admin: { id: number; headers: Record<string, string> };
  let editor: { id: number; headers: Record<string, string> };
  let leadA: number;
  let leadB: number;
  const emailA = `sales-a-${dialect}@oasis.test`;

  beforeAll(async () => {
    smtp = await smtpReceiver();
    t = await makeTestApp({ dialect, content: 'none', env: { smtpUrl: smtp.url, mailFrom: 'Oasis Invest <site@oasis.test>', outboxPollMs: 100, outboxBaseDelayMs: 50 } });
    salesA = await t.staff('sales', { email: emailA });
    salesB = await t.staff('sales');
    admin = await t.staff('admin');
    editor = await t.staff('editor');
    leadA = await storedLead(t.db, { name: 'Anna Petrova', email: 'anna@example.test', assignee_id: salesA.id });
    leadB = await storedLead(t.db, { name: 'Bilal Khan', email: 'bilal@example.test', assignee_id: salesB.id });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const call = (who: { headers: Record<string, string> }, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

  it('a salesperson adds, lists, completes and removes a task on their lead; the server sets who created it', async () => {
    const due = new Date(Date.now() + 3600_000).toISOString();
    const created = await call(salesA, 'POST', '/api/tasks', { lead_id: leadA, title: 'Call back about the 2-bedroom', due_at: due, created_by: salesB.id, reminded_at: '2020-01-01T00:00:00Z' });
    expect(created.statusCode, created.body).toBe(201);
    const task = created.json();
    // The server's fields are the server's: the creator is the signed-in member, no reminder yet.
    expect(task).toMatchObject({ lead_id: leadA, title: 'Call back about the 2-bedroom', due_at: due, assignee_id: null, created_by: salesA.id, reminded_at: null, done_at: null });

    const list = await call(salesA, 'GET', `/api/tasks?filter=${encodeURIComponent(JSON.stringify({ lead_id: leadA }))}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((r: { id: number }) => r.id)).toEqual([task.id]);
    expect(list.headers['content-range']).toBe('tasks 0-0/1');

    const done = await call(salesA, 'PUT', `/api/tasks/${task.id}`, { ...task, done_at: new Date().toISOString() });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().done_at).not.toBeNull();
    expect((await call(salesA, 'DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(200);
    expect((await call(salesA, 'GET', `/api/tasks/${task.id}`)).statusCode).toBe(404);
  });

  it('bad input answers 422 naming the field', async () => {
    const missing = await call(salesA, 'POST', '/api/tasks', { lead_id: leadA, title: '' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['due_at', 'title']);
    const words = await call(salesA, 'POST', '/api/tasks', { lead_id: leadA, title: 'x', due_at: 'tomorrow' });
    expect(words.json().errors.due_at).toMatch(/must be a date/);
    const noLead = await call(salesA, 'POST', '/api/tasks', { lead_id: 999_999, title: 'x', due_at: '2026-12-01' });
    expect(noLead.statusCode).toBe(422);
    expect(noLead.json().errors.lead_id).toBe('There is no lead #999999');
  });

  it("sales A neither sees nor changes sales B's tasks, nor adds tasks to B's lead; admins see all; editors none", async () => {
    const due = new Date(Date.now() + 7200_000).toISOString();
    const b = (await call(salesB, 'POST', '/api/tasks', { lead_id: leadB, title: 'Send the payment plan', due_at: due })).json();
    const a = (await call(salesA, 'POST', '/api/tasks', { lead_id: leadA, title: 'Confirm the viewing', due_at: due })).json();
    const seen = (who: { headers: Record<string, string> }) => call(who, 'GET', '/api/tasks').then((r) => r.json().map((x: { id: number }) => x.id));
    expect(await seen(salesA)).toEqual([a.id]);
    expect(await seen(salesB)).toEqual([b.id]);
    expect((await seen(admin)).sort()).toEqual([a.id, b.id].sort());
    expect((await call(salesA, 'GET', `/api/tasks/${b.id}`)).statusCode).toBe(404);
    expect((await call(salesA, 'PUT', `/api/tasks/${b.id}`, { ...b, title: 'mine now' })).statusCode).toBe(404);
    expect((await call(salesA, 'DELETE', `/api/tasks/${b.id}`)).statusCode).toBe(404);
    const onB = await call(salesA, 'POST', '/api/tasks', { lead_id: leadB, title: 'Steal', due_at: due });
    expect(onB.statusCode).toBe(422);
    expect(onB.json().errors.lead_id).toMatch(/assigned to someone else/);
    expect((await call(editor, 'GET', '/api/tasks')).statusCode).toBe(403);
    // A task the manager gives A on B's lead is A's to see (assigned to them).
    const given = (await call(admin, 'POST', '/api/tasks', { lead_id: leadB, title: 'Cover for Bilal', due_at: due, assignee_id: salesA.id })).json();
    expect(await seen(salesA)).toContain(given.id);
    for (const id of [a.id, b.id, given.id]) await call(admin, 'DELETE', `/api/tasks/${id}`);
  });

  it("a task's reminder e-mail arrives once, even with two instances racing; the back-office notice and My day show it", async () => {
    const due = new Date(Date.now() - 60_000).toISOString();
    const task = (await call(salesA, 'POST', '/api/tasks', { lead_id: leadA, title: 'Call Anna about the Marina unit', due_at: due })).json();
    const [x, y] = await Promise.all([queueDueTaskReminders(t.db.kysely, t.config), queueDueTaskReminders(t.db.kysely, t.config)]);
    expect(x + y).toBe(1);
    expect(await queueDueTaskReminders(t.db.kysely, t.config)).toBe(0);
    t.app.outbox.wake();
    const mails = await until(() => smtp.messages.filter((m) => m.subject?.includes('Call Anna')), (l) => l.length >= 1, 'task reminder');
    expect(mails).toHaveLength(1);
    expect(mails[0].rcpt).toEqual([emailA]);
    expect(mails[0].subject).toBe('Task due: Call Anna about the Marina unit (Anna Petrova)');
    expect(mails[0].text).toContain(`/admin/enquiries/${leadA}`);
    // Every outbox row of it was sent once: nothing left to send.
    await t.app.outbox.runOnce();
    expect(smtp.messages.filter((m) => m.subject?.includes('Call Anna'))).toHaveLength(1);

    const notices = (await call(salesA, 'GET', `/api/tasks/reminders?since=${encodeURIComponent(new Date(Date.now() - 600_000).toISOString())}`)).json();
    expect(notices.data.map((n: { id: number }) => n.id)).toEqual([task.id]);
    expect((await call(salesB, 'GET', '/api/tasks/reminders')).json().data).toEqual([]);
    expect((await call(salesA, 'GET', '/api/tasks/reminders?since=yesterday')).statusCode).toBe(400);

    const day = (await call(salesA, 'GET', '/api/my-day')).json().data;
    expect(day.tasks).toEqual([expect.objectContaining({ id: task.id, lead_name: 'Anna Petrova', overdue: true })]);
    expect((await call(salesB, 'GET', '/api/my-day')).json().data.tasks).toEqual([]);

    // Moving the due time reminds again, once.
    const later = new Date(Date.now() - 1000).toISOString();
    const moved = await call(salesA, 'PUT', `/api/tasks/${task.id}`, { ...task, due_at: later });
    expect(moved.json().reminded_at).toBeNull();
    expect(await queueDueTaskReminders(t.db.kysely, t.config)).toBe(1);
    // A done task is never reminded.
    const doneTask = (await call(salesA, 'POST', '/api/tasks', { lead_id: leadA, title: 'Already done', due_at: due, done_at: due })).json();
    expect(await queueDueTaskReminders(t.db.kysely, t.config)).toBe(0);
    expect(doneTask.reminded_at).toBeNull();
  });
});
