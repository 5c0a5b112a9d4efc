/**
 * Speed to lead in working time: the response target counts only the sales team's working hours when the lead
 * settings say so (Dubai time, UTC+4 all year: the UAE has no daylight saving). Shared by the dashboard
 * (server) and the response timer (back-office), so both count the same minutes.
 */
export interface WorkingHours {
  /** Days the team works, 0 = Sunday ... 6 = Saturday. */
  days: number[];
  /** "HH:MM" in Dubai time; end after start. */
  start: string;
  end: string;
}

const DUBAI_OFFSET_MS = 4 * 3600_000;
const DAY_MS = 86_400_000;
const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Milliseconds between two instants that fall inside working hours; null hours: all of them. */
export function workingMs(from: number, to: number, hours: WorkingHours | null): number {
  if (to <= from) return 0;
  if (!hours) return to - from;
  const startMin = minutesOf(hours.start);
  const endMin = minutesOf(hours.end);
  if (!(endMin > startMin) || !hours.days.length) return to - from;
  let total = 0;
  // Dubai midnight of the first day, then one day at a time (at most about a year: beyond that the lead is long overdue).
  let dayStart = Math.floor((from + DUBAI_OFFSET_MS) / DAY_MS) * DAY_MS - DUBAI_OFFSET_MS;
  for (let i = 0; dayStart < to && i < 400; i++, dayStart += DAY_MS) {
    const weekday = new Date(dayStart + DUBAI_OFFSET_MS).getUTCDay();
    if (!hours.days.includes(weekday)) continue;
    const open = dayStart + startMin * 60_000;
    const close = dayStart + endMin * 60_000;
    total += Math.max(0, Math.min(to, close) - Math.max(from, open));
  }
  return total;
}

/** The working hours of the lead settings, or null when the target counts around the clock. */
export function settingsWorkingHours(s: { lead_sla_working_hours?: unknown; lead_work_days?: unknown; lead_work_start?: unknown; lead_work_end?: unknown } | null | undefined): WorkingHours | null {
  if (!s || !(s.lead_sla_working_hours === true || s.lead_sla_working_hours === 1)) return null;
  let days: unknown = s.lead_work_days;
  if (typeof days === 'string') {
    try {
      days = JSON.parse(days);
    } catch {
      days = [];
    }
  }
  return { days: Array.isArray(days) ? days.filter((d): d is number => Number.isInteger(d)) : [], start: String(s.lead_work_start ?? '09:00'), end: String(s.lead_work_end ?? '19:00') };
}
