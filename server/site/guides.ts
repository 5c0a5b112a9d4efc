import type { FastifyInstance, FastifyRequest } from 'fastify';
import { investmentGuides as investmentGuidesDefinition } from '../../src/resources/investment-guides';
import { publicScope } from '../resources/scope';
// Drafts of published records (issue 31): a preview shows the record with its pending draft.
import { keyMatch, previewRow } from '../resources/preview-grant';
import { GUIDE_SUMMARY_FIELDS, type Guide, type GuideData, type GuideListData, type GuideSummary } from '../../src/site-contract';
import { decoderOf, languagesOf, notFound, pageContent, siteLanguage, slugParam } from './queries';
// The HTTP cache (issue 32): what each answer shows, for shared caches' purges.
import { listPageTags, recordTag } from '../http-cache/tags';
import { fromDefinition } from '../resources/defined';

const investmentGuides = fromDefinition(investmentGuidesDefinition);

const decodeGuide = decoderOf<Guide>(investmentGuides);
const decodeSummary = decoderOf<GuideSummary>(investmentGuides);

/** The investment guides list and a guide's page with a few others. */
export default async function guideRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const summaries = () => db.selectFrom(investmentGuides.table).select([...GUIDE_SUMMARY_FIELDS, 'translations']).where(publicScope(investmentGuides));

  app.get('/api/site/guides', async (request, reply) => {
    reply.cacheTags(listPageTags(investmentGuides.name));
    const lang = siteLanguage(request.query);
    const [rows, page] = await Promise.all([summaries().orderBy('published_at', 'desc').orderBy('id', 'desc').execute(), pageContent(db, 'investment-guide', lang)]);
    return { pageContent: page, items: rows.map(decodeSummary(lang)) } satisfies GuideListData;
  });

  app.get('/api/site/guides/:slug', async (request: FastifyRequest<{ Params: { slug: string } }>, reply) => {
    const lang = siteLanguage(request.query);
    const row = previewRow(investmentGuides, await db.selectFrom(investmentGuides.table).selectAll().where(keyMatch(investmentGuides, 'slug', slugParam(request.params.slug))).where(publicScope(investmentGuides)).executeTakeFirst());
    if (!row) throw notFound('Investment guide');
    // Its own record, and the other guides it lists.
    reply.cacheTags([...listPageTags(investmentGuides.name), recordTag(investmentGuides.name, row.id)]);
    const others = await summaries().where('id', '<>', row.id).orderBy('published_at', 'desc').limit(3).execute();
    return { guide: decodeGuide(lang)(row), languages: languagesOf(row), others: others.map(decodeSummary(lang)) } satisfies GuideData;
  });
}
