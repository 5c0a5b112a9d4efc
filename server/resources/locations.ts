import { ALL_OPS, defineResource } from './define';
import { translatableFields, withTranslations } from '../../src/schemas/translations';
import { locationSchema } from '../../src/schemas/taxonomy';

export type { LocationsTable, LocationTables } from '../db/tables';

export const locations = defineResource({
  name: 'locations', table: 'locations', label: 'Location', schema: withTranslations(locationSchema), translatable: translatableFields(locationSchema), search: ['name'], public: 'all', group: 'content',
  ops: ALL_OPS, defaultSort: ['name', 'ASC'], references: { area_id: 'areas' },
});
