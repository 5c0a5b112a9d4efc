/**
 * A structured payment plan (issue 39 item 3) and the one function that turns it into dated payments: the project
 * page, the returns calculator, the unit prices, the enquiry and GET /api/site/projects/<slug>/schedule all use
 * `paymentSchedule`. Pure (no yup, no dates of the machine): dates are calendar days, YYYY-MM-DD, in UTC arithmetic.
 */

import { daysIn, isCalendarDay, iso, type StructuredPlan } from './calendar';

export { DUE_KINDS, handoverDay, isCalendarDay, isOldPlan, isStructuredPlan } from './calendar';
export type { DueKind, DueRule, PlanMilestoneRule, StructuredPlan } from './calendar';

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



const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
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

