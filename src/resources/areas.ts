import { areaSchema } from '../schemas/area';
import { define } from './define';

/** Dubai's areas (spec §2 "Areas"), each on /area/<slug>: market figures, media, nearby places; projects are in one. */
export const areas = define({
  name: 'areas',
  table: 'areas',
  label: { one: { en: 'Area', ru: 'Район' }, many: { en: 'Areas', ru: 'Районы' } },
  fields: areaSchema,
  fieldLabels: {
    name: { en: 'Name', ru: 'Название' },
    slug: { en: 'Slug', ru: 'Адрес (slug)' },
    summary: { en: 'Summary', ru: 'Краткое описание' },
    description: { en: 'Description', ru: 'Описание' },
    hero_image: { en: 'Hero image', ru: 'Главное изображение' },
    gallery: { en: 'Gallery', ru: 'Галерея' },
    avg_price_per_sqft_aed: { en: 'Average price per sq ft (AED)', ru: 'Средняя цена за кв. фут (AED)' },
    rental_yield_pct: { en: 'Rental yield (%)', ru: 'Доходность аренды (%)' },
    service_charge_min_aed: { en: 'Service charge from (AED)', ru: 'Плата за обслуживание от (AED)' },
    service_charge_max_aed: { en: 'Service charge to (AED)', ru: 'Плата за обслуживание до (AED)' },
    highlights: { en: 'Highlights', ru: 'Преимущества' },
    good_for: { en: 'Good for', ru: 'Подходит для' },
    nearby: { en: 'Nearby places', ru: 'Рядом' },
    amenity_ids: { en: 'Amenities', ru: 'Инфраструктура' },
  },
  access: 'content',
  public: { flag: 'published' },
  list: { columns: ['name', 'slug', 'avg_price_per_sqft_aed', 'rental_yield_pct', 'published', 'updated_at'], search: ['name', 'slug', 'summary'], filters: ['published', 'featured'], sort: ['name', 'ASC'] },
  menu: { group: 'Areas', order: 1, label: { en: 'Area List', ru: 'Список районов' }, create: { en: 'Add New Area', ru: 'Добавить район' } },
  paths: { list: '/area-list', create: '/add-area', edit: '/:id/edit-area' },
  page: { by: 'slug', path: (slug) => `/area/${encodeURIComponent(slug)}` },
  slugFrom: 'name',
  cache: 'own',
  features: { bulk: ['publish', 'unpublish', 'feature', 'unfeature'], preview: true, spreadsheet: true },
});
