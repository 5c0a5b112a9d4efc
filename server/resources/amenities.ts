import { ALL_OPS, defineResource } from './define';
import { translatableFields, withTranslations } from '../../src/schemas/translations';
import { amenitySchema } from '../../src/schemas/taxonomy';

export type { AmenitiesTable, AmenityTables } from '../db/tables';

export const amenities = defineResource({
  name: 'amenities', table: 'amenities', label: 'Amenity', schema: withTranslations(amenitySchema), translatable: translatableFields(amenitySchema), search: ['name'], public: 'all', group: 'content',
  ops: ALL_OPS, defaultSort: ['name', 'ASC'],
});
