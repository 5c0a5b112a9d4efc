import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Stored shapes. Both databases share these column types: booleans are integers 0/1, JSON is text,
 * timestamps are UTC ISO-8601 text, money is integer AED.
 */
type Id = Generated<number>;
type Json = string; // serialised JSON
type Bool = number; // 0 | 1
type Timestamp = string;
type Stamps = { created_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>; updated_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp> };
type Seo = { seo_title: string | null; seo_description: string | null };

export interface ProjectsTable extends Stamps, Seo {
  id: Id;
  title: string;
  slug: string;
  status: string;
  developer_id: number | null;
  area_id: number | null;
  location_id: number | null;
  property_type_ids: Json;
  amenity_ids: Json;
  starting_price_aed: number | null;
  price_per_sqft_aed: number | null;
  bedrooms_min: number | null;
  bedrooms_max: number | null;
  size_sqft_min: number | null;
  size_sqft_max: number | null;
  handover_year: number | null;
  handover_quarter: number | null;
  payment_plan: Json | null;
  post_handover: Bool;
  unit_types: Json;
  units_available: number | null;
  description: string | null;
  highlights: Json;
  gallery: Json;
  floor_plans: Json;
  brochure: Json | null;
  video_url: string | null;
  latitude: number | null;
  longitude: number | null;
  nearby: Json;
  service_charge_aed_per_sqft: number | null;
  expected_rental_yield_pct: number | null;
  permit_number: string | null;
  permit_qr: Json | null;
  featured: Bool;
  published: Bool;
  published_at: Timestamp | null;
}

export interface ProjectPropertyTypesTable {
  project_id: number;
  property_type_id: number;
}

export interface AreasTable extends Stamps, Seo {
  id: Id;
  name: string;
  slug: string;
  summary: string | null;
  description: string | null;
  hero_image: Json | null;
  gallery: Json;
  avg_price_per_sqft_aed: number | null;
  rental_yield_pct: number | null;
  service_charge_min_aed: number | null;
  service_charge_max_aed: number | null;
  highlights: Json;
  good_for: Json;
  nearby: Json;
  amenity_ids: Json;
  latitude: number | null;
  longitude: number | null;
  featured: Bool;
  published: Bool;
}

export interface DevelopersTable extends Stamps, Seo {
  id: Id;
  name: string;
  slug: string;
  logo: Json | null;
  cover: Json | null;
  summary: string | null;
  description: string | null;
  founded_year: number | null;
  website: string | null;
  headquarters: string | null;
  delivered_projects: number | null;
  on_time_delivery_pct: number | null;
  rera_number: string | null;
  featured: Bool;
  published: Bool;
}

export interface LocationsTable extends Stamps {
  id: Id;
  name: string;
  area_id: number;
}
export interface PropertyTypesTable extends Stamps {
  id: Id;
  name: string;
  slug: string;
}
export interface AmenitiesTable extends Stamps {
  id: Id;
  name: string;
  icon: string | null;
  applies_to: string;
}

export interface BlogsTable extends Stamps, Seo {
  id: Id;
  title: string;
  slug: string;
  category: string;
  excerpt: string | null;
  content: string | null;
  cover: Json | null;
  author: string | null;
  tags: Json;
  published: Bool;
  published_at: Timestamp | null;
}

export interface TestimonialsTable extends Stamps {
  id: Id;
  name: string;
  country: string | null;
  quote: string;
  rating: number;
  photo: Json | null;
  published: Bool;
  position: number;
}

export interface InvestmentGuidesTable extends Stamps, Seo {
  id: Id;
  title: string;
  slug: string;
  summary: string | null;
  content: string | null;
  cover: Json | null;
  pdf: Json | null;
  published: Bool;
  published_at: Timestamp | null;
}

export interface BannersTable extends Stamps {
  id: Id;
  page: string;
  title: string;
  subtitle: string | null;
  image: Json | null;
  cta_label: string | null;
  cta_url: string | null;
  position: number;
  active: Bool;
}

export interface PagesTable extends Stamps {
  id: Id;
  page_name: string;
  title: string;
  description: string | null;
  content: Json | null;
}

export interface SettingsTable extends Stamps {
  id: Id;
  product_name: string;
  phone_primary: string;
  phone_secondary: string | null;
  email_primary: string;
  email_secondary: string | null;
  address: string;
  instagram_url: string | null;
  facebook_url: string | null;
  twitter_url: string | null;
  linkedin_url: string | null;
  whatsapp_number: string | null;
  rera_orn: string | null;
  tagline: string | null;
  /** Who is told of new leads: comma-separated addresses (LEAD_NOTIFY_TO fills it on first start). */
  lead_notify_to: string | null;
  /** Whether the visitor gets an acknowledgement e-mail. */
  lead_acknowledge: ColumnType<Bool, Bool | undefined, Bool>;
  /** Minutes within which a new lead should get its first response. */
  lead_sla_minutes: ColumnType<number, number | undefined, number>;
  /** Round-robin pointer: the sales user who got the last lead. */
  last_assignee_id: number | null;
  /** JSON [{ project_id | area_id, assignee_id }]: leads about a project or area go to its salesperson. */
  lead_routing: ColumnType<string, string | undefined, string>;
  /** Whether the response target counts working hours only (lead_work_days, JSON [0-6], and "HH:MM" start/end, Dubai time). */
  lead_sla_working_hours: ColumnType<Bool, Bool | undefined, Bool>;
  lead_work_days: ColumnType<string, string | undefined, string>;
  lead_work_start: ColumnType<string, string | undefined, string>;
  lead_work_end: ColumnType<string, string | undefined, string>;
  /** JSON MortgageLtvCaps (src/mortgage.ts): the loan-to-value caps of the calculator and the enquiry recompute. */
  mortgage_ltv_caps: ColumnType<string, string | undefined, string>;
}

interface LeadTracking {
  status: string;
  assignee_id: number | null;
  notes: string | null;
  source_path: string | null;
  /** The first status change or note after the lead arrived (speed to lead). */
  first_response_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** The earliest lead of the same kind from the same e-mail or phone. */
  duplicate_of_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
  updated_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
}

export interface EnquiriesTable extends LeadTracking {
  id: Id;
  name: string;
  email: string;
  phone: string;
  budget: string;
  investment_timeline: string;
  project_id: number | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer: string | null;
}

export interface MortgageEnquiriesTable extends LeadTracking {
  id: Id;
  name: string;
  email: string;
  phone: string;
  property_price_aed: number;
  down_payment_aed: number;
  loan_amount_aed: number;
  tenure_years: number;
  interest_rate_pct: number;
  residency: string;
  first_home: Bool;
  off_plan: Bool;
  monthly_payment_aed: number;
  message: string | null;
}

export interface UsersTable extends Stamps {
  id: Id;
  email: string;
  first_name: string;
  last_name: string;
  profile_image: Json | null;
  role: string;
  active: Bool;
  password_hash: string | null;
  last_login_at: Timestamp | null;
}

export interface ApiTokensTable {
  id: Id;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  last_used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface ActivationTokensTable {
  id: Id;
  user_id: number | null;
  token_hash: string;
  purpose: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface AuditLogsTable {
  id: Id;
  user_id: number | null;
  action: string;
  resource: string | null;
  record_id: string | null;
  changes: Json | null;
  ip: string | null;
  created_at: Timestamp;
}

export interface MediaTable {
  id: Id;
  src: string;
  title: string | null;
  type: string;
  size_bytes: number;
  width: number | null;
  height: number | null;
  variants: Json;
  uploaded_by: number | null;
  created_at: Timestamp;
}

export interface OutboxTable {
  id: Id;
  channel: 'email' | 'webhook';
  idempotency_key: string;
  lead_type: 'enquiry' | 'mortgage_enquiry';
  lead_id: number;
  payload: string;
  status: ColumnType<'pending' | 'sending' | 'sent' | 'failed', 'pending' | undefined, 'pending' | 'sending' | 'sent' | 'failed'>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  projects: ProjectsTable;
  project_property_types: ProjectPropertyTypesTable;
  areas: AreasTable;
  developers: DevelopersTable;
  locations: LocationsTable;
  property_types: PropertyTypesTable;
  amenities: AmenitiesTable;
  blogs: BlogsTable;
  testimonials: TestimonialsTable;
  investment_guides: InvestmentGuidesTable;
  banners: BannersTable;
  pages: PagesTable;
  settings: SettingsTable;
  enquiries: EnquiriesTable;
  mortgage_enquiries: MortgageEnquiriesTable;
  users: UsersTable;
  api_tokens: ApiTokensTable;
  activation_tokens: ActivationTokensTable;
  audit_logs: AuditLogsTable;
  media: MediaTable;
  outbox: OutboxTable;
}

export type TableName = keyof Database;
export type Project = Selectable<ProjectsTable>;
export type NewProject = Insertable<ProjectsTable>;
export type ProjectUpdate = Updateable<ProjectsTable>;
export type User = Selectable<UsersTable>;
export type Enquiry = Selectable<EnquiriesTable>;
export type NewEnquiry = Insertable<EnquiriesTable>;
export type MortgageEnquiry = Selectable<MortgageEnquiriesTable>;
export type Settings = Selectable<SettingsTable>;
