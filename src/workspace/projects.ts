/**
 * The investor's workspace (issue 27): how a list of projects travels in a URL (`?projects=slug1,slug2`), shared
 * by the shortlist and compare pages, the server that answers them and the browser's saved list. No dependency:
 * the heart button loads this on every page.
 */
import type { MarketFigures } from '../market/contract';
import type { Developer, ProjectCard, ProjectDetail } from '../site-contract';

/** A shortlist holds at most this many projects (the URL and the query stay small). */
export const SHORTLIST_MAX = 24;
/** Compare shows two to four projects side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 200;

/** Reads `projects=a,b,c`: distinct slugs in the given order, or an error naming the field. */
export function parseProjectSlugs(raw: unknown, max: number): { slugs: string[]; error?: string } {
  if (raw == null || raw === '') return { slugs: [] };
  if (typeof raw !== 'string') return { slugs: [], error: 'projects must be a comma-separated list of project slugs' };
  if (raw.length > max * (SLUG_MAX + 1)) return { slugs: [], error: `projects may name at most ${max} projects` };
  const slugs = [...new Set(raw.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))];
  if (slugs.length > max) return { slugs: [], error: `projects may name at most ${max} projects` };
  const bad = slugs.find((s) => s.length > SLUG_MAX || !SLUG.test(s));
  if (bad !== undefined) return { slugs: [], error: 'projects must be a comma-separated list of project slugs' };
  return { slugs };
}

/** The URL of a list of projects on a page (`/shortlist` or `/compare`). */
export const projectsHref = (page: '/shortlist' | '/compare', slugs: readonly string[]) => (slugs.length ? `${page}?projects=${slugs.map(encodeURIComponent).join(',')}` : page);

/** GET /api/site/shortlist?projects=... : the public projects of a shared list, in its order. */
export interface ShortlistData {
  title: string;
  description: string;
  slugs: string[];
  items: ProjectCard[];
}

/** One column of the compare table. */
export interface CompareColumn {
  project: Pick<ProjectDetail, 'id' | 'slug' | 'title' | 'status' | 'starting_price_aed' | 'price_per_sqft_aed' | 'handover_year' | 'handover_quarter' | 'payment_plan' | 'post_handover' | 'service_charge_aed_per_sqft' | 'expected_rental_yield_pct' | 'unit_types' | 'area_name' | 'area_slug' | 'developer_name' | 'developer_slug'>;
  developer: Pick<Developer, 'name' | 'slug' | 'founded_year' | 'delivered_projects' | 'on_time_delivery_pct'> | null;
  /** Market evidence (issue 25): the registered-deal figures of the project (or its area), null when none. */
  market: { scope: 'project' | 'area'; figures: MarketFigures } | null;
}

/** GET /api/site/compare?projects=... */
export interface CompareData {
  title: string;
  description: string;
  slugs: string[];
  columns: CompareColumn[];
}
