import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGE_NAMES } from '../../src/constants';
import type { PageData } from '../../src/site-contract';
import { notFound, pageBanners, pageContent } from './queries';

/** The fixed content pages (about us, golden visa, legal pages...): their texts and banners. */
export default async function pageRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  app.get('/api/site/pages/:name', async (request: FastifyRequest<{ Params: { name: string } }>) => {
    const name = request.params.name;
    if (!(PAGE_NAMES as readonly string[]).includes(name)) throw notFound('Page');
    const [page, banners] = await Promise.all([pageContent(db, name), pageBanners(db, name)]);
    return { pageContent: page, banners } satisfies PageData;
  });
}
