/**
 * The market-evidence JSON (issue 25): what GET /api/market/areas/:slug and /api/market/projects/:slug return,
 * what the pages show. A figure below the minimum sample is null.
 */
export const BEDROOM_KEYS = ['studio', '1', '2', '3', '4+'] as const;
export type BedroomKey = (typeof BEDROOM_KEYS)[number];

export interface SalesFigures {
  median_aed_per_sqft: number | null;
  p25_aed_per_sqft: number | null;
  p75_aed_per_sqft: number | null;
  deals: number;
}

export interface MarketFigures {
  as_of: string;
  demo: boolean;
  sales: { off_plan: SalesFigures; ready: SalesFigures };
  rents: Record<BedroomKey, { median_annual_aed: number | null; contracts: number }>;
  gross_yield_pct: Record<BedroomKey, number | null>;
  series: { quarter: string; median_aed_per_sqft: number | null; deals: number }[];
}

export type AreaMarketAnswer = { area: string } & MarketFigures;
export type ProjectMarketAnswer = { project: string } & MarketFigures;

/** What an area or project page gets beside its record: the figures, the chart drawn on the server, the asking-price comparison. */
export interface MarketEvidence {
  figures: MarketFigures;
  min_deals: number;
  /**
   * The 5-year trend as SVG markup, drawn by the server from the numbers alone (no chart code in the browser),
   * with the series it shows (the table alternative). A project with too few deals a quarter shows its area's.
   */
  chart: { scope: 'area' | 'project'; svg: string; series: MarketFigures['series'] } | null;
  /** Project pages: the project's asking price per sq ft against its area's off-plan median. */
  comparison: { asking_aed_per_sqft: number; area_off_plan_median: number; pct: number } | null;
}

export type MarketSort = 'price' | 'yield' | 'deals';

/** One row of the /market ranking. */
export interface MarketRankRow {
  slug: string;
  name: string;
  off_plan_median: number | null;
  ready_median: number | null;
  deals: number;
  /** Gross yield of 1-bedroom flats, the most traded size. */
  yield_1br: number | null;
}

export interface MarketPageData {
  as_of: string | null;
  demo: boolean;
  sort: MarketSort;
  min_deals: number;
  rows: MarketRankRow[];
  seo_title: string;
  seo_description: string;
}
