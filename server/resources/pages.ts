import { defineResource } from './define';
import { translatableFields, withTranslations, type Translations } from '../../src/schemas/translations';
import { pageSchema } from '../../src/schemas/editorial';
import { sanitizeDeep } from '../content/sanitize';

export type { PagesTable, PageTables } from '../db/tables';

/** The fixed pages of spec §2 (home, about us...): edited, never created or deleted by staff. */
export const pages = defineResource({
  name: 'pages', table: 'pages', label: 'Page', schema: withTranslations(pageSchema), translatable: translatableFields(pageSchema), search: ['page_name', 'title'], public: 'all', group: 'content',
  ops: { create: true, update: true, delete: false }, defaultSort: ['page_name', 'ASC'],
  // Page sections hold rich text at any depth, in every language.
  async prepare(data) {
    if (data.content) data.content = sanitizeDeep(data.content);
    for (const values of Object.values((data.translations ?? {}) as Translations)) if (values?.content) values.content = sanitizeDeep(values.content);
  },
});
