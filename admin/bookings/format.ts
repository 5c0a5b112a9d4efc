import { TEAM_TIME_ZONE, wallClock } from '../../src/conversations/zone';

/** Staff read bookings in Dubai time (the team's clocks), whatever the visitor's zone. */
export const dubaiTime = (iso: string, locale = 'en-GB') =>
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TEAM_TIME_ZONE }).format(new Date(iso));
export const dubaiDay = (iso: string, locale = 'en-GB') =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: TEAM_TIME_ZONE }).format(new Date(iso));
export const dubaiDate = (iso: string) => wallClock(Date.parse(iso), TEAM_TIME_ZONE).date;

/** Kind and status names are message keys (admin/locales: oasis.booking.kind.*, oasis.booking.status.*). */
export const kindLabel = (translate: (key: string, opts?: object) => string, kind: string) => translate(`oasis.booking.kind.${kind}`, { _: kind });
export const statusLabel = (translate: (key: string, opts?: object) => string, status: string) => translate(`oasis.booking.status.${status}`, { _: status });
export const STATUS_COLORS = { booked: 'warning', confirmed: 'info', done: 'success', no_show: 'error', cancelled: 'default' } as const;
