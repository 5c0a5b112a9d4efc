import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { projects } from '../resources/projects';
import { areas } from '../resources/areas';
import { developers } from '../resources/developers';
import { pages } from '../resources/pages';
import type { ResourceDef } from '../resources/define';
import { publicScope } from '../resources/scope';
import { HttpError, validationFailed } from '../errors';
import { PUBLIC_FORM_BODY_LIMIT } from '../lib/limits';

/** The SEO look-ups of spec §7: a page's title and description, and a project's, area's or developer's SEO fields. */
export default async function seoRoutes(app: FastifyInstance) {
  const db = app.db.kysely as unknown as Kysely<any>;

  app.post('/api/getPageSeo', { bodyLimit: PUBLIC_FORM_BODY_LIMIT }, async (request, reply) => {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'The request body must be a JSON object');
    const name = (body as Record<string, unknown>).page_name;
    if (typeof name !== 'string' || !name.trim()) throw validationFailed({ page_name: 'page_name is required' });
    const page = await db.selectFrom(pages.table).select(['title', 'description']).where('page_name', '=', name.trim().slice(0, 60)).executeTakeFirst();
    if (!page) return reply.status(404).send({ error: true, message: `No page named "${name.slice(0, 60)}"`, data: null });
    return { error: false, data: { title: page.title, description: page.description ?? '' } };
  });

  /** Published records only, by the same rule as the site: a record scheduled for later is not found yet. */
  const seoLookup = (def: ResourceDef, nameColumn: 'title' | 'name', nameKey: string) => async (request: { params: { slug: string } }, reply: FastifyReply) => {
    const slug = String(request.params.slug).slice(0, 200);
    const row = (await db
      .selectFrom(def.table)
      .select(['seo_title', 'seo_description', `${nameColumn} as main`])
      .where('slug', '=', slug)
      .where(publicScope(def))
      .executeTakeFirst()) as { seo_title: string | null; seo_description: string | null; main: string } | undefined;
    if (!row) return reply.status(404).send({ error: true, message: `${def.label} not found`, data: null });
    return { error: false, data: { seo_title: row.seo_title ?? '', [nameKey]: row.main, seo_description: row.seo_description ?? '' } };
  };
  app.get<{ Params: { slug: string } }>('/api/:slug/getProjectSeoData', seoLookup(projects, 'title', 'main_title'));
  app.get<{ Params: { slug: string } }>('/api/:slug/getAreaSeoData', seoLookup(areas, 'name', 'area_name'));
  app.get<{ Params: { slug: string } }>('/api/:slug/getDeveloperSeoData', seoLookup(developers, 'name', 'developer_name'));
}
