import { testimonialSchema } from '../schemas/editorial';
import { define } from './define';

/** Investors' words on the home page (spec §2 "Testimonial"); photos uploaded, ordered by position. */
export const testimonials = define({
  name: 'testimonials',
  table: 'testimonials',
  label: { one: { en: 'Testimonial', ru: 'Отзыв' }, many: { en: 'Testimonials', ru: 'Отзывы' } },
  fields: testimonialSchema,
  fieldLabels: {
    name: { en: 'Name', ru: 'Имя' },
    country: { en: 'Country', ru: 'Страна' },
    quote: { en: 'Quote', ru: 'Отзыв' },
    rating: { en: 'Rating (1-5)', ru: 'Оценка (1–5)' },
    photo: { en: 'Photo', ru: 'Фото' },
    published: { en: 'Published', ru: 'Опубликован' },
    position: { en: 'Position', ru: 'Порядок' },
  },
  access: 'content',
  public: { flag: 'published' },
  list: { columns: ['name', 'country', 'rating', 'position', 'published'], search: ['name', 'country', 'quote'], filters: ['published'], sort: ['position', 'ASC'] },
  menu: { group: 'Content', order: 2, label: { en: 'Testimonial', ru: 'Отзывы' } },
  paths: { list: '/testimonial' },
});
