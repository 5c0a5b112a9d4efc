import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Language } from '../../src/i18n/languages';
import type { MarketEvidence, MarketFigures, MarketPageData, MarketRankRow, MarketSort } from '../../src/market/contract';
import { MARKET_PAGE_SEO } from '../../src/market/texts';
import { areas as areasDefinition } from '../../src/resources/areas';
import { publicScope } from '../resources/scope';
import { decoderOf } from '../site/queries';
import type { Area } from '../../src/site-contract';
import { trendSvg } from './chart';
import { marketMinDeals } from './settings';
import { fromDefinition } from '../resources/defined';

const areas = fromDefinition(areasDefinition);

const decodeArea = decoderOf<Area>(areas);

/** The stored figures of an area or project, or null when it has none (not mapped, or no data yet). */
export async function storedFigures(db: Kysely<Database>, scope: 'area' | 'project', recordId: number): Promise<MarketFigures | null> {
  const row = await db.selectFrom('market_figures').select('figures').where('scope', '=', scope).where('record_id', '=', recordId).executeTakeFirst();
  return row ? (JSON.parse(row.figures) as MarketFigures) : null;
}

function chartOf(scope: 'area' | 'project', figures: MarketFigures, lang: Language): MarketEvidence['chart'] {
  const svg = trendSvg(figures.series, lang);
  return svg ? { scope, svg, series: figures.series } : null;
}

/** An area page's "Market evidence" block: its figures and its trend chart. */
export async function areaEvidence(db: Kysely<Database>, areaId: number, lang: Language): Promise<MarketEvidence | null> {
  const figures = await storedFigures(db, 'area', areaId);
  return figures ? { figures, min_deals: await marketMinDeals(db), chart: chartOf('area', figures, lang), comparison: null } : null;
}

/**
 * A project page's block: the project's own figures when it is mapped, else its area's; and its asking price
 * per sq ft against the area's off-plan median.
 */
export async function projectEvidence(db: Kysely<Database>, project: { id: number; area_id: number | null; price_per_sqft_aed: number | null }, lang: Language): Promise<MarketEvidence | null> {
  const own = await storedFigures(db, 'project', project.id);
  const area = project.area_id ? await storedFigures(db, 'area', project.area_id) : null;
  const figures = own ?? area;
  if (!figures) return null;
  const median = area?.sales.off_plan.median_aed_per_sqft ?? null;
  const asking = project.price_per_sqft_aed;
  const comparison = median && asking ? { asking_aed_per_sqft: asking, area_off_plan_median: median, pct: Math.round(((asking - median) / median) * 100) } : null;
  return { figures, min_deals: await marketMinDeals(db), chart: (own && chartOf('project', own, lang)) || (area && chartOf('area', area, lang)) || null, comparison };
}

export const MARKET_SORTS: MarketSort[] = ['price', 'yield', 'deals'];

/** /market: our public areas with figures, ranked (highest first; a missing figure last). */
export async function marketPage(db: Kysely<Database>, lang: Language, sort: MarketSort): Promise<MarketPageData> {
  const rows = await db
    .selectFrom('market_figures as f')
    .innerJoin(`${areas.table} as a` as 'areas as a', 'a.id', 'f.record_id')
    .selectAll('a')
    .select(['f.figures as market_figures'])
    .where('f.scope', '=', 'area')
    .where(publicScope(areas, 'a'))
    .execute();
  let asOf: string | null = null;
  let demo = false;
  const ranked: MarketRankRow[] = rows.map((r) => {
    const f = JSON.parse((r as { market_figures: string }).market_figures) as MarketFigures;
    asOf = f.as_of;
    demo = f.demo;
    const a = decodeArea(lang)(r);
    return {
      slug: a.slug,
      name: a.name,
      off_plan_median: f.sales.off_plan.median_aed_per_sqft,
      ready_median: f.sales.ready.median_aed_per_sqft,
      deals: f.sales.off_plan.deals + f.sales.ready.deals,
      yield_1br: f.gross_yield_pct['1'],
    };
  });
  const key = (r: MarketRankRow) => (sort === 'price' ? (r.off_plan_median ?? r.ready_median) : sort === 'yield' ? r.yield_1br : r.deals);
  ranked.sort((x, y) => (key(y) ?? -1) - (key(x) ?? -1) || x.name.localeCompare(y.name));
  return { as_of: asOf, demo, sort, min_deals: await marketMinDeals(db), rows: ranked, seo_title: MARKET_PAGE_SEO[lang].title, seo_description: MARKET_PAGE_SEO[lang].description };
}
