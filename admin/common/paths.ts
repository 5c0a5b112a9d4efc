import type { Identifier } from 'react-admin';

export const ADMIN_BASE = '/admin';

/** The spec's address for each resource screen (seed-spec §2), relative to /admin. */
export interface SpecPaths {
  list: string;
  create?: string;
  edit?: (id: Identifier) => string;
}

export const SPEC_PATHS: Record<string, SpecPaths> = {
  projects: { list: '/project-list', create: '/add-project', edit: (id) => `/${id}/edit-project` },
  areas: { list: '/area-list', create: '/add-area', edit: (id) => `/${id}/edit-area` },
  developers: { list: '/developer-list', create: '/add-developer', edit: (id) => `/${id}/edit-developer` },
  blogs: { list: '/blog-list', create: '/add-blog', edit: (id) => `/${id}/edit-blog` },
  'investment-guides': { list: '/investment-guides', create: '/add-investment-guides', edit: (id) => `/${id}/edit-investment-guides` },
  locations: { list: '/location-list' },
  'property-types': { list: '/property-type' },
  amenities: { list: '/amenities-list' },
  testimonials: { list: '/testimonial' },
  banners: { list: '/banners' },
  enquiries: { list: '/enquiry' },
  'mortgage-enquiries': { list: '/mortgage-enquiry' },
  users: { list: '/users' },
  'audit-logs': { list: '/audit-logs' },
};

/** Absolute path (with /admin) of a resource's edit screen: the spec's when it has one, react-admin's otherwise. */
export function editPath(resource: string, id: Identifier): string {
  const spec = SPEC_PATHS[resource]?.edit;
  return `${ADMIN_BASE}${spec ? spec(id) : `/${resource}/${encodeURIComponent(String(id))}`}`;
}

export function createPath(resource: string): string {
  return `${ADMIN_BASE}${SPEC_PATHS[resource]?.create ?? `/${resource}/create`}`;
}

export function listPath(resource: string): string {
  return `${ADMIN_BASE}${SPEC_PATHS[resource]?.list ?? `/${resource}`}`;
}

/** For `redirect` props: react-admin prefixes the basename itself. */
export const redirectToEdit = (resource?: string, id?: Identifier) => editPath(resource ?? '', id ?? '').slice(ADMIN_BASE.length);
export const redirectToList = (resource?: string) => listPath(resource ?? '').slice(ADMIN_BASE.length);
