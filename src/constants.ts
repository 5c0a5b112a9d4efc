/** Business constants fixed by the specification (seed-spec §9) and shared by site, admin and server. */
export const DEFAULT_PRODUCT_NAME = 'Oasis Invest';
export const PRODUCT_SLUG = 'oasisinvest';
export const LOGIN_PATH = `/login-admin-${PRODUCT_SLUG}`;
export const ACTIVATION_PATH = '/activation';
export const TITLE_SEPARATOR = ' | ';

export const PHONE_MIN_DIGITS = 10;
export const PHONE_TYPED_MAX_DIGITS = 10;
export const PHONE_DEFAULT_COUNTRY = 'AE';
export const PHONE_INPUT_MAX_LENGTH = 25;
export const PHONE_PLACEHOLDER = 'Enter a phone number';

export const LAYOUT_LOADER_MS = 2000;
export const TOAST_AUTO_CLOSE_MS = 3000;
/** Spec §9: every toast's padding (the site's forms and every toast of the back-office). */
export const TOAST_PADDING = '10px 20px';
export const ACCEPT_LANGUAGE = 'en';
export const SESSION_STORAGE_KEY = 'user';
export const ACTIVATE_STORAGE_KEY = 'activate';
export const FILTER_PROJECTS_STORAGE_KEY = 'filter_projects';
export const ASSETS_BASE = '/build/';
/** The back-office's Vite manifest, beside the site's .vite/manifest.json in dist/client (vite.config.ts builds them apart). */
export const ADMIN_MANIFEST = '.vite/admin-manifest.json';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export const PROJECT_STATUSES = ['off_plan', 'under_construction', 'ready'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  off_plan: 'Off-plan',
  under_construction: 'Under construction',
  ready: 'Ready',
};

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'viewing', 'negotiation', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const BLOG_CATEGORIES = ['news', 'blog'] as const;
export const AMENITY_SCOPES = ['project', 'area', 'both'] as const;
export const RESIDENCIES = ['expat', 'national', 'non_resident'] as const;
export const ROLES = ['owner', 'admin', 'editor', 'sales', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const PAGE_NAMES = [
  'home',
  'project',
  'area',
  'developers',
  'why-dubai',
  'dubai-vision',
  'invest-dubai',
  'golden-visa',
  'news-blog',
  'about-us',
  'contact-us',
  'mortgages',
  'investment-guide',
  'terms-conditions',
  'privacy-policy',
] as const;
export type PageName = (typeof PAGE_NAMES)[number];

/** Pages that do not show the "Speak to an expert" enquiry section above the footer (spec §2). */
export const PATHS_WITHOUT_ENQUIRY_SECTION = ['/', '/contact-us', '/project', '/about-us'];

export function pageTitle(title: string | null | undefined, productName: string = DEFAULT_PRODUCT_NAME): string {
  const t = (title ?? '').trim();
  return t && t !== productName ? `${t}${TITLE_SEPARATOR}${productName}` : productName;
}
