/**
 * What the site keeps about people, why and for how long (issue 24, item 4): one list read by the privacy
 * policy page's "What we keep" section (site/privacy/WhatWeKeep.tsx, translated there) and by the generator of
 * docs/privacy.md (scripts/privacy-record.ts), so the two never disagree. The periods are the retention
 * settings' defaults (staff may shorten or lengthen them in the back-office).
 */
export const RETENTION_DEFAULTS = { privacy_lead_months: 24, privacy_activity_days: 365, privacy_outbox_days: 30 } as const;
/** A privacy request nobody confirms within this many days is deleted with its address (not a setting: short by design). */
export const UNCONFIRMED_REQUEST_DAYS = 7;

export interface KeptRecord {
  what: string;
  why: string;
  /** {months} / {days} are filled from the retention settings. */
  kept: string;
  /** Tables of the personal-data registry (server/privacy/registry.ts) this row describes. */
  tables: string[];
}

export const KEPT_RECORDS: KeptRecord[] = [
  {
    what: 'Your enquiries: name, e-mail, phone, budget, message and our notes',
    why: 'To answer you and follow up your purchase',
    kept: 'Anonymised {months} months after the enquiry is closed',
    tables: ['enquiries', 'mortgage_enquiries', 'audit_logs', 'lead_hot_notices', 'lead_merges', 'tasks', 'follow_up_runs', 'lead_events'],
  },
  {
    what: 'With your consent: projects viewed, time on them, return visits, language, and what you did with our tools (calculator, shortlist, comparison, alerts, brochures, Golden Visa check)',
    why: 'To tell our advisers what interests you',
    kept: 'Deleted after {days} days',
    tables: ['visitors', 'activity_events'],
  },
  {
    what: 'Calls and viewings you booked, and the WhatsApp messages you sent us',
    why: 'To hold your slot, send the invitation and reminders, and answer your messages',
    kept: 'Anonymised {months} months after the enquiry is closed',
    tables: ['bookings', 'whatsapp_messages', 'whatsapp_statuses'],
  },
  {
    what: 'The e-mails and CRM messages your enquiry triggered',
    why: 'To deliver them, and retry when delivery fails',
    kept: 'Their text is deleted {outboxDays} days after delivery, or after delivery finally failed',
    tables: ['outbox'],
  },
  {
    what: 'Your saved searches with e-mail alerts: your address, the search, its language and the consent you gave',
    why: 'To e-mail you matching projects, only after you confirm',
    kept: 'Deleted {outboxDays} days after you unsubscribe (or if you never confirm)',
    tables: ['saved_searches'],
  },
  {
    what: 'Your requests about your data',
    why: 'To answer them within 30 days',
    kept: 'Deleted after {requestDays} days if not confirmed; your address is removed once an erasure is carried out',
    tables: ['privacy_requests'],
  },
];
