import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { validated } from '../errors';
import { nowIso } from '../lib/clock';
import { permissionFor } from '../../src/permissions';
import { whatsappTemplateSchema, whatsappTemplatesSchema, type WhatsAppTemplate } from '../../src/schemas/whatsapp';

/** The approved templates staff listed (settings.whatsapp_templates); a stored entry that no longer passes is left out. */
export async function approvedTemplates(db: Kysely<Database>): Promise<WhatsAppTemplate[]> {
  const row = await db.selectFrom('settings').select('whatsapp_templates').orderBy('id').limit(1).executeTakeFirst();
  let list: unknown = [];
  try {
    list = JSON.parse(row?.whatsapp_templates ?? '[]');
  } catch {
    list = [];
  }
  return (Array.isArray(list) ? list : []).filter((t): t is WhatsAppTemplate => whatsappTemplateSchema.isValidSync(t, { strict: false }));
}

/**
 * GET/PUT /api/whatsapp/templates (issue 40 item 5): the approved templates, as Meta's WhatsApp Manager lists them
 * (name, language, the labels of the body's parameters, the text). Everyone who reads leads reads them (the lead
 * screen's template picker); whoever edits the lead settings edits them.
 */
export async function templateRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  app.get('/api/whatsapp/templates', async (request) => {
    app.requirePermission(request, permissionFor('whatsapp-templates', 'read')!);
    return { data: { templates: await approvedTemplates(db) } };
  });
  app.put('/api/whatsapp/templates', async (request) => {
    app.requirePermission(request, permissionFor('whatsapp-templates', 'update')!);
    const { templates } = await validated(whatsappTemplatesSchema, request.body);
    const before = await approvedTemplates(db);
    await db.updateTable('settings').set({ whatsapp_templates: JSON.stringify(templates), updated_at: nowIso() }).execute();
    await app.audit(request, 'update', 'whatsapp-templates', null, { templates: { from: before, to: templates } });
    return { data: { templates } };
  });
}
