import { defineResource } from './define';

export type { OutboxStatus, OutboxTable, LeadDeliveryTables } from '../db/tables';

/** The outbox: every e-mail and webhook call a lead triggered, with its state; failed ones are retried from the back-office. */
export const leadDeliveries = defineResource({
  name: 'lead-deliveries', table: 'outbox', label: 'Lead delivery', search: ['idempotency_key', 'last_error'], public: false, group: 'staff',
  ops: { create: false, update: false, delete: false }, defaultSort: ['id', 'DESC'],
  readOnly: { channel: 'text', idempotency_key: 'text', lead_type: 'text', lead_id: 'int', status: 'text', attempts: 'int', next_attempt_at: 'text', last_error: 'text', sent_at: 'text' },
});
