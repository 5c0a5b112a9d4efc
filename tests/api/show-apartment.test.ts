import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { VALID_PERMIT } from '../helpers/permit';

/**
 * Issue 29: in-person viewings are offered for ready projects and for projects with a show apartment (the project's
 * flag, set in the back-office); an off-plan project without one offers calls only, on its page and in the API.
 */
describe.each(DIALECTS)('show apartment on %s', (dialect) => {
  let t: TestApp;
  let csrf: Record<string, string>;
  let editor: Record<string, string>;
  let projectId: number;

  beforeAll(async () => {
    t = await makeTestApp({ dialect, env: { smtpUrl: 'smtp://127.0.0.1:9', outboxPollMs: 0, outboxBaseDelayMs: 3_600_000 } });
    csrf = await t.csrf();
    editor = (await t.staff('editor')).headers;
    // Bookable around the clock, so the test passes at any hour.
    await t.db.kysely.updateTable('settings').set({ lead_work_days: '[0,1,2,3,4,5,6]', lead_work_start: '00:00', lead_work_end: '23:30', booking_lead_minutes: 60, booking_days_ahead: 3 }).execute();
    const res = await t.app.inject({ method: 'POST', url: '/api/projects', headers: editor, payload: { title: 'Creek Gallery', slug: 'creek-gallery', status: 'off_plan', published: true, ...VALID_PERMIT } });
    expect(res.statusCode, res.body).toBe(201);
    projectId = res.json().id;
  });
  afterAll(async () => t?.close());

  const viewingSlots = () => t.app.inject({ url: `/api/booking-slots?kind=viewing&project_id=${projectId}` });

  it('an off-plan project without a show apartment: no viewing slots, no viewing booking, the page offers calls only', async () => {
    const res = await viewingSlots();
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.kind).toBe('Viewings are booked from the page of a ready project or of one with a show apartment');
    const video = (await t.app.inject({ url: '/api/booking-slots?kind=video' })).json();
    const start = video.days.flatMap((d: { slots: { start: string }[] }) => d.slots)[0].start;
    const booking = await t.app.inject({ method: 'POST', url: '/api/sendBooking', headers: csrf, payload: { kind: 'viewing', start, time_zone: 'Asia/Dubai', language: 'en', name: 'Omar Haddad', email: 'omar@example.test', phone: '+971501112233', project_id: projectId } });
    expect(booking.statusCode).toBe(422);
    expect((await t.db.kysely.selectFrom('bookings').select('id').where('project_id', '=', projectId).execute()).length).toBe(0);
  });

  it('with a show apartment (set by an editor): viewing slots open and a viewing is booked', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/projects/${projectId}`, headers: editor, payload: { show_apartment: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().show_apartment).toBe(true);
    expect((await t.app.inject({ url: '/api/site/projects/creek-gallery' })).json().project.show_apartment).toBe(true);
    const slots = await viewingSlots();
    expect(slots.statusCode).toBe(200);
    const start = slots.json().days.flatMap((d: { slots: { start: string }[] }) => d.slots)[0].start;
    const booking = await t.app.inject({ method: 'POST', url: '/api/sendBooking', headers: csrf, payload: { kind: 'viewing', start, time_zone: 'Asia/Dubai', language: 'en', name: 'Omar Haddad', email: 'omar@example.test', phone: '+971501112233', project_id: projectId } });
    expect(booking.statusCode, booking.body).toBeLessThan(300);
    expect(await t.db.kysely.selectFrom('bookings').select(['kind', 'project_id']).where('project_id', '=', projectId).execute()).toEqual([{ kind: 'viewing', project_id: projectId }]);
  });
});
