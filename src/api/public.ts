import type { InferType } from 'yup';
import type { EnquiryInput } from '../schemas/enquiry';
import type { settingsSchema } from '../schemas/editorial';
import type { ProjectFilters } from '../search/projectFilters';
import type { Residency } from '../mortgage';
import { XSRF_COOKIE } from '../constants';

/** Shapes the public site reads (GET /api/site/*): published content only, JSON columns decoded. */
export interface Media {
  src: string;
  title?: string | null;
  width?: number | null;
  height?: number | null;
  type?: string | null;
  variants?: { src: string; width: number; format: string }[] | null;
  placeholder?: string | null;
}
export interface Nearby {
  name: string;
  minutes: number;
}
export interface Milestone {
  label: string;
  percent: number;
  trigger?: string | null;
}
export interface UnitType {
  name: string;
  bedrooms: number;
  size_sqft_from?: number | null;
  size_sqft_to?: number | null;
  price_from_aed?: number | null;
  available?: number | null;
}
export interface Seo {
  seo_title: string | null;
  seo_description: string | null;
}
export interface ProjectCard {
  id: number;
  title: string;
  slug: string;
  status: string;
  starting_price_aed: number | null;
  price_per_sqft_aed: number | null;
  bedrooms_min: number | null;
  bedrooms_max: number | null;
  handover_year: number | null;
  handover_quarter: number | null;
  gallery: Media[];
  featured: boolean;
  post_handover: boolean;
  payment_plan: { label?: string | null; milestones: Milestone[] } | null;
  developer_name: string | null;
  developer_slug: string | null;
  area_name: string | null;
  area_slug: string | null;
}
export interface Project extends ProjectCard, Seo {
  developer_id: number | null;
  area_id: number | null;
  location_id: number | null;
  size_sqft_min: number | null;
  size_sqft_max: number | null;
  unit_types: UnitType[];
  units_available: number | null;
  description: string | null;
  highlights: string[];
  floor_plans: Media[];
  brochure: Media | null;
  video_url: string | null;
  latitude: number | null;
  longitude: number | null;
  nearby: Nearby[];
  service_charge_aed_per_sqft: number | null;
  expected_rental_yield_pct: number | null;
  permit_number: string | null;
  permit_qr: Media | null;
  published_at: string | null;
  updated_at: string;
}
export interface Area extends Seo {
  id: number;
  name: string;
  slug: string;
  summary: string | null;
  description: string | null;
  hero_image: Media | null;
  gallery: Media[];
  avg_price_per_sqft_aed: number | null;
  rental_yield_pct: number | null;
  service_charge_min_aed: number | null;
  service_charge_max_aed: number | null;
  highlights: string[];
  good_for: string[];
  nearby: Nearby[];
  latitude: number | null;
  longitude: number | null;
  featured: boolean;
  project_count?: number;
}
export interface Developer extends Seo {
  id: number;
  name: string;
  slug: string;
  logo: Media | null;
  cover: Media | null;
  summary: string | null;
  description: string | null;
  founded_year: number | null;
  website: string | null;
  headquarters: string | null;
  delivered_projects: number | null;
  on_time_delivery_pct: number | null;
  rera_number: string | null;
  featured: boolean;
  project_count?: number;
}
export interface Blog extends Seo {
  id: number;
  title: string;
  slug: string;
  category: string;
  excerpt: string | null;
  content?: string | null;
  cover: Media | null;
  author: string | null;
  tags: string[];
  published_at: string | null;
}
export interface Guide extends Seo {
  id: number;
  title: string;
  slug: string;
  summary: string | null;
  content?: string | null;
  cover: Media | null;
  pdf: Media | null;
  published_at: string | null;
}
export interface Testimonial {
  id: number;
  name: string;
  country: string | null;
  quote: string;
  rating: number;
  photo: Media | null;
}
export interface Banner {
  id: number;
  page: string;
  title: string;
  subtitle: string | null;
  image: Media | null;
  cta_label: string | null;
  cta_url: string | null;
}
export interface Named {
  id: number;
  name: string;
  icon?: string | null;
}
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
/** The site settings as staff edit them: the shape is the schema's (src/schemas/editorial.ts). */
export type Settings = InferType<typeof settingsSchema>;
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface LayoutData {
  productName: string;
  publicUrl: string;
  settings: Settings | null;
  /** Country the phone input starts from (spec §7); AE unless the visitor's lookup says otherwise. */
  country: string;
  /** Set by `npm run generate`: the pages are files on a static host, with no API beside them. */
  staticExport?: boolean;
}
export interface HomeData {
  page: Page | null;
  banners: Banner[];
  featuredProjects: ProjectCard[];
  areas: Area[];
  developers: Developer[];
  testimonials: Testimonial[];
  blogs: Blog[];
  guides: Guide[];
}
export interface SearchOption {
  slug: string;
  name: string;
}
export interface ProjectListData extends Paged<ProjectCard> {
  pageContent: Page | null;
  q: string;
  /** The filters the answer applied (validated by the server). */
  filters: ProjectFilters;
  options: { areas: SearchOption[]; developers: SearchOption[]; propertyTypes: SearchOption[]; handoverYears: number[] };
}
export interface ProjectData {
  project: Project;
  developer: Developer | null;
  area: Area | null;
  location: Named | null;
  amenities: Named[];
  propertyTypes: Named[];
  similar: ProjectCard[];
}
export interface AreaListData {
  pageContent: Page | null;
  items: Area[];
}
export interface AreaData {
  area: Area;
  amenities: Named[];
  projects: ProjectCard[];
}
export interface DeveloperListData {
  pageContent: Page | null;
  items: Developer[];
}
export interface DeveloperData {
  developer: Developer;
  projects: ProjectCard[];
}
export interface GuideListData {
  pageContent: Page | null;
  items: Guide[];
}
export interface GuideData {
  guide: Guide;
  others: Guide[];
}
export interface BlogListData extends Paged<Blog> {
  pageContent: Page | null;
}
export interface BlogData {
  blog: Blog;
  related: Blog[];
}
export interface PageData {
  pageContent: Page | null;
  banners: Banner[];
}

/** How site data is fetched: in the browser through fetch, on the server in-process (set by the SSR entry). */
export type SiteTransport = (path: string, signal?: AbortSignal) => Promise<{ status: number; body: unknown }>;

const browserTransport: SiteTransport = async (path, signal) => {
  const res = await fetch(path, { headers: { Accept: 'application/json', 'Accept-Language': 'en' }, credentials: 'same-origin', signal });
  const body = await res.json().catch(() => null);
  return { status: res.status, body };
};
let transport: SiteTransport = browserTransport;
let staticExport = false;
/** The browser entry sets this from the layout data of a page written by `npm run generate`. */
export function setStaticExport(on: boolean): void {
  staticExport = on;
}
export const isStaticExport = () => staticExport;
export function setSiteTransport(t: SiteTransport): void {
  transport = t;
}

export class SiteDataError extends Error {
  constructor(
    public status: number,
    message: string,
  ) {
    super(message);
  }
}

/** GET /api/site/...: the body, or a SiteDataError carrying the HTTP status (404 -> the error page). */
export async function getSiteData<T>(path: string, signal?: AbortSignal, via: SiteTransport = transport): Promise<T> {
  const { status, body } = await via(path, signal);
  if (status >= 400) {
    const message = (body as { message?: string } | null)?.message ?? `Request failed with status ${status}`;
    throw new SiteDataError(status, message);
  }
  return body as T;
}

/* The spec's calls (§7), through the shared axios client; loaded on first use so the first paint does not pay for axios. */
const client = () => import('./client').then((m) => m.api);

let csrfCookie: Promise<void> | null = null;
/**
 * The XSRF-TOKEN cookie (spec §7), asked for once when a form is first used or a POST is about to go, not on
 * every page load: most visitors only read. A failed request is tried again next time; the POST then says why.
 */
export function ensureCsrfCookie(): Promise<void> {
  if (staticExport || typeof document === 'undefined') return Promise.resolve();
  if (document.cookie.split(/;\s*/).some((c) => c.startsWith(`${XSRF_COOKIE}=`))) return Promise.resolve();
  csrfCookie ??= fetch('/sanctum/csrf-cookie', { credentials: 'same-origin' }).then(
    () => undefined,
    () => {
      csrfCookie = null;
    },
  );
  return csrfCookie;
}
/** A state-changing call: the client and the XSRF cookie are fetched side by side. */
async function post<T>(url: string, body: unknown) {
  const [api] = await Promise.all([client(), ensureCsrfCookie()]);
  return api.post<T>(url, body);
}
export interface ApiAnswer<T = undefined> {
  error: boolean;
  message?: string;
  data?: T;
}
export interface EnquirySource {
  source_path?: string | null;
  project_id?: number | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  referrer?: string | null;
  website?: string | null;
}
export async function sendEnquiry(input: EnquiryInput & EnquirySource): Promise<ApiAnswer> {
  const res = await post<ApiAnswer>('/api/sendEnquiry', input);
  return res.data;
}
export interface MortgageEnquiryInput {
  name: string;
  email: string;
  phone: string;
  message?: string | null;
  property_price_aed: number;
  down_payment_aed: number;
  tenure_years: number;
  interest_rate_pct: number;
  residency: Residency;
  first_home: boolean;
  off_plan: boolean;
  source_path?: string | null;
  website?: string | null;
}
/** POST /api/sendMortgageEnquiry: the server recomputes the monthly payment; a 422 rejects (axios error). */
export async function sendMortgageEnquiry(input: MortgageEnquiryInput): Promise<ApiAnswer<{ monthly_payment_aed: number; loan_amount_aed: number }>> {
  const res = await post<ApiAnswer<{ monthly_payment_aed: number; loan_amount_aed: number }>>('/api/sendMortgageEnquiry', input);
  return res.data;
}
export async function getPageSeo(pageName: string) {
  const res = await post<ApiAnswer<{ title: string; description: string }>>('/api/getPageSeo', { page_name: pageName });
  return res.data;
}
export async function getProjectSeoData(slug: string) {
  const res = await (await client()).get<ApiAnswer<{ seo_title: string; main_title: string; seo_description: string }>>(`/api/${encodeURIComponent(slug)}/getProjectSeoData`);
  return res.data;
}
export async function getAreaSeoData(slug: string) {
  const res = await (await client()).get<ApiAnswer<{ seo_title: string; area_name: string; seo_description: string }>>(`/api/${encodeURIComponent(slug)}/getAreaSeoData`);
  return res.data;
}
export async function getDeveloperSeoData(slug: string) {
  const res = await (await client()).get<ApiAnswer<{ seo_title: string; developer_name: string; seo_description: string }>>(
    `/api/${encodeURIComponent(slug)}/getDeveloperSeoData`,
  );
  return res.data;
}
/** The visitor's country for the phone input (server-side lookup, AE on any failure). */
export async function getVisitorCountry(): Promise<string> {
  const { body } = await transport('/api/site/country');
  const code = (body as { country?: string } | null)?.country;
  return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : 'AE';
}
