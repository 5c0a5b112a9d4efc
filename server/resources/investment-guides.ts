import type { Id, Json, Bool, Timestamp, Stamps, Seo, Translated } from '../db/columns';
import { ALL_OPS, defineResource } from './define';
import { translatableFields, withTranslations } from '../../src/schemas/translations';
import { investmentGuideSchema } from '../../src/schemas/editorial';

export interface InvestmentGuidesTable extends Stamps, Seo, Translated {
  id: Id;
  title: string;
  slug: string;
  summary: string | null;
  content: string | null;
  cover: Json | null;
  pdf: Json | null;
  published: Bool;
  published_at: Timestamp | null;
  /** Scheduled unpublish (issue 31): the record leaves the public site at this time. */
  unpublish_at: Timestamp | null;
}

export type InvestmentGuideTables = { investment_guides: InvestmentGuidesTable };

export const investmentGuides = defineResource({
  name: 'investment-guides', table: 'investment_guides', label: 'Investment guide', schema: withTranslations(investmentGuideSchema), translatable: translatableFields(investmentGuideSchema), search: ['title', 'summary'],
  public: { flag: 'published', scheduled: true }, cache: 'own', group: 'content', ops: ALL_OPS, defaultSort: ['published_at', 'DESC'], slugFrom: 'title',
  page: { by: 'slug', path: (slug) => `/investment-guide/${encodeURIComponent(slug)}` },
});
