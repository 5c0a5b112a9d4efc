import type { Id, Json, Bool, Stamps } from '../db/columns';
import { ALL_OPS, defineResource } from './define';
import { testimonialSchema } from '../../src/schemas/editorial';

export interface TestimonialsTable extends Stamps {
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
  name: 'testimonials', table: 'testimonials', label: 'Testimonial', schema: testimonialSchema, search: ['name', 'country', 'quote'],
  public: { flag: 'published' }, group: 'content', ops: ALL_OPS, defaultSort: ['position', 'ASC'],
});
