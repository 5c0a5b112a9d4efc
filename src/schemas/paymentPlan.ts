import { array, number, object, string, type InferType } from 'yup';
import { boundedFormat, optionalText } from './fields';
import { DUE_KINDS, handoverDay, isCalendarDay, type DueKind } from '../paymentPlan/schedule';

/**
 * A project's payment plan (issue 39 item 3, decision 030): `{ label, milestones: [{ label, percent, due }] }`, one
 * schema for the staff form, the staff API, import and the server. Each milestone's due rule keeps only the keys its
 * kind uses. Old free-text milestones (label and trigger, no `due`) are still read and saved, so editing another field
 * of a project never fails on its plan; staff see a warning until the plan is structured.
 */

const MAX_PAYMENTS = 600;

const dueDay = (label: string) => boundedFormat(10, `${label} must be a date such as 2028-06-30`, isCalendarDay, `${label} must be a date such as 2028-06-30`);
const whole = (label: string, min: number, max: number) =>
  number()
    .typeError(`${label} must be a number`)
    .integer(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** The keys each kind of due rule has; the others are dropped. */
const KEYS: Record<DueKind, string[]> = {
  booking: ['at'],
  date: ['at', 'date'],
  construction: ['at', 'construction_pct', 'date'],
  monthly: ['at', 'every_months', 'count', 'start_months_after_booking'],
  handover: ['at'],
  after_handover: ['at', 'every_months', 'count'],
};
const needs = (kinds: DueKind[]) => (at: unknown) => kinds.includes(at as DueKind);

export const dueRuleSchema = object({
  at: string()
    .oneOf([...DUE_KINDS], `Due must be one of ${DUE_KINDS.join(', ')}`)
    .required('Choose when the milestone is due'),
  date: dueDay('Due date')
    .nullable()
    .when('at', { is: 'date', then: (s) => s.required('Due date is required') }),
  construction_pct: number()
    .typeError('Construction stage must be a number')
    .min(1, 'Construction stage must be at least 1%')
    .max(100, 'Construction stage must be at most 100%')
    .when('at', { is: 'construction', then: (s) => s.required('Construction stage is required') }),
  every_months: whole('Months between instalments', 1, 60).when('at', { is: needs(['monthly', 'after_handover']), then: (s) => s.required('Months between instalments are required') }),
  count: whole('Number of instalments', 1, MAX_PAYMENTS).when('at', { is: 'monthly', then: (s) => s.required('Number of instalments is required') }),
  start_months_after_booking: whole('First instalment (months after booking)', 0, 600).nullable(),
})
  .transform((due: unknown) => {
    if (!due || typeof due !== 'object' || Array.isArray(due)) return due;
    const keys = KEYS[(due as { at?: DueKind }).at as DueKind];
    if (!keys) return due;
    const kept = Object.entries(due).filter(([k, v]) => keys.includes(k) && v !== undefined && v !== '' && !(v === null && k !== 'at'));
    return Object.fromEntries(kept);
  })
  .default(undefined);

export const planMilestoneSchema = object({
  label: optionalText(120),
  percent: number()
    .typeError('Percent must be a number')
    .moreThan(0, 'Percent must be more than 0')
    .max(100, 'Percent must be at most 100')
    .required('Percent is required'),
  due: dueRuleSchema.nullable(),
  /** Old free-text plans only: when the milestone falls due, in words. */
  trigger: optionalText(200),
})
  // Once a milestone has a rule, its old words are history: not stored beside the rule.
  .transform((m: unknown) => (m && typeof m === 'object' && (m as { due?: unknown }).due ? { ...(m as object), trigger: null } : m))
  .test('old-label', 'Milestone is required', function (m) {
  // An old milestone has no rule to name it: its label is all a visitor reads.
  if (m && !m.due && !m.label) return this.createError({ path: `${this.path}.label`, message: 'Milestone is required' });
  return true;
});

/** The words of a plan staff translate (`translations.<lang>.payment_plan`): its label and each milestone's, by position. */
export const planLabelsSchema = object({
  label: optionalText(60),
  milestones: array(object({ label: optionalText(120) }).nullable()).max(60).nullable(),
})
  .nullable()
  .default(undefined);

/** A plan object with no label and no milestone (anything else is left to the validation below). */
function isEmptyPlan(plan: unknown): boolean {
  if (!plan || typeof plan !== 'object' || Array.isArray(plan)) return false;
  const { label, milestones } = plan as { label?: unknown; milestones?: unknown };
  return !label && (milestones == null || (Array.isArray(milestones) && milestones.length === 0));
}

type Milestone = InferType<typeof planMilestoneSchema>;
const explicitDate = (m: Milestone) => (m.due && (m.due.at === 'date' || m.due.at === 'construction') && m.due.date ? m.due.date : null);

export const paymentPlanSchema = object({
  label: optionalText(60),
  milestones: array(planMilestoneSchema).max(60, 'At most 60 milestones').default([]),
})
  .nullable()
  .default(null)
  // A form's empty plan (no label, no milestone) is no plan: stored as null, so saving an untouched form changes nothing.
  .transform((plan: unknown) => (isEmptyPlan(plan) ? null : plan))
  .test('sums-to-100', 'Payment plan milestones must add up to 100%', (plan) => {
    const list = plan?.milestones ?? [];
    if (list.length === 0) return true;
    const total = list.reduce((sum, m) => sum + Number(m.percent ?? 0), 0);
    return Math.abs(total - 100) < 0.01;
  })
  .test('dates-in-order', 'Due dates must be in order', function (plan) {
    // Fixed dates and construction stages follow the order of the milestones: a later row is never due earlier.
    let last: { date: string; i: number } | null = null;
    let stage: { pct: number; i: number } | null = null;
    const list = plan?.milestones ?? [];
    for (let i = 0; i < list.length; i++) {
      const m = list[i];
      const date = explicitDate(m);
      if (date && last && date < last.date)
        return this.createError({ path: `${this.path}.milestones[${i}].due.date`, message: `Due date must not be before ${last.date}, the date of milestone ${last.i + 1}` });
      if (date) last = { date, i };
      if (m.due?.at === 'construction' && m.due.construction_pct != null) {
        if (stage && m.due.construction_pct <= stage.pct)
          return this.createError({ path: `${this.path}.milestones[${i}].due.construction_pct`, message: `Construction stage must be above ${stage.pct}%, the stage of milestone ${stage.i + 1}` });
        stage = { pct: m.due.construction_pct, i };
      }
    }
    const payments = list.reduce((n, m) => n + (m.due && 'count' in m.due && m.due.count ? m.due.count : 1), 0);
    if (payments > MAX_PAYMENTS) return this.createError({ path: `${this.path}.milestones`, message: `A plan may have at most ${MAX_PAYMENTS} payments (this one has ${payments})` });
    return true;
  });

export type PaymentPlanInput = InferType<typeof paymentPlanSchema>;

/**
 * A fixed date before handover in the plan's order must not fall after the handover quarter (the project's own
 * fields): `payment_plan.milestones[2].due.date`. Checked by the project schema, which knows the handover.
 */
export function planAgainstHandover(plan: PaymentPlanInput | null | undefined, year: number | null | undefined, quarter: number | null | undefined): { path: string; message: string } | null {
  const handover = handoverDay(year, quarter);
  const list = plan?.milestones ?? [];
  const at = list.findIndex((m) => m.due?.at === 'handover');
  if (!handover || at < 0) return null;
  for (let i = 0; i < at; i++) {
    const date = explicitDate(list[i]);
    if (date && date > handover) return { path: `payment_plan.milestones[${i}].due.date`, message: `Due date must not be after the handover (${handover}): the milestone comes before the handover milestone` };
  }
  return null;
}

