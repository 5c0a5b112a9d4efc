import type { ResourceMessages } from '../common/messages';

export const auditLogMessages: ResourceMessages = {
  name: 'Audit entry |||| Audit log',
  fields: { created_at: 'When', user_id: 'Who', action: 'Action', resource: 'Resource', record_id: 'Record', changes: 'Changes', ip: 'IP address' },
};
