import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/types';
import { enqueue, addressList } from '../outbox/queue';
import { takeUnsolicitedMail } from '../mail-cap/cap';
import { TEAM_TIME_ZONE } from '../../src/conversations/zone';
import { bookingMail, type Booking, type BookingMailPurpose } from './invitation';

/** MAIL_FROM's address ("Oasis Invest <leads@example.com>" -> "leads@example.com"): the invitation's organizer. */
const organizerOf = (mailFrom: string) => {
  const open = mailFrom.lastIndexOf('<');
  const close = mailFrom.lastIndexOf('>');
  return open >= 0 && close > open ? mailFrom.slice(open + 1, close) : mailFrom;
};

/**
 * Queues a booking's e-mails in the outbox (in the caller's transaction): to the visitor in their zone and to the
 * team (the lead's assignee and the lead settings' addresses) in Dubai time, each with the invitation. The key
 * names the booking, its SEQUENCE and the purpose, so each version's e-mail and each reminder is queued once.
 */
export async function queueBookingMails(db: Kysely<Database>, config: Config, b: Booking, purpose: BookingMailPurpose): Promise<void> {
  // Without a mail server the outbox keeps these for the mailbox (issue 37 item 20); reminders are not queued then (bookings/routes.ts).
  if (b.enquiry_id == null) return;
  // The visitor's first invitation goes to an address they typed: one of its unsolicited e-mails of the day (issue 37).
  // Held back, the booking stays and the team is told; no later e-mail of this booking goes to that address either.
  const firstInvitation = purpose === 'invitation' && b.sequence === 0 && b.status === 'booked';
  const toVisitor = firstInvitation ? await takeUnsolicitedMail(db, b.email) : b.visitor_mailed === 1;
  if (firstInvitation && !toVisitor) await db.updateTable('bookings').set({ visitor_mailed: 0 }).where('id', '=', b.id).execute();
  const settings = await db.selectFrom('settings').select(['product_name', 'lead_notify_to']).orderBy('id').limit(1).executeTakeFirst();
  const lead = await db.selectFrom('enquiries').select('assignee_id').where('id', '=', b.enquiry_id).executeTakeFirst();
  const assignee = lead?.assignee_id ? await db.selectFrom('users').select('email').where('id', '=', lead.assignee_id).executeTakeFirst() : null;
  const project = b.project_id ? await db.selectFrom('projects').select('title').where('id', '=', b.project_id).executeTakeFirst() : null;
  const parties = { productName: settings?.product_name || config.productName, organizerEmail: organizerOf(config.mailFrom), projectTitle: project?.title ?? null, publicUrl: config.publicUrl };
  const team = addressList([settings?.lead_notify_to, assignee?.email].filter(Boolean).join(','));
  const key = `booking-${b.id}-s${b.sequence}-${b.status === 'cancelled' ? 'cancel' : purpose}`;
  const deliveries = toVisitor ? [{ channel: 'email' as const, purpose: `${key}-visitor`, payload: bookingMail(b, [b.email], b.time_zone, parties, purpose, 'visitor') }] : [];
  if (team.length) deliveries.push({ channel: 'email', purpose: `${key}-team`, payload: bookingMail(b, team, TEAM_TIME_ZONE, parties, purpose, 'team') });
  if (deliveries.length) await enqueue(db, { type: 'enquiry', id: b.enquiry_id }, deliveries);
}
