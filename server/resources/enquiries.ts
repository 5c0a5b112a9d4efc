import { defineResource } from './define';
import { leadUpdateSchema } from '../../src/schemas/leads';
import { LEAD_EXPORT_TAIL, leadRules, mergedFilter } from '../leads/rules';

export type { EnquiriesTable, EnquiryTables } from '../db/tables';

/** Spec §3 enquiries: what the visitor sent is read-only; staff change status, assignee and notes. */
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
  },
  filters: { merged: mergedFilter },
  hooks: leadRules('enquiry'),
  export: {
    sheet: 'Enquiries',
    project: true,
    columns: [
      ['ID', (r) => r.id, 'integer'], ['Received (UTC)', (r) => r.created_at, 'datetime'], ['Status', (r) => r.status], ['Name', (r) => r.name], ['Email', (r) => r.email],
      ['Phone', (r) => r.phone], ['Budget (AED)', (r) => r.budget, 'aed'], ['Investment timeline', (r) => r.investment_timeline], ['Project', (r) => r.project_title],
      ['UTM source', (r) => r.utm_source], ['UTM medium', (r) => r.utm_medium], ['UTM campaign', (r) => r.utm_campaign], ['Referrer', (r) => r.referrer],
      ['Duplicate of', (r) => r.duplicate_of_id, 'integer'], ...LEAD_EXPORT_TAIL,
    ],
  },
});
