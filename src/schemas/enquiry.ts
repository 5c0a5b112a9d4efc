import { object, string, number, type InferType } from 'yup';
import { PHONE_MIN_DIGITS } from '../constants';
import { nationalPhoneDigits } from '../phone';
import { toWesternDigits } from '../digits';
import { boundedFormat, emailAddress, isHttpUrl, MAX_ID, optionalText, trimmedString } from './fields';
import { sourcePathField } from './sourcePath';

/** Messages fixed by the specification (seed-spec §5). */
export const ENQUIRY_MESSAGES = {
  required: 'This field required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'This field is required',
  phoneShort: `Phone number must be at least ${PHONE_MIN_DIGITS} digits`,
} as const;

export const enquirySchema = object({
  name: trimmedString().required(ENQUIRY_MESSAGES.required).max(120, 'Name must be at most 120 characters'),
  email: emailAddress(ENQUIRY_MESSAGES.emailRequired, ENQUIRY_MESSAGES.emailInvalid),
  // Stored with Western digits whatever keyboard typed it (src/digits.ts).
  phone: trimmedString()
    .transform(toWesternDigits)
    .required(ENQUIRY_MESSAGES.phoneRequired)
    .max(25, 'Phone number must be at most 25 characters')
    // Digits after the dial code, as dialled at home: "+971 1234567" has 7, not 10; "+971 50 123 4567" has 10.
    .test('min-digits', ENQUIRY_MESSAGES.phoneShort, (v) => !v || nationalPhoneDigits(v) >= PHONE_MIN_DIGITS),
  budget: boundedFormat(
    15,
    'Budget must be at most 15 digits',
    (v) => /^\d+$/.test(v),
    'Budget must contain digits only',
  )
    .transform(toWesternDigits)
    .required(ENQUIRY_MESSAGES.required),
  investmentTimeline: trimmedString()
    .required(ENQUIRY_MESSAGES.required)
    .max(120, 'Timeline must be at most 120 characters'),
  // Issue 39 item 9: what the visitor wants to add, in their words (optional; the mortgage form's message too).
  message: optionalText(2000),
});
export type EnquiryInput = InferType<typeof enquirySchema>;

/** Where the lead came from: sent by the site beside the form fields, all optional. */
export const enquirySourceSchema = object({
  source_path: sourcePathField(),
  project_id: number()
    .typeError('project_id must be an id')
    .integer('project_id must be an id')
    .positive('project_id must be an id')
    .max(MAX_ID, 'project_id must be an id')
    .nullable()
    .default(null),
  utm_source: trimmedString().max(200).nullable().default(null),
  utm_medium: trimmedString().max(200).nullable().default(null),
  utm_campaign: trimmedString().max(200).nullable().default(null),
  referrer: boundedFormat(
    1000,
    'referrer must be at most 1000 characters',
    isHttpUrl,
    'referrer must be a web address starting with http:// or https://',
  )
    .nullable()
    .default(null),
  /** Honeypot: people never see or fill it; bots do. */
  website: string().max(500).nullable().default(null),
});

export const INVESTMENT_TIMELINES = [
  'Immediately',
  'Within 3 months',
  '3-6 months',
  '6-12 months',
  'More than a year',
];
