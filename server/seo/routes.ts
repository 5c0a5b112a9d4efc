import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { projects as projectsDefinition } from '../../src/resources/projects';
import { areas as areasDefinition } from '../../src/resources/areas';
import { developers as developersDefinition } from '../../src/resources/developers';
import { pages as pagesDefinition } from '../../src/resources/pages';
import type { ResourceDef } from '../resources/define';
import { publicScope } from '../resources/scope';
import { validated } from '../errors';
import { trimmedString } from '../../src/schemas/fields';
import { object } from 'yup';
import { PUBLIC_FORM_BODY_LIMIT } from '../lib/limits';
import { fromDefinition } from '../resources/defined';

const projects = fromDefinition(projectsDefinition);
const developers = fromDefinition(developersDefinition);
const areas = fromDefinition(areasDefinition);
const pages = fromDefinition(pagesDefinition);

const pageSeoSchema = object({ page_name: trimmedString().required('page_name is required') });

/** The SEO look-ups of spec §7: a page's title and description, and a project's, area's or developer's SEO fields. */
export default async function seoRoutes(app: FastifyInstance) {
  const db = app.db.kysely as unknown as Kysely<any>;

  app.post('/api/getPageSeo', { bodyLimit: PUBLIC_FORM_BODY_LIMIT }, async (request, reply) => {
    const name = (await validated(pageSeoSchema, request.body)).page_name.slice(0, 60);
    const page = await db.selectFrom(pages.table).select(['title', 'description']).where('page_name', '=', name).executeTakeFirst();
    if (!page) return reply.status(404).send({ error: true, message: `No page named "${name}"`, data: null });
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
