import type { FastifyInstance } from 'fastify';
import { HttpError, validated } from '../errors';
import { PUBLIC_FORM_BODY_LIMIT } from '../lib/limits';
import { permissionFor } from '../../src/permissions';
import { bookingRescheduleSchema, bookingSchema, bookingStatusSchema, BOOKING_KINDS } from '../../src/schemas/booking';
import { NO_VIEWINGS, offersViewings } from '../../src/viewings';
import { isTimeZone } from '../../src/conversations/zone';
import { book, reschedule, setStatus } from './service';
import { openSlots, slotRules, slotsByDay, takenSlots } from './slots';
import { queueDueReminders } from './reminders';
import { mailOutcome } from '../outbox/outbox';
import type { Kysely } from 'kysely';
import { leadChildRows, leadScopeOf, type ScopeUser } from '../resources/scope';

export const BOOKING_THANKS = 'Booked. The invitation is on its way to your e-mail.';
const REMINDER_POLL_MS = 60_000;

const recordId = (raw: string) => {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new HttpError(400, 'The id must be a positive whole number', { id: 'The id must be a positive whole number' });
  return id;
};

/** Calls and viewings (issue 29): open slots and booking for visitors; confirm, move, close for staff; the reminders' clock. */
export default async function bookingRoutes(app: FastifyInstance) {
  const limit = app.config.enquiryRateLimit;
  const rate = limit > 0 ? { config: { rateLimit: { max: limit, timeWindow: 60_000 } } } : {};
  /** A booking of a lead outside the staff member's scope (issue 40 item 4) is answered as one that does not exist. */
  const bookingInScope = async (id: number, user: ScopeUser) => {
    const db = app.db.kysely as unknown as Kysely<any>;
    const scope = await leadScopeOf(db, user);
    if (scope.all) return;
    if (!(await db.selectFrom('bookings').select('id').where('id', '=', id).where(leadChildRows(scope)).executeTakeFirst())) throw new HttpError(404, 'Booking not found');
  };

  app.get<{ Querystring: { kind?: string; tz?: string; project_id?: string } }>('/api/booking-slots', async (request, reply) => {
    const { kind = 'phone', tz = 'Asia/Dubai', project_id } = request.query;
    if (!(BOOKING_KINDS as readonly string[]).includes(kind)) throw new HttpError(422, 'Choose a phone call, a video call or a viewing', { kind: 'Choose a phone call, a video call or a viewing' });
    if (!isTimeZone(tz)) throw new HttpError(422, 'Choose a valid time zone', { tz: 'Choose a valid time zone' });
    if (kind === 'viewing') {
      const id = Number(project_id);
      const project = Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? await app.db.kysely.selectFrom('projects').select(['status', 'show_apartment']).where('id', '=', id).where('published', '=', 1).executeTakeFirst() : null;
      if (!offersViewings(project)) throw new HttpError(422, NO_VIEWINGS, { kind: NO_VIEWINGS });
    }
    const now = Date.now();
    const starts = openSlots(await slotRules(app.db), now, await takenSlots(app.db, now));
    reply.header('cache-control', 'no-store');
    return { timeZone: tz, days: slotsByDay(starts, tz) };
  });

  app.post('/api/sendBooking', { bodyLimit: PUBLIC_FORM_BODY_LIMIT, ...rate }, async (request) => {
    const input = await validated(bookingSchema, request.body);
    const booking = await book(app.db, app.config, input);
    request.log.info({ bookingId: booking.id, enquiryId: booking.enquiry_id }, 'new booking');
    app.outbox.wake();
    // mail: whether the invitation is on its way or kept for want of a mail server (issue 37); the site words it.
    return { error: false, message: BOOKING_THANKS, mail: mailOutcome(app.config), data: { kind: booking.kind, start: booking.starts_at, time_zone: booking.time_zone } };
  });

  app.post<{ Params: { id: string } }>('/api/bookings/:id/status', async (request) => {
    const user = app.requirePermission(request, permissionFor('bookings', 'update')!);
    const id = recordId(request.params.id);
    await bookingInScope(id, user);
    const { status } = await validated(bookingStatusSchema, request.body);
    const { booking, previous } = await setStatus(app.db, app.config, id, status, user.id);
    await app.audit(request, `booking-${status}`, 'bookings', id, { status: [previous.status, booking.status] });
    app.outbox.wake();
    return { data: booking };
  });

  app.post<{ Params: { id: string } }>('/api/bookings/:id/reschedule', async (request) => {
    const user = app.requirePermission(request, permissionFor('bookings', 'update')!);
    const id = recordId(request.params.id);
    await bookingInScope(id, user);
    const { start } = await validated(bookingRescheduleSchema, request.body);
    const { booking, previous } = await reschedule(app.db, app.config, id, start, user.id);
    await app.audit(request, 'booking-reschedule', 'bookings', id, { starts_at: [previous.starts_at, booking.starts_at] });
    app.outbox.wake();
    return { data: booking };
  });

  // Reminders 24 h and 1 h before: queued by whichever instance looks first (each exactly once), sent by the outbox worker.
  let timer: NodeJS.Timeout | null = null;
  const tick = () =>
    void queueDueReminders(app.db, app.config).then(
      (n) => n > 0 && app.outbox.wake(),
      (err) => app.log.error({ err }, 'booking reminders could not be queued'),
    );
  app.addHook('onReady', async () => {
    if (!app.config.smtpUrl) return; // no e-mail: a reminder kept in the mailbox would be late by the time it is sent
    timer = setInterval(tick, REMINDER_POLL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
