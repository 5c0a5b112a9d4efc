import type { Defaulted } from '../db/columns';
import type { Db } from '../db/connect';
import { addDays, TEAM_TIME_ZONE, wallClock, zonedInstant } from '../../src/conversations/zone';

declare module '../resources/settings' {
  interface SettingsTable {
    /** Issue 29: how long before a slot it can still be booked, a slot's length, how far ahead, and days off (JSON dates, Dubai). */
    booking_lead_minutes: Defaulted<number>;
    booking_slot_minutes: Defaulted<number>;
    booking_days_ahead: Defaulted<number>;
    booking_leave: Defaulted<string>;
  }
}

/** What makes a bookable slot: the team's working hours (Dubai time) less leave, a lead time, and a horizon. */
export interface SlotRules {
  /** 0 = Sunday ... 6 = Saturday. */
  days: number[];
  /** "HH:MM" Dubai time. */
  start: string;
  end: string;
  slotMinutes: number;
  leadMinutes: number;
  daysAhead: number;
  /** Dubai dates ("YYYY-MM-DD") the team is off. */
  leave: string[];
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Every slot start (UTC ISO) the rules open from `now` on, less the taken ones, in time order. */
export function openSlots(rules: SlotRules, now: number, taken: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const earliest = now + rules.leadMinutes * 60_000;
  const today = wallClock(now, TEAM_TIME_ZONE).date;
  const from = minutes(rules.start);
  const to = minutes(rules.end);
  const step = Math.max(5, rules.slotMinutes);
  for (let i = 0; i <= rules.daysAhead; i++) {
    const date = addDays(today, i);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (!rules.days.includes(weekday) || rules.leave.includes(date)) continue;
    for (let m = from; m + step <= to; m += step) {
      const at = zonedInstant(date, clock(m), TEAM_TIME_ZONE);
      if (at < earliest) continue;
      const iso = new Date(at).toISOString();
      if (!taken.has(iso)) out.push(iso);
    }
  }
  return out;
}

export interface SlotDay {
  /** The day on the visitor's clocks, "YYYY-MM-DD". */
  date: string;
  slots: Array<{ start: string; time: string }>;
}

/** The slots grouped by day as the visitor's clocks show them ("HH:MM" in their zone). */
export function slotsByDay(starts: string[], zone: string): SlotDay[] {
  const days: SlotDay[] = [];
  for (const start of starts) {
    const { date, time } = wallClock(Date.parse(start), zone);
    let day = days[days.length - 1];
    if (!day || day.date !== date) days.push((day = { date, slots: [] }));
    day.slots.push({ start, time });
  }
  return days;
}

function jsonList<T>(text: string | null | undefined, ok: (v: unknown) => v is T): T[] {
  try {
    const v = JSON.parse(text ?? '[]');
    return Array.isArray(v) ? v.filter(ok) : [];
  } catch {
    return [];
  }
}

/** The rules from the settings row (working hours are the lead settings' lead_work_days/start/end). */
export async function slotRules(db: Db): Promise<SlotRules> {
  const s = await db.kysely
    .selectFrom('settings')
    .select(['lead_work_days', 'lead_work_start', 'lead_work_end', 'booking_lead_minutes', 'booking_slot_minutes', 'booking_days_ahead', 'booking_leave'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return {
    days: jsonList(s?.lead_work_days ?? '[1,2,3,4,5,6]', (v): v is number => Number.isInteger(v)),
    start: s?.lead_work_start ?? '09:00',
    end: s?.lead_work_end ?? '19:00',
    slotMinutes: s?.booking_slot_minutes ?? 30,
    leadMinutes: s?.booking_lead_minutes ?? 120,
    daysAhead: Math.min(60, s?.booking_days_ahead ?? 14),
    leave: jsonList(s?.booking_leave, (v): v is string => typeof v === 'string'),
  };
}

/** Slot starts held by bookings from `now` on (a cancelled booking holds none). */
export async function takenSlots(db: Db, now: number, exceptId?: number): Promise<Set<string>> {
  const rows = await db.kysely
    .selectFrom('bookings')
    .select('slot')
    .where('slot', '>=', new Date(now).toISOString())
    .$if(exceptId != null, (q) => q.where('id', '<>', exceptId!))
    .execute();
  return new Set(rows.map((r) => r.slot!).filter(Boolean));
}
