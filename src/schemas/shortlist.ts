import { object, string, type InferType } from 'yup';
import { enquirySchema } from './enquiry';
import { parseProjectSlugs, SHORTLIST_MAX } from '../workspace/projects';
import { LANGUAGES } from '../i18n/languages';

/**
 * "Send me my shortlist" (issue 27): the shared enquiry form's name, e-mail and phone (same rules, same
 * messages), the shortlisted projects and the page's language.
 */
export const shortlistSendSchema = enquirySchema.pick(['name', 'email', 'phone']).shape({
  projects: string()
    .required('Save at least one project to your shortlist')
    .test('slugs', 'projects must be a comma-separated list of project slugs', function (v) {
      const { error, slugs } = parseProjectSlugs(v, SHORTLIST_MAX);
      if (error) return this.createError({ message: error });
      return slugs.length > 0 || this.createError({ message: 'Save at least one project to your shortlist' });
    }),
  lang: string().oneOf([...LANGUAGES], `lang must be one of ${LANGUAGES.join(', ')}`).default('en'),
});
export type ShortlistSendInput = InferType<typeof shortlistSendSchema>;

/** Kept for the form: nothing else in the body (the honeypot aside). */
export const shortlistHoneypotSchema = object({ website: string().max(500).nullable().default(null) });
