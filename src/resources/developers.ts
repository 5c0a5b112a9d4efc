import { developerSchema } from '../schemas/developer';
import { define } from './define';

/** The developers who build the projects (spec §2 "Developer"), each on /developers/<slug>: track record, RERA number, Golden Visa approval. */
export const developers = define({
  name: 'developers',
  table: 'developers',
  label: { one: { en: 'Developer', ru: 'Застройщик' }, many: { en: 'Developers', ru: 'Застройщики' } },
  fields: developerSchema,
  fieldLabels: {
    name: { en: 'Name', ru: 'Название' },
    slug: { en: 'Slug', ru: 'Адрес (slug)' },
    logo: { en: 'Logo', ru: 'Логотип' },
    cover: { en: 'Cover image', ru: 'Обложка' },
    summary: { en: 'Summary', ru: 'Краткое описание' },
    description: { en: 'Description', ru: 'Описание' },
    founded_year: { en: 'Founded', ru: 'Год основания' },
    website: { en: 'Website', ru: 'Сайт' },
    headquarters: { en: 'Headquarters', ru: 'Штаб-квартира' },
    delivered_projects: { en: 'Delivered projects', ru: 'Сданные проекты' },
    on_time_delivery_pct: { en: 'On-time delivery (%)', ru: 'Сдано в срок (%)' },
    rera_number: { en: 'RERA number', ru: 'Номер RERA' },
  },
  access: 'content',
  public: { flag: 'published' },
  list: { columns: ['name', 'headquarters', 'delivered_projects', 'rera_number', 'published', 'updated_at'], search: ['name', 'slug', 'headquarters'], filters: ['published'], sort: ['name', 'ASC'] },
  menu: { group: 'Developer', order: 1, label: { en: 'Developer List', ru: 'Список застройщиков' }, create: { en: 'Add New Developer', ru: 'Добавить застройщика' } },
  paths: { list: '/developer-list', create: '/add-developer', edit: '/:id/edit-developer' },
  page: { by: 'slug', path: (slug) => `/developers/${encodeURIComponent(slug)}` },
  slugFrom: 'name',
  cache: 'own',
  features: { bulk: ['publish', 'unpublish', 'feature', 'unfeature'], preview: true, spreadsheet: true },
});
