import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { DateTime } from 'luxon';
import { escapeHtml, oneLine } from '../../src/text';
import type { Mail } from '../leads/messages';
import type { BookingsTable } from '../resources/bookings';
import type { Selectable } from 'kysely';
import { greetingName } from '../leads/messages';
import { fill, visitorTexts } from './visitorTexts';

export type Booking = Selectable<BookingsTable>;
export const KIND_LABEL: Record<Booking['kind'], string> = { phone: 'Phone call', video: 'Video call', viewing: 'Viewing' };

/** Who the invitation is between: the company (organizer) and the visitor (attendee). */
export interface InvitationParties {
  productName: string;
  /** The organizer's address: MAIL_FROM's address. */
  organizerEmail: string;
  projectTitle: string | null;
  publicUrl: string;
}

/**
 * The iCalendar (RFC 5545) invitation: METHOD:REQUEST, or CANCEL once cancelled; the same UID on every version with a
 * higher SEQUENCE, so calendars update the event in place; times in the reader's IANA zone with its VTIMEZONE.
 */
export function invitationIcs(b: Booking, zone: string, p: InvitationParties): string {
  const cancelled = b.status === 'cancelled';
  const cal = ical({ prodId: { company: p.productName, product: 'bookings', language: 'EN' }, method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST });
  // The VTIMEZONE of the event's zone; no calendar-wide zone, so DTSTAMP stays in UTC as RFC 5545 wants.
  cal.timezone({ name: null, generator: getVtimezoneComponent });
  cal.createEvent({
    id: b.uid,
    sequence: b.sequence,
    // Luxon instants: ical-generator writes them on the zone's clocks (a plain Date would use the server's own zone).
    start: DateTime.fromISO(b.starts_at, { zone: 'utc' }),
    end: DateTime.fromISO(b.ends_at, { zone: 'utc' }),
    timezone: zone,
    stamp: DateTime.fromISO(b.updated_at, { zone: 'utc' }),
    summary: eventTitle(b, p),
    description: eventDescription(b, p),
    location: b.kind === 'viewing' ? (p.projectTitle ? `${p.projectTitle}, Dubai` : 'Dubai') : b.kind === 'video' ? 'Video call (the link follows from your adviser)' : `Phone call to ${b.phone}`,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: p.productName, email: p.organizerEmail },
    attendees: [{ name: b.name, email: b.email, rsvp: true, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.NEEDSACTION }],
  });
  return cal.toString();
}

const eventTitle = (b: Booking, p: InvitationParties) => oneLine(`${KIND_LABEL[b.kind]} with ${p.productName}${p.projectTitle ? `: ${p.projectTitle}` : ''}`, 180);
const eventDescription = (b: Booking, p: InvitationParties) =>
  [`${KIND_LABEL[b.kind]} booked on ${p.publicUrl}${b.source_path ?? ''}`, `Name: ${b.name}`, `Phone: ${b.phone}`, `E-mail: ${b.email}`].join('\n');

/** "Tuesday, 1 December 2026, 13:00 (Europe/Moscow)": the start on the reader's clocks. */
export function whenText(instant: string, zone: string, language = 'en'): string {
  const text = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
  return `${text} (${zone})`;
}

export type BookingMailPurpose = 'invitation' | 'reminder-24h' | 'reminder-1h';

/** An e-mail about a booking with its invitation attached, to the visitor (their zone) or the team (Dubai time). */
export function bookingMail(b: Booking, to: string[], zone: string, p: InvitationParties, purpose: BookingMailPurpose, audience: 'visitor' | 'team'): Mail {
  const cancelled = b.status === 'cancelled';
  let subject: string;
  let lines: string[];
  if (audience === 'visitor') {
    // In the language the visitor booked in (issue 29), the time on their clocks with its zone named.
    const tx = visitorTexts(b.language);
    const when = whenText(b.starts_at, zone, b.language);
    const v = { kind: tx.kind[b.kind], when, about: p.projectTitle ? fill(tx.about, { project: p.projectTitle }) : '', product: p.productName };
    subject = fill(cancelled ? tx.cancelledSubject : purpose === 'invitation' ? (b.sequence > 0 ? tx.moved : tx.booked) : purpose === 'reminder-1h' ? tx.reminderHour : tx.reminderTomorrow, v);
    const first = greetingName(b.name);
    lines = [first === 'there' ? tx.helloAnon : fill(tx.hello, { name: first }), '', fill(cancelled ? tx.isCancelled : tx.isOn, v), '', p.productName];
  } else {
    const kind = KIND_LABEL[b.kind].toLowerCase();
    // The team's copy is in English (as the other lead e-mails), in Dubai time.
    const when = whenText(b.starts_at, zone);
    subject = cancelled
      ? `Cancelled: ${kind} on ${when}`
      : purpose === 'invitation'
        ? `${b.sequence > 0 ? 'New time for your' : 'Booked:'} ${kind}${p.projectTitle ? ` about ${p.projectTitle}` : ''}, ${when}`
        : `Reminder: ${kind} ${purpose === 'reminder-1h' ? 'in one hour' : 'tomorrow'}, ${when}`;
    lines = [`${cancelled ? 'Cancelled' : 'Booked'}: ${kind} with ${b.name} (${b.phone}, ${b.email}) on ${when}.`, ...(p.projectTitle ? [`Project: ${p.projectTitle}`] : []), '', `Open the bookings: ${p.publicUrl}/admin/bookings`];
  }
  return {
    to,
    subject: oneLine(subject, 200),
    text: lines.join('\n'),
    html: lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join(''),
    icalEvent: { method: cancelled ? 'CANCEL' : 'REQUEST', filename: 'invitation.ics', content: invitationIcs(b, zone, p) },
  };
}
