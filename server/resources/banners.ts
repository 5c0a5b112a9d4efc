import { ALL_OPS, defineResource } from './define';
import { translatableFields, withTranslations } from '../../src/schemas/translations';
import { bannerSchema } from '../../src/schemas/editorial';

export type { BannersTable, BannerTables } from '../db/tables';

export const banners = defineResource({
  name: 'banners', table: 'banners', label: 'Banner', schema: withTranslations(bannerSchema), translatable: translatableFields(bannerSchema), search: ['title', 'subtitle'], public: { flag: 'active' },
  group: 'content', ops: ALL_OPS, defaultSort: ['position', 'ASC'],
});
