import { investmentGuideSchema } from '../schemas/editorial';
import { define } from './define';

/** Long-form guides for investors, each on /investment-guide/<slug> with an optional PDF; scheduled publishing. */
export const investmentGuides = define({
  name: 'investment-guides',
  table: 'investment_guides',
  label: { one: { en: 'Investment guide', ru: 'Инвестиционный гид' }, many: { en: 'Investment guides', ru: 'Инвестиционные гиды' } },
  fields: investmentGuideSchema,
  fieldLabels: {
    title: { en: 'Title', ru: 'Заголовок' },
    slug: { en: 'Slug', ru: 'Адрес (slug)' },
    summary: { en: 'Summary', ru: 'Краткое описание' },
    content: { en: 'Guide', ru: 'Гид' },
    cover: { en: 'Cover image', ru: 'Обложка' },
    pdf: { en: 'PDF download', ru: 'PDF для скачивания' },
  },
  access: 'content',
  public: { flag: 'published', scheduled: true },
  list: { columns: ['title', 'slug', 'published', 'published_at'], search: ['title', 'summary'], filters: ['published'], sort: ['published_at', 'DESC'] },
  menu: { group: 'Guides', label: { en: 'Investment Guides', ru: 'Гиды инвестора' } },
  paths: { list: '/investment-guides', create: '/add-investment-guides', edit: '/:id/edit-investment-guides' },
  page: { by: 'slug', path: (slug) => `/investment-guide/${encodeURIComponent(slug)}` },
  slugFrom: 'title',
  cache: 'own',
  features: { bulk: ['publish', 'unpublish'], preview: true },
});
