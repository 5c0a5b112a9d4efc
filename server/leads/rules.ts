import type { CustomFilter, ExportColumn, ResourceHooks } from '../resources/define';
import { HttpError } from '../errors';
import { nowIso } from '../lib/clock';
import { enqueue, leadSnapshot } from './queue';
import { assignmentEmail, LEAD_RESOURCE, type LeadType } from './messages';
import { timelineOfUpdate } from '../timeline/stage';

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
      // The lead's timeline (issue 40 item 2): stage changes and reassignments, with who made them (decision 033).
      if (type === 'enquiry' && op === 'update' && previous) await timelineOfUpdate(app.db.kysely as never, request.staff?.id ?? null, record, previous);
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

export type { LeadTracking } from '../db/tables';

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
