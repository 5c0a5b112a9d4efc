/**
 * Wall-clock time in IANA time zones with the platform's Intl only (no date library in the browser):
 * the team works in Dubai time, visitors see their own zone, daylight saving included.
 */
export const TEAM_TIME_ZONE = 'Asia/Dubai';

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', weekday: 'short' });
    formatters.set(zone, f);
  }
  return f;
}

/** Whether the platform knows the zone by this IANA name ("Europe/Moscow"); "UTC" too. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    partsFormatter(zone);
    return true;
  } catch {
    return false;
  }
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The instant's date ("YYYY-MM-DD"), time ("HH:MM") and weekday (0 = Sunday) on the zone's clocks. */
export function wallClock(instant: number, zone: string): { date: string; time: string; weekday: number; offsetMs: number } {
  const parts = Object.fromEntries(partsFormatter(zone).formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, weekday: WEEKDAYS.indexOf(parts.weekday), offsetMs: asUtc - Math.floor(instant / 1000) * 1000 };
}

/** The instant at which the zone's clocks show this date and time (the later reading when a change of clocks repeats it). */
export function zonedInstant(date: string, time: string, zone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  const guess = Date.UTC(y, m - 1, d, h, min);
  const first = guess - wallClock(guess, zone).offsetMs;
  const second = guess - wallClock(first, zone).offsetMs;
  return second;
}

/** "YYYY-MM-DD" plus n days (calendar arithmetic, no zone). */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}
