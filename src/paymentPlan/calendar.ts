/**
 * A structured payment plan's shape, calendar days (YYYY-MM-DD, UTC arithmetic) and whether a stored plan is
 * structured: what a page needs before it schedules anything, kept apart from the schedule itself
 * (src/paymentPlan/schedule.ts, which re-exports all of it) so a page's first load does not carry the whole schedule
 * (decision 049).
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


const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDay(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  const m = DAY_RE.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v;
}

export const daysIn = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
export const iso = (y: number, m0: number, d: number) =>
  new Date(Date.UTC(y, m0, d)).toISOString().slice(0, 10);

/** The last day of a handover quarter (Q2 2028 -> 2028-06-30); the year's end when the quarter is not given. */
export function handoverDay(
  year: number | null | undefined,
  quarter: number | null | undefined,
): string | null {
  // Only a calendar year and quarter the project schema allows (a hostile one is refused by its own field, not thrown on here).
  if (typeof year !== 'number' || !Number.isInteger(year) || year < 1900 || year > 2200) return null;
  if (quarter != null && !(Number.isInteger(quarter) && quarter >= 1 && quarter <= 4)) return null;
  const month0 = quarter ? quarter * 3 - 1 : 11;
  return iso(year, month0, daysIn(year, month0));
}

/** A plan in the structured format: every milestone has a due rule. Anything else is an old free-text plan. */
export function isStructuredPlan(plan: unknown): plan is StructuredPlan {
  if (!plan || typeof plan !== 'object') return false;
  const list = (plan as { milestones?: unknown }).milestones;
  return (
    Array.isArray(list) &&
    list.length > 0 &&
    list.every(
      (m) => m && typeof m === 'object' && typeof (m as { due?: { at?: unknown } }).due?.at === 'string',
    )
  );
}

/** A stored plan with milestones that are not structured (no due rule): staff see a warning until it is. */
export function isOldPlan(plan: unknown): boolean {
  if (!plan || typeof plan !== 'object') return false;
  const list = (plan as { milestones?: unknown }).milestones;
  return Array.isArray(list) && list.length > 0 && !isStructuredPlan(plan);
}
