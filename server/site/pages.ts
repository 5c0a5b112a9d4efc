import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGE_NAMES } from '../../src/constants';
import type { PageData } from '../../src/site-contract';
import { decoderOf, languagesOf, notFound, pageBanners, pageRow, siteLanguage } from './queries';
import { pages } from '../resources/pages';
import type { Page } from '../../src/site-contract';
// The HTTP cache (issue 32): what each answer shows, for shared caches' purges.
import { SITE_TAG } from '../http-cache/tags';

const decodePage = decoderOf<Page>(pages);

/** The fixed content pages (about us, golden visa, legal pages...): their texts and banners. */
export default async function pageRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  app.get('/api/site/pages/:name', async (request: FastifyRequest<{ Params: { name: string } }>, reply) => {
    reply.cacheTags([SITE_TAG]);
    const lang = siteLanguage(request.query);
    const name = request.params.name;
    if (!(PAGE_NAMES as readonly string[]).includes(name)) throw notFound('Page');
    const [row, banners] = await Promise.all([pageRow(db, name), pageBanners(db, name, lang)]);
    return { pageContent: row ? decodePage(lang)(row) : null, banners, languages: languagesOf(row) } satisfies PageData;
  });
}
