import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { openSlots, slotsByDay, type SlotRules } from '../../server/bookings/slots';
import { queueDueReminders } from '../../server/bookings/reminders';
import type { Mail } from '../../server/outbox/messages';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/connect';

const HOUR = 3_600_000;

/** The invitation's VEVENT as a well-kept parser (ical.js) reads it, with its VTIMEZONE registered. */
function readIcs(content: string) {
  const cal = new ICAL.Component(ICAL.parse(content));
  for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const vevent = cal.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return { method: cal.getFirstPropertyValue('method'), uid: event.uid, sequence: event.sequence, start: event.startDate, end: event.endDate, tzid: vevent.getFirstProperty('dtstart')!.getParameter('tzid'), status: vevent.getFirstPropertyValue('status'), summary: event.summary };
}

describe('open slots: working hours in Dubai time, leave, lead time, the visitor\'s zone across a change of clocks', () => {
  const everyDay: SlotRules = { days: [0, 1, 2, 3, 4, 5, 6], start: '09:00', end: '10:00', slotMinutes: 30, leadMinutes: 60, daysAhead: 3, leave: ['2027-03-29'] };

  it('London moves its clocks on 28 March 2027: the same Dubai 09:00 shows 05:00 before and 06:00 after; Moscow stays 08:00', () => {
    const now = Date.parse('2027-03-26T12:00:00Z'); // Friday afternoon in Dubai: today's hours are over
    const starts = openSlots(everyDay, now, new Set());
    // Dubai is UTC+4 all year: 09:00 and 09:30 Dubai are 05:00 and 05:30 UTC every day; the 29th is leave.
    expect(starts).toEqual(['2027-03-27T05:00:00.000Z', '2027-03-27T05:30:00.000Z', '2027-03-28T05:00:00.000Z', '2027-03-28T05:30:00.000Z']);
    expect(slotsByDay(starts, 'Europe/London')).toEqual([
      { date: '2027-03-27', slots: [{ start: '2027-03-27T05:00:00.000Z', time: '05:00' }, { start: '2027-03-27T05:30:00.000Z', time: '05:30' }] },
      { date: '2027-03-28', slots: [{ start: '2027-03-28T05:00:00.000Z', time: '06:00' }, { start: '2027-03-28T05:30:00.000Z', time: '06:30' }] },
    ]);
    expect(slotsByDay(starts, 'Europe/Moscow').flatMap((d) => d.slots.map((s) => s.time))).toEqual(['08:00', '08:30', '08:00', '08:30']);
    // A visitor in Los Angeles sees Dubai's morning the evening before, on their own date.
    expect(slotsByDay(starts, 'America/Los_Angeles').map((d) => d.date)).toEqual(['2027-03-26', '2027-03-27']);
  });

  it('only working days; nothing sooner than the lead time; taken slots are gone', () => {
    const monToSat = { ...everyDay, days: [1, 2, 3, 4, 5, 6], leave: [], daysAhead: 2 };
    const now = Date.parse('2027-03-27T04:10:00Z'); // Saturday 08:10 Dubai: 09:00 is within the hour's lead time
    const starts = openSlots(monToSat, now, new Set(['2027-03-29T05:30:00.000Z']));
    expect(starts).toEqual(['2027-03-27T05:30:00.000Z', '2027-03-29T05:00:00.000Z']); // Sunday 28th off; Monday 09:30 taken
  });
});

describe.each(DIALECTS)('bookings (%s)', (dialect) => {
  let t: TestApp;
  let csrf: Record<string, string>;
  let owner: Record<string, string>;
  let project: { id: number; title: string; slug: string };
  let readyProject: { id: number };
  let slots: Array<{ start: string; time: string }>;

  beforeAll(async () => {
    // SMTP_URL set (nothing listens: the outbox keeps each e-mail, which is what these tests read) and no polling.
    t = await makeTestApp({ dialect, env: { smtpUrl: 'smtp://127.0.0.1:9', outboxPollMs: 0, outboxBaseDelayMs: 3_600_000, leadNotifyTo: 'sales-team@oasis.test' } });
    csrf = await t.csrf();
    owner = (await t.staff('owner')).headers;
    // Bookable around the clock in these tests, so they pass at any hour they run.
    await t.db.kysely.updateTable('settings').set({ lead_work_days: '[0,1,2,3,4,5,6]', lead_work_start: '00:00', lead_work_end: '23:30', booking_lead_minutes: 60, booking_days_ahead: 3 }).execute();
    project = await t.db.kysely.selectFrom('projects').select(['id', 'title', 'slug']).where('published', '=', 1).where('status', '<>', 'ready').orderBy('id').executeTakeFirstOrThrow();
    readyProject = await t.db.kysely.selectFrom('projects').select(['id']).where('published', '=', 1).where('status', '=', 'ready').orderBy('id').executeTakeFirstOrThrow();
    const res = await t.app.inject({ url: '/api/booking-slots?kind=video&tz=Europe/Moscow' });
    expect(res.statusCode, res.body).toBe(200);
    slots = res.json().days.flatMap((d: { slots: typeof slots }) => d.slots);
  });
  afterAll(async () => t?.close());

  const bookBody = (start: string, extra: Record<string, unknown> = {}) => ({
    kind: 'video', start, time_zone: 'Europe/Moscow', language: 'ru', name: 'Анна Смирнова', email: 'anna@example.test', phone: '+7 916 555 0101', project_id: project.id, source_path: `/ru/project/${project.slug}`, ...extra,
  });
  const book = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/sendBooking', headers: csrf, payload: body });
  const mails = async (bookingId: number) =>
    (await t.db.kysely.selectFrom('outbox').select(['idempotency_key', 'payload']).where('idempotency_key', 'like', `%booking-${bookingId}-%`).orderBy('id').execute()).map((r) => ({ key: r.idempotency_key, mail: JSON.parse(r.payload) as Mail }));

  it('lists open slots in the visitor\'s zone, at least the lead time ahead; refuses an unknown zone or a viewing of an off-plan project', async () => {
    expect(slots.length).toBeGreaterThan(10);
    expect(Date.parse(slots[0].start)).toBeGreaterThanOrEqual(Date.now() + HOUR - 60_000);
    // Moscow is UTC+3 all year.
    const utcHour = new Date(slots[0].start).getUTCHours();
    expect(slots[0].time).toBe(`${String((utcHour + 3) % 24).padStart(2, '0')}:${slots[0].start.slice(14, 16)}`);
    const bad = await t.app.inject({ url: '/api/booking-slots?kind=video&tz=Mars/Olympus' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('tz');
    const viewing = await t.app.inject({ url: `/api/booking-slots?kind=viewing&project_id=${project.id}` });
    expect(viewing.statusCode).toBe(422);
    expect((await t.app.inject({ url: `/api/booking-slots?kind=viewing&project_id=${readyProject.id}` })).statusCode).toBe(200);
  });

  it('an off-plan project with a show apartment offers viewings; without one the refusal says what to do', async () => {
    const refused = await t.app.inject({ url: `/api/booking-slots?kind=viewing&project_id=${project.id}` });
    expect(refused.json().errors.kind).toMatch(/ready projects and projects with a show apartment: book a call instead/);
    const flagged = await t.app.inject({ method: 'PUT', url: `/api/projects/${project.id}`, headers: owner, payload: { show_apartment: true } });
    expect(flagged.statusCode, flagged.body).toBe(200);
    expect(flagged.json().show_apartment).toBeTruthy();
    try {
      expect((await t.app.inject({ url: `/api/booking-slots?kind=viewing&project_id=${project.id}` })).statusCode).toBe(200);
      expect((await t.app.inject({ url: `/api/site/projects/${project.slug}` })).json().project.show_apartment).toBeTruthy();
      const viewing = await book(bookBody(slots[slots.length - 1].start, { kind: 'viewing', email: 'showflat@example.test', phone: '+7 916 555 0199' }));
      expect(viewing.statusCode, viewing.body).toBe(200);
      expect(viewing.json().data.kind).toBe('viewing');
      // Out of the way of the next tests, which count the bookings and take the slots.
      await t.db.kysely.deleteFrom('bookings').where('email', '=', 'showflat@example.test').execute();
    } finally {
      await t.app.inject({ method: 'PUT', url: `/api/projects/${project.id}`, headers: owner, payload: { show_apartment: false } });
    }
  });

  it('20 simultaneous requests for one slot: exactly one booking, the others 409 naming the field', async () => {
    const start = slots[1].start;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => book(bookBody(start, { email: `racer${i}@example.test`, phone: `+7 916 555 ${String(1000 + i)}` }))));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(answers.find((a) => a.statusCode === 409)!.json().errors).toHaveProperty('start');
    const rows = await t.db.kysely.selectFrom('bookings').selectAll().where('starts_at', '=', start).execute();
    expect(rows).toHaveLength(1);
    // The database itself refuses a second holder of the slot (what decides between two instances).
    const { id: _id, ...copy } = rows[0];
    await expect(t.db.kysely.insertInto('bookings').values({ ...copy, uid: 'another@test' }).execute()).rejects.toMatchObject({ code: dialect === 'postgres' ? '23505' : 'SQLITE_CONSTRAINT_UNIQUE' });
    // No lead was left behind by a loser: the one lead is the winner's.
    const racers = await t.db.kysely.selectFrom('enquiries').select('email').where('email', 'like', 'racer%').execute();
    expect(racers).toHaveLength(1);
    // The slot is no longer offered.
    const again = await t.app.inject({ url: '/api/booking-slots?kind=phone&tz=UTC' });
    expect(again.json().days.flatMap((d: { slots: Array<{ start: string }> }) => d.slots.map((s) => s.start))).not.toContain(start);
  });

  it.runIf(dialect === 'postgres')('two instances on one database: 20 requests split between them still make one booking', async () => {
    const db2 = openDatabase(t.config);
    const app2 = await buildApp({ config: t.config, db: db2, logger: false });
    await app2.ready();
    try {
      const start = slots[2].start;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? app2 : t.app).inject({ method: 'POST', url: '/api/sendBooking', headers: csrf, payload: bookBody(start, { email: `twin${i}@example.test`, phone: `+7 916 556 ${String(1000 + i)}` }) }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
      expect(await t.db.kysely.selectFrom('bookings').select('id').where('starts_at', '=', start).execute()).toHaveLength(1);
    } finally {
      await app2.close();
      await db2.close();
    }
  });

  it('a booking creates a routed lead and e-mails both sides an invitation (METHOD:REQUEST, the visitor\'s zone) that parses to the right instant', async () => {
    const start = slots[slots.length - 1].start; // more than a day ahead: the reminders are still to come
    const res = await book(bookBody(start));
    expect(res.statusCode, res.body).toBe(200);
    const booking = await t.db.kysely.selectFrom('bookings').selectAll().where('starts_at', '=', start).executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ kind: 'video', status: 'booked', time_zone: 'Europe/Moscow', language: 'ru', project_id: project.id, reminder_24h_at: null });
    const lead = await t.db.kysely.selectFrom('enquiries').selectAll().where('id', '=', booking.enquiry_id!).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ email: 'anna@example.test', project_id: project.id, status: 'new' });
    const sent = await mails(booking.id);
    expect(sent.map((m) => m.key)).toEqual([`enquiry-${lead.id}-booking-${booking.id}-s0-invitation-visitor`, `enquiry-${lead.id}-booking-${booking.id}-s0-invitation-team`]);
    const visitor = sent[0].mail;
    expect(visitor.to).toEqual(['anna@example.test']);
    expect(visitor.icalEvent?.method).toBe('REQUEST');
    const ics = readIcs(visitor.icalEvent!.content);
    expect(ics).toMatchObject({ method: 'REQUEST', sequence: 0, uid: booking.uid, status: 'CONFIRMED' });
    expect(ics.tzid).toBe('Europe/Moscow');
    expect(ics.start.toJSDate().toISOString()).toBe(start);
    expect(visitor.icalEvent!.content).toContain('BEGIN:VTIMEZONE');
    expect(visitor.icalEvent!.content).toMatch(/DTSTART;TZID=Europe\/Moscow:/);
    // In the language the visitor booked in (Russian): the e-mail, and the event's title in their calendar.
    expect(visitor.subject).toMatch(new RegExp(`^Вы записаны: видеозвонок — ${project.title}, `));
    // No name the visitor typed in a mail to their unconfirmed address (issue 37).
    expect(visitor.text).toMatch(/^Здравствуйте!\n\nВаш видеозвонок с .+ назначен на .+ \(Europe\/Moscow\)\./);
    expect(visitor.html).toContain('lang="ru"');
    expect(ics.summary).toMatch(/^Видеозвонок с /);
    expect(sent[1].mail.subject).toMatch(/^Booked: video call about /);
    // The team's copy is in Dubai time, the same instant.
    const team = readIcs(sent[1].mail.icalEvent!.content);
    expect(sent[1].mail.to).toContain('sales-team@oasis.test');
    expect(team.tzid).toBe('Asia/Dubai');
    expect(team.start.toJSDate().toISOString()).toBe(start);
    // A second booking by the same person joins the lead instead of making another.
    const second = await book(bookBody(slots[slots.length - 2].start));
    expect(second.statusCode).toBe(200);
    expect(await t.db.kysely.selectFrom('enquiries').select('id').where('email', '=', 'anna@example.test').execute()).toHaveLength(1);
  });

  it('reminders 24 h and 1 h before go through the outbox once each, even when two instances look at once', async () => {
    const start = slots[slots.length - 1].start;
    const booking = await t.db.kysely.selectFrom('bookings').selectAll().where('starts_at', '=', start).executeTakeFirstOrThrow();
    const at = Date.parse(start);
    const reminders = async () => (await mails(booking.id)).filter((m) => m.key.includes('reminder'));
    expect(await queueDueReminders(t.db, t.config, at - 25 * HOUR)).toBe(0);
    const [a, b] = await Promise.all([queueDueReminders(t.db, t.config, at - 23 * HOUR), queueDueReminders(t.db, t.config, at - 23 * HOUR)]);
    expect((await reminders()).map((m) => m.key.replace(/^.*-s0-/, ''))).toEqual(['reminder-24h-visitor', 'reminder-24h-team']);
    expect(await queueDueReminders(t.db, t.config, at - 2 * HOUR)).toBe(0);
    await queueDueReminders(t.db, t.config, at - 50 * 60_000);
    await queueDueReminders(t.db, t.config, at - 40 * 60_000);
    expect((await reminders()).map((m) => m.key.replace(/^.*-s0-/, ''))).toEqual(['reminder-24h-visitor', 'reminder-24h-team', 'reminder-1h-visitor', 'reminder-1h-team']);
    expect(a + b).toBeGreaterThanOrEqual(1);
    // The visitor booked in Russian: their reminder is in Russian, the team's in English.
    expect((await reminders())[0].mail.subject).toMatch(/^Напоминание: видеозвонок завтра, .*\(Europe\/Moscow\)$/);
    expect((await reminders())[1].mail.subject).toMatch(/^Reminder: video call tomorrow/);
    expect((await reminders())[2].mail.subject).toMatch(/^Напоминание: видеозвонок через час/);
  });

  it('staff confirm (a video call keeps the lead\'s stage: issue 40), reschedule (same UID, next SEQUENCE) and cancel (METHOD:CANCEL, the slot is free again)', async () => {
    const start = slots[slots.length - 2].start;
    const booking = await t.db.kysely.selectFrom('bookings').selectAll().where('starts_at', '=', start).executeTakeFirstOrThrow();
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/status`, headers: csrf, payload: { status: 'confirmed' } })).statusCode).toBe(401);
    const confirm = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/status`, headers: owner, payload: { status: 'confirmed' } });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const lead = await t.db.kysely.selectFrom('enquiries').select(['status', 'first_response_at']).where('id', '=', booking.enquiry_id!).executeTakeFirstOrThrow();
    // Issue 40 item 7: a confirmed video call is not a viewing and not the first response (nobody has spoken yet).
    expect(booking.kind).toBe('video');
    expect(lead.status).toBe('new');
    expect(lead.first_response_at).toBeNull();

    const taken = slots[1].start;
    const clash = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/reschedule`, headers: owner, payload: { start: taken } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toHaveProperty('start');
    const to = slots[5].start;
    const moved = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/reschedule`, headers: owner, payload: { start: to } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ starts_at: to, sequence: 1 });
    const afterMove = (await mails(booking.id)).filter((m) => m.key.includes('-s1-invitation-visitor'));
    const ics = readIcs(afterMove[0].mail.icalEvent!.content);
    expect(ics).toMatchObject({ uid: booking.uid, sequence: 1, method: 'REQUEST' });
    expect(ics.start.toJSDate().toISOString()).toBe(to);

    const cancel = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/status`, headers: owner, payload: { status: 'cancelled' } });
    expect(cancel.statusCode).toBe(200);
    const cancelMail = (await mails(booking.id)).find((m) => m.key.includes('-s2-cancel-visitor'))!;
    expect(readIcs(cancelMail.mail.icalEvent!.content)).toMatchObject({ uid: booking.uid, sequence: 2, method: 'CANCEL', status: 'CANCELLED' });
    // The freed slot can be booked again.
    expect((await book(bookBody(to, { email: 'next@example.test', phone: '+7 916 555 7777' }))).statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/status`, headers: owner, payload: { status: 'teleported' } });
    expect(bad.statusCode).toBe(422);
  });

  it('staff list the week\'s bookings; visitors cannot; a bad booking names its fields', async () => {
    const week = encodeURIComponent(JSON.stringify({ starts_at_gte: new Date().toISOString(), starts_at_lte: new Date(Date.now() + 7 * 24 * HOUR).toISOString() }));
    const list = await t.app.inject({ url: `/api/bookings?filter=${week}&sort=${encodeURIComponent('["starts_at","ASC"]')}`, headers: owner });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().length).toBeGreaterThanOrEqual(3);
    expect(list.body).not.toContain('"uid"');
    expect((await t.app.inject({ url: '/api/bookings' })).statusCode).toBe(401);
    const bad = await book({ kind: 'video', start: 'tomorrow', time_zone: 'Nowhere/City', name: '', email: 'x', phone: '1' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(expect.arrayContaining(['email', 'name', 'phone', 'start', 'time_zone']));
    // Staff set the booking rules in the lead settings: a leave day closes its slots; a bad date is named.
    const settings = (await t.app.inject({ url: '/api/lead-settings', headers: owner })).json()[0];
    const leaveDay = slots[slots.length - 1].start.slice(0, 10);
    const saved = await t.app.inject({ method: 'PUT', url: `/api/lead-settings/${settings.id}`, headers: owner, payload: { ...settings, booking_leave: [leaveDay] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ booking_leave: [leaveDay], booking_lead_minutes: 60 });
    const open = (await t.app.inject({ url: '/api/booking-slots?kind=phone&tz=Asia/Dubai' })).json().days.map((d: { date: string }) => d.date);
    expect(open).not.toContain(leaveDay);
    const badLeave = await t.app.inject({ method: 'PUT', url: `/api/lead-settings/${settings.id}`, headers: owner, payload: { ...settings, booking_leave: ['2026-13-45x'] } });
    expect(badLeave.statusCode).toBe(422);
    expect(Object.keys(badLeave.json().errors)).toEqual(['booking_leave.0']);
    const viewing = await book(bookBody(slots[3].start, { kind: 'viewing' }));
    expect(viewing.statusCode).toBe(422);
    expect(viewing.json().errors).toHaveProperty('kind');
  });
});
