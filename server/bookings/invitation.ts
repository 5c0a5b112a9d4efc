import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { DateTime } from 'luxon';
import { escapeHtml, oneLine } from '../../src/text';
import type { Mail } from '../outbox/messages';
import type { BookingsTable } from '../resources/bookings';
import type { Selectable } from 'kysely';
import { isLanguage, type Language } from '../../src/i18n/languages';
import { BOOKING_TEXTS, fill } from './texts';
import { pageUrl } from '../../src/schemas/sourcePath';

export type Booking = Selectable<BookingsTable>;

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
export function invitationIcs(b: Booking, zone: string, p: InvitationParties, language: Language = 'en', audience: Audience = 'team'): string {
  const cancelled = b.status === 'cancelled';
  const t = BOOKING_TEXTS[language];
  const cal = ical({ prodId: { company: p.productName, product: 'bookings', language: language.toUpperCase() }, method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST });
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
    summary: eventTitle(b, p, language),
    description: eventDescription(b, p, language, audience),
    // The visitor's copy goes to an address nobody has confirmed: only our own texts, none the visitor typed (issue 37).
    location: b.kind === 'viewing' ? (p.projectTitle ? `${p.projectTitle}, Dubai` : 'Dubai') : b.kind === 'video' ? (b.meeting_link ?? t.videoLocation) : audience === 'visitor' ? t.title.phone : fill(t.phoneLocation, { phone: b.phone }),
    // A video call's room (issue 40 item 7): calendars show it as the event's link.
    ...(b.kind === 'video' && b.meeting_link ? { url: b.meeting_link } : {}),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: p.productName, email: p.organizerEmail },
    attendees: [{ ...(audience === 'team' ? { name: b.name } : {}), email: b.email, rsvp: true, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.NEEDSACTION }],
  });
  return cal.toString();
}

const about = (p: InvitationParties, language: Language) => (p.projectTitle ? fill(BOOKING_TEXTS[language].about, { project: p.projectTitle }) : '');
const eventTitle = (b: Booking, p: InvitationParties, language: Language) =>
  oneLine(fill(BOOKING_TEXTS[language].eventTitle, { title: BOOKING_TEXTS[language].title[b.kind], product: p.productName, about: about(p, language) }), 180);
const eventDescription = (b: Booking, p: InvitationParties, language: Language, audience: Audience) => {
  // The page is linked only when it is one of ours (pageUrl), whatever was stored before the rule.
  const bookedOn = fill(BOOKING_TEXTS[language].bookedOn, { title: BOOKING_TEXTS[language].title[b.kind], url: pageUrl(p.publicUrl, b.source_path) });
  const join = b.kind === 'video' && b.meeting_link ? [fill(BOOKING_TEXTS[language].joinLink, { link: b.meeting_link })] : [];
  return (audience === 'team' ? [bookedOn, ...join, `${b.name}`, `${b.phone}`, `${b.email}`] : [bookedOn, ...join]).join('\n');
};

/** "Tuesday, 1 December 2026, 13:00 (Europe/Moscow)": the start on the reader's clocks. */
export function whenText(instant: string, zone: string, language = 'en'): string {
  const text = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
  return `${text} (${zone})`;
}

export type BookingMailPurpose = 'invitation' | 'reminder-24h' | 'reminder-1h';
type Audience = 'visitor' | 'team';

/** An e-mail about a booking with its invitation attached, to the visitor (their zone) or the team (Dubai time). */
export function bookingMail(b: Booking, to: string[], zone: string, p: InvitationParties, purpose: BookingMailPurpose, audience: Audience): Mail {
  // The visitor reads it in the language they booked in; the team in English, as the other lead e-mails. The time
  // is on the reader's clocks and names the zone.
  const language: Language = audience === 'visitor' && isLanguage(b.language) ? b.language : 'en';
  const t = BOOKING_TEXTS[language];
  const values = { kind: t.kind[b.kind], about: about(p, language), when: whenText(b.starts_at, zone, language), product: p.productName };
  const cancelled = b.status === 'cancelled';
  // A video call's link (issue 40 item 7), in the reader's language; a cancelled call has none to join.
  const join = (texts: typeof t) => (b.kind === 'video' && b.meeting_link && !cancelled ? [fill(texts.joinLink, { link: b.meeting_link })] : []);
  const subject = oneLine(
    fill(cancelled ? t.cancelled : purpose === 'invitation' ? (b.sequence > 0 ? t.newTime : t.booked) : purpose === 'reminder-1h' ? t.reminderHour : t.reminderTomorrow, values),
    200,
  );
  // No name the visitor typed in a mail to their unconfirmed address (issue 37): our own greeting.
  const lines =
    audience === 'visitor'
      ? [t.helloNoName, '', fill(cancelled ? t.isCancelled : t.isOn, values), ...join(t), '', p.productName]
      : [`${cancelled ? 'Cancelled' : 'Booked'}: ${values.kind} with ${b.name} (${b.phone}, ${b.email}) on ${values.when}.`, ...(p.projectTitle ? [`Project: ${p.projectTitle}`] : []), ...join(t), '', `Open the bookings: ${p.publicUrl}/admin/bookings`];
  const rtl = language === 'ar' ? ' dir="rtl"' : '';
  return {
    to,
    subject,
    text: lines.join('\n'),
    html: `<div lang="${language}"${rtl}>${lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('')}</div>`,
    icalEvent: { method: cancelled ? 'CANCEL' : 'REQUEST', filename: 'invitation.ics', content: invitationIcs(b, zone, p, language, audience) },
  };
}
