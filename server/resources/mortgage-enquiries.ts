import { defineResource } from './define';
import { leadUpdateSchema } from '../../src/schemas/leads';
import { LEAD_EXPORT_TAIL, mergedFilter } from './enquiries';

export type { MortgageEnquiriesTable, MortgageEnquiryTables } from '../db/tables';

export const mortgageEnquiries = defineResource({
  name: 'mortgage-enquiries', table: 'mortgage_enquiries', label: 'Mortgage enquiry', schema: leadUpdateSchema, search: ['name', 'email', 'phone'],
  public: false, group: 'leads', ops: { create: false, update: true, delete: true }, defaultSort: ['created_at', 'DESC'],
  references: { assignee_id: 'users' },
  readOnly: {
    name: 'text', email: 'text', phone: 'text', property_price_aed: 'int', down_payment_aed: 'int', loan_amount_aed: 'int', tenure_years: 'int',
    interest_rate_pct: 'real', residency: 'text', first_home: 'bool', off_plan: 'bool', monthly_payment_aed: 'int', message: 'text', source_path: 'text',
    duplicate_of_id: 'int', first_response_at: 'text', score: 'int', hot: 'bool', routing_note: 'text', escalated_at: 'text',
    // Duplicates merged (issue 28 item 4): a merged lead is a pointer to the kept one.
    merged_into_id: 'int', merged_at: 'text',
  },
  filters: { merged: mergedFilter },
  export: {
    sheet: 'Mortgage enquiries',
    columns: [
      ['ID', (r) => r.id, 'integer'], ['Received (UTC)', (r) => r.created_at, 'datetime'], ['Status', (r) => r.status], ['Name', (r) => r.name], ['Email', (r) => r.email],
      ['Phone', (r) => r.phone], ['Property price (AED)', (r) => r.property_price_aed, 'aed'], ['Down payment (AED)', (r) => r.down_payment_aed, 'aed'],
      ['Loan (AED)', (r) => r.loan_amount_aed, 'aed'], ['Tenure (years)', (r) => r.tenure_years, 'integer'], ['Interest rate (%)', (r) => r.interest_rate_pct, 'percent'],
      ['Residency', (r) => r.residency], ['First home', (r) => (r.first_home ? 'yes' : 'no')], ['Off-plan', (r) => (r.off_plan ? 'yes' : 'no')],
      ['Monthly payment (AED)', (r) => r.monthly_payment_aed, 'aed'], ['Message', (r) => r.message], ...LEAD_EXPORT_TAIL,
    ],
  },
});
