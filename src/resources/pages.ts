import { pageSchema } from '../schemas/editorial';
import { define } from './define';

/**
 * The site's fixed pages of spec §2 (home, about us, golden visa, the legal pages...): one row per page name, its
 * title, search description and content sections (rich text marked `htmlDeep` on the schema). Staff edit them on a
 * page editor each (admin/pages/), create one on its first save and never delete one.
 */
export const pages = define({
  name: 'pages',
  table: 'pages',
  label: { one: { en: 'Page', ru: 'Страница' }, many: { en: 'Pages', ru: 'Страницы' } },
  fields: pageSchema,
  fieldLabels: {
    page_name: { en: 'Page', ru: 'Страница' },
    title: { en: 'Title', ru: 'Заголовок' },
    description: { en: 'Description', ru: 'Описание' },
    // The parts of a content section, as the page editor's list inputs name them.
    'content.sections': { en: 'Content sections', ru: 'Разделы страницы' },
    'content.sections.key': { en: 'Key', ru: 'Ключ' },
    'content.sections.heading': { en: 'Heading', ru: 'Заголовок раздела' },
    'content.sections.body': { en: 'Body', ru: 'Текст' },
    'content.sections.items': { en: 'Items', ru: 'Элементы' },
    'content.sections.items.title': { en: 'Title', ru: 'Заголовок' },
    'content.sections.items.text': { en: 'Text', ru: 'Текст' },
    'content.sections.items.value': { en: 'Value', ru: 'Значение' },
    'content.sections.items.icon': { en: 'Icon', ru: 'Значок' },
  },
  access: 'content',
  // A page is created by its editor's first save (or the seed), never deleted: the site's routes expect each one.
  ops: { create: true, update: true, delete: false },
  public: 'all',
  list: { columns: ['page_name', 'title', 'updated_at'], search: ['page_name', 'title'], sort: ['page_name', 'ASC'] },
  menu: 'Pages',
  screens: 'routes',
});
