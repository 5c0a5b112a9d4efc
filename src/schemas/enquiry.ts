import { object, string, number, type InferType } from 'yup';
import { PHONE_MIN_DIGITS } from '../constants';
import { MAX_ID, trimmedString } from './fields';

/** Messages fixed by the specification (seed-spec §5). */
export const ENQUIRY_MESSAGES = {
  required: 'This field required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'This field is required',
  phoneShort: `Phone number must be at least ${PHONE_MIN_DIGITS} digits`,
} as const;

// A pragmatic address check: something@domain.tld, no spaces.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const digitCount = (value: string | undefined | null) => (value ?? '').replace(/\D/g, '').length;

export const enquirySchema = object({
  name: trimmedString().required(ENQUIRY_MESSAGES.required).max(120, 'Name must be at most 120 characters'),
  email: trimmedString()
    .required(ENQUIRY_MESSAGES.emailRequired)
    .max(254, 'Email must be at most 254 characters')
    .matches(EMAIL_RE, { message: ENQUIRY_MESSAGES.emailInvalid, excludeEmptyString: true }),
  phone: trimmedString()
    .required(ENQUIRY_MESSAGES.phoneRequired)
    .max(25, 'Phone number must be at most 25 characters')
    .test('min-digits', ENQUIRY_MESSAGES.phoneShort, (v) => !v || digitCount(v) >= PHONE_MIN_DIGITS),
  budget: trimmedString()
    .required(ENQUIRY_MESSAGES.required)
    .max(15, 'Budget must be at most 15 digits')
    .matches(/^\d+$/, { message: 'Budget must contain digits only', excludeEmptyString: true }),
  investmentTimeline: trimmedString().required(ENQUIRY_MESSAGES.required).max(120, 'Timeline must be at most 120 characters'),
});
export type EnquiryInput = InferType<typeof enquirySchema>;

/** Where the lead came from: sent by the site beside the form fields, all optional. */
export const enquirySourceSchema = object({
  source_path: trimmedString().max(500).nullable().default(null),
  project_id: number().typeError('project_id must be an id').integer('project_id must be an id').positive('project_id must be an id').max(MAX_ID, 'project_id must be an id').nullable().default(null),
  utm_source: trimmedString().max(200).nullable().default(null),
  utm_medium: trimmedString().max(200).nullable().default(null),
  utm_campaign: trimmedString().max(200).nullable().default(null),
  referrer: trimmedString().max(1000).nullable().default(null),
  /** Honeypot: people never see or fill it; bots do. */
  website: string().max(500).nullable().default(null),
});

export const INVESTMENT_TIMELINES = ['Immediately', 'Within 3 months', '3-6 months', '6-12 months', 'More than a year'];
