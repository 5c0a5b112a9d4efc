import type { ResourceMessages } from '../common/messages';

const lead = {
  name: 'Name', email: 'Email', phone: 'Phone', status: 'Status', assignee_id: 'Assigned to', notes: 'Notes', source_path: 'Source page',
  created_at: 'Received', created_at_gte: 'Received from', created_at_lte: 'Received to',
};

export const enquiryMessages: ResourceMessages = {
  name: 'Enquiry |||| Enquiries',
  fields: { ...lead, budget: 'Budget (AED)', investment_timeline: 'Investment timeline', project_id: 'Project', utm_source: 'UTM source', utm_medium: 'UTM medium', utm_campaign: 'UTM campaign', referrer: 'Referrer', duplicate_of_id: 'Possible duplicate of' },
};

export const mortgageEnquiryMessages: ResourceMessages = {
  name: 'Mortgage enquiry |||| Mortgage enquiries',
  fields: {
    ...lead, property_price_aed: 'Property price', down_payment_aed: 'Down payment', loan_amount_aed: 'Loan amount', tenure_years: 'Tenure (years)',
    interest_rate_pct: 'Interest rate (%)', monthly_payment_aed: 'Monthly payment', residency: 'Residency', first_home: 'First home', off_plan: 'Off-plan', message: 'Message',
  },
};
