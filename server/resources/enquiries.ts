import { defineResource, type CustomFilter, type ExportColumn } from './define';
import { leadUpdateSchema } from '../../src/schemas/leads';
import { HttpError } from '../errors';

export type { EnquiriesTable, EnquiryTables } from '../db/tables';

/** The last columns of every lead export: where it came from and who works it. */
export const LEAD_EXPORT_TAIL: ExportColumn[] = [
  ['Source page', (r) => r.source_path],
  ['Assignee', (r) => r.assignee_name],
  ['Notes', (r) => r.notes],
];

/** `merged=false`: leads that are not pointers to another (the back-office list's default); `merged=true`: only those (issue 28 item 4). */
export const mergedFilter: CustomFilter = (eb, value) => {
  if (value === true || value === 'true' || value === 1 || value === '1') return eb('merged_into_id', 'is not', null);
  if (value === false || value === 'false' || value === 0 || value === '0') return eb('merged_into_id', 'is', null);
  throw new HttpError(400, 'Filter merged must be true or false', { 'filter.merged': 'Filter merged must be true or false' });
};

/**
 * Spec §3 enquiries: what the visitor sent is read-only; staff change status, assignee and notes. The lead rules
 * (first response, reassignment) subscribe to its writes (server/leads/subscriptions.ts).
 */
export const enquiries = defineResource({
  name: 'enquiries', table: 'enquiries', label: 'Enquiry', schema: leadUpdateSchema, search: ['name', 'email', 'phone', 'source_path', 'utm_campaign'],
  public: false, group: 'leads', ops: { create: false, update: true, delete: true }, defaultSort: ['created_at', 'DESC'],
  references: { assignee_id: 'users' },
  readOnly: {
    name: 'text', email: 'text', phone: 'text', budget: 'text', investment_timeline: 'text', source_path: 'text', project_id: 'int',
    utm_source: 'text', utm_medium: 'text', utm_campaign: 'text', referrer: 'text', duplicate_of_id: 'int', first_response_at: 'text', score: 'int', hot: 'bool', routing_note: 'text', escalated_at: 'text',
    // Duplicates merged (issue 28 item 4): a merged lead is a pointer to the kept one.
    merged_into_id: 'int', merged_at: 'text',
    // The investor's workspace (issue 27)
    shortlist: 'text', shortlist_at: 'text',
    // Investor math (issue 26)
    investment_scenario: 'json', golden_visa: 'json',
    // The visitor's language (issue 40 item 1) and their own words (issue 39 item 9).
    language: 'text', message: 'text',
  },
  filters: { merged: mergedFilter },
  export: {
    sheet: 'Enquiries',
    project: true,
    columns: [
      ['ID', (r) => r.id, 'integer'], ['Received (UTC)', (r) => r.created_at, 'datetime'], ['Status', (r) => r.status], ['Name', (r) => r.name], ['Email', (r) => r.email],
      ['Phone', (r) => r.phone], ['Budget (AED)', (r) => r.budget, 'aed'], ['Investment timeline', (r) => r.investment_timeline], ['Message', (r) => r.message], ['Language', (r) => r.language], ['Project', (r) => r.project_title],
      ['UTM source', (r) => r.utm_source], ['UTM medium', (r) => r.utm_medium], ['UTM campaign', (r) => r.utm_campaign], ['Referrer', (r) => r.referrer],
      ['Duplicate of', (r) => r.duplicate_of_id, 'integer'], ...LEAD_EXPORT_TAIL,
    ],
  },
});
