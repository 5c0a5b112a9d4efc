import type { ColumnType } from 'kysely';
import type { Defaulted, Id, Timestamp } from '../db/columns';
import { defineResource } from './define';

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'kept';

export interface OutboxTable {
  id: Id;
  channel: 'email' | 'webhook';
  idempotency_key: string;
  /** 'project': a project's permit notices (issue 30), lead_id is then the project's id; 'saved_search': alert e-mails (issue 27). */
  lead_type: 'enquiry' | 'mortgage_enquiry' | 'saved_search' | 'project' | 'privacy_request';
  lead_id: number;
  payload: string;
  /** kept: an e-mail written while no mail server was set (issue 37), sent only when staff send it from the mailbox. */
  status: ColumnType<OutboxStatus, 'pending' | undefined, OutboxStatus>;
  attempts: Defaulted<number>;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type LeadDeliveryTables = { outbox: OutboxTable };

/** The outbox: every e-mail and webhook call a lead triggered, with its state; failed ones are retried from the back-office. */
export const leadDeliveries = defineResource({
  name: 'lead-deliveries', table: 'outbox', label: 'Lead delivery', search: ['idempotency_key', 'last_error'], public: false, group: 'staff',
  ops: { create: false, update: false, delete: false }, defaultSort: ['id', 'DESC'],
  readOnly: { channel: 'text', idempotency_key: 'text', lead_type: 'text', lead_id: 'int', status: 'text', attempts: 'int', next_attempt_at: 'text', last_error: 'text', sent_at: 'text' },
});
