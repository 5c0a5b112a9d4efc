/** A task's due time for the list: the date and time in the member's locale. */
export const dueText = (iso: string, locale: string) => new Date(iso).toLocaleString(locale === 'en' ? undefined : locale, { dateStyle: 'medium', timeStyle: 'short' });

/** The value of a datetime-local input one hour from now (the member's clock), rounded to the quarter hour. */
export function inAnHour(now = new Date()): string {
  const d = new Date(now.getTime() + 3600_000);
  d.setMinutes(Math.ceil(d.getMinutes() / 15) * 15, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the member's clock) as an instant with its zone, the only form the server stores. */
export const localToIso = (value: string) => new Date(value).toISOString();
