import type { LeadType } from '../outbox/messages';
import { UNCONFIRMED_REQUEST_DAYS } from '../../src/privacyRecords';

/**
 * Every table and column that holds personal data, in ONE place (issue 24). The export, the erasure and the
 * retention job read this list; a feature that stores personal data (bookings, WhatsApp messages, alert
 * subscriptions) adds its line here, for example:
 *   { table: 'bookings', key: { by: 'email', column: 'email' }, personal: { name: 'name', email: 'email', phone: 'phone' }, why: '...', kept: '...' },
 */

/** What a personal column holds, which decides what replaces it on erasure (server/privacy/erase.ts). */
export type PersonalKind =
  | 'email' // an address: replaced by erased@erased.invalid
  | 'name' // a name or phone in a NOT NULL column: replaced by [erased]
  | 'phone'
  | 'text' // free text that may name the person (notes, messages, referrer): emptied (null)
  | 'message' // free text in a NOT NULL column (a WhatsApp message's body): replaced by [erased], never null
  | 'body' // a whole message body (e-mail, webhook): replaced by {"erased":true}
  | 'details' // JSON details that may quote the person (audit entries): their e-mail, phone and name cut out
  | 'token'; // a pseudonymous id that joins rows to the person (a browser's id): replaced by a fresh random one

/** How a person's rows are found in a table. */
export type PersonalKey =
  /** Rows whose column is one of the person's e-mail addresses (stored lower-case). */
  | { by: 'email'; column: string }
  /** Rows tied to one of the person's leads by lead type and any of the id columns (the outbox; a merge names two leads). */
  | { by: 'lead'; typeColumn: string; idColumns: string[] }
  /** Audit entries about one of the person's leads (resource name + record id), or quoting their e-mail. */
  | { by: 'audit' }
  /** Rows of the browsers that sent the person's enquiries (the activity record). */
  | { by: 'visitor'; column: string }
  /**
   * Rows that belong to one of the person's enquiries by an id column (bookings, WhatsApp messages), or that carry
   * one of the person's addresses (`email`) or phone numbers (`phone`, digits compared) in their own columns,
   * whichever lead they joined (issue 37 item 2).
   */
  | { by: 'enquiry'; column: string; email?: string; phone?: string };

/** What the retention job does with a table's old rows (settings: Lead Settings -> retention). */
export interface Retention {
  /** The settings column holding the period (or `fixed`: a period staff do not change), and its unit. */
  setting: 'privacy_lead_months' | 'privacy_activity_days' | 'privacy_outbox_days' | 'fixed';
  fixed?: number;
  unit: 'days' | 'months';
  /** The timestamp column the age is measured on. */
  column: string;
  /** Only rows whose column has one of these values (closed leads; delivered messages). */
  only?: { column: string; values: string[] };
  /** delete the rows, or anonymise their personal columns (a lead's anonymisation reaches its related rows). */
  action: 'delete' | 'anonymise';
}

export interface PersonalData {
  table: string;
  key: PersonalKey;
  /** The personal columns and what they hold. */
  personal: Record<string, PersonalKind>;
  /** A lead table: the person's leads are found here first; their phones, names and browsers lead to the rest. */
  lead?: LeadType;
  /** One rule, or several (each applied on its own: delivered and failed messages are aged on different columns). */
  retention?: Retention | Retention[];
  /** For the record of processing (docs/privacy.md): why it is kept. */
  why: string;
}

const LEAD_TEXT = { name: 'name', email: 'email', phone: 'phone', notes: 'text' } as const;
const CLOSED_LEAD: Retention = { setting: 'privacy_lead_months', unit: 'months', column: 'updated_at', only: { column: 'status', values: ['won', 'lost'] }, action: 'anonymise' };

export const PERSONAL_DATA: PersonalData[] = [
  { table: 'enquiries', key: { by: 'email', column: 'email' }, lead: 'enquiry', personal: { ...LEAD_TEXT, referrer: 'text', message: 'text' }, retention: CLOSED_LEAD, why: 'An enquiry: to answer it and follow it up (contract steps at the visitor\'s request).' },
  { table: 'mortgage_enquiries', key: { by: 'email', column: 'email' }, lead: 'mortgage_enquiry', personal: { ...LEAD_TEXT, message: 'text' }, retention: CLOSED_LEAD, why: 'A mortgage enquiry: to answer it with options.' },
  {
    table: 'outbox',
    key: { by: 'lead', typeColumn: 'lead_type', idColumns: ['lead_id'] },
    personal: { payload: 'body' },
    // Delivered messages from their delivery; those that finally failed (no retry left) from their last attempt.
    retention: [
      { setting: 'privacy_outbox_days', unit: 'days', column: 'sent_at', only: { column: 'status', values: ['sent'] }, action: 'anonymise' },
      { setting: 'privacy_outbox_days', unit: 'days', column: 'updated_at', only: { column: 'status', values: ['failed'] }, action: 'anonymise' },
    ],
    why: 'E-mails and CRM calls a lead triggered (recipients and bodies), kept to retry and to show what was sent.',
  },
  { table: 'audit_logs', key: { by: 'audit' }, personal: { changes: 'details' }, why: 'Who did what to a lead, for accountability.' },
  { table: 'visitors', key: { by: 'visitor', column: 'id' }, personal: { token: 'token' }, why: 'The random id of a browser whose visitor accepted analytics, joined to their enquiry.' },
  {
    table: 'activity_events',
    key: { by: 'visitor', column: 'visitor_id' },
    personal: {},
    retention: { setting: 'privacy_activity_days', unit: 'days', column: 'at', action: 'delete' },
    why: 'Pages viewed and time on them, with analytics consent: to tell sales which lead is keen.',
  },
  // Hot leads first (issue 28): the day a lead was announced hot (no text of its own; goes with the lead).
  { table: 'lead_hot_notices', key: { by: 'lead', typeColumn: 'lead_type', idColumns: ['lead_id'] }, personal: {}, why: 'When a lead was announced hot to its salesperson, so it is told at most once a day.' },
  // Conversations (issue 29): the calls and viewings a person booked, and the WhatsApp messages they sent.
  {
    table: 'bookings',
    key: { by: 'enquiry', column: 'enquiry_id', email: 'email' },
    personal: { name: 'name', email: 'email', phone: 'phone', source_path: 'text' },
    why: 'A call or viewing the person booked: to hold the slot, send the invitation and the reminders.',
  },
  {
    table: 'whatsapp_messages',
    // The sender's number is verified by WhatsApp: the person's messages are found by their verified numbers too (subject.ts), whichever lead they joined.
    key: { by: 'enquiry', column: 'enquiry_id', phone: 'from_phone' },
    personal: { from_phone: 'phone', contact_name: 'text', body: 'message', details: 'body' },
    why: 'WhatsApp messages the person sent us, and those staff sent them from their enquiry (issue 40): to answer them and keep the conversation with their enquiry.',
  },
  // Issue 40 item 3: staff's tasks on the person's lead, and the follow-up plans run on it.
  { table: 'tasks', key: { by: 'enquiry', column: 'lead_id' }, personal: { title: 'text', note: 'text' }, why: 'Our to-dos on the person\'s enquiry (call back, send a brochure), so we follow it up on time.' },
  { table: 'follow_up_runs', key: { by: 'enquiry', column: 'lead_id' }, personal: {}, why: 'Which follow-up plan runs on the person\'s enquiry and why it stopped, so it stops when they answer.' },
  // Issue 40: the lead's timeline (notes, calls, touches): the text may quote or name the person.
  { table: 'lead_events', key: { by: 'enquiry', column: 'lead_id' }, personal: { summary: 'message', details: 'body' }, why: 'The lead\'s timeline: each touch (enquiries, bookings, calls, notes, stage changes) with its date and author, to follow the person up.' },
  // Issue 37: delivery statuses of the messages the business sent to the person's verified number.
  { table: 'whatsapp_statuses', key: { by: 'enquiry', column: 'enquiry_id', phone: 'recipient_phone' }, personal: { recipient_phone: 'phone' }, why: 'Whether our WhatsApp messages to the person were delivered and read, or why they failed.' },
  // Saved searches with e-mail alerts (issue 27): erasure empties confirmed_at too, so an erased search is never alerted
  // again; a search never confirmed, or unsubscribed, is deleted after the outbox period.
  {
    table: 'saved_searches',
    key: { by: 'email', column: 'email' },
    personal: { email: 'email', confirmed_at: 'text' },
    retention: { setting: 'privacy_outbox_days', unit: 'days', column: 'updated_at', only: { column: 'status', values: ['pending', 'unsubscribed'] }, action: 'delete' },
    why: 'A saved search with e-mail alerts: the address, the search, its language and the consent given, to e-mail matching projects after a confirmed opt-in.',
  },
  // Duplicates merged (issue 28 item 4): a merge keeps the kept lead's columns before and after (its notes, shortlist) for the undo.
  { table: 'lead_merges', key: { by: 'lead', typeColumn: 'lead_type', idColumns: ['kept_id', 'merged_id'] }, personal: { columns: 'body' }, why: 'What a merge of two leads of the person changed on the kept lead, so an owner can undo it within 30 days.' },
  {
    table: 'privacy_requests',
    key: { by: 'email', column: 'email' },
    personal: { email: 'text', verified_how: 'text' },
    // A request nobody confirmed within a week is deleted (with its address): it was perhaps never the person's.
    retention: { setting: 'fixed', fixed: UNCONFIRMED_REQUEST_DAYS, unit: 'days', column: 'created_at', only: { column: 'status', values: ['unconfirmed'] }, action: 'delete' },
    why: 'A person\'s request for a copy or erasure of their data (asked on the site and confirmed by e-mail, or verified by staff for a lead without an address), until it is done (then only a hash remains).',
  },
];

export const LEAD_TABLES = PERSONAL_DATA.filter((d): d is PersonalData & { lead: LeadType } => !!d.lead);

/** A table's retention rules as a list (none, one or several). */
export const retentionRules = (entry: PersonalData): Retention[] => (entry.retention ? (Array.isArray(entry.retention) ? entry.retention : [entry.retention]) : []);
