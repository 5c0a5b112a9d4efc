import { ALL_OPS, defineResource } from './define';
import { translatableFields, withTranslations } from '../../src/schemas/translations';
import { developerSchema } from '../../src/schemas/developer';

export type { DevelopersTable, DeveloperTables } from '../db/tables';

export const developers = defineResource({
  name: 'developers', table: 'developers', label: 'Developer', schema: withTranslations(developerSchema), translatable: translatableFields(developerSchema), search: ['name', 'slug', 'headquarters'], public: { flag: 'published' },
  cache: 'own', group: 'content', ops: ALL_OPS, defaultSort: ['name', 'ASC'], slugFrom: 'name',
  page: { by: 'slug', path: (slug) => `/developers/${encodeURIComponent(slug)}` },
});
