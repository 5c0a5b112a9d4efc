import type { Bool, Defaulted, Id, Stamps, Translated } from '../db/columns';
import { defineResource } from './define';
import { translatableFields, withTranslations } from '../../src/schemas/translations';
import { settingsSchema } from '../../src/schemas/editorial';

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
  lead_fallback_owner_id: number | null;
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

/** The one settings row: what the public site shows (name, phones, e-mails, address, social links). */
export const settings = defineResource({
  name: 'settings', table: 'settings', label: 'Settings', schema: withTranslations(settingsSchema), translatable: translatableFields(settingsSchema), search: [], public: 'all', group: 'content',
  ops: { create: false, update: true, delete: false }, defaultSort: ['id', 'ASC'],
});
