import { translationLabels, type ResourceMessages } from '../common/messages';

export const testimonialMessages: ResourceMessages = {
  name: 'Testimonial |||| Testimonials',
  fields: { ...translationLabels, name: 'Name', country: 'Country', quote: 'Quote', rating: 'Rating (1-5)', photo: 'Photo', published: 'Published', position: 'Position' },
};
