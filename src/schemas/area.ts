import { object, type InferType } from 'yup';
import {
  decimal,
  flag,
  html,
  int,
  media,
  mediaList,
  nearbyList,
  optionalText,
  referenceList,
  requiredText,
  seoFields,
  slug,
  stringList,
} from './fields';
import { translatable } from './translations';

export const areaSchema = translatable(
  object({
    name: requiredText('Name', 120),
    slug: slug(),
    summary: optionalText(300),
    description: html(),
    hero_image: media(),
    gallery: mediaList(),
    avg_price_per_sqft_aed: int('Average price per sq ft'),
    rental_yield_pct: decimal('Rental yield', 0, 100),
    service_charge_min_aed: decimal('Service charge from', 0, 1000),
    service_charge_max_aed: decimal('Service charge to', 0, 1000),
    highlights: stringList(200, 20),
    good_for: stringList(80, 12),
    nearby: nearbyList(),
    amenity_ids: referenceList('Amenities'),
    latitude: decimal('Latitude', -90, 90),
    longitude: decimal('Longitude', -180, 180),
    featured: flag(),
    published: flag(),
    ...seoFields,
  }),
  ['name', 'summary', 'description', 'highlights', 'good_for', 'seo_title', 'seo_description'],
);
export type AreaInput = InferType<typeof areaSchema>;
