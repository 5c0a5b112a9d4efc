import type { Id, Json, Bool, Stamps, Seo, Translated } from '../db/columns';
import { ALL_OPS, defineResource } from './define';
import { translatableFields, withTranslations } from '../../src/schemas/translations';
import { areaSchema } from '../../src/schemas/area';

export interface AreasTable extends Stamps, Seo, Translated {
  id: Id;
  name: string;
  slug: string;
  summary: string | null;
  description: string | null;
  hero_image: Json | null;
  gallery: Json;
  avg_price_per_sqft_aed: number | null;
  rental_yield_pct: number | null;
  service_charge_min_aed: number | null;
  service_charge_max_aed: number | null;
  highlights: Json;
  good_for: Json;
  nearby: Json;
  amenity_ids: Json;
  latitude: number | null;
  longitude: number | null;
  featured: Bool;
  published: Bool;
}

export type AreaTables = { areas: AreasTable };

export const areas = defineResource({
  name: 'areas', table: 'areas', label: 'Area', schema: withTranslations(areaSchema), translatable: translatableFields(areaSchema), search: ['name', 'slug', 'summary'], public: { flag: 'published' },
  cache: 'own', group: 'content', ops: ALL_OPS, defaultSort: ['name', 'ASC'], slugFrom: 'name',
  page: { by: 'slug', path: (slug) => `/area/${encodeURIComponent(slug)}` },
});
