import { array, number, object, string, type InferType } from 'yup';
import { LANGUAGES } from '../i18n/languages';
import { boundedFormat, flag, int, reference, text } from './fields';

/** Routing, second version (issue 28): shared by the back-office forms and the server. */

const isClockTime = (v: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v);
const isTimeZone = (v: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: v });
    return true;
  } catch {
    return false;
  }
};
const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

/** A staff member's availability for routing: null on the user = always available. */
export const staffAvailabilitySchema = object({
  languages: array(string().oneOf([...LANGUAGES], `Languages are: ${LANGUAGES.join(', ')}`).required()).max(LANGUAGES.length).default([]),
  time_zone: boundedFormat(64, 'Time zone is too long', isTimeZone, 'Use a time zone such as Asia/Dubai').default('Asia/Dubai'),
  work_days: array(number().integer().min(0, 'Days are 0 (Sunday) to 6 (Saturday)').max(6, 'Days are 0 (Sunday) to 6 (Saturday)').required())
    .max(7)
    .default([0, 1, 2, 3, 4, 5, 6]),
  work_start: boundedFormat(5, 'Use HH:MM', isClockTime, 'Use HH:MM, such as 09:00').default('00:00'),
  work_end: boundedFormat(5, 'Use HH:MM', isClockTime, 'Use HH:MM, such as 18:00')
    .default('23:59')
    .test('after-start', 'The working day must end after it starts', function afterStart(end) {
      const start = this.parent.work_start as string | undefined;
      return !start || !end || end > start;
    }),
  leave: array(boundedFormat(10, 'Use YYYY-MM-DD', isDate, 'Use YYYY-MM-DD, such as 2026-12-02').required('Choose a date')).max(366, 'At most 366 days of leave').default([]),
  paused: flag(),
})
  .nullable()
  .default(null)
  .meta({ json: true });
export type StaffAvailability = NonNullable<InferType<typeof staffAvailabilitySchema>>;

/** One routing rule: every condition given must match (page language, budget band, project, area); first match wins. */
export const routingRuleSchema = object({
  name: text(80).required('Name the rule'),
  language: string().nullable().default(null).oneOf([...LANGUAGES, null], `Language must be one of: ${LANGUAGES.join(', ')}`),
  min_budget_aed: int('Budget from', 0, 1_000_000_000),
  max_budget_aed: int('Budget up to', 0, 1_000_000_000),
  project_id: reference('Project'),
  area_id: reference('Area'),
  assignee_ids: array(reference('Salesperson').required('Choose the salesperson')).min(1, 'Choose at least one person').max(50).required('Choose at least one person'),
});
export type RoutingRule = InferType<typeof routingRuleSchema>;

export const ESCALATIONS = ['reassign', 'report'] as const;

/** The Lead Settings fields of routing v2 and escalation. */
export const routingSettingsFields = {
  lead_routing_rules: array(routingRuleSchema).max(100, 'At most 100 routing rules').default([]),
  lead_fallback_owner_id: reference('Fallback owner'),
  lead_escalation: string().oneOf([...ESCALATIONS], 'Escalation is reassign or report').default('report'),
};
