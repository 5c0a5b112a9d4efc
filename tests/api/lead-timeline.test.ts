import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';

/** Issue 40 items 1, 2, 4: one lead per person, the lead's timeline, leads that belong to someone (decision 033). */
const NOW = () => new Date().toISOString();

describe.each(DIALECTS)('one lead per person, the timeline, ownership (%s)', (dialect) => {
  let t: TestApp;
  let db: Kysely<any>;
  let csrf: Record<string, string>;
  let owner: { id: number; headers: Record<string, string> };
  let salesA: { id: number; headers: Record<string, string> };
  let salesB: { id: number; headers: Record<string, string> };
  let project: { id: number; slug: string };
  let n = 0;

  beforeAll(async () => {
    t = await makeTestApp({ dialect, env: { outboxPollMs: 0, outboxBaseDelayMs: 3_600_000 } });
    db = t.db.kysely as unknown as Kysely<any>;
    csrf = await t.csrf();
    owner = await t.staff('owner');
    salesA = await t.staff('sales');
    salesB = await t.staff('sales');
    await db.updateTable('settings').set({ lead_work_days: '[0,1,2,3,4,5,6]', lead_work_start: '00:00', lead_work_end: '23:30', booking_lead_minutes: 60, booking_days_ahead: 3 }).execute();
    project = await db.selectFrom('projects').select(['id', 'slug']).where('published', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  });
  afterAll(async () => t?.close());

  const lead = async (v: Record<string, unknown>) =>
    (await db.insertInto('enquiries').values({ name: 'Someone', email: `person${++n}@example.test`, phone: `+97150${1000000 + n}`, budget: '', investment_timeline: '', status: 'new', created_at: NOW(), updated_at: NOW(), ...v }).returning('id').executeTakeFirstOrThrow()).id as number;
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
  const post = (url: string, headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'POST', url, headers, payload: payload as any });

  it('a booking from a /ru page then an enquiry from the same e-mail give one lead, in Russian, with the budget', async () => {
    const slots = (await t.app.inject({ url: '/api/booking-slots?kind=video&tz=Europe/Moscow' })).json().days.flatMap((d: any) => d.slots);
    const booked = await post('/api/sendBooking', csrf, {
      kind: 'video', start: slots[0].start, time_zone: 'Europe/Moscow', language: 'ru', name: 'Анна Смирнова', email: 'Anna.Timeline@example.test', phone: '+7 916 555 0101', project_id: project.id, source_path: `/ru/project/${project.slug}`,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const sent = await post('/api/sendEnquiry', csrf, { name: 'Anna Smirnova', email: 'anna.timeline@example.test', phone: '+7 916 555 0101', budget: '1840000', investmentTimeline: 'Within 3 months' });
    expect(sent.statusCode, sent.body).toBe(200);
    const leads = await db.selectFrom('enquiries').selectAll().where('email', 'in', ['anna.timeline@example.test']).execute();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ budget: '1840000', investment_timeline: 'Within 3 months', language: 'ru', project_id: project.id });
    const booking = await db.selectFrom('bookings').select(['enquiry_id']).where('email', '=', 'anna.timeline@example.test').executeTakeFirstOrThrow();
    expect(booking.enquiry_id).toBe(leads[0].id);
    const timeline = (await get(`/api/enquiries/${leads[0].id}/timeline`, owner.headers)).json().data as Array<{ kind: string; summary: string }>;
    expect(timeline.map((e) => e.kind)).toEqual(expect.arrayContaining(['enquiry', 'booking']));
    expect(timeline.find((e) => e.kind === 'enquiry' && /filled: .*budget/.test(e.summary))).toBeTruthy();

    // The video call has a meeting link (none configured for the salesperson: a generated room), in the visitor's invitation.
    const call = await db.selectFrom('bookings').select(['id', 'meeting_link']).where('email', '=', 'anna.timeline@example.test').executeTakeFirstOrThrow();
    expect(call.meeting_link).toMatch(/^https:\/\/meet\.jit\.si\/OasisInvest-[\w-]{12}$/);
    const invitation = await db.selectFrom('outbox').select('payload').where('idempotency_key', '=', `enquiry-${leads[0].id}-booking-${call.id}-s0-invitation-visitor`).executeTakeFirst();
    const mail = JSON.parse(invitation!.payload);
    expect(mail.text).toContain(`Ссылка на видеозвонок: ${call.meeting_link}`);
    expect(mail.icalEvent.content).toContain(call.meeting_link!.slice(0, 40));
    // Confirming it keeps the lead's stage and is not its first response; the call done is both.
    expect((await post(`/api/bookings/${call.id}/status`, owner.headers, { status: 'confirmed' })).statusCode).toBe(200);
    expect(await db.selectFrom('enquiries').select(['status', 'first_response_at']).where('id', '=', leads[0].id).executeTakeFirstOrThrow()).toEqual({ status: 'new', first_response_at: null });
    expect((await post(`/api/bookings/${call.id}/status`, owner.headers, { status: 'done' })).statusCode).toBe(200);
    const done = await db.selectFrom('enquiries').select(['status', 'first_response_at']).where('id', '=', leads[0].id).executeTakeFirstOrThrow();
    expect(done.status).toBe('contacted');
    expect(done.first_response_at).not.toBeNull();
  });

  it('stage changes, reassignments and holds are timeline entries with their author', async () => {
    const id = await lead({ email: 'stages@example.test', assignee_id: salesA.id });
    const put = await t.app.inject({ method: 'PUT', url: `/api/enquiries/${id}`, headers: salesA.headers, payload: { status: 'qualified', assignee_id: salesB.id } });
    expect(put.statusCode, put.body).toBe(200);
    const unit = await db.selectFrom('units').select('id').where('status', '=', 'available').orderBy('id').limit(1).executeTakeFirst();
    if (unit) {
      const hold = await post(`/api/units/${unit.id}/hold`, owner.headers, { lead_id: id });
      expect(hold.statusCode, hold.body).toBe(200);
    }
    const entries = (await get(`/api/enquiries/${id}/timeline`, owner.headers)).json().data as Array<{ kind: string; summary: string; author: { id: number } | null }>;
    expect(entries.find((e) => e.kind === 'stage')).toMatchObject({ summary: 'Stage: new → qualified', author: { id: salesA.id } });
    expect(entries.find((e) => e.kind === 'assign')?.summary).toBe('Assigned: sales Tester → sales Tester');
    if (unit) expect(entries.find((e) => e.kind === 'hold')).toMatchObject({ author: { id: owner.id } });
    // Sales A gave the lead away: it is no longer theirs to read.
    expect((await get(`/api/enquiries/${id}/timeline`, salesA.headers)).statusCode).toBe(404);
  });

  it('the owner puts a member in a team, makes them its leader and sets their meeting room; a link that is not https is refused by name', async () => {
    const user = await get(`/api/users/${salesB.id}`, owner.headers);
    const body = { ...user.json(), team: 'South', team_leader: true, meeting_link: 'https://meet.example/room-b' };
    const saved = await t.app.inject({ method: 'PUT', url: `/api/users/${salesB.id}`, headers: owner.headers, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await db.selectFrom('users').select(['team', 'team_leader', 'meeting_link']).where('id', '=', salesB.id).executeTakeFirstOrThrow()).toEqual({ team: 'South', team_leader: 1, meeting_link: 'https://meet.example/room-b' });
    const bad = await t.app.inject({ method: 'PUT', url: `/api/users/${salesB.id}`, headers: owner.headers, payload: { ...body, meeting_link: 'javascript:alert(1)' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.meeting_link).toBe('The meeting link must be an https:// address');
    await db.updateTable('users').set({ team: null, team_leader: 0, meeting_link: null }).where('id', '=', salesB.id).execute();
  });

  it('a salesperson\'s own meeting room is used for their video calls', async () => {
    await db.updateTable('users').set({ meeting_link: 'https://zoom.example/j/123456789' }).where('id', '=', salesA.id).execute();
    const id = await lead({ email: 'zoom.room@example.test', assignee_id: salesA.id });
    const { meetingLinkFor } = await import('../../server/bookings/meeting');
    expect(await meetingLinkFor(db, id)).toBe('https://zoom.example/j/123456789');
    await db.updateTable('users').set({ meeting_link: 'javascript:alert(1)' }).where('id', '=', salesA.id).execute();
    expect(await meetingLinkFor(db, id)).toMatch(/^https:\/\/meet\.jit\.si\//);
  });

  it('a merge keeps every non-empty field of both leads and its record says which came from where', async () => {
    const kept = await lead({ email: 'merge.fill@example.test', budget: '', investment_timeline: 'Within a year', language: null, project_id: null, utm_campaign: null });
    const merged = await lead({ email: 'MERGE.fill@example.test', budget: '2500000', investment_timeline: 'Just looking', language: 'zh', project_id: project.id, utm_campaign: 'Spring', referrer: 'https://example.org/' });
    const res = await post(`/api/enquiries/${merged}/merge`, owner.headers, { into: kept });
    expect(res.statusCode, res.body).toBe(200);
    const row = await db.selectFrom('enquiries').selectAll().where('id', '=', kept).executeTakeFirstOrThrow();
    // The kept lead's own value stays; every empty one is filled.
    expect(row).toMatchObject({ budget: '2500000', investment_timeline: 'Within a year', language: 'zh', project_id: project.id, utm_campaign: 'Spring', referrer: 'https://example.org/' });
    const record = await db.selectFrom('lead_merges').select('columns').where('merged_id', '=', merged).executeTakeFirstOrThrow();
    const columns = JSON.parse(record.columns) as Array<{ lead: string; column: string; before: unknown; after: unknown }>;
    expect(columns).toEqual(expect.arrayContaining([{ lead: 'kept', column: 'budget', before: '', after: '2500000' }, { lead: 'kept', column: 'language', before: null, after: 'zh' }]));
    const timeline = (await get(`/api/enquiries/${kept}/timeline`, owner.headers)).json().data as Array<{ kind: string; summary: string; details: any }>;
    const entry = timeline.find((e) => e.kind === 'merge')!;
    expect(entry.summary).toContain(`Lead #${merged} merged in`);
    expect(entry.details.from.budget).toEqual({ before: '', after: '2500000', from: merged });
  });

  it('sales A cannot list, read, export, merge or write on sales B\'s lead; the owner can', async () => {
    await db.updateTable('settings').set({ lead_pool_visible: 1 }).execute();
    const ofB = await lead({ email: 'owned.b@example.test', assignee_id: salesB.id });
    const ofA = await lead({ email: 'owned.a@example.test', assignee_id: salesA.id });
    const dupOfB = await lead({ email: 'owned.b@example.test', assignee_id: salesA.id });
    const pool = await lead({ email: 'pool@example.test', assignee_id: null });
    const list = await get(`/api/enquiries?filter=${encodeURIComponent(JSON.stringify({ id: [ofA, ofB, pool] }))}`, salesA.headers);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((r: any) => r.id).sort()).toEqual([ofA, pool].sort());
    expect((await get(`/api/enquiries?filter=${encodeURIComponent(JSON.stringify({ q: 'owned.b@example.test' }))}`, salesA.headers)).json().map((r: any) => r.id)).toEqual([dupOfB]);
    expect((await get(`/api/enquiries/${ofB}`, salesA.headers)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/enquiries/${ofB}`, headers: salesA.headers, payload: { status: 'contacted' } })).statusCode).toBe(404);
    expect((await get(`/api/enquiries/${ofB}/timeline`, salesA.headers)).statusCode).toBe(404);
    expect((await post(`/api/enquiries/${ofB}/notes`, salesA.headers, { text: 'mine now' })).statusCode).toBe(404);
    expect((await post(`/api/enquiries/${dupOfB}/merge`, salesA.headers, { into: ofB })).statusCode).toBe(422);
    expect((await post(`/api/enquiries/${ofB}/merge`, salesA.headers, { into: dupOfB })).statusCode).toBe(404);
    const csv = await get(`/api/enquiries/export?filter=${encodeURIComponent(JSON.stringify({ id: [ofA, ofB, pool] }))}`, salesA.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('owned.a@example.test');
    expect(csv.body).not.toContain('owned.b@example.test');
    // With the pool hidden, sales A sees only their own.
    const [leadSettings] = (await get('/api/lead-settings', owner.headers)).json();
    const hide = await t.app.inject({ method: 'PUT', url: `/api/lead-settings/${leadSettings.id}`, headers: owner.headers, payload: { ...leadSettings, lead_pool_visible: false } });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await get(`/api/enquiries/${pool}`, salesA.headers)).statusCode).toBe(404);
    await db.updateTable('settings').set({ lead_pool_visible: 1 }).execute();
    // A team leader sees the team's leads.
    await db.updateTable('users').set({ team: 'North' }).where('id', 'in', [salesA.id, salesB.id]).execute();
    await db.updateTable('users').set({ team_leader: 1 }).where('id', '=', salesA.id).execute();
    expect((await get(`/api/enquiries/${ofB}`, salesA.headers)).statusCode).toBe(200);
    await db.updateTable('users').set({ team: null, team_leader: 0 }).where('id', 'in', [salesA.id, salesB.id]).execute();
    // The owner sees and merges everything.
    expect((await get(`/api/enquiries/${ofB}`, owner.headers)).statusCode).toBe(200);
    const merged = await post(`/api/enquiries/${dupOfB}/merge`, owner.headers, { into: ofB });
    expect(merged.statusCode, merged.body).toBe(200);
    const dash = await get('/api/dashboard', salesA.headers);
    expect(dash.statusCode).toBe(200);
    expect((dash.json().data.leads.latest as Array<{ id: number }>).map((l) => l.id)).not.toContain(ofB);
  });

  it('the timeline lists an enquiry, a WhatsApp message in, a logged call and a note, newest first, paged with a cursor', async () => {
    const sent = await post('/api/sendEnquiry', csrf, { name: 'Omar Haddad', email: 'omar.timeline@example.test', phone: '+971 50 765 4321', budget: '900000', investmentTimeline: 'Within a year' });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = (await db.selectFrom('enquiries').select('id').where('email', '=', 'omar.timeline@example.test').executeTakeFirstOrThrow()).id as number;
    const later = new Date(Date.now() + 1000).toISOString();
    await db.insertInto('whatsapp_messages').values({ wa_message_id: `wamid.timeline-${dialect}`, enquiry_id: id, from_phone: '971507654321', contact_name: 'Omar', kind: 'text', body: 'Is the 2-bedroom still available?', project_id: null, reply_to_wa_id: null, details: null, sent_at: later, created_at: later }).execute();
    await new Promise<void>((resolve) => setImmediate(resolve));
    const badCall = await post(`/api/enquiries/${id}/calls`, owner.headers, { outcome: 'maybe', duration_minutes: -1 });
    expect(badCall.statusCode).toBe(422);
    expect(Object.keys(badCall.json().errors).sort()).toEqual(['duration_minutes', 'outcome']);
    // Each touch a little later than the message, so the order is the order they happened in.
    const call = await post(`/api/enquiries/${id}/calls`, owner.headers, { outcome: 'answered', duration_minutes: 12, note: 'Wants a viewing on Saturday' });
    expect(call.statusCode, call.body).toBe(201);
    await db.updateTable('lead_events').set({ at: new Date(Date.now() + 2000).toISOString() }).where('id', '=', Number(call.json().data.id.slice(2))).execute();
    const note = await post(`/api/enquiries/${id}/notes`, owner.headers, { text: 'Prefers WhatsApp after 6 pm' });
    expect(note.statusCode, note.body).toBe(201);
    await db.updateTable('lead_events').set({ at: new Date(Date.now() + 3000).toISOString() }).where('id', '=', Number(note.json().data.id.slice(2))).execute();
    expect((await post(`/api/enquiries/${id}/notes`, owner.headers, { text: '   ' })).json().errors).toHaveProperty('text');

    const res = await get(`/api/enquiries/${id}/timeline`, owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json().data as Array<{ kind: string; summary: string; author: { name: string } | null; by: string; editable_until?: string }>;
    expect(entries.map((e) => e.kind)).toEqual(['note', 'call', 'whatsapp_in', 'enquiry']);
    expect(entries[0]).toMatchObject({ summary: 'Prefers WhatsApp after 6 pm', by: 'staff', author: { name: 'owner Tester' } });
    expect(entries[0].editable_until).toBeTruthy();
    expect(entries[1].summary).toBe('Call: answered, 12 min — Wants a viewing on Saturday');
    expect(entries[2]).toMatchObject({ summary: 'Is the 2-bedroom still available?', by: 'visitor' });
    // Two at a time: the cursor walks the same order without repeats.
    const first = (await get(`/api/enquiries/${id}/timeline?limit=2`, owner.headers)).json();
    const second = (await get(`/api/enquiries/${id}/timeline?limit=2&cursor=${first.next}`, owner.headers)).json();
    expect([...first.data, ...second.data].map((e: any) => e.kind)).toEqual(['note', 'call', 'whatsapp_in', 'enquiry']);
    expect(second.next).toBeNull();
    expect((await get(`/api/enquiries/${id}/timeline?cursor=nonsense`, owner.headers)).statusCode).toBe(400);
    expect((await get(`/api/enquiries/${id}/timeline?limit=1000`, owner.headers)).json().errors).toHaveProperty('limit');

    // The author corrects the note within 15 minutes; nobody else can; after the window it is closed.
    const noteId = note.json().data.id;
    expect((await t.app.inject({ method: 'PUT', url: `/api/enquiries/${id}/notes/${noteId}`, headers: salesA.headers, payload: { text: 'x' } })).statusCode).toBe(404); // not their lead
    expect((await t.app.inject({ method: 'PUT', url: `/api/enquiries/${id}/notes/${noteId}`, headers: owner.headers, payload: { text: 'Prefers WhatsApp after 7 pm' } })).statusCode).toBe(200);
    await db.updateTable('lead_events').set({ created_at: new Date(Date.now() - 16 * 60_000).toISOString() }).where('id', '=', Number(noteId.slice(2))).execute();
    const late = await t.app.inject({ method: 'PUT', url: `/api/enquiries/${id}/notes/${noteId}`, headers: owner.headers, payload: { text: 'too late' } });
    expect(late.statusCode).toBe(409);
    const after = (await get(`/api/enquiries/${id}/timeline?limit=1`, owner.headers)).json().data[0];
    expect(after).toMatchObject({ summary: 'Prefers WhatsApp after 7 pm' });
    expect(after.edited_at).toBeTruthy();
    expect(after.editable_until).toBeUndefined();
  });
});
