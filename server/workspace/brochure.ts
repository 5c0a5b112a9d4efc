import type { FastifyInstance } from 'fastify';
import { HttpError, notFound, validated } from '../errors';
import { PUBLIC_FORM_BODY_LIMIT } from '../lib/limits';
import { recordLead } from '../leads/intake';
import { rescoreLead } from '../score/score';
import { projects as projectsDefinition } from '../../src/resources/projects';
import { fromDefinition } from '../resources/defined';
import { publicScope } from '../resources/scope';
import { linkKey, linkToken, validLinkToken } from '../alerts/links';
import { brochureFormSchema, brochureTokenSchema } from '../../src/schemas/brochure';

const projects = fromDefinition(projectsDefinition);

/** `<lead id>.<HMAC>`: what the browser keeps so the same visitor is not asked twice. */
const visitorToken = (key: Buffer, leadId: number) => `${leadId}.${linkToken(key, 'brochure', leadId)}`;

/**
 * The brochure gate (issue 27, item 4): a gated project's brochure address is given after the short form, which
 * creates a lead (its page, marked #brochure, says where it came from); the answer carries a signed token the
 * browser keeps, so the same visitor downloads other brochures without the form (and without a second lead).
 */
export default async function brochureRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const limit = app.config.enquiryRateLimit;
  const options = { bodyLimit: PUBLIC_FORM_BODY_LIMIT, ...(limit > 0 ? { config: { rateLimit: { max: limit, timeWindow: 60_000 } } } : {}) };

  const brochureOf = async (slug: string) => {
    const row = await db.selectFrom(projects.table).select(['id', 'brochure']).where('slug', '=', slug).where(publicScope(projects)).executeTakeFirst();
    const src = row?.brochure ? (JSON.parse(String(row.brochure)) as { src?: unknown }).src : null;
    if (!row || typeof src !== 'string') throw notFound('Brochure');
    return { id: row.id, url: src };
  };

  app.post('/api/brochure', options, async (request) => {
    const body = request.body as Record<string, unknown> | undefined;
    const key = await linkKey(db);
    if (body && typeof body === 'object' && 'token' in body) {
      const { project, token } = await validated(brochureTokenSchema, body);
      const leadId = Number(token.split('.')[0]);
      if (!Number.isInteger(leadId) || leadId <= 0 || !validLinkToken(key, 'brochure', leadId, token.slice(token.indexOf('.') + 1))) throw new HttpError(422, 'This download link has expired; please fill in the form', { token: 'This download link has expired; please fill in the form' });
      const { url } = await brochureOf(project);
      return { error: false, data: { url, token } };
    }
    const form = await validated(brochureFormSchema, request.body);
    const brochure = await brochureOf(form.project);
    if (form.website) return { error: false, data: { url: brochure.url, token: null } };
    const id = await recordLead(app.db, app.config, 'enquiry', {
      name: form.name,
      email: form.email.toLowerCase(),
      phone: form.phone,
      budget: '',
      investment_timeline: '',
      source_path: `${form.lang === 'en' ? '' : `/${form.lang}`}/project/${form.project}#brochure`,
      project_id: brochure.id,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      referrer: null,
    });
    await rescoreLead(db, app.config, 'enquiry', id);
    request.log.info({ enquiryId: id }, 'brochure lead');
    app.outbox.wake();
    return { error: false, data: { url: brochure.url, token: visitorToken(key, id) } };
  });
}
