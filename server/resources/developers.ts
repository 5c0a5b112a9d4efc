import type { Id, Json, Bool, Stamps, Seo, Translated } from '../db/columns';
import { ALL_OPS, defineResource } from './define';
import { translatableFields, withTranslations } from '../../src/schemas/translations';
import { developerSchema } from '../../src/schemas/developer';

export interface DevelopersTable extends Stamps, Seo, Translated {
  id: Id;
  name: string;
  slug: string;
  logo: Json | null;
  cover: Json | null;
  summary: string | null;
  description: string | null;
  founded_year: number | null;
  website: string | null;
  headquarters: string | null;
  delivered_projects: number | null;
  on_time_delivery_pct: number | null;
  rera_number: string | null;
  featured: Bool;
  /** Investor math (issue 26) */
  golden_visa_approved: Bool;
  published: Bool;
}

export type DeveloperTables = { developers: DevelopersTable };

export const developers = defineResource({
  name: 'developers', table: 'developers', label: 'Developer', schema: withTranslations(developerSchema), translatable: translatableFields(developerSchema), search: ['name', 'slug', 'headquarters'], public: { flag: 'published' },
  cache: 'own', group: 'content', ops: ALL_OPS, defaultSort: ['name', 'ASC'], slugFrom: 'name',
  page: { by: 'slug', path: (slug) => `/developers/${encodeURIComponent(slug)}` },
});
