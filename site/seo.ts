import type { Params } from 'react-router-dom';
import { pageTitle } from '../src/constants';

/** What a page's head carries: spec §4 "Page SEO". */
export interface SeoState {
  title: string;
  description: string;
}

interface Answer<T> {
  error?: boolean;
  data?: T | null;
}

/** Each lookup starts from the product name and an empty description. */
export const defaultSeo = (productName: string): SeoState => ({ title: productName, description: '' });

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Generic page (POST /api/getPageSeo): title, falling back to the default; description or ''. */
export function seoFromPageAnswer(answer: Answer<{ title?: string | null; description?: string | null }> | null | undefined, productName: string): SeoState {
  const seo = defaultSeo(productName);
  if (!answer || answer.error || !answer.data) return seo;
  return { title: text(answer.data.title) || seo.title, description: text(answer.data.description) };
}

/** Project / area / developer: seo_title, falling back to its name field, then the default. */
export function seoFromRecordAnswer<K extends string>(
  answer: Answer<{ seo_title?: string | null; seo_description?: string | null } & Partial<Record<K, string | null>>> | null | undefined,
  nameKey: K,
  productName: string,
): SeoState {
  const seo = defaultSeo(productName);
  if (!answer || answer.error || !answer.data) return seo;
  const data = answer.data as Record<string, unknown>;
  return { title: text(data.seo_title) || text(data[nameKey]) || seo.title, description: text(data.seo_description) };
}

/** '{title} | {product}', or the product name alone. */
export const documentTitle = (seo: SeoState, productName: string) => pageTitle(seo.title, productName);

/** Which of the spec's SEO calls a route makes on client-side navigation. */
export type SeoLookup =
  | { kind: 'page'; pageName: string }
  | { kind: 'project' | 'area' | 'developer'; slug: string }
  | { kind: 'local'; seo: SeoState };

/**
 * Runs the route's lookup with the spec's fallbacks: a thrown failure is logged as 'Error fetching SEO:'
 * and the defaults are kept; nothing is shown to the visitor.
 */
export async function resolveSeo(
  lookup: SeoLookup,
  productName: string,
  calls: {
    page(name: string): Promise<Answer<{ title?: string | null; description?: string | null }>>;
    project(slug: string): Promise<Answer<Record<string, string | null>>>;
    area(slug: string): Promise<Answer<Record<string, string | null>>>;
    developer(slug: string): Promise<Answer<Record<string, string | null>>>;
  },
  log: (message: string, error: unknown) => void = (m, e) => console.error(m, e),
): Promise<SeoState> {
  if (lookup.kind === 'local') return lookup.seo;
  try {
    if (lookup.kind === 'page') return seoFromPageAnswer(await calls.page(lookup.pageName), productName);
    if (lookup.kind === 'project') return seoFromRecordAnswer(await calls.project(lookup.slug), 'main_title', productName);
    if (lookup.kind === 'area') return seoFromRecordAnswer(await calls.area(lookup.slug), 'area_name', productName);
    return seoFromRecordAnswer(await calls.developer(lookup.slug), 'developer_name', productName);
  } catch (error) {
    log('Error fetching SEO:', error);
    return defaultSeo(productName);
  }
}

/** What each route puts in <head>: the first paint's SEO from its data, and its lookup for client navigation. */
export interface SeoHandle {
  seo(data: unknown, params: Params, productName: string): { local: SeoState; lookup: SeoLookup };
}
