import { bannerSchema } from '../schemas/editorial';
import { define } from './define';

/** The hero banners of the site's pages (one page each, ordered by position), shown while active. */
export const banners = define({
  name: 'banners',
  table: 'banners',
  label: { one: { en: 'Banner', ru: 'Баннер' }, many: { en: 'Banners', ru: 'Баннеры' } },
  fields: bannerSchema,
  fieldLabels: {
    page: { en: 'Page', ru: 'Страница' },
    title: { en: 'Title', ru: 'Заголовок' },
    subtitle: { en: 'Subtitle', ru: 'Подзаголовок' },
    image: { en: 'Image', ru: 'Изображение' },
    cta_label: { en: 'Button label', ru: 'Текст кнопки' },
    cta_url: { en: 'Button link', ru: 'Ссылка кнопки' },
    position: { en: 'Position', ru: 'Порядок' },
    active: { en: 'Active', ru: 'Активен' },
  },
  access: 'content',
  public: { flag: 'active' },
  list: { columns: ['title', 'page', 'position', 'active'], search: ['title', 'subtitle'], filters: ['page', 'active'], sort: ['position', 'ASC'] },
  menu: { group: 'Pages', order: 1 },
  paths: { list: '/banners' },
});
