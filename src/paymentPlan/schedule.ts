/**
 * A structured payment plan (issue 39 item 3) and the one function that turns it into dated payments: the project
 * page, the returns calculator, the unit prices, the enquiry and GET /api/site/projects/<slug>/schedule all use
 * `paymentSchedule`. Pure (no yup, no dates of the machine): dates are calendar days, YYYY-MM-DD, in UTC arithmetic.
 */

/** When a milestone falls due. A repeated milestone (monthly, after_handover) splits its percent over its instalments. */
export type DueRule =
  | { at: 'booking' }
  | { at: 'date'; date: string }
  /** At N% construction; the expected date is `date` when staff give one, else read from the project's progress and handover. */
  | { at: 'construction'; construction_pct: number; date?: string | null }
  /** `count` instalments every `every_months` months, the first `start_months_after_booking` months after booking. */
  | { at: 'monthly'; every_months: number; count: number; start_months_after_booking?: number | null }
  | { at: 'handover' }
  /** `count` instalments every `every_months` months after handover (count 1: "N months after handover"). */
  | { at: 'after_handover'; every_months: number; count?: number | null };

export type DueKind = DueRule['at'];
export const DUE_KINDS: readonly DueKind[] = ['booking', 'date', 'construction', 'monthly', 'handover', 'after_handover'];

export interface PlanMilestoneRule {
  /** Staff's own words; absent: the site names the milestone from its rule. */
  label?: string | null;
  /** Share of the price in percent; a repeated milestone's percent is its total. */
  percent: number;
  due: DueRule;
}

export interface StructuredPlan {
  label?: string | null;
  milestones: PlanMilestoneRule[];
}

/** What the schedule needs of the project: when it is handed over and how far construction has come. */
export interface ProjectTiming {
  /** The expected handover day (the end of the handover quarter), or null when the project gives none. */
  handover: string | null;
  /** The last inspected construction progress, for the expected date of a construction milestone. */
  progress?: { pct: number; on: string } | null;
  /** A completed project: handed over already, whatever its handover fields say. */
  ready?: boolean;
}

export interface ScheduledPayment {
  date: string;
  /** Index of the milestone in the plan. */
  milestone: number;
  /** 1-based instalment number and count of a repeated milestone (1 of 1 otherwise). */
  instalment: number;
  instalments: number;
  percent: number;
  amount_aed: number;
  /** True when the date is an estimate (construction read from progress; handover assumed when the project gives none). */
  estimated: boolean;
}

/** Months assumed to handover when a project gives no handover date (the calculator's long-standing default). */
export const ASSUMED_HANDOVER_MONTHS = 24;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDay(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  const m = DAY_RE.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v;
}

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
const daysIn = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
const iso = (y: number, m0: number, d: number) => new Date(Date.UTC(y, m0, d)).toISOString().slice(0, 10);
const dayNumber = (day: string) => Date.UTC(...(([y, m, d]) => [y, m - 1, d] as const)(parts(day))) / 86_400_000;
const fromDayNumber = (n: number) => new Date(Math.round(n) * 86_400_000).toISOString().slice(0, 10);

/** `months` calendar months after `day`, on the same day of the month, clamped to the month's end (31 Jan + 1 = 28/29 Feb). */
export function addMonths(day: string, months: number, dayOfMonth = parts(day)[2]): string {
  const [y, m] = parts(day);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month0 = total - year * 12;
  return iso(year, month0, Math.min(dayOfMonth, daysIn(year, month0)));
}

/** Whole calendar months from `from` to `to` (by month, the day ignored): the calculator's month index. */
export function monthsBetween(from: string, to: string): number {
  const [y1, m1] = parts(from);
  const [y2, m2] = parts(to);
  return (y2 - y1) * 12 + (m2 - m1);
}

/** The last day of a handover quarter (Q2 2028 -> 2028-06-30); the year's end when the quarter is not given. */
export function handoverDay(year: number | null | undefined, quarter: number | null | undefined): string | null {
  // Only a calendar year and quarter the project schema allows (a hostile one is refused by its own field, not thrown on here).
  if (typeof year !== 'number' || !Number.isInteger(year) || year < 1900 || year > 2200) return null;
  if (quarter != null && !(Number.isInteger(quarter) && quarter >= 1 && quarter <= 4)) return null;
  const month0 = quarter ? quarter * 3 - 1 : 11;
  return iso(year, month0, daysIn(year, month0));
}

/** The expected day construction reaches `pct`: on the line from the last inspection to 100% at handover. */
export function constructionDay(pct: number, booked: string, handover: string, progress: ProjectTiming['progress']): string {
  const start = progress && isCalendarDay(progress.on) ? { pct: progress.pct, on: progress.on } : { pct: 0, on: booked };
  if (pct <= start.pct || start.pct >= 100) return start.on;
  const from = dayNumber(start.on);
  const to = dayNumber(handover);
  return fromDayNumber(from + ((pct - start.pct) / (100 - start.pct)) * Math.max(0, to - from));
}

const later = (a: string, b: string) => (a > b ? a : b);
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * The dated payments of a plan for a price and a booking day, in date order (a plan's order among equal dates).
 * Nothing falls before booking (a date already past is due on booking). Amounts are whole AED: each is rounded and
 * the last payment takes the remainder, so they add up to the price exactly when the shares add up to 100%.
 */
export function paymentSchedule(plan: StructuredPlan, priceAed: number, booked: string, timing: ProjectTiming): ScheduledPayment[] {
  const bookingDay = parts(booked)[2];
  const handoverKnown = timing.ready ? booked : timing.handover;
  const handover = later(handoverKnown ?? addMonths(booked, ASSUMED_HANDOVER_MONTHS), booked);
  const out: Omit<ScheduledPayment, 'amount_aed'>[] = [];
  plan.milestones.forEach((m, milestone) => {
    const one = (date: string, estimated = false) => out.push({ date: later(date, booked), milestone, instalment: 1, instalments: 1, percent: round4(m.percent), estimated });
    const series = (first: (i: number) => string, count: number, estimated: boolean) => {
      for (let i = 0; i < count; i++) out.push({ date: later(first(i), booked), milestone, instalment: i + 1, instalments: count, percent: round4(m.percent / count), estimated });
    };
    const due = m.due;
    switch (due.at) {
      case 'booking':
        return one(booked);
      case 'date':
        return one(due.date);
      case 'construction':
        return due.date ? one(due.date) : one(constructionDay(due.construction_pct, booked, handover, timing.progress), true);
      case 'handover':
        return one(handover, !handoverKnown);
      case 'monthly': {
        const every = Math.max(1, due.every_months);
        const start = due.start_months_after_booking ?? every;
        return series((i) => addMonths(booked, start + i * every, bookingDay), Math.max(1, due.count), false);
      }
      case 'after_handover': {
        const every = Math.max(1, due.every_months);
        return series((i) => addMonths(handover, (i + 1) * every, bookingDay), Math.max(1, due.count ?? 1), !handoverKnown);
      }
    }
  });
  const ordered = out.map((p, i) => ({ p, i })).sort((a, b) => (a.p.date < b.p.date ? -1 : a.p.date > b.p.date ? 1 : a.i - b.i)).map((x) => x.p);
  const totalPct = plan.milestones.reduce((s, m) => s + m.percent, 0);
  // Whole dirhams: each share rounded, the last one the remainder of the plan's total.
  const total = Math.round((priceAed * totalPct) / 100);
  let sum = 0;
  return ordered.map((p, i) => {
    const exact = plan.milestones[p.milestone].percent / p.instalments;
    const amount_aed = i === ordered.length - 1 ? total - sum : Math.round((priceAed * exact) / 100);
    sum += amount_aed;
    return { ...p, amount_aed };
  });
}

/** A plan in the structured format: every milestone has a due rule. Anything else is an old free-text plan. */
export function isStructuredPlan(plan: unknown): plan is StructuredPlan {
  if (!plan || typeof plan !== 'object') return false;
  const list = (plan as { milestones?: unknown }).milestones;
  return Array.isArray(list) && list.length > 0 && list.every((m) => m && typeof m === 'object' && typeof (m as { due?: { at?: unknown } }).due?.at === 'string');
}

/** A stored plan with milestones that are not structured (no due rule): staff see a warning until it is. */
export function isOldPlan(plan: unknown): boolean {
  if (!plan || typeof plan !== 'object') return false;
  const list = (plan as { milestones?: unknown }).milestones;
  return Array.isArray(list) && list.length > 0 && !isStructuredPlan(plan);
}
