import { defineResource } from './define';

export type { AuditLogsTable, AuditLogTables } from '../db/tables';

/** Who did what, when (spec §5); written by every staff write, read by managers. */
export const auditLogs = defineResource({
  name: 'audit-logs', table: 'audit_logs', label: 'Audit entry', search: ['action', 'resource', 'record_id'], public: false, group: 'staff',
  ops: { create: false, update: false, delete: false }, defaultSort: ['created_at', 'DESC'], noUpdatedAt: true,
  readOnly: { user_id: 'int', action: 'text', resource: 'text', record_id: 'text', changes: 'json', ip: 'text' },
});
