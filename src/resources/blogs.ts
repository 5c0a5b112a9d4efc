import { blogSchema } from '../schemas/editorial';
import { define } from './define';

/** News and blog articles (spec §2 "Blog List"), each on /blogs/<id>/detail; scheduled publishing. */
export const blogs = define({
  name: 'blogs',
  table: 'blogs',
  label: { one: { en: 'Article', ru: 'Статья' }, many: { en: 'Blog List', ru: 'Блог' } },
  fields: blogSchema,
  fieldLabels: {
    title: { en: 'Title', ru: 'Заголовок' },
    slug: { en: 'Slug', ru: 'Адрес (slug)' },
    category: { en: 'Category', ru: 'Рубрика' },
    excerpt: { en: 'Excerpt', ru: 'Анонс' },
    content: { en: 'Article', ru: 'Статья' },
    cover: { en: 'Cover image', ru: 'Обложка' },
    author: { en: 'Author', ru: 'Автор' },
    tags: { en: 'Tags', ru: 'Теги' },
  },
  access: 'content',
  public: { flag: 'published', scheduled: true },
  list: { columns: ['title', 'category', 'published', 'published_at'], search: ['title', 'excerpt', 'author'], filters: ['category', 'published'], sort: ['published_at', 'DESC'] },
  menu: { group: 'Content', order: 1 },
  paths: { list: '/blog-list', create: '/add-blog', edit: '/:id/edit-blog' },
  // Spec §2: articles are addressed by id.
  page: { by: 'id', path: (id) => `/blogs/${id}/detail` },
  slugFrom: 'title',
  cache: 'own',
  features: { bulk: ['publish', 'unpublish'], preview: true },
});
