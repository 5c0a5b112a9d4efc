import { defineResource } from './define';

/** People's requests for a copy or erasure of their data (issue 24): staff list them by due date; the actions are server/privacy/requests.ts. */
export const privacyRequests = defineResource({
  name: 'privacy-requests', table: 'privacy_requests', label: 'Privacy request', search: ['email'], public: false, group: 'staff',
  ops: { create: false, update: false, delete: false }, defaultSort: ['created_at', 'DESC'],
  hidden: ['token_hash', 'email_hash'],
  readOnly: { kind: 'text', email: 'text', lang: 'text', status: 'text', token_expires_at: 'text', confirmed_at: 'text', due_at: 'text', completed_at: 'text', completed_by: 'int', result: 'json', lead_type: 'text', lead_id: 'int', verified_by: 'int', verified_how: 'text' },
});
