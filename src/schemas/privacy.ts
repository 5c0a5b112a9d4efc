import { object, string } from 'yup';
import { LANGUAGES } from '../i18n/languages';
import { emailAddress, int, trimmedString } from './fields';

export const PRIVACY_REQUEST_KINDS = ['export', 'erase'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** A visitor's request on /privacy-policy: a copy of their data, or its erasure (confirmed by a link e-mailed to them). */
export const privacyRequestSchema = object({
  email: emailAddress('Please enter your email address'),
  kind: string().oneOf([...PRIVACY_REQUEST_KINDS], 'Please choose a copy of your data or its erasure').required('Please choose a copy of your data or its erasure'),
  lang: string().oneOf([...LANGUAGES], `Language must be one of: ${LANGUAGES.join(', ')}`).default('en'),
});

/**
 * A request staff record for a lead after verifying the person themselves (issue 37: a lead from WhatsApp has no
 * e-mail, so the site's form cannot reach it): which lead, what is asked, and how the person was verified.
 */
export const staffPrivacyRequestSchema = object({
  kind: string().oneOf([...PRIVACY_REQUEST_KINDS], 'Choose a copy of the data or its erasure').required('Choose a copy of the data or its erasure'),
  lead_type: string().oneOf(['enquiry', 'mortgage_enquiry'], 'Lead type must be enquiry or mortgage_enquiry').required('Lead type is required'),
  lead_id: int('Lead', 1, 2_000_000_000).required('Lead is required'),
  verified_how: trimmedString()
    .min(10, 'Say how you verified who the person is (at least 10 characters)')
    .max(500, 'How you verified the person: at most 500 characters')
    .required('Say how you verified who the person is'),
});

/** The confirmation link's token. */
export const privacyConfirmSchema = object({
  token: trimmedString()
    .matches(/^[\w-]{20,100}$/, 'The confirmation link is not valid')
    .required('The confirmation link is not valid'),
});

/** Retention (Lead Settings): how long closed leads, activity and delivered messages' bodies are kept. */
export const retentionSettingsSchema = object({
  privacy_lead_months: int('Closed leads kept (months)', 1, 240).required('Closed leads kept (months) is required'),
  privacy_activity_days: int('Activity kept (days)', 1, 3650).required('Activity kept (days) is required'),
  privacy_outbox_days: int('Delivered message bodies kept (days)', 1, 3650).required('Delivered message bodies kept (days) is required'),
});
