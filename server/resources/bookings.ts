import type { Defaulted, Id, Timestamp } from '../db/columns';
import { defineResource } from './define';

export interface BookingsTable {
  id: Id;
  /** The iCalendar UID, the same on every version of the invitation (reschedule, cancel). */
  uid: string;
  enquiry_id: number | null;
  kind: 'phone' | 'video' | 'viewing';
  project_id: number | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  /** starts_at while the booking holds its slot, null once cancelled (unique: one booking per slot). */
  slot: string | null;
  status: Defaulted<'booked' | 'confirmed' | 'done' | 'no_show' | 'cancelled'>;
  /** iCalendar SEQUENCE: one more at each rescheduling or cancellation. */
  sequence: Defaulted<number>;
  name: string;
  email: string;
  phone: string;
  /** The visitor's IANA time zone, for their e-mails. */
  time_zone: string;
  language: string;
  source_path: string | null;
  reminder_24h_at: Timestamp | null;
  reminder_1h_at: Timestamp | null;
  /** 0: the per-recipient cap held the visitor's invitation back (issue 37), so none of this booking's mails go to them. */
  visitor_mailed: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type BookingTables = { bookings: BookingsTable };

/** Calls and viewings visitors booked (issue 29): staff read them here; they change through /api/bookings/:id/{status,reschedule}. */
export const bookings = defineResource({
  name: 'bookings', table: 'bookings', label: 'Booking', search: ['name', 'email', 'phone'], public: false, group: 'leads',
  ops: { create: false, update: false, delete: false }, defaultSort: ['starts_at', 'ASC'],
  references: { enquiry_id: 'enquiries', project_id: 'projects' },
  hidden: ['slot', 'uid'],
  readOnly: {
    enquiry_id: 'int', kind: 'text', project_id: 'int', starts_at: 'text', ends_at: 'text', status: 'text', sequence: 'int', name: 'text', email: 'text', phone: 'text',
    time_zone: 'text', language: 'text', source_path: 'text', reminder_24h_at: 'text', reminder_1h_at: 'text', created_at: 'text', updated_at: 'text',
  },
});
