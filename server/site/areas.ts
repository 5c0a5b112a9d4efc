import type { FastifyInstance, FastifyRequest } from 'fastify';
import { areas as areasDefinition } from '../../src/resources/areas';
import { amenities as amenitiesDefinition } from '../../src/resources/amenities';
import { publicScope } from '../resources/scope';
// Drafts of published records (issue 31): a preview shows the record with its pending draft.
import { keyMatch, previewRow } from '../resources/preview-grant';
import type { Area, AreaData, AreaListData } from '../../src/site-contract';
import { areaEvidence } from '../market/evidence';
import { decoderOf, ids, languagesOf, localizeRow, notFound, pageContent, projectCards, projectCounts, siteLanguage, slugParam, toProjectCard } from './queries';
// The HTTP cache (issue 32): what each answer shows, for shared caches' purges.
import { listPageTags, recordTag } from '../http-cache/tags';
import { fromDefinition } from '../resources/defined';

const areas = fromDefinition(areasDefinition);
const amenities = fromDefinition(amenitiesDefinition);

const decodeArea = decoderOf<Area>(areas);

/** The areas list (with their public project counts) and an area's page. */
export default async function areaRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  app.get('/api/site/areas', async (request, reply) => {
    reply.cacheTags(listPageTags('areas', 'projects'));
    const lang = siteLanguage(request.query);
    const [rows, counts, page] = await Promise.all([
      db.selectFrom(areas.table).selectAll().where(publicScope(areas)).orderBy('featured', 'desc').orderBy('name').execute(),
      projectCounts(db, 'area_id'),
      pageContent(db, 'area', lang),
    ]);
    return { pageContent: page, items: rows.map((r) => ({ ...decodeArea(lang)(r), project_count: counts.get(r.id) ?? 0 })) } satisfies AreaListData;
  });

  app.get('/api/site/areas/:slug', async (request: FastifyRequest<{ Params: { slug: string } }>, reply) => {
    const lang = siteLanguage(request.query);
    const row = previewRow(areas, await db.selectFrom(areas.table).selectAll().where(keyMatch(areas, 'slug', slugParam(request.params.slug))).where(publicScope(areas)).executeTakeFirst());
    if (!row) throw notFound('Area');
    reply.cacheTags([...listPageTags('projects'), recordTag('areas', row.id)]);
    const area = decodeArea(lang)(row);
    const amenityIds = ids(area.amenity_ids);
    const [projectRows, amenityRows, market] = await Promise.all([
      projectCards(db).where('p.area_id', '=', row.id).orderBy('p.featured', 'desc').orderBy('p.id', 'desc').limit(24).execute(),
      amenityIds.length ? db.selectFrom(amenities.table).select(['id', 'name', 'icon', 'translations']).where('id', 'in', amenityIds).where(publicScope(amenities)).orderBy('name').execute() : [],
      areaEvidence(db, row.id, lang),
    ]);
    return {
      area,
      languages: languagesOf(row),
      amenities: amenityRows.map((a) => localizeRow(a, lang, amenities.translatable ?? [])),
      projects: projectRows.map((r) => toProjectCard(r, lang)),
      market,
    } satisfies AreaData;
  });
}
