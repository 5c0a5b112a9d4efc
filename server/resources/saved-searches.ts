import { defineResource } from './define';

/**
 * Saved searches with e-mail alerts (issue 27): what visitors subscribed to, for the staff who answer leads.
 * Visitors write them (POST /api/alerts, server/alerts/routes.ts); staff read them, filtered by their lead.
 */
export const savedSearches = defineResource({
  // Only ever from visitors (or staff), never demo content.
  demo: false,
  name: 'saved-searches', table: 'saved_searches', label: 'Saved search', search: ['email', 'filters'], public: false, group: 'leads',
  ops: { create: false, update: false, delete: false }, defaultSort: ['id', 'DESC'],
  readOnly: {
    email: 'text', lang: 'text', filters: 'text', frequency: 'text', status: 'text', enquiry_id: 'int', consent_text: 'text', policy_version: 'text',
    confirmed_at: 'text', unsubscribed_at: 'text', last_digest_at: 'text',
  },
});
