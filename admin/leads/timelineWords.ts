/** The timeline's kinds as the back-office names them (admin/locales: oasis.timeline.kind.*). */
export const TIMELINE_KINDS = ['enquiry', 'booking', 'activity', 'whatsapp_in', 'whatsapp_out', 'email', 'call', 'note', 'stage', 'assign', 'hold', 'reservation', 'merge', 'task'] as const;

export type { TimelineEntry } from '../../src/schemas/timeline';

/** "28 Nov 2026, 14:05" on the reader's clock. */
export const when = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
