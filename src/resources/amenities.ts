import { amenitySchema } from '../schemas/taxonomy';
import { define } from './define';

/** Amenities of projects and areas (a pool, a gym...), with the icon the site shows. */
export const amenities = define({
  name: 'amenities',
  table: 'amenities',
  label: { one: { en: 'Amenity', ru: 'Объект инфраструктуры' }, many: { en: 'Amenities', ru: 'Инфраструктура' } },
  fields: amenitySchema,
  fieldLabels: {
    name: { en: 'Name', ru: 'Название' },
    icon: { en: 'Icon', ru: 'Значок' },
    applies_to: { en: 'Applies to', ru: 'Относится к' },
  },
  access: 'content',
  public: 'all',
  list: { columns: ['name', 'icon', 'applies_to'], search: ['name'], filters: ['applies_to'], sort: ['name', 'ASC'] },
  menu: { group: 'Areas', order: 3, label: { en: 'Area Amenities List', ru: 'Инфраструктура районов' } },
  paths: { list: '/amenities-list' },
});
