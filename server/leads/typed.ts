import type { FastifyInstance } from 'fastify';
import { typedLeadSchema } from '../../src/schemas/typed-lead';
import { permissionFor } from '../../src/permissions';
import { validated } from '../errors';
import { recordLead } from './intake';
import { rescoreLead } from '../score/score';

/**
 * Leads typed by staff (issue 28 item 5): a phone call or a walk-in recorded from the back-office with the site's
 * enquiry schema (the shared form), then the same path as a site enquiry (routing, score, sales e-mail, webhook).
 * Its source says the channel; the audit says who typed it.
 */
export default async function typedLeadRoutes(app: FastifyInstance) {
  app.post('/api/enquiries/typed', async (request) => {
    app.requirePermission(request, permissionFor('enquiries', 'update')!);
    const form = await validated(typedLeadSchema, request.body);
    const id = await recordLead(app.db, app.config, 'enquiry', {
      name: form.name,
      email: form.email.toLowerCase(),
      phone: form.phone,
      budget: form.budget,
      investment_timeline: form.investmentTimeline,
      source_path: `back-office:${form.channel}`,
      project_id: form.project_id,
      utm_source: form.channel,
      utm_medium: 'back-office',
      utm_campaign: null,
      referrer: null,
    });
    if (form.notes) await app.db.kysely.updateTable('enquiries').set({ notes: form.notes }).where('id', '=', id).execute();
    await app.audit(request, 'create-typed', 'enquiries', id, { channel: form.channel });
    await rescoreLead(app.db.kysely, app.config, 'enquiry', id);
    app.outbox.wake();
    return { data: { id } };
  });
}
