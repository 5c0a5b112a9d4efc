import type { Id, Stamps, Translated } from '../db/columns';
import { ALL_OPS, defineResource } from './define';
import { translatableFields, withTranslations } from '../../src/schemas/translations';
import { locationSchema } from '../../src/schemas/taxonomy';

export interface LocationsTable extends Stamps, Translated {
  id: Id;
  name: string;
  area_id: number;
}

export type LocationTables = { locations: LocationsTable };

export const locations = defineResource({
  name: 'locations', table: 'locations', label: 'Location', schema: withTranslations(locationSchema), translatable: translatableFields(locationSchema), search: ['name'], public: 'all', group: 'content',
  ops: ALL_OPS, defaultSort: ['name', 'ASC'], references: { area_id: 'areas' },
});
