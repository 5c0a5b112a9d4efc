import type { FastifyInstance, FastifyRequest } from 'fastify';
import { developers as developersDefinition } from '../../src/resources/developers';
import { publicScope } from '../resources/scope';
// Drafts of published records (issue 31): a preview shows the record with its pending draft.
import { keyMatch, previewRow } from '../resources/preview-grant';
import type { Developer, DeveloperData, DeveloperListData } from '../../src/site-contract';
import { decoderOf, languagesOf, notFound, pageContent, projectCards, projectCounts, siteLanguage, slugParam, toProjectCard } from './queries';
// The HTTP cache (issue 32): what each answer shows, for shared caches' purges.
import { listPageTags, recordTag } from '../http-cache/tags';
import { fromDefinition } from '../resources/defined';

const developers = fromDefinition(developersDefinition);

const decodeDeveloper = decoderOf<Developer>(developers);

/** The developers list (with their public project counts) and a developer's page. */
export default async function developerRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  app.get('/api/site/developers', async (request, reply) => {
    reply.cacheTags(listPageTags('developers', 'projects'));
    const lang = siteLanguage(request.query);
    const [rows, counts, page] = await Promise.all([
      db.selectFrom(developers.table).selectAll().where(publicScope(developers)).orderBy('featured', 'desc').orderBy('name').execute(),
      projectCounts(db, 'developer_id'),
      pageContent(db, 'developers', lang),
    ]);
    return { pageContent: page, items: rows.map((r) => ({ ...decodeDeveloper(lang)(r), project_count: counts.get(r.id) ?? 0 })) } satisfies DeveloperListData;
  });

  app.get('/api/site/developers/:slug', async (request: FastifyRequest<{ Params: { slug: string } }>, reply) => {
    const lang = siteLanguage(request.query);
    const row = previewRow(developers, await db.selectFrom(developers.table).selectAll().where(keyMatch(developers, 'slug', slugParam(request.params.slug))).where(publicScope(developers)).executeTakeFirst());
    if (!row) throw notFound('Developer');
    reply.cacheTags([...listPageTags('projects'), recordTag('developers', row.id)]);
    const projectRows = await projectCards(db).where('p.developer_id', '=', row.id).orderBy('p.featured', 'desc').orderBy('p.id', 'desc').limit(24).execute();
    return { developer: decodeDeveloper(lang)(row), languages: languagesOf(row), projects: projectRows.map((r) => toProjectCard(r, lang)) } satisfies DeveloperData;
  });
}
