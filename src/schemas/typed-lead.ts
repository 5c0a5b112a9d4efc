import { number, string } from 'yup';
import { enquirySchema } from './enquiry';
import { optionalText } from './fields';

/** How a lead typed by staff reached us (issue 28 item 5). */
export const TYPED_LEAD_CHANNELS = ['phone_call', 'walk_in'] as const;

/** A lead typed by sales (a phone call, a walk-in): the site's enquiry form and rules, plus how it came and a note. */
export const typedLeadSchema = enquirySchema.shape({
  channel: string().oneOf([...TYPED_LEAD_CHANNELS], 'Channel is phone_call or walk_in').required('Channel is required'),
  project_id: number().typeError('Project must be an id').integer('Project must be an id').positive('Project must be an id').nullable().default(null),
  notes: optionalText(10_000),
});
