import { ALL_OPS, defineResource } from './define';
import { translatableFields, withTranslations } from '../../src/schemas/translations';
import { testimonialSchema } from '../../src/schemas/editorial';

export type { TestimonialsTable, TestimonialTables } from '../db/tables';

export const testimonials = defineResource({
  name: 'testimonials', table: 'testimonials', label: 'Testimonial', schema: withTranslations(testimonialSchema), translatable: translatableFields(testimonialSchema), search: ['name', 'country', 'quote'],
  public: { flag: 'published' }, group: 'content', ops: ALL_OPS, defaultSort: ['position', 'ASC'],
});
