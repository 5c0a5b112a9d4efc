import type { Id, Json, Bool, Timestamp, Stamps, Seo, Translated } from '../db/columns';
import { ALL_OPS, defineResource } from './define';
import { translatableFields, withTranslations } from '../../src/schemas/translations';
import { blogSchema } from '../../src/schemas/editorial';

export interface BlogsTable extends Stamps, Seo, Translated {
  id: Id;
  title: string;
  slug: string;
  category: string;
  excerpt: string | null;
  content: string | null;
  cover: Json | null;
  author: string | null;
  tags: Json;
  published: Bool;
  published_at: Timestamp | null;
  /** Scheduled unpublish (issue 31): the record leaves the public site at this time. */
  unpublish_at: Timestamp | null;
}

export type BlogTables = { blogs: BlogsTable };

export const blogs = defineResource({
  name: 'blogs', table: 'blogs', label: 'Article', schema: withTranslations(blogSchema), translatable: translatableFields(blogSchema), search: ['title', 'excerpt', 'author'], public: { flag: 'published', scheduled: true },
  cache: 'own', group: 'content', ops: ALL_OPS, defaultSort: ['published_at', 'DESC'], slugFrom: 'title',
  // Spec §2: articles are addressed by id.
  page: { by: 'id', path: (id) => `/blogs/${id}/detail` },
});
