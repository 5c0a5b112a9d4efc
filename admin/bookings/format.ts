import { TEAM_TIME_ZONE, wallClock } from '../../src/conversations/zone';

/** Staff read bookings in Dubai time (the team's clocks), whatever the visitor's zone. */
export const dubaiTime = (iso: string, locale = 'en-GB') =>
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TEAM_TIME_ZONE }).format(new Date(iso));
export const dubaiDay = (iso: string, locale = 'en-GB') =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: TEAM_TIME_ZONE }).format(new Date(iso));
export const dubaiDate = (iso: string) => wallClock(Date.parse(iso), TEAM_TIME_ZONE).date;
/** The date format of the back-office's language. */
export const staffLocale = (locale: string) => (locale === 'ru' ? 'ru-RU' : 'en-GB');

export const KIND_LABELS: Record<string, string> = { phone: 'Phone call', video: 'Video call', viewing: 'Viewing' };
export const STATUS_LABELS: Record<string, string> = { booked: 'Booked', confirmed: 'Confirmed', done: 'Done', no_show: 'No-show', cancelled: 'Cancelled' };
export const STATUS_COLORS = { booked: 'warning', confirmed: 'info', done: 'success', no_show: 'error', cancelled: 'default' } as const;
