import { ALL_OPS, defineResource } from './define';
import { translatableFields, withTranslations } from '../../src/schemas/translations';
import { blogSchema } from '../../src/schemas/editorial';

export type { BlogsTable, BlogTables } from '../db/tables';

export const blogs = defineResource({
  name: 'blogs', table: 'blogs', label: 'Article', schema: withTranslations(blogSchema), translatable: translatableFields(blogSchema), search: ['title', 'excerpt', 'author'], public: { flag: 'published', scheduled: true },
  cache: 'own', group: 'content', ops: ALL_OPS, defaultSort: ['published_at', 'DESC'], slugFrom: 'title',
  // Spec §2: articles are addressed by id.
  page: { by: 'id', path: (id) => `/blogs/${id}/detail` },
});
