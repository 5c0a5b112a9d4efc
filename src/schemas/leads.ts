import { array, number, object, string } from 'yup';
import { LEAD_STATUSES, RESIDENCIES } from '../constants';
import { optionalText, reference, flag, boundedFormat, isEmailAddress, int } from './fields';
import { enquirySchema, ENQUIRY_MESSAGES } from './enquiry';
import { leadScoreRulesSchema } from './lead-score';
import { routingSettingsFields } from './routing';

/** What staff may change on a lead; what the visitor sent stays read-only. */
export const leadUpdateSchema = object({
  status: string()
    .oneOf([...LEAD_STATUSES], `Status must be one of: ${LEAD_STATUSES.join(', ')}`)
    .required('Status is required'),
  assignee_id: reference('Assignee'),
  notes: optionalText(10_000),
});

export const mortgageEnquirySchema = enquirySchema.pick(['name', 'email', 'phone']).shape({
  property_price_aed: number()
    .typeError('Property price must be a number')
    .integer('Property price must be a whole number of AED')
    .min(100_000, 'Property price must be at least AED 100,000')
    .max(1_000_000_000, 'Property price is too large')
    .required(ENQUIRY_MESSAGES.required),
  down_payment_aed: number()
    .typeError('Down payment must be a number')
    .integer('Down payment must be a whole number of AED')
    .min(0, 'Down payment must not be negative')
    .required(ENQUIRY_MESSAGES.required),
  tenure_years: number()
    .typeError('Tenure must be a number')
    .integer('Tenure must be whole years')
    .min(1, 'Tenure must be at least 1 year')
    .max(25, 'Tenure must be at most 25 years')
    .required(ENQUIRY_MESSAGES.required),
  interest_rate_pct: number()
    .typeError('Interest rate must be a number')
    .min(0, 'Interest rate must not be negative')
    .max(20, 'Interest rate must be at most 20%')
    .required(ENQUIRY_MESSAGES.required),
  residency: string()
    .oneOf([...RESIDENCIES], 'Residency must be expat, national or non_resident')
    .required(ENQUIRY_MESSAGES.required),
  first_home: flag().default(true),
  off_plan: flag(),
  message: enquirySchema.fields.message,
});

/** "HH:MM", 00:00 to 23:59. */
const isClockTime = (v: string) =>
  v.length === 5 &&
  v[2] === ':' &&
  Number(v.slice(0, 2)) <= 23 &&
  Number(v.slice(3)) <= 59 &&
  /^\d\d:\d\d$/.test(v);

/** A comma-separated list of e-mail addresses, each checked (none is fine: nobody is e-mailed). */
const addressList = () =>
  boundedFormat(
    2000,
    'At most 2000 characters of addresses',
    (v) =>
      v
        .split(/[,;]/)
        .map((a) => a.trim())
        .filter(Boolean)
        .every(isEmailAddress),
    'Enter e-mail addresses separated by commas, such as sales@example.com, team@example.com',
  )
    .nullable()
    .default(null);

/** Who hears of new leads and how fast they should be answered (staff-only part of the settings row). */
export const leadSettingsSchema = object({
  lead_notify_to: addressList(),
  lead_acknowledge: flag(),
  // Leads that belong to someone (issue 40 item 4): whether sales see the unassigned pool beside their own leads.
  lead_pool_visible: flag().default(true),
  lead_sla_minutes: int('Response target', 1, 10_080).required('Response target is required'),
  lead_sla_working_hours: flag(),
  lead_work_days: array(
    number()
      .integer()
      .min(0, 'Days are 0 (Sunday) to 6 (Saturday)')
      .max(6, 'Days are 0 (Sunday) to 6 (Saturday)'),
  )
    .min(1, 'Choose at least one working day')
    .default([1, 2, 3, 4, 5, 6]),
  lead_work_start: boundedFormat(5, 'Use HH:MM', isClockTime, 'Use HH:MM, such as 09:00').required(
    'Start of the working day is required',
  ),
  lead_work_end: boundedFormat(5, 'Use HH:MM', isClockTime, 'Use HH:MM, such as 19:00')
    .required('End of the working day is required')
    .test('after-start', 'The working day must end after it starts', function afterStart(end) {
      const start = this.parent.lead_work_start as string | undefined;
      return !start || !end || !isClockTime(start) || !isClockTime(end) || end > start;
    }),
  /** Checked before the round-robin: a lead about this project (or a project in this area) goes to this salesperson. */
  lead_routing: array(
    object({
      project_id: reference('Project'),
      area_id: reference('Area'),
      assignee_id: reference('Salesperson').required('Choose the salesperson'),
    }).test(
      'one-target',
      'Choose a project or an area (one of them)',
      (rule) => (rule.project_id == null) !== (rule.area_id == null),
    ),
  )
    .max(200, 'At most 200 routing rules')
    .default([]),
  // Conversations (issue 29): booked calls and viewings take the working days and hours above, less these.
  booking_lead_minutes: int('Booking notice', 0, 10_080).required('Booking notice is required').default(120),
  booking_slot_minutes: int('Slot length', 15, 240).required('Slot length is required').default(30),
  booking_days_ahead: int('Days bookable ahead', 1, 60).required('Days bookable ahead is required').default(14),
  booking_leave: array(boundedFormat(10, 'Use YYYY-MM-DD', (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), 'Use YYYY-MM-DD, such as 2026-12-02').required('Choose a date'))
    .max(366, 'At most 366 days of leave')
    .default([]),
  // Hot leads first (issue 28): the lead score's rules.
  lead_score_rules: leadScoreRulesSchema,
  // Routing v2 and escalation (issue 28).
  ...routingSettingsFields,
});
