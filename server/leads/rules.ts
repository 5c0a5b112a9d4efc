import { registerResourceHooks } from '../resources/hooks';
import { nowIso } from '../lib/clock';
import { enqueue, leadSnapshot } from './intake';
import { assignmentEmail, LEAD_RESOURCE, type LeadType } from './messages';

/**
 * Rules of the lead resources on top of the generic router: the first status change or note is the lead's
 * first response (speed to lead); a reassignment is audited with both names and e-mailed to the new assignee.
 */
for (const type of Object.keys(LEAD_RESOURCE) as LeadType[]) {
  const resource = LEAD_RESOURCE[type];
  registerResourceHooks(resource, {
    async beforeWrite({ op, data, existing }) {
      if (op !== 'update' || !data || !existing || existing.first_response_at) return;
      const statusChanged = data.status !== undefined && data.status !== existing.status;
      const noted = typeof data.notes === 'string' && data.notes.trim() !== '' && data.notes !== existing.notes;
      if (statusChanged || noted) return { first_response_at: nowIso() };
    },

    async afterWrite({ app, request, op, record, previous }) {
      if (op !== 'update' || !previous || Number(record.assignee_id ?? 0) === Number(previous.assignee_id ?? 0)) return;
      await app.audit(request, 'reassign', resource, Number(record.id), { from: previous.assignee_id ?? null, to: record.assignee_id ?? null });
      if (!record.assignee_id || !app.config.smtpUrl || Number(record.assignee_id) === request.staff?.id) return;
      const lead = await leadSnapshot(app.db.kysely, type, Number(record.id));
      if (!lead?.assignee) return;
      const settings = await app.db.kysely.selectFrom('settings').select('product_name').orderBy('id').limit(1).executeTakeFirst();
      const mail = assignmentEmail(lead, { to: lead.assignee.email, productName: settings?.product_name || app.config.productName, publicUrl: app.config.publicUrl });
      await enqueue(app.db.kysely, lead, [{ channel: 'email', purpose: `assigned-${record.assignee_id}-${Date.now()}`, payload: mail }]);
      app.outbox.wake();
    },
  });
}
