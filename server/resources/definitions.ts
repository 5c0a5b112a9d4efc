import type { AnyObject, ObjectSchema } from 'yup';
import type { TableName } from '../db/types';
import { projectSchema } from '../../src/schemas/project';
import { areaSchema } from '../../src/schemas/area';
import { developerSchema } from '../../src/schemas/developer';
import { amenitySchema, locationSchema, propertyTypeSchema } from '../../src/schemas/taxonomy';
import { bannerSchema, blogSchema, investmentGuideSchema, pageSchema, settingsSchema, testimonialSchema } from '../../src/schemas/editorial';
import { leadSettingsSchema, leadUpdateSchema } from '../../src/schemas/leads';
import { userSchema } from '../../src/schemas/user';

export type Kind = 'text' | 'html' | 'int' | 'real' | 'bool' | 'json';

/**
 * One definition per resource drives the generic ra-data-simple-rest router, the permission names
 * and what anonymous visitors may read. Columns not in the write schema are listed in `readOnly`.
 */
export interface ResourceDef {
  /** URL segment and permission prefix: /api/{name}, `{name}.read`. */
  name: string;
  table: TableName;
  /** Validates create and update bodies; fields outside it are never written. */
  schema?: ObjectSchema<AnyObject>;
  /** Columns present in records but not writable through this resource. */
  readOnly?: Record<string, Kind>;
  /** Text columns searched by the `q` filter. */
  search: string[];
  /** Anonymous reads: false (staff only), 'all', or the flag column a row must have set. */
  publicRead: false | 'all' | 'published' | 'active';
  /** Never leave the server. */
  hidden?: string[];
  /** Operations allowed through the REST router. */
  ops: { create: boolean; update: boolean; delete: boolean };
  defaultSort: [string, 'ASC' | 'DESC'];
  /** Field the slug is generated from when left empty. */
  slugFrom?: string;
  /** Reference columns checked before writing: column -> table. */
  references?: Record<string, TableName>;
  /** Singular human name for messages. */
  label: string;
}

const ALL = { create: true, update: true, delete: true };

export const RESOURCES: ResourceDef[] = [
  {
    name: 'projects', table: 'projects', label: 'Project', schema: projectSchema, search: ['title', 'slug', 'permit_number'],
    publicRead: 'published', ops: ALL, defaultSort: ['created_at', 'DESC'], slugFrom: 'title',
    references: { developer_id: 'developers', area_id: 'areas', location_id: 'locations' },
  },
  { name: 'areas', table: 'areas', label: 'Area', schema: areaSchema, search: ['name', 'slug', 'summary'], publicRead: 'published', ops: ALL, defaultSort: ['name', 'ASC'], slugFrom: 'name' },
  { name: 'developers', table: 'developers', label: 'Developer', schema: developerSchema, search: ['name', 'slug', 'headquarters'], publicRead: 'published', ops: ALL, defaultSort: ['name', 'ASC'], slugFrom: 'name' },
  { name: 'locations', table: 'locations', label: 'Location', schema: locationSchema, search: ['name'], publicRead: 'all', ops: ALL, defaultSort: ['name', 'ASC'], references: { area_id: 'areas' } },
  { name: 'property-types', table: 'property_types', label: 'Property type', schema: propertyTypeSchema, search: ['name', 'slug'], publicRead: 'all', ops: ALL, defaultSort: ['name', 'ASC'], slugFrom: 'name' },
  { name: 'amenities', table: 'amenities', label: 'Amenity', schema: amenitySchema, search: ['name'], publicRead: 'all', ops: ALL, defaultSort: ['name', 'ASC'] },
  { name: 'blogs', table: 'blogs', label: 'Article', schema: blogSchema, search: ['title', 'excerpt', 'author'], publicRead: 'published', ops: ALL, defaultSort: ['published_at', 'DESC'], slugFrom: 'title' },
  { name: 'testimonials', table: 'testimonials', label: 'Testimonial', schema: testimonialSchema, search: ['name', 'country', 'quote'], publicRead: 'published', ops: ALL, defaultSort: ['position', 'ASC'] },
  { name: 'investment-guides', table: 'investment_guides', label: 'Investment guide', schema: investmentGuideSchema, search: ['title', 'summary'], publicRead: 'published', ops: ALL, defaultSort: ['published_at', 'DESC'], slugFrom: 'title' },
  { name: 'banners', table: 'banners', label: 'Banner', schema: bannerSchema, search: ['title', 'subtitle'], publicRead: 'active', ops: ALL, defaultSort: ['position', 'ASC'] },
  { name: 'pages', table: 'pages', label: 'Page', schema: pageSchema, search: ['page_name', 'title'], publicRead: 'all', ops: { create: true, update: true, delete: false }, defaultSort: ['page_name', 'ASC'] },
  { name: 'settings', table: 'settings', label: 'Settings', schema: settingsSchema, search: [], publicRead: 'all', ops: { create: false, update: true, delete: false }, defaultSort: ['id', 'ASC'] },
  {
    name: 'enquiries', table: 'enquiries', label: 'Enquiry', schema: leadUpdateSchema, search: ['name', 'email', 'phone', 'source_path', 'utm_campaign'],
    publicRead: false, ops: { create: false, update: true, delete: true }, defaultSort: ['created_at', 'DESC'],
    references: { assignee_id: 'users' },
    readOnly: {
      name: 'text', email: 'text', phone: 'text', budget: 'text', investment_timeline: 'text', source_path: 'text', project_id: 'int',
      utm_source: 'text', utm_medium: 'text', utm_campaign: 'text', referrer: 'text', duplicate_of_id: 'int', first_response_at: 'text',
    },
  },
  {
    name: 'mortgage-enquiries', table: 'mortgage_enquiries', label: 'Mortgage enquiry', schema: leadUpdateSchema, search: ['name', 'email', 'phone'],
    publicRead: false, ops: { create: false, update: true, delete: true }, defaultSort: ['created_at', 'DESC'],
    references: { assignee_id: 'users' },
    readOnly: {
      name: 'text', email: 'text', phone: 'text', property_price_aed: 'int', down_payment_aed: 'int', loan_amount_aed: 'int', tenure_years: 'int',
      interest_rate_pct: 'real', residency: 'text', first_home: 'bool', off_plan: 'bool', monthly_payment_aed: 'int', message: 'text', source_path: 'text',
      duplicate_of_id: 'int', first_response_at: 'text',
    },
  },
  // The staff-only part of the settings row: who hears of new leads, the visitor acknowledgement, the response target.
  { name: 'lead-settings', table: 'settings', label: 'Lead settings', schema: leadSettingsSchema, search: [], publicRead: false, ops: { create: false, update: true, delete: false }, defaultSort: ['id', 'ASC'] },
  // The outbox: every e-mail and webhook call a lead triggered, with its state; failed ones are retried from the back-office.
  {
    name: 'lead-deliveries', table: 'outbox', label: 'Lead delivery', search: ['idempotency_key', 'last_error'], publicRead: false,
    ops: { create: false, update: false, delete: false }, defaultSort: ['id', 'DESC'],
    readOnly: { channel: 'text', idempotency_key: 'text', lead_type: 'text', lead_id: 'int', status: 'text', attempts: 'int', next_attempt_at: 'text', last_error: 'text', sent_at: 'text' },
  },
  {
    name: 'users', table: 'users', label: 'User', schema: userSchema, search: ['email', 'first_name', 'last_name'], publicRead: false,
    ops: ALL, defaultSort: ['created_at', 'DESC'], hidden: ['password_hash'], readOnly: { last_login_at: 'text', password_hash: 'text' },
  },
  {
    name: 'audit-logs', table: 'audit_logs', label: 'Audit entry', search: ['action', 'resource', 'record_id'], publicRead: false,
    ops: { create: false, update: false, delete: false }, defaultSort: ['created_at', 'DESC'],
    readOnly: { user_id: 'int', action: 'text', resource: 'text', record_id: 'text', changes: 'json', ip: 'text' },
  },
];

export const RESOURCE_BY_NAME = new Map(RESOURCES.map((r) => [r.name, r]));
