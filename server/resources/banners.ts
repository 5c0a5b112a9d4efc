import type { Id, Json, Bool, Stamps, Translated } from '../db/columns';
import { ALL_OPS, defineResource } from './define';
import { translatableFields, withTranslations } from '../../src/schemas/translations';
import { bannerSchema } from '../../src/schemas/editorial';

export interface BannersTable extends Stamps, Translated {
  id: Id;
  page: string;
  title: string;
  subtitle: string | null;
  image: Json | null;
  cta_label: string | null;
  cta_url: string | null;
  position: number;
  active: Bool;
}

export type BannerTables = { banners: BannersTable };

export const banners = defineResource({
  name: 'banners', table: 'banners', label: 'Banner', schema: withTranslations(bannerSchema), translatable: translatableFields(bannerSchema), search: ['title', 'subtitle'], public: { flag: 'active' },
  group: 'content', ops: ALL_OPS, defaultSort: ['position', 'ASC'],
});
