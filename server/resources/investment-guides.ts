import { ALL_OPS, defineResource } from './define';
import { translatableFields, withTranslations } from '../../src/schemas/translations';
import { investmentGuideSchema } from '../../src/schemas/editorial';

export type { InvestmentGuidesTable, InvestmentGuideTables } from '../db/tables';

export const investmentGuides = defineResource({
  name: 'investment-guides', table: 'investment_guides', label: 'Investment guide', schema: withTranslations(investmentGuideSchema), translatable: translatableFields(investmentGuideSchema), search: ['title', 'summary'],
  public: { flag: 'published', scheduled: true }, cache: 'own', group: 'content', ops: ALL_OPS, defaultSort: ['published_at', 'DESC'], slugFrom: 'title',
  page: { by: 'slug', path: (slug) => `/investment-guide/${encodeURIComponent(slug)}` },
});
