import { PROJECT_STATUSES, type ProjectStatus } from '../constants';
import { westernDigits } from '../digits';

/**
 * Project search on /project: the filters as they travel in the page URL, in GET /api/site/projects
 * and in the visitor's stored `filter_projects`. One parser for the server (which answers 400 naming
 * the field) and the site (which drops a bad value and shows the rest).
 */
export const PROJECT_SORTS = ['featured', 'newest', 'price_asc', 'price_desc', 'handover'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];
export const PROJECT_SORT_LABELS: Record<ProjectSort, string> = {
  featured: 'Featured first',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  handover: 'Handover: soonest',
};

/** Bedrooms: 0 is a studio, 5 means five or more. */
export const BEDROOM_CHOICES = [0, 1, 2, 3, 4, 5] as const;
export const bedroomLabel = (b: number) => (b === 0 ? 'Studio' : b >= 5 ? '5+ bedrooms' : b === 1 ? '1 bedroom' : `${b} bedrooms`);

export const PAYMENT_PLAN_CHOICES = ['post-handover', 'no-post-handover'] as const;
export type PaymentPlanChoice = (typeof PAYMENT_PLAN_CHOICES)[number];
export const PAYMENT_PLAN_LABELS: Record<PaymentPlanChoice, string> = {
  'post-handover': 'With post-handover payments',
  'no-post-handover': 'Paid by handover',
};

export interface ProjectFilters {
  q?: string;
  area?: string;
  developer?: string;
  type?: string;
  beds?: number;
  min_price?: number;
  max_price?: number;
  status?: ProjectStatus;
  handover?: number;
  plan?: PaymentPlanChoice;
  /** Only projects with a unit that qualifies for the Golden Visa on its own (issue 39 item 5). */
  visa?: boolean;
  sort?: ProjectSort;
  page?: number;
}

/** URL order: the order a person reads them in the filter form. */
export const FILTER_KEYS = ['q', 'area', 'developer', 'type', 'beds', 'min_price', 'max_price', 'status', 'handover', 'plan', 'visa', 'sort', 'page'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const MAX_PRICE_AED = 1_000_000_000;
const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;

export interface ParsedFilters {
  filters: ProjectFilters;
  /** field -> message, for every value that was present and not acceptable. */
  errors: Record<string, string>;
}

type Source = URLSearchParams | Record<string, unknown>;
const read = (src: Source, key: string): string | undefined => {
  const v = src instanceof URLSearchParams ? src.get(key) : src[key];
  const one = Array.isArray(v) ? v[0] : v;
  if (one === undefined || one === null) return undefined;
  const s = String(one).trim();
  return s === '' ? undefined : s;
};

function wholeNumber(raw: string, min: number, max: number): number | null {
  if (!/^\d{1,12}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
}

/** Reads filters from a query; empty values mean "any" (a GET form sends every field). */
export function parseProjectFilters(src: Source, now: Date = new Date()): ParsedFilters {
  const filters: ProjectFilters = {};
  const errors: Record<string, string> = {};
  const q = read(src, 'q');
  if (q !== undefined) filters.q = q.slice(0, 100);
  for (const key of ['area', 'developer', 'type'] as const) {
    const v = read(src, key);
    if (v === undefined) continue;
    if (SLUG.test(v)) filters[key] = v;
    else errors[key] = `${key} must be a slug (lower-case letters, digits and dashes)`;
  }
  const beds = read(src, 'beds');
  if (beds !== undefined) {
    const n = wholeNumber(beds.replace(/\+$/, '') === 'studio' ? '0' : beds.replace(/\+$/, ''), 0, 5);
    if (n === null) errors.beds = 'beds must be 0 (studio) to 5 (5 or more)';
    else filters.beds = n;
  }
  for (const key of ['min_price', 'max_price'] as const) {
    const v = read(src, key);
    if (v === undefined) continue;
    // Typed on an Arabic or Persian keyboard too (٢٠٠٠٠٠٠): read as Western digits (src/digits.ts).
    const n = wholeNumber(westernDigits(v).replace(/[,\s]/g, ''), 0, MAX_PRICE_AED);
    if (n === null) errors[key] = `${key} must be a whole number of AED from 0 to ${MAX_PRICE_AED.toLocaleString('en-US')}`;
    else filters[key] = n;
  }
  if (filters.min_price !== undefined && filters.max_price !== undefined && filters.min_price > filters.max_price) {
    errors.max_price = 'max_price must not be below min_price';
    delete filters.max_price;
  }
  const status = read(src, 'status');
  if (status !== undefined) {
    if ((PROJECT_STATUSES as readonly string[]).includes(status)) filters.status = status as ProjectStatus;
    else errors.status = `status must be one of: ${PROJECT_STATUSES.join(', ')}`;
  }
  const year = read(src, 'handover');
  if (year !== undefined) {
    const thisYear = now.getUTCFullYear();
    const n = wholeNumber(year, 2000, thisYear + 30);
    if (n === null) errors.handover = `handover must be a year from 2000 to ${thisYear + 30}`;
    else filters.handover = n;
  }
  const plan = read(src, 'plan');
  if (plan !== undefined) {
    if ((PAYMENT_PLAN_CHOICES as readonly string[]).includes(plan)) filters.plan = plan as PaymentPlanChoice;
    else errors.plan = `plan must be one of: ${PAYMENT_PLAN_CHOICES.join(', ')}`;
  }
  const visa = read(src, 'visa');
  if (visa !== undefined) {
    if (visa === '1' || visa === 'true') filters.visa = true;
    else if (visa !== '0' && visa !== 'false') errors.visa = 'visa must be 1 (qualifies for the Golden Visa) or left out';
  }
  const sort = read(src, 'sort');
  if (sort !== undefined) {
    if ((PROJECT_SORTS as readonly string[]).includes(sort)) filters.sort = sort as ProjectSort;
    else errors.sort = `sort must be one of: ${PROJECT_SORTS.join(', ')}`;
  }
  const page = read(src, 'page');
  if (page !== undefined) {
    const n = wholeNumber(page, 1, 10_000);
    if (n === null) errors.page = 'page must be a whole number from 1';
    else filters.page = n;
  }
  return { filters, errors };
}

/** The query string of a set of filters, in a stable order, leaving out defaults (sort featured, page 1). */
export function projectFiltersToQuery(filters: ProjectFilters): string {
  const p = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const v = filters[key];
    if (v === undefined || v === null || v === '') continue;
    if (key === 'sort' && v === 'featured') continue;
    if (key === 'page' && v === 1) continue;
    if (key === 'visa') {
      if (v === true) p.set(key, '1');
      continue;
    }
    p.set(key, String(v));
  }
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** Whether anything narrows the list (sort and page do not). */
export function hasActiveFilters(filters: ProjectFilters): boolean {
  return FILTER_KEYS.some((k) => k !== 'sort' && k !== 'page' && filters[k] !== undefined);
}

/** What is remembered for the visitor: the filters and sort, never the page number. */
export function filtersToRemember(filters: ProjectFilters): ProjectFilters {
  const { page: _page, ...rest } = filters;
  return rest;
}
