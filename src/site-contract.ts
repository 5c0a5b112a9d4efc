import type { OfferedRate } from './currency';
import type { InferType } from 'yup';
import type { Language } from './i18n/languages';
import type { media, nearbyList } from './schemas/fields';
import type { milestoneSchema, projectSchema, unitTypeSchema } from './schemas/project';
import type { areaSchema } from './schemas/area';
import type { developerSchema } from './schemas/developer';
import type { bannerSchema, blogSchema, investmentGuideSchema, settingsSchema, testimonialSchema } from './schemas/editorial';
import type { ProjectFilters } from './search/projectFilters';
import type { MarketEvidence } from './market/contract';
import type { PriceChange } from './workspace/priceChange';
import type { UnitAvailability } from './units/contract';

/**
 * The typed contract of GET /api/site/*: what the server's data routes return (they `satisfies` these
 * types) and what the site's page loaders read. Records are the yup schemas' shapes plus the columns every
 * stored row has, published content only, JSON columns decoded.
 */

/** Columns every stored row has beside its schema's fields; a slug is always filled in once stored. */
type Stored<T> = Omit<T, 'slug'> & { id: number; created_at: string; updated_at: string } & ('slug' extends keyof T ? { slug: string } : unknown);

export type Media = NonNullable<InferType<ReturnType<typeof media>>>;
export type Nearby = InferType<ReturnType<typeof nearbyList>>[number];
export type Milestone = InferType<typeof milestoneSchema>;
export type UnitType = InferType<typeof unitTypeSchema>;
/** GET /api/site/projects/<slug>/schedule?price=<AED>&booked=<YYYY-MM-DD>&lang= (issue 39 item 3): a plan's dated payments. */
export interface ScheduleData {
  /** In date order; amounts in whole AED adding up to the price; `estimated` when the date is read from construction progress or an assumed handover. */
  payments: { date: string; label: string; percent: number; amount_aed: number; estimated: boolean }[];
}
export interface Seo {
  seo_title: string | null;
  seo_description: string | null;
}

export type Project = Stored<InferType<typeof projectSchema>>;
export type Area = Stored<InferType<typeof areaSchema>>;
export type Developer = Stored<InferType<typeof developerSchema>>;
export type Blog = Stored<InferType<typeof blogSchema>>;
export type Guide = Stored<InferType<typeof investmentGuideSchema>>;
export type Testimonial = Stored<InferType<typeof testimonialSchema>>;
export type Banner = Stored<InferType<typeof bannerSchema>>;
export type Settings = Stored<InferType<typeof settingsSchema>>;

/** The columns of a project card; the server selects exactly these. */
export const PROJECT_CARD_FIELDS = [
  'id', 'title', 'slug', 'status', 'starting_price_aed', 'price_per_sqft_aed', 'bedrooms_min', 'bedrooms_max',
  'handover_year', 'handover_quarter', 'gallery', 'featured', 'post_handover', 'payment_plan',
] as const;
export const BLOG_SUMMARY_FIELDS = ['id', 'title', 'slug', 'category', 'excerpt', 'cover', 'author', 'tags', 'published_at', 'seo_title', 'seo_description'] as const;
export const GUIDE_SUMMARY_FIELDS = ['id', 'title', 'slug', 'summary', 'cover', 'pdf', 'published_at', 'seo_title', 'seo_description'] as const;

/** A project's developer and area are named on its card only while they are public themselves. */
export interface CardNames {
  developer_name: string | null;
  developer_slug: string | null;
  area_name: string | null;
  area_slug: string | null;
}
/** On a search by bedrooms or budget (issue 39): the count asked for (null: any) and the matching offers' lowest price. */
export interface CardOfferMatch {
  bedrooms: number | null;
  price_from_aed: number | null;
}
export type ProjectCard = Pick<Project, (typeof PROJECT_CARD_FIELDS)[number]> & CardNames & { match?: CardOfferMatch };
export type ProjectDetail = Project & CardNames;
export type BlogSummary = Pick<Blog, (typeof BLOG_SUMMARY_FIELDS)[number]>;
export type GuideSummary = Pick<Guide, (typeof GUIDE_SUMMARY_FIELDS)[number]>;
export interface Counted {
  project_count: number;
}
/** An amenity, location or property type as a page names it. */
export interface Named {
  id: number;
  name: string;
  icon?: string | null;
}

/** A page's content sections: a JSON column the page schema stores as an open object (docs/content-model.md). */
export interface PageSection {
  key: string;
  heading?: string | null;
  body?: string | null;
  items?: { title: string; text?: string | null; value?: string | null; icon?: string | null }[];
  image?: Media | null;
}
export interface Page {
  page_name: string;
  title: string;
  description: string | null;
  content: { sections?: PageSection[] } | null;
}
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** GET /api/site/layout */
export interface LayoutData {
  productName: string;
  publicUrl: string;
  settings: Settings | null;
  /** Country the phone input starts from (spec §7); AE unless the visitor's lookup says otherwise. */
  country: string;
  /** Set by `npm run generate`: the pages are files on a static host, with no API beside them. */
  staticExport?: boolean;
  /** Investor math (issue 26): the currencies besides AED the site converts prices into, in the menu's order. */
  currencies?: OfferedRate[];
}
/** GET /api/site/country */
export interface CountryData {
  country: string;
}
/** GET /api/site/home */
export interface HomeData {
  page: Page | null;
  banners: Banner[];
  featuredProjects: ProjectCard[];
  areas: Area[];
  developers: Developer[];
  testimonials: Testimonial[];
  blogs: BlogSummary[];
  guides: GuideSummary[];
}
export interface SearchOption {
  slug: string;
  name: string;
}
export interface SearchOptions {
  areas: SearchOption[];
  developers: SearchOption[];
  propertyTypes: SearchOption[];
  handoverYears: number[];
}
/** GET /api/site/projects */
export interface ProjectListData extends Paged<ProjectCard> {
  pageContent: Page | null;
  q: string;
  /** The filters the answer applied (validated by the server). */
  filters: ProjectFilters;
  options: SearchOptions;
}
/** GET /api/site/projects/:slug */
export interface ProjectData {
  project: ProjectDetail;
  /** 'en' and every language this record is completely translated into (its hreflang set; decision 012). */
  languages: Language[];
  developer: Developer | null;
  area: Area | null;
  location: Named | null;
  amenities: Named[];
  propertyTypes: Named[];
  /** Market evidence (issue 25): registered prices and rents, or null when there are none. */
  market?: MarketEvidence | null;
  /** The investor's workspace (issue 27): the recorded price changes, newest first. */
  priceHistory?: PriceChange[];
  similar: ProjectCard[];
  /** Inventory (issue 30): computed from the available units; null when the project has no units (typed figures stand). */
  availability?: UnitAvailability | null;
}
/** GET /api/site/areas */
export interface AreaListData {
  pageContent: Page | null;
  items: (Area & Counted)[];
}
/** GET /api/site/areas/:slug */
export interface AreaData {
  area: Area;
  /** 'en' and every language this record is completely translated into (its hreflang set; decision 012). */
  languages: Language[];
  amenities: Named[];
  projects: ProjectCard[];
  /** Market evidence (issue 25): registered prices and rents, or null when there are none. */
  market?: MarketEvidence | null;
}
/** GET /api/site/developers */
export interface DeveloperListData {
  pageContent: Page | null;
  items: (Developer & Counted)[];
}
/** GET /api/site/developers/:slug */
export interface DeveloperData {
  developer: Developer;
  /** 'en' and every language this record is completely translated into (its hreflang set; decision 012). */
  languages: Language[];
  projects: ProjectCard[];
}
/** GET /api/site/guides */
export interface GuideListData {
  pageContent: Page | null;
  items: GuideSummary[];
}
/** GET /api/site/guides/:slug */
export interface GuideData {
  guide: Guide;
  /** 'en' and every language this record is completely translated into (its hreflang set; decision 012). */
  languages: Language[];
  others: GuideSummary[];
}
/** GET /api/site/blogs */
export interface BlogListData extends Paged<BlogSummary> {
  pageContent: Page | null;
}
/** GET /api/site/blogs/:id */
export interface BlogData {
  blog: Blog;
  /** 'en' and every language this record is completely translated into (its hreflang set; decision 012). */
  languages: Language[];
  related: BlogSummary[];
}
/** GET /api/site/pages/:name */
export interface PageData {
  pageContent: Page | null;
  banners: Banner[];
  /** 'en' and every language this record is completely translated into (its hreflang set; decision 012). */
  languages: Language[];
  /** The public records a content page lists, by resource name (their definitions' `shownOn`; issue 38). */
  lists?: Record<string, PageList>;
}

/** A resource's public records on a content page, in the page's language, with the headings its definition gives. */
export interface PageList<T = Record<string, unknown>> {
  labels: Record<string, string>;
  items: Array<T & Untranslated>;
}

/**
 * On /ar, /ru and /zh every record in site data may carry `untranslated`: its translatable fields shown in English
 * because that language has no text for them (decision 012), plus `area_name` on a project whose area's name is
 * English. The site marks those lang="en" dir="ltr" (site/i18n/fallback.ts; issue 23 item 9).
 */
export interface Untranslated {
  untranslated?: string[];
}
