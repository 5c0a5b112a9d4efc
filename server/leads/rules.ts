import type { ColumnType } from 'kysely';
import type { Timestamp } from '../db/columns';
import type { CustomFilter, ExportColumn, ResourceHooks } from '../resources/define';
import { HttpError } from '../errors';
import { nowIso } from '../lib/clock';
import { enqueue, leadSnapshot } from './intake';
import { assignmentEmail, LEAD_RESOURCE, type LeadType } from './messages';

/**
 * Rules of the lead resources on top of the generic router: the first status change or note is the lead's
 * first response (speed to lead); a reassignment is audited with both names and e-mailed to the new assignee.
 */
export function leadRules(type: LeadType): ResourceHooks {
  const resource = LEAD_RESOURCE[type];
  return {
    async beforeWrite({ op, data, existing }) {
      if (op !== 'update' || !data || !existing || existing.first_response_at) return;
      const statusChanged = data.status !== undefined && data.status !== existing.status;
      const noted = typeof data.notes === 'string' && data.notes.trim() !== '' && data.notes !== existing.notes;
      if (statusChanged || noted) return { first_response_at: nowIso() };
    },

    async afterWrite({ app, request, op, record, previous }) {
      if (op !== 'update' || !previous || Number(record.assignee_id ?? 0) === Number(previous.assignee_id ?? 0)) return;
      await app.audit(request, 'reassign', resource, Number(record.id), { from: previous.assignee_id ?? null, to: record.assignee_id ?? null });
      if (!record.assignee_id || Number(record.assignee_id) === request.staff?.id) return;
      const lead = await leadSnapshot(app.db.kysely, type, Number(record.id));
      if (!lead?.assignee) return;
      const settings = await app.db.kysely.selectFrom('settings').select('product_name').orderBy('id').limit(1).executeTakeFirst();
      const mail = assignmentEmail(lead, { to: lead.assignee.email, productName: settings?.product_name || app.config.productName, publicUrl: app.config.publicUrl });
      await enqueue(app.db.kysely, lead, [{ channel: 'email', purpose: `assigned-${record.assignee_id}-${Date.now()}`, payload: mail }]);
      app.outbox.wake();
    },
  };
}

/** The columns every kind of lead has beside what the visitor sent. */
export interface LeadTracking {
  status: string;
  assignee_id: number | null;
  notes: string | null;
  source_path: string | null;
  /** The first status change or note after the lead arrived (speed to lead). */
  first_response_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** The earliest lead of the same kind from the same e-mail or phone. */
  duplicate_of_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Hot leads first (issue 28): the score (server/score/score.ts), whether it reached the hot threshold, the decayed activity sum and when it was computed. */
  score: ColumnType<number, number | undefined, number>;
  hot: ColumnType<number, number | undefined, number>;
  score_activity: ColumnType<number, number | undefined, number>;
  score_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** Routing v2 (issue 28): the routing decision as a sentence; when the lead was escalated (no first contact in time). */
  routing_note: ColumnType<string | null, string | null | undefined, string | null>;
  escalated_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** Duplicates merged (issue 28 item 4): the lead this one was merged into (it is then a pointer), and when. */
  merged_into_id: ColumnType<number | null, number | null | undefined, number | null>;
  merged_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** Issue 37: 1 when the phone came verified (a WhatsApp sender's number), 0 when typed on a form. Only a verified number joins messages to the lead. */
  phone_verified: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
  updated_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
}

/** The last columns of every lead export: where it came from and who works it. */
export const LEAD_EXPORT_TAIL: ExportColumn[] = [
  ['Source page', (r) => r.source_path],
  ['Assignee', (r) => r.assignee_name],
  ['Notes', (r) => r.notes],
];

/** `merged=false`: leads that are not pointers to another (the back-office list's default); `merged=true`: only those (issue 28 item 4). */
export const mergedFilter: CustomFilter = (eb, value) => {
  if (value === true || value === 'true' || value === 1 || value === '1') return eb('merged_into_id', 'is not', null);
  if (value === false || value === 'false' || value === 0 || value === '0') return eb('merged_into_id', 'is', null);
  throw new HttpError(400, 'Filter merged must be true or false', { 'filter.merged': 'Filter merged must be true or false' });
};
