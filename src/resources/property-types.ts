import { propertyTypeSchema } from '../schemas/taxonomy';
import { define } from './define';

/** Kinds of property a project offers (apartment, villa...), a filter of the project search. */
export const propertyTypes = define({
  name: 'property-types',
  table: 'property_types',
  label: { one: { en: 'Property type', ru: 'Тип недвижимости' }, many: { en: 'Property types', ru: 'Типы недвижимости' } },
  fields: propertyTypeSchema,
  fieldLabels: { name: { en: 'Name', ru: 'Название' }, slug: { en: 'Slug', ru: 'Адрес (slug)' } },
  access: 'content',
  public: 'all',
  list: { columns: ['name', 'slug', 'updated_at'], search: ['name', 'slug'], sort: ['name', 'ASC'] },
  menu: { group: 'Projects', order: 3, label: { en: 'Property Type', ru: 'Типы недвижимости' } },
  paths: { list: '/property-type' },
  slugFrom: 'name',
});
