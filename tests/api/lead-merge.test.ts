import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { POLICY_VERSION, serializeConsent } from '../../src/consent';
import { rescoreLead } from '../../server/score/score';
import { subjectByEmail } from '../../server/privacy/subject';

/** Duplicates merged (issue 28 item 4, decision 024): detection, merge of everything that references a lead, undo. */
const NOW = () => new Date().toISOString();
const DAY = 86_400_000;
const consent = () => `oasis_consent=${serializeConsent({ analytics: true, marketing: false, version: POLICY_VERSION, at: new Date().toISOString(), id: 'choicemerge' })}`;

describe.each(DIALECTS)('duplicates merged (%s)', (dialect) => {
  let t: TestApp;
  let db: Kysely<any>;
  let owner: Record<string, string>;
  let sales: Record<string, string>;
  let viewer: Record<string, string>;
  let projectId: number;
  let n = 0;

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: 'demo' });
    db = t.db.kysely as unknown as Kysely<any>;
    owner = (await t.staff('owner')).headers;
    sales = (await t.staff('sales', { email: 'merge-sales@oasis.test' })).headers;
    viewer = (await t.staff('viewer')).headers;
    projectId = (await db.selectFrom('projects').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const lead = async (v: Record<string, unknown>, table = 'enquiries') => {
    const base = table === 'enquiries'
      ? { budget: '1000000', investment_timeline: 'More than a year' }
      : { property_price_aed: 2_000_000, down_payment_aed: 500_000, loan_amount_aed: 1_500_000, tenure_years: 25, interest_rate_pct: 4.5, residency: 'resident', first_home: 1, off_plan: 0, monthly_payment_aed: 8000 };
    const row = await db.insertInto(table).values({ name: 'Someone', email: `someone${++n}@example.test`, phone: `+97150${String(1000000 + n)}`, status: 'new', ...base, created_at: NOW(), updated_at: NOW(), ...v }).returning('id').executeTakeFirstOrThrow();
    return row.id as number;
  };
  const visitor = async (token: string, events: number) => {
    const v = await db.insertInto('visitors').values({ token, created_at: NOW(), last_seen_at: NOW() }).returning('id').executeTakeFirstOrThrow();
    for (let i = 0; i < events; i++) await db.insertInto('activity_events').values({ visitor_id: v.id, kind: 'project_view', project_id: projectId, value: 30, lang: 'en', at: NOW() }).execute();
    return v.id as number;
  };
  const post = (url: string, headers: Record<string, string>, payload?: unknown) => t.app.inject({ method: 'POST', url, headers, ...(payload !== undefined ? { payload: payload as any } : {}) });
  const ids = async (table: string, column: string, id: number, extra: Record<string, unknown> = {}) => {
    let q = db.selectFrom(table).select('id').where(column, '=', id);
    for (const [k, v] of Object.entries(extra)) q = q.where(k, '=', v);
    return ((await q.orderBy('id').execute()) as Array<{ id: number }>).map((r) => r.id);
  };

  it('finds duplicates by e-mail (any case) and by phone and name, with the reason; a different name is not a candidate; mortgage enquiries among their own kind', async () => {
    const kept = await lead({ email: 'sam.duplicate@example.test', name: 'Sam Lee' });
    const repeat = await lead({ email: 'Sam.Duplicate@Example.test', name: 'Samuel Lee' });
    const phoneA = await lead({ phone: '+971509990001', name: 'Nadia Karim' });
    const phoneB = await lead({ phone: '+971509990001', name: '  nadia   KARIM ' });
    const otherName = await lead({ phone: '+971509990001', name: 'Omar Karim' });

    const byEmail = await t.app.inject({ url: `/api/enquiries/${repeat}/duplicates`, headers: sales });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(byEmail.json().data.map((c: any) => [c.id, c.reasons])).toEqual([[kept, ['same e-mail']]]);
    const byPhone = (await t.app.inject({ url: `/api/enquiries/${phoneB}/duplicates`, headers: sales })).json().data;
    expect(byPhone.map((c: any) => [c.id, c.reasons])).toEqual([[phoneA, ['same phone and name']]]);
    // Same phone, another name: not the same person.
    expect((await t.app.inject({ url: `/api/enquiries/${otherName}/duplicates`, headers: sales })).json().data).toEqual([]);
    // Mortgage enquiries are matched among mortgage enquiries.
    const m1 = await lead({ email: 'mortgage.dup@example.test' }, 'mortgage_enquiries');
    const m2 = await lead({ email: 'MORTGAGE.dup@example.test' }, 'mortgage_enquiries');
    expect((await t.app.inject({ url: `/api/mortgage-enquiries/${m2}/duplicates`, headers: sales })).json().data.map((c: any) => c.id)).toEqual([m1]);
    // ... and merged among them: their deliveries move, the mortgage lead becomes a pointer.
    await db.insertInto('outbox').values({ channel: 'email', idempotency_key: `merge-test-m-${m2}`, lead_type: 'mortgage_enquiry', lead_id: m2, payload: '{}', status: 'sent', next_attempt_at: NOW(), created_at: NOW(), updated_at: NOW() }).execute();
    const mortgageMerge = await post(`/api/mortgage-enquiries/${m2}/merge`, sales, { into: m1 });
    expect(mortgageMerge.statusCode, mortgageMerge.body).toBe(200);
    expect(mortgageMerge.json().data.counts).toEqual({ 'outbox.lead_id': 1, 'lead_hot_notices.lead_id': 0, 'mortgage_enquiries.duplicate_of_id': 0 });
    expect(await ids('outbox', 'lead_id', m1, { lead_type: 'mortgage_enquiry' })).toHaveLength(1);
    expect((await t.app.inject({ url: `/api/mortgage-enquiries/${m2}`, headers: sales })).json().merged_into_id).toBe(m1);
    // Unknown lead, no permission.
    expect((await t.app.inject({ url: '/api/enquiries/999999/duplicates', headers: sales })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/enquiries/${repeat}/duplicates`, headers: (await t.staff('editor')).headers })).statusCode).toBe(403);
  });

  it('moves every row that references the merged lead, keeps a pointer, audits it and recomputes the score; the owner undoes exactly that', async () => {
    const kept = await lead({ email: 'rana@example.test', name: 'Rana Aziz', notes: 'Called once', visitor_id: await visitor('MERGEKEPTBROWSER0001', 1) });
    const keptVisitor = (await db.selectFrom('enquiries').select('visitor_id').where('id', '=', kept).executeTakeFirstOrThrow()).visitor_id as number;
    const mergedVisitor = await visitor('MERGEGONEBROWSER0001', 3);
    const merged = await lead({
      email: 'RANA@example.test', name: 'Rana A.', notes: 'Wants a 2-bedroom', visitor_id: mergedVisitor,
      shortlist: 'creek-vista,marina-heights', shortlist_at: NOW(), investment_scenario: JSON.stringify({ scenario: { price_aed: 1 }, result: {} }),
    });
    const repeatOfMerged = await lead({ email: 'rana@example.test', name: 'Rana', duplicate_of_id: merged });
    const day = (d: number) => new Date(Date.now() - d * DAY).toISOString().slice(0, 10);
    // What points at the merged lead: deliveries, hot notices (one day the kept lead also has), a booking, a WhatsApp
    // message, a saved search, a unit held for it, a later repeat.
    for (const k of ['sales', 'webhook']) await db.insertInto('outbox').values({ channel: 'email', idempotency_key: `merge-test-${merged}-${k}`, lead_type: 'enquiry', lead_id: merged, payload: '{}', status: 'sent', next_attempt_at: NOW(), created_at: NOW(), updated_at: NOW() }).execute();
    for (const d of [1, 2]) await db.insertInto('lead_hot_notices').values({ lead_type: 'enquiry', lead_id: merged, day: day(d), reason: 'test', score: 70, created_at: NOW() }).execute();
    await db.insertInto('lead_hot_notices').values({ lead_type: 'enquiry', lead_id: kept, day: day(1), reason: 'test', score: 70, created_at: NOW() }).execute();
    await db.insertInto('bookings').values({ uid: `merge-${merged}@oasis`, enquiry_id: merged, kind: 'phone', starts_at: NOW(), ends_at: NOW(), status: 'booked', name: 'Rana', email: 'rana@example.test', phone: '+971500000000', time_zone: 'Asia/Dubai', language: 'en', created_at: NOW(), updated_at: NOW() }).execute();
    await db.insertInto('whatsapp_messages').values({ wa_message_id: `wamid.merge${merged}`, enquiry_id: merged, from_phone: '+971500000000', kind: 'text', body: 'Hello', sent_at: NOW(), created_at: NOW() }).execute();
    await db.insertInto('saved_searches').values({ email: 'rana@example.test', lang: 'en', filters: 'area=marina', frequency: 'weekly', status: 'confirmed', enquiry_id: merged, consent_text: 'yes', policy_version: POLICY_VERSION, created_at: NOW(), updated_at: NOW() }).execute();
    await db.insertInto('units').values({ project_id: projectId, unit_number: `M-${merged}`, type: 'Apartment', bedrooms: 2, status: 'held', hold_lead_id: merged, created_at: NOW(), updated_at: NOW() }).execute();

    const moving = {
      outbox: await ids('outbox', 'lead_id', merged, { lead_type: 'enquiry' }),
      notices: await ids('lead_hot_notices', 'lead_id', merged, { lead_type: 'enquiry' }),
      bookings: await ids('bookings', 'enquiry_id', merged),
      whatsapp: await ids('whatsapp_messages', 'enquiry_id', merged),
      searches: await ids('saved_searches', 'enquiry_id', merged),
      units: await ids('units', 'hold_lead_id', merged),
      repeats: await ids('enquiries', 'duplicate_of_id', merged),
      events: await ids('activity_events', 'visitor_id', mergedVisitor),
    };
    expect(Object.values(moving).map((l) => l.length)).toEqual([2, 2, 1, 1, 1, 1, 1, 3]);
    const keptBefore = {
      outbox: await ids('outbox', 'lead_id', kept, { lead_type: 'enquiry' }),
      notices: await ids('lead_hot_notices', 'lead_id', kept, { lead_type: 'enquiry' }),
      events: await ids('activity_events', 'visitor_id', keptVisitor),
    };
    const scoreBefore = (await db.selectFrom('enquiries').select('score').where('id', '=', kept).executeTakeFirstOrThrow()).score;

    // Sales may merge (they work every lead); the answer says what moved.
    const res = await post(`/api/enquiries/${merged}/merge`, sales, { into: kept });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toMatch(new RegExp(`Lead #${merged} merged into #${kept}: 12 linked records moved`));
    expect(body.data.counts).toEqual({
      'outbox.lead_id': 2, 'lead_hot_notices.lead_id': 1, 'bookings.enquiry_id': 1, 'whatsapp_messages.enquiry_id': 1, 'whatsapp_statuses.enquiry_id': 0, 'saved_searches.enquiry_id': 1, 'units.hold_lead_id': 1,
      'enquiries.duplicate_of_id': 1, 'activity_events.visitor_id': 3, 'visitors.merged_into_id': 1,
      'lead_events.lead_id': 0, // the timeline (issue 40): these leads were written straight into the table, with no entries
    });

    // Counted after: everything on the kept lead, nothing left on the merged one but the hot notice of a day the kept lead had.
    expect(await ids('outbox', 'lead_id', merged, { lead_type: 'enquiry' })).toEqual([]);
    expect(await ids('outbox', 'lead_id', kept, { lead_type: 'enquiry' })).toEqual([...keptBefore.outbox, ...moving.outbox].sort((a, b) => a - b));
    expect(await ids('lead_hot_notices', 'lead_id', merged, { lead_type: 'enquiry' })).toEqual([moving.notices[0]]);
    expect(await ids('lead_hot_notices', 'lead_id', kept, { lead_type: 'enquiry' })).toHaveLength(keptBefore.notices.length + 1);
    expect(await ids('bookings', 'enquiry_id', kept)).toEqual(moving.bookings);
    expect(await ids('whatsapp_messages', 'enquiry_id', kept)).toEqual(moving.whatsapp);
    expect(await ids('saved_searches', 'enquiry_id', kept)).toEqual(moving.searches);
    expect(await ids('units', 'hold_lead_id', kept)).toEqual(moving.units);
    expect(await ids('enquiries', 'duplicate_of_id', kept)).toEqual(moving.repeats);
    expect(await ids('activity_events', 'visitor_id', keptVisitor)).toEqual([...keptBefore.events, ...moving.events].sort((a, b) => a - b));
    expect(await ids('activity_events', 'visitor_id', mergedVisitor)).toEqual([]);
    for (const [table, column] of [['bookings', 'enquiry_id'], ['whatsapp_messages', 'enquiry_id'], ['saved_searches', 'enquiry_id'], ['units', 'hold_lead_id'], ['enquiries', 'duplicate_of_id']])
      expect(await ids(table, column, merged), table).toEqual([]);

    // The pointer, the kept lead's notes, shortlist and scenario, the timeline.
    const pointer = (await t.app.inject({ url: `/api/enquiries/${merged}`, headers: sales })).json();
    expect(pointer).toMatchObject({ merged_into_id: kept, email: 'RANA@example.test', notes: 'Wants a 2-bedroom' });
    expect((await db.selectFrom('enquiries').select('visitor_id').where('id', '=', merged).executeTakeFirstOrThrow()).visitor_id).toBeNull();
    const k = await db.selectFrom('enquiries').selectAll().where('id', '=', kept).executeTakeFirstOrThrow();
    expect(k.notes).toMatch(new RegExp(`^Called once\\n\\n--- Notes of lead #${merged} \\(merged \\d{4}-\\d\\d-\\d\\d\\) ---\\nWants a 2-bedroom$`));
    expect(k.shortlist).toBe('creek-vista,marina-heights');
    expect(JSON.parse(k.investment_scenario)).toEqual({ scenario: { price_aed: 1 }, result: {} });
    const timeline = (await t.app.inject({ url: `/api/enquiries/${kept}/activity`, headers: sales })).json().data;
    expect(timeline).toHaveLength(4);
    // The score recomputed from the whole record (the merged lead's browser's views count now).
    expect(k.score).toBeGreaterThan(scoreBefore);
    expect(await rescoreLead(t.db.kysely, null, 'enquiry', kept)).toBe(k.score);

    // Audited; hidden from the default list (merged=false), listed with merged=true; no more candidates; the merge's view.
    const audit = await db.selectFrom('audit_logs').selectAll().where('action', '=', 'merge').where('record_id', '=', String(merged)).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes)).toMatchObject({ into: kept, reason: 'same e-mail', moved: body.data.counts });
    const list = (f: string) => t.app.inject({ url: `/api/enquiries?filter=${encodeURIComponent(f)}&range=[0,9999]`, headers: sales });
    expect((await list('{"merged":false}')).json().map((r: any) => r.id)).not.toContain(merged);
    expect((await list('{"merged":true}')).json().map((r: any) => r.id)).toEqual([merged]);
    expect((await list('{"merged":"maybe"}')).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/enquiries/${merged}/duplicates`, headers: sales })).json().data).toEqual([]);
    expect((await t.app.inject({ url: `/api/enquiries/${kept}/duplicates`, headers: sales })).json().data.map((c: any) => c.id)).toEqual([repeatOfMerged]);
    const view = (await t.app.inject({ url: `/api/enquiries/${merged}/merge`, headers: owner })).json().data;
    expect(view).toMatchObject({ id: body.data.merge_id, kept_id: kept, merged_id: merged, may_undo: true });
    expect((await t.app.inject({ url: `/api/enquiries/${merged}/merge`, headers: sales })).json().data.may_undo).toBe(false);
    expect((await t.app.inject({ url: `/api/enquiries/${kept}/merge`, headers: sales })).statusCode).toBe(404);

    // Later additions to the kept lead: a note, and a visit from the merged lead's browser (it now stands for the kept lead's).
    const edited = await t.app.inject({ method: 'PUT', url: `/api/enquiries/${kept}`, headers: sales, payload: { notes: `${k.notes}\nCalled again after the merge` } });
    expect(edited.statusCode, edited.body).toBe(200);
    const beacon = await t.app.inject({ method: 'POST', url: '/api/activity', headers: { cookie: `${consent()}; oasis_vid=MERGEGONEBROWSER0001`, 'content-type': 'application/json' }, payload: JSON.stringify({ events: [{ kind: 'brochure', project_id: projectId }] }) });
    expect(beacon.statusCode, beacon.body).toBe(204);
    const later = await ids('activity_events', 'visitor_id', keptVisitor);
    expect(later).toHaveLength(5);
    const laterEvent = later[later.length - 1];

    // The merged browser is the person's too: a privacy export or erasure of the address reaches it.
    expect((await subjectByEmail(db, 'rana@example.test')).visitorIds).toEqual(expect.arrayContaining([keptVisitor, mergedVisitor]));

    // Undo: owners only; a salesperson is refused.
    const refused = await post(`/api/lead-merges/${body.data.merge_id}/undo`, sales);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only an owner may undo a merge');
    const undone = await post(`/api/lead-merges/${body.data.merge_id}/undo`, owner);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().message).toMatch(new RegExp(`Merge undone: lead #${merged} is on its own again`));

    // Exactly the recorded rows are back on the merged lead (their ids), the later additions stay on the kept one.
    expect(await ids('outbox', 'lead_id', merged, { lead_type: 'enquiry' })).toEqual(moving.outbox);
    expect(await ids('lead_hot_notices', 'lead_id', merged, { lead_type: 'enquiry' })).toEqual(moving.notices);
    expect(await ids('bookings', 'enquiry_id', merged)).toEqual(moving.bookings);
    expect(await ids('whatsapp_messages', 'enquiry_id', merged)).toEqual(moving.whatsapp);
    expect(await ids('saved_searches', 'enquiry_id', merged)).toEqual(moving.searches);
    expect(await ids('units', 'hold_lead_id', merged)).toEqual(moving.units);
    expect(await ids('enquiries', 'duplicate_of_id', merged)).toEqual(moving.repeats);
    expect(await ids('activity_events', 'visitor_id', mergedVisitor)).toEqual(moving.events);
    expect(await ids('activity_events', 'visitor_id', keptVisitor)).toEqual([...keptBefore.events, laterEvent]);
    expect(await ids('outbox', 'lead_id', kept, { lead_type: 'enquiry' })).toEqual(keptBefore.outbox);
    const m = await db.selectFrom('enquiries').selectAll().where('id', '=', merged).executeTakeFirstOrThrow();
    expect(m).toMatchObject({ merged_into_id: null, merged_at: null, visitor_id: mergedVisitor, notes: 'Wants a 2-bedroom' });
    const k2 = await db.selectFrom('enquiries').selectAll().where('id', '=', kept).executeTakeFirstOrThrow();
    expect(k2.notes).toBe('Called once\nCalled again after the merge');
    expect(k2.shortlist).toBeNull();
    expect(k2.investment_scenario).toBeNull();
    expect((await db.selectFrom('visitors').select('merged_into_id').where('id', '=', mergedVisitor).executeTakeFirstOrThrow()).merged_into_id).toBeNull();
    expect(await db.selectFrom('audit_logs').select('id').where('action', '=', 'merge-undo').where('record_id', '=', String(merged)).executeTakeFirst()).toBeTruthy();
    // Twice: refused.
    const again = await post(`/api/lead-merges/${body.data.merge_id}/undo`, owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already undone/);
  });

  it('refuses an undo after 30 days with a clear message', async () => {
    const kept = await lead({ email: 'late@example.test' });
    const merged = await lead({ email: 'late@example.test' });
    const res = await post(`/api/enquiries/${merged}/merge`, sales, { into: kept });
    expect(res.statusCode, res.body).toBe(200);
    const mergeId = res.json().data.merge_id;
    await db.updateTable('lead_merges').set({ created_at: new Date(Date.now() - 31 * DAY).toISOString() }).where('id', '=', mergeId).execute();
    expect((await t.app.inject({ url: `/api/enquiries/${merged}/merge`, headers: owner })).json().data.may_undo).toBe(false);
    // Admins are not owners: the undo is the owner's.
    const admin = (await t.staff('admin')).headers;
    expect((await post(`/api/lead-merges/${mergeId}/undo`, admin)).statusCode).toBe(403);
    const late = await post(`/api/lead-merges/${mergeId}/undo`, owner);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^Too late to undo: a merge can be undone within 30 days, and this one was made on \d{4}-\d\d-\d\d$/);
    expect((await db.selectFrom('enquiries').select('merged_into_id').where('id', '=', merged).executeTakeFirstOrThrow()).merged_into_id).toBe(kept);
    // 29 days: still possible.
    await db.updateTable('lead_merges').set({ created_at: new Date(Date.now() - 29 * DAY).toISOString() }).where('id', '=', mergeId).execute();
    expect((await post(`/api/lead-merges/${mergeId}/undo`, owner)).statusCode).toBe(200);
  });

  it('refuses a merge into itself, into an unknown or merged lead, of a lead not a duplicate, twice, or by a role that may not', async () => {
    const a = await lead({ email: 'edge@example.test' });
    const b = await lead({ email: 'edge@example.test' });
    const c = await lead({ email: 'edge@example.test' });
    const stranger = await lead({ email: 'stranger@example.test' });
    const expectRefused = async (url: string, payload: unknown, status: number, message: RegExp, field?: string) => {
      const res = await post(url, sales, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
      if (field) expect(Object.keys(res.json().errors ?? {})).toContain(field);
    };
    await expectRefused(`/api/enquiries/${a}/merge`, { into: a }, 422, /cannot be merged into itself/, 'into');
    await expectRefused(`/api/enquiries/${a}/merge`, { into: 99_999_999 }, 422, /Lead #99999999 does not exist/, 'into');
    await expectRefused(`/api/enquiries/${a}/merge`, { into: stranger }, 422, /is not a duplicate/, 'into');
    await expectRefused(`/api/enquiries/${a}/merge`, {}, 422, /into is required/, 'into');
    await expectRefused(`/api/enquiries/${a}/merge`, { into: 'b' }, 422, /into must be the id/, 'into');
    await expectRefused('/api/enquiries/99999999/merge', { into: a }, 404, /Lead #99999999 not found/);
    // Viewers and editors may not merge; nobody signed in neither.
    expect((await post(`/api/enquiries/${a}/merge`, viewer, { into: b })).statusCode).toBe(403);
    expect([401, 419]).toContain((await t.app.inject({ method: 'POST', url: `/api/enquiries/${a}/merge`, payload: { into: b } })).statusCode);

    // The dashboard counts a pointer neither as a new lead nor as one waiting for an answer.
    const dashboard = async () => (await t.app.inject({ url: '/api/dashboard', headers: sales })).json().data;
    await db.updateTable('enquiries').set({ created_at: new Date(Date.now() - DAY).toISOString() }).where('id', '=', b).execute();
    const before = await dashboard();
    expect((await post(`/api/enquiries/${b}/merge`, sales, { into: a })).statusCode).toBe(200);
    const after = await dashboard();
    expect(after.leads.newTotal).toBe(before.leads.newTotal - 1);
    expect(after.leads.speed.overdue).toBe(before.leads.speed.overdue - 1);
    await expectRefused(`/api/enquiries/${c}/merge`, { into: b }, 422, new RegExp(`Lead #${b} was itself merged into #${a}: merge into #${a} instead`), 'into');
    await expectRefused(`/api/enquiries/${b}/merge`, { into: c }, 409, new RegExp(`Lead #${b} was already merged into #${a}`));
    expect((await post('/api/lead-merges/99999999/undo', owner)).statusCode).toBe(404);
    expect((await db.selectFrom('enquiries').select('merged_into_id').where('id', '=', b).executeTakeFirstOrThrow()).merged_into_id).toBe(a);
  });
});
