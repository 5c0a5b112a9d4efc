import { locationSchema } from '../schemas/taxonomy';
import { define } from './define';

/** Places within an area (a district, a community) a project is in. */
export const locations = define({
  name: 'locations',
  table: 'locations',
  label: { one: { en: 'Location', ru: 'Локация' }, many: { en: 'Locations', ru: 'Локации' } },
  fields: locationSchema,
  fieldLabels: { name: { en: 'Name', ru: 'Название' }, area_id: { en: 'Area', ru: 'Район' } },
  access: 'content',
  public: 'all',
  list: { columns: ['name', 'area_id', 'updated_at'], search: ['name'], filters: ['area_id'], sort: ['name', 'ASC'] },
  menu: { group: 'Projects', order: 2, label: { en: 'Locations List', ru: 'Локации' } },
  paths: { list: '/location-list' },
});
