import type { ColumnType } from 'kysely';
import type { Bool, Defaulted, Id, Json, Stamps, Timestamp, Translated } from './columns';

/**
 * The tables of the resources written before definitions (issue 38): a leaf, so the Database type imports no
 * resource module and no feature (the 35-file import circle through server/db/types.ts is gone). A resource
 * defined in src/resources/ has no entry here: its table type is derived from its fields (server/db/derive.ts).
 */

/** The columns every kind of lead has beside what the visitor sent. */
export interface LeadTracking {
  status: string;
  assignee_id: number | null;
  notes: string | null;
  source_path: string | null;
  /** The first status change or note after the lead arrived (speed to lead). */
  first_response_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** The earliest lead of the same kind from the same e-mail or phone. */
  duplicate_of_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Hot leads first (issue 28): the score (server/score/score.ts), whether it reached the hot threshold, the decayed activity sum and when it was computed. */
  score: ColumnType<number, number | undefined, number>;
  hot: ColumnType<number, number | undefined, number>;
  score_activity: ColumnType<number, number | undefined, number>;
  score_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** Routing v2 (issue 28): the routing decision as a sentence; when the lead was escalated (no first contact in time). */
  routing_note: ColumnType<string | null, string | null | undefined, string | null>;
  escalated_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** Duplicates merged (issue 28 item 4): the lead this one was merged into (it is then a pointer), and when. */
  merged_into_id: ColumnType<number | null, number | null | undefined, number | null>;
  merged_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** Issue 37: 1 when the phone came verified (a WhatsApp sender's number), 0 when typed on a form. Only a verified number joins messages to the lead. */
  phone_verified: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
  updated_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
}

// audit-logs (server/resources/audit-logs.ts)
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

export type AuditLogTables = { audit_logs: AuditLogsTable };

// bookings (server/resources/bookings.ts)
export interface BookingsTable {
  id: Id;
  /** The iCalendar UID, the same on every version of the invitation (reschedule, cancel). */
  uid: string;
  enquiry_id: number | null;
  kind: 'phone' | 'video' | 'viewing';
  project_id: number | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  /** starts_at while the booking holds its slot, null once cancelled (unique: one booking per slot). */
  slot: string | null;
  status: Defaulted<'booked' | 'confirmed' | 'done' | 'no_show' | 'cancelled'>;
  /** iCalendar SEQUENCE: one more at each rescheduling or cancellation. */
  sequence: Defaulted<number>;
  name: string;
  email: string;
  phone: string;
  /** The visitor's IANA time zone, for their e-mails. */
  time_zone: string;
  language: string;
  source_path: string | null;
  reminder_24h_at: Timestamp | null;
  reminder_1h_at: Timestamp | null;
  /** 0: the per-recipient cap held the visitor's invitation back (issue 37), so none of this booking's mails go to them. */
  visitor_mailed: Defaulted<number>;
  /** Issue 40: a video call's meeting link (the salesperson's own, else generated), sent in the invitation. */
  meeting_link: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type BookingTables = { bookings: BookingsTable };

// enquiries (server/resources/enquiries.ts)
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
  /** The investor's workspace (issue 27): the shortlisted project slugs the visitor had e-mailed, and when. */
  shortlist: string | null;
  shortlist_at: string | null;
  /** Investor math (issue 26): JSON { scenario, result } of the returns calculator, recomputed by the server. */
  investment_scenario: string | null;
  /** Investor math (issue 26): JSON { properties, result } of the Golden Visa check, recomputed by the server. */
  golden_visa: string | null;
  /** Issue 39 item 9: the visitor's own words from the enquiry form (optional). */
  message: ColumnType<string | null, string | null | undefined, string | null>;
  /** Issue 40: the visitor's language (en/ar/ru/zh) from the page the lead came from; routing uses it. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
}

export type EnquiryTables = { enquiries: EnquiriesTable };

// lead-deliveries (server/resources/lead-deliveries.ts)
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'kept';

export interface OutboxTable {
  id: Id;
  channel: 'email' | 'webhook' | 'whatsapp';
  idempotency_key: string;
  /** 'project': a project's permit notices (issue 30), lead_id is then the project's id; 'saved_search': alert e-mails (issue 27). */
  lead_type: 'enquiry' | 'mortgage_enquiry' | 'saved_search' | 'project' | 'privacy_request';
  lead_id: number;
  payload: string;
  /** kept: an e-mail written while no mail server was set (issue 37), sent only when staff send it from the mailbox. */
  status: ColumnType<OutboxStatus, 'pending' | undefined, OutboxStatus>;
  attempts: Defaulted<number>;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type LeadDeliveryTables = { outbox: OutboxTable };

// mortgage-enquiries (server/resources/mortgage-enquiries.ts)
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

export type MortgageEnquiryTables = { mortgage_enquiries: MortgageEnquiriesTable };

export interface ProjectPropertyTypesTable {
  project_id: number;
  property_type_id: number;
}

export type ProjectPropertyTypeTables = { project_property_types: ProjectPropertyTypesTable };

// settings (server/resources/settings.ts)
export interface SettingsTable extends Stamps, Translated {
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
  lead_acknowledge: Defaulted<Bool>;
  /** Minutes within which a new lead should get its first response. */
  lead_sla_minutes: Defaulted<number>;
  /** Round-robin pointer: the sales user who got the last lead. */
  last_assignee_id: number | null;
  /** JSON [{ project_id | area_id, assignee_id }]: leads about a project or area go to its salesperson. */
  lead_routing: Defaulted<string>;
  /** Whether the response target counts working hours only (lead_work_days, JSON [0-6], and "HH:MM" start/end, Dubai time). */
  lead_sla_working_hours: Defaulted<Bool>;
  lead_work_days: Defaulted<string>;
  lead_work_start: Defaulted<string>;
  lead_work_end: Defaulted<string>;
  /** JSON MortgageLtvCaps (src/mortgage.ts): the loan-to-value caps of the calculator and the enquiry recompute. */
  mortgage_ltv_caps: Defaulted<string>;
  /** Investor math (issue 26): JSON GoldenVisaRules (src/golden-visa.ts). */
  golden_visa_rules: Defaulted<string>;
  /** Investor math (issue 26): the agency fee the returns calculator starts from, percent of the price (0 = none). */
  agency_fee_pct: Defaulted<number>;
  /** Hot leads first (issue 28): JSON LeadScoreRules (src/schemas/lead-score.ts), edited in Lead Settings. */
  lead_score_rules: Defaulted<string>;
  /** Routing v2 (issue 28): JSON RoutingRule[] (src/schemas/routing.ts), the fallback owner, reassign | report on escalation. */
  lead_routing_rules: Defaulted<string>;
  /** WhatsApp both ways (issue 40): JSON WhatsAppTemplate[] (src/schemas/whatsapp.ts), the approved templates staff may send. */
  whatsapp_templates: Defaulted<string>;
  lead_fallback_owner_id: number | null;
  /** Issue 40: 1 when sales see the unassigned pool beside their own leads. */
  lead_pool_visible: ColumnType<number, number | undefined, number>;
  lead_escalation: Defaulted<string>;
  /** Market evidence (issue 25): fewest registered deals (or rent contracts) behind a figure that is shown. */
  market_min_deals: Defaulted<number>;
  /** Inventory (issue 30): how long a unit hold lasts, in hours (48 by default). */
  unit_hold_hours: Defaulted<number>;
  /** Hot leads first (issue 28): the phone fields' default country (ISO code), where no look-up says otherwise. */
  phone_default_country: Defaulted<string>;
  /** Editorial safety (issue 31): version retention, and how long a preview link lasts (days). */
  versions_keep: Defaulted<number>;
  versions_keep_days: Defaulted<number>;
  preview_link_days: Defaulted<number>;
}

export type SettingTables = { settings: SettingsTable };

// units (server/resources/units.ts)
export interface UnitsTable {
  id: Id;
  project_id: number;
  unit_number: string;
  building: Defaulted<string>;
  floor: number | null;
  type: string;
  bedrooms: number;
  size_sqft: number | null;
  view: string | null;
  price_aed: number | null;
  status: Defaulted<string>;
  /** The hold (issue 30): who holds the unit, for which lead, the price frozen for it, and until when. */
  held_by: number | null;
  held_by_name: string | null;
  hold_lead_id: number | null;
  held_price_aed: number | null;
  held_at: Timestamp | null;
  hold_expires_at: Timestamp | null;
  booking_fee_date: Timestamp | null;
  reserved_at: Timestamp | null;
  sold_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type UnitTables = { units: UnitsTable };

// users (server/resources/users.ts)
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
  /** The member's own phone, set on the profile page ("+971 50 123 4567"). */
  phone: string | null;
  /** Routing v2 (issue 28): JSON StaffAvailability (src/schemas/routing.ts); null = always available. */
  availability: string | null;
  /** Issue 40: the team (a name) and whether this member leads it (sees the team's leads). */
  team: ColumnType<string | null, string | null | undefined, string | null>;
  team_leader: ColumnType<number, number | undefined, number>;
  /** Issue 40: the member's own video meeting link (Zoom, Meet, Teams room), used for their video calls. */
  meeting_link: ColumnType<string | null, string | null | undefined, string | null>;
}

export type UserTables = { users: UsersTable };

// whatsapp-messages (server/resources/whatsapp-messages.ts)
export interface WhatsappMessagesTable {
  id: Id;
  /** The Cloud API's message id: a repeated delivery is stored once. */
  wa_message_id: string;
  enquiry_id: number | null;
  /** The sender's number as WhatsApp gives it (digits, country code first). */
  from_phone: string;
  contact_name: string | null;
  kind: string;
  /** Text only, bounded; media is kept as a note with its type ("[image] caption"), never the file. */
  body: string;
  project_id: number | null;
  /** Issue 37: the id of the message this one replies to (context.id), and what it carries beside its text (JSON, server/whatsapp/details.ts). */
  reply_to_wa_id: string | null;
  details: string | null;
  sent_at: Timestamp;
  created_at: Timestamp;
  /** Issue 40: 'in' received, 'out' sent by staff from the lead (from_phone is then the recipient; server/whatsapp/send.ts). */
  direction: Defaulted<'in' | 'out'>;
  /** Outgoing only: queued | sending | accepted | sent | delivered | read | failed, when it last changed, and the error. */
  status: string | null;
  status_at: Timestamp | null;
  error_code: number | null;
  error_title: string | null;
  error_detail: string | null;
  author_id: number | null;
  /** JSON { name, language, params } of the approved template it used; null for free text. */
  template: string | null;
}

export type WhatsappMessageTables = { whatsapp_messages: WhatsappMessagesTable };
