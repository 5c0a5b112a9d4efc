import { mixed, number, object, string, type InferType } from 'yup';
import { LANGUAGES } from '../i18n/languages';
import { isTimeZone } from '../conversations/zone';
import { enquirySchema } from './enquiry';
import { MAX_ID } from './fields';
import { sourcePathField } from './sourcePath';

export const BOOKING_KINDS = ['phone', 'video', 'viewing'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];
export const BOOKING_STATUSES = ['booked', 'confirmed', 'done', 'no_show', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

const startField = () =>
  string()
    .required('Choose a time')
    .max(40, 'Choose a time')
    .test('iso', 'Choose a time', (v) => !v || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{3})?)?Z$/.test(v) && Number.isFinite(Date.parse(v))));

/** A visitor's booking of a call or a viewing (issue 29): the site's widget and POST /api/sendBooking use it. */
export const bookingSchema = enquirySchema.pick(['name', 'email', 'phone']).shape({
  kind: mixed<BookingKind>().oneOf([...BOOKING_KINDS], 'Choose a phone call, a video call or a viewing').required('Choose a phone call, a video call or a viewing'),
  start: startField(),
  time_zone: string().required('Choose your time zone').test('zone', 'Choose a valid time zone', (v) => !v || isTimeZone(v)),
  language: mixed<(typeof LANGUAGES)[number]>().oneOf([...LANGUAGES], 'Unknown language').default('en'),
  project_id: number().typeError('project_id must be an id').integer('project_id must be an id').min(1, 'project_id must be an id').max(MAX_ID, 'project_id must be an id').nullable().default(null),
  source_path: sourcePathField(),
});
export type BookingInput = InferType<typeof bookingSchema>;

/** Staff: a booking's new state. */
export const bookingStatusSchema = object({
  status: mixed<Exclude<BookingStatus, 'booked'>>().oneOf(['confirmed', 'done', 'no_show', 'cancelled'], 'Choose confirmed, done, no-show or cancelled').required('Choose a status'),
});

/** Staff: a booking's new time. */
export const bookingRescheduleSchema = object({ start: startField() });
