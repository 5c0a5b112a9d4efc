import { object, string, type InferType } from 'yup';
import { enquirySchema } from './enquiry';
import { LANGUAGES } from '../i18n/languages';

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;
const project = string().required('project is required').matches(SLUG, 'project must be a project slug');

/** The brochure gate (issue 27): the shared enquiry form's name, e-mail and phone (same rules, same messages). */
export const brochureFormSchema = enquirySchema.pick(['name', 'email', 'phone']).shape({
  project,
  lang: string().oneOf([...LANGUAGES], `lang must be one of ${LANGUAGES.join(', ')}`).default('en'),
  website: string().max(500).nullable().default(null),
});
export type BrochureFormInput = InferType<typeof brochureFormSchema>;

/** A visitor who already left their details: the token the browser kept instead of the form. */
export const brochureTokenSchema = object({ project, token: string().required('token is required').max(100, 'token must be at most 100 characters') });
