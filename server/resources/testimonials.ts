import type { Id, Json, Bool, Stamps, Translated } from '../db/columns';
import { ALL_OPS, defineResource } from './define';
import { translatableFields, withTranslations } from '../../src/schemas/translations';
import { testimonialSchema } from '../../src/schemas/editorial';

export interface TestimonialsTable extends Stamps, Translated {
  id: Id;
  name: string;
  country: string | null;
  quote: string;
  rating: number;
  photo: Json | null;
  published: Bool;
  position: number;
}

export type TestimonialTables = { testimonials: TestimonialsTable };

export const testimonials = defineResource({
  name: 'testimonials', table: 'testimonials', label: 'Testimonial', schema: withTranslations(testimonialSchema), translatable: translatableFields(testimonialSchema), search: ['name', 'country', 'quote'],
  public: { flag: 'published' }, group: 'content', ops: ALL_OPS, defaultSort: ['position', 'ASC'],
});
