import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { Database } from '../db/types';
import { HttpError } from '../errors';
import { nowIso } from '../lib/clock';
import { joinOrRecordLead } from '../conversations/lead';
import type { BookingInput, BookingStatus } from '../../src/schemas/booking';
import { NO_VIEWINGS, offersViewings } from '../../src/viewings';
import type { Booking } from './invitation';
import { queueBookingMails } from './mail';
import { openSlots, slotRules, takenSlots } from './slots';
import { recordLeadEvent } from '../timeline/record';
import { stampFirstResponse } from '../timeline/firstResponse';
import { meetingLinkFor } from './meeting';
import { emitCreated, runAfterCommit } from '../resources/recorded';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A unique-index violation on either database: another booking holds the slot. */
export const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
};

export const slotTaken = () => new HttpError(409, 'That time has just been booked by someone else. Please choose another.', { start: 'That time has just been booked by someone else. Please choose another.' });
const slotClosed = () => new HttpError(422, 'That time is not available. Please choose another.', { start: 'That time is not available. Please choose another.' });

/** A reminder whose time has already come when the booking is made (or moved) is not sent: the invitation just went. */
const reminderMarks = (startsAt: number, now: number, stamp: string) => ({
  reminder_24h_at: startsAt - now <= DAY ? stamp : null,
  reminder_1h_at: startsAt - now <= HOUR ? stamp : null,
});

/** Whether `start` is a slot the rules offer now (the unique index, not this, decides between two visitors). */
async function assertOpen(db: Db, start: string, exceptId?: number) {
  const now = Date.now();
  const iso = new Date(start).toISOString();
  if (!openSlots(await slotRules(db), now, new Set()).includes(iso)) throw slotClosed();
  if ((await takenSlots(db, now, exceptId)).has(iso)) throw slotTaken();
}

/**
 * A visitor books a slot: the booking row takes the slot (the unique index lets exactly one of any number of
 * simultaneous requests have it, on any instance), joins or creates the lead (routed like a form lead), and
 * queues the invitations; all in one transaction.
 */
export async function book(db: Db, config: Config, input: BookingInput): Promise<Booking> {
  const project = input.project_id ? await db.kysely.selectFrom('projects').select(['id', 'status', 'show_apartment']).where('id', '=', input.project_id).where('published', '=', 1).executeTakeFirst() : null;
  if (input.kind === 'viewing' && !offersViewings(project)) throw new HttpError(422, NO_VIEWINGS, { kind: NO_VIEWINGS });
  const start = new Date(input.start).toISOString();
  await assertOpen(db, start);
  const rules = await slotRules(db);
  const now = nowIso();
  let afterCommit: Array<() => unknown> = [];
  try {
    const booked = await db.kysely.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('bookings')
        .values({
          uid: `${crypto.randomUUID()}@${new URL(config.publicUrl).hostname || 'oasis.invalid'}`,
          enquiry_id: null,
          kind: input.kind,
          project_id: project?.id ?? null,
          starts_at: start,
          ends_at: new Date(Date.parse(start) + rules.slotMinutes * 60_000).toISOString(),
          slot: start,
          name: input.name,
          email: input.email.toLowerCase(),
          phone: input.phone,
          time_zone: input.time_zone,
          language: input.language ?? 'en',
          source_path: input.source_path ?? null,
          ...reminderMarks(Date.parse(start), Date.now(), now),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The invitation is the visitor's acknowledgement: one e-mail, not two.
      const lead = await joinOrRecordLead(trx, db.dialect, config, { name: input.name, email: input.email.toLowerCase(), phone: input.phone, phoneVerified: false, project_id: project?.id ?? null, source_path: input.source_path ?? null }, { acknowledge: false, touch: 'booking' });
      // The lead speaks the language the visitor booked in (issue 40 item 1): a new lead takes it; a known lead keeps its own unless it has none.
      const language = input.language ?? 'en';
      await trx.updateTable('enquiries').set({ language }).where('id', '=', lead.id).$if(!lead.created, (q) => q.where('language', 'is', null)).execute();
      // A video call gets its meeting link now, so the first invitation carries it (issue 40 item 7).
      const meeting_link = input.kind === 'video' ? await meetingLinkFor(trx, lead.id) : null;
      await trx.updateTable('bookings').set({ enquiry_id: lead.id, meeting_link }).where('id', '=', row.id).execute();
      await recordLeadEvent(trx, { leadId: lead.id, kind: 'booking', at: now, sourceId: Number(row.id), summary: `${BOOKING_WORDS[input.kind]} booked for ${start.slice(0, 16).replace('T', ' ')} UTC`, details: { booking_id: Number(row.id), kind: input.kind, starts_at: start, language, status: 'booked' } });
      const booking = await trx.selectFrom('bookings').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
      await queueBookingMails(trx, config, booking, 'invitation');
      // Features react to the booking in its transaction (issue 40: the lead's follow-up plans stop at once).
      afterCommit = await emitCreated(trx, 'bookings', booking as unknown as Record<string, unknown>);
      return booking;
    });
    await runAfterCommit(afterCommit);
    return booked;
  } catch (err) {
    if (isUniqueViolation(err)) throw slotTaken();
    throw err;
  }
}

const LEAD_STAGES_BEFORE_VIEWING = ['new', 'contacted', 'qualified'];
const BOOKING_WORDS = { phone: 'Phone call', video: 'Video call', viewing: 'Viewing' } as const;
const STATUS_WORDS = { confirmed: 'confirmed', done: 'done', no_show: 'no-show', cancelled: 'cancelled' } as const;

/**
 * What a booking's status does to its lead (issue 40 item 7: booking kinds keep their own stages). A viewing confirmed
 * or done moves the lead to Viewing; a phone or video call never does. Only a call or viewing that took place (done)
 * is the lead's first response: confirming a booking is a calendar step, not a conversation with the person.
 */
export function leadEffect(kind: Booking['kind'], status: Exclude<BookingStatus, 'booked'>): { stage: 'viewing' | 'contacted' | null; responded: boolean } {
  if (kind === 'viewing') return { stage: status === 'confirmed' || status === 'done' ? 'viewing' : null, responded: status === 'done' };
  return { stage: status === 'done' ? 'contacted' : null, responded: status === 'done' };
}

/** Staff: confirm, done, no-show or cancel; the lead moves as `leadEffect` says; cancelling frees the slot and tells both sides. */
export async function setStatus(db: Db, config: Config, id: number, status: Exclude<BookingStatus, 'booked'>, authorId: number | null = null): Promise<{ booking: Booking; previous: Booking }> {
  return db.kysely.transaction().execute(async (trx) => {
    const previous = await lockBooking(db, trx, id);
    if (previous.status === 'cancelled') throw new HttpError(409, 'This booking is cancelled');
    const now = nowIso();
    await trx
      .updateTable('bookings')
      .set({ status, updated_at: now, ...(status === 'cancelled' ? { slot: null, sequence: previous.sequence + 1 } : {}) })
      .where('id', '=', id)
      .execute();
    const effect = leadEffect(previous.kind, status);
    if (previous.enquiry_id != null) {
      if (effect.stage === 'viewing') await trx.updateTable('enquiries').set({ status: 'viewing', updated_at: now }).where('id', '=', previous.enquiry_id).where('status', 'in', LEAD_STAGES_BEFORE_VIEWING).execute();
      if (effect.stage === 'contacted') await trx.updateTable('enquiries').set({ status: 'contacted', updated_at: now }).where('id', '=', previous.enquiry_id).where('status', '=', 'new').execute();
      if (effect.responded) await stampFirstResponse(trx, 'enquiries', previous.enquiry_id, now);
      await recordLeadEvent(trx, { leadId: previous.enquiry_id, kind: 'booking', authorId, at: now, sourceId: id, summary: `${BOOKING_WORDS[previous.kind]} of ${previous.starts_at.slice(0, 16).replace('T', ' ')} UTC ${STATUS_WORDS[status]}`, details: { booking_id: id, kind: previous.kind, status, from: previous.status } });
    }
    const booking = await trx.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    if (status === 'cancelled') await queueBookingMails(trx, config, booking, 'invitation');
    return { booking, previous };
  });
}

/** Staff: a new time (an open slot); the invitation goes again with the same UID and the next SEQUENCE. */
export async function reschedule(db: Db, config: Config, id: number, startIso: string, authorId: number | null = null): Promise<{ booking: Booking; previous: Booking }> {
  const start = new Date(startIso).toISOString();
  await assertOpen(db, start, id);
  const rules = await slotRules(db);
  try {
    return await db.kysely.transaction().execute(async (trx) => {
      const previous = await lockBooking(db, trx, id);
      if (previous.status === 'cancelled' || previous.status === 'done' || previous.status === 'no_show') throw new HttpError(409, 'Only a booked or confirmed booking can be moved');
      const now = nowIso();
      await trx
        .updateTable('bookings')
        .set({ starts_at: start, ends_at: new Date(Date.parse(start) + rules.slotMinutes * 60_000).toISOString(), slot: start, sequence: previous.sequence + 1, ...reminderMarks(Date.parse(start), Date.now(), now), updated_at: now })
        .where('id', '=', id)
        .execute();
      const booking = await trx.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      if (previous.enquiry_id != null)
        await recordLeadEvent(trx, { leadId: previous.enquiry_id, kind: 'booking', authorId, at: now, sourceId: id, summary: `${BOOKING_WORDS[previous.kind]} moved to ${start.slice(0, 16).replace('T', ' ')} UTC`, details: { booking_id: id, kind: previous.kind, from: previous.starts_at, to: start } });
      await queueBookingMails(trx, config, booking, 'invitation');
      return { booking, previous };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slotTaken();
    throw err;
  }
}

async function lockBooking(db: Db, trx: Transaction<Database>, id: number): Promise<Booking> {
  const row = await (trx as Kysely<Database>).selectFrom('bookings').selectAll().where('id', '=', id).$if(db.dialect === 'postgres', (q) => q.forUpdate()).executeTakeFirst();
  if (!row) throw new HttpError(404, 'Booking not found');
  return row;
}
