import { number, object, string } from 'yup';

/** How a logged call went (issue 40 item 2). */
export const CALL_OUTCOMES = ['answered', 'no_answer', 'busy', 'voicemail', 'wrong_number'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
export const NOTE_MAX = 5000;
export const CALL_MINUTES_MAX = 600;

/** A note on a lead's timeline (POST /api/enquiries/:id/notes, and its correction within the edit window). */
export const leadNoteSchema = object({
  text: string().trim().required('Write the note').max(NOTE_MAX, `A note is at most ${NOTE_MAX} characters`),
});

/** A call logged on a lead (POST /api/enquiries/:id/calls): the back-office form and the server use this one schema. */
export const leadCallSchema = object({
  outcome: string().oneOf([...CALL_OUTCOMES], 'Choose how the call went').required('Choose how the call went'),
  duration_minutes: number()
    .typeError('Duration is a number of minutes')
    .integer('Duration is a whole number of minutes')
    .min(0, 'Duration cannot be negative')
    .max(CALL_MINUTES_MAX, `A call is at most ${CALL_MINUTES_MAX} minutes`)
    .required('Enter the duration in minutes (0 if nobody answered)'),
  note: string().trim().max(NOTE_MAX, `A note is at most ${NOTE_MAX} characters`).default(''),
});

/** One entry of a lead's timeline as GET /api/enquiries/:id/timeline answers it (the server writes it, the back-office reads it). */
export interface TimelineEntry {
  /** `<source>-<row id>`: events are `e-`, WhatsApp `w-`, e-mails `m-`, site activity `a-`. */
  id: string;
  kind: string;
  at: string;
  author: { id: number; name: string } | null;
  /** Who, when no staff member: the visitor, or the system. */
  by: 'staff' | 'visitor' | 'system';
  summary: string;
  details: Record<string, unknown> | null;
  /** A note its reader wrote less than NOTE_EDIT_MS ago: until when they may still correct it. */
  editable_until?: string;
  edited_at?: string | null;
}
