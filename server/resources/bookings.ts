import { defineResource } from './define';

export type { BookingsTable, BookingTables } from '../db/tables';

/** Calls and viewings visitors booked (issue 29): staff read them here; they change through /api/bookings/:id/{status,reschedule}. */
export const bookings = defineResource({
  // Only ever from visitors (or staff), never demo content.
  demo: false,
  name: 'bookings', table: 'bookings', label: 'Booking', search: ['name', 'email', 'phone'], public: false, group: 'leads',
  ops: { create: false, update: false, delete: false }, defaultSort: ['starts_at', 'ASC'],
  references: { enquiry_id: 'enquiries', project_id: 'projects' },
  hidden: ['slot', 'uid'],
  readOnly: {
    enquiry_id: 'int', kind: 'text', project_id: 'int', starts_at: 'text', ends_at: 'text', status: 'text', sequence: 'int', name: 'text', email: 'text', phone: 'text',
    time_zone: 'text', language: 'text', source_path: 'text', reminder_24h_at: 'text', reminder_1h_at: 'text', created_at: 'text', updated_at: 'text',
  },
});
