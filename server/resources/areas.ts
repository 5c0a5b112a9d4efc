import { ALL_OPS, defineResource } from './define';
import { translatableFields, withTranslations } from '../../src/schemas/translations';
import { areaSchema } from '../../src/schemas/area';

export type { AreasTable, AreaTables } from '../db/tables';

export const areas = defineResource({
  name: 'areas', table: 'areas', label: 'Area', schema: withTranslations(areaSchema), translatable: translatableFields(areaSchema), search: ['name', 'slug', 'summary'], public: { flag: 'published' },
  cache: 'own', group: 'content', ops: ALL_OPS, defaultSort: ['name', 'ASC'], slugFrom: 'name',
  page: { by: 'slug', path: (slug) => `/area/${encodeURIComponent(slug)}` },
});
