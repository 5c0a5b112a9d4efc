import { ALL_OPS, defineResource } from './define';
import { translatableFields, withTranslations } from '../../src/schemas/translations';
import { propertyTypeSchema } from '../../src/schemas/taxonomy';

export type { PropertyTypesTable, PropertyTypeTables } from '../db/tables';

export const propertyTypes = defineResource({
  name: 'property-types', table: 'property_types', label: 'Property type', schema: withTranslations(propertyTypeSchema), translatable: translatableFields(propertyTypeSchema), search: ['name', 'slug'], public: 'all',
  group: 'content', ops: ALL_OPS, defaultSort: ['name', 'ASC'], slugFrom: 'name',
});
