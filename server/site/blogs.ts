import type { FastifyInstance, FastifyRequest } from 'fastify';
import { blogs as blogsDefinition } from '../../src/resources/blogs';
import { publicScope } from '../resources/scope';
// Drafts of published records (issue 31): a preview shows the record with its pending draft.
import { previewRow } from '../resources/preview-grant';
import { BLOG_SUMMARY_FIELDS, type Blog, type BlogData, type BlogListData, type BlogSummary } from '../../src/site-contract';
import { BLOGS_PER_PAGE, decoderOf, languagesOf, notFound, pageContent, pagedCounts, pageNumber, siteLanguage } from './queries';
// The HTTP cache (issue 32): what each answer shows, for shared caches' purges.
import { listPageTags, recordTag } from '../http-cache/tags';
import { fromDefinition } from '../resources/defined';

const blogs = fromDefinition(blogsDefinition);

const decodeBlog = decoderOf<Blog>(blogs);
const decodeSummary = decoderOf<BlogSummary>(blogs);

/** News and blog articles: the numbered list and an article with related ones of its category. */
export default async function blogRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const visible = () => db.selectFrom(blogs.table).where(publicScope(blogs));

  app.get('/api/site/blogs', async (request: FastifyRequest<{ Querystring: { page?: string } }>, reply) => {
    reply.cacheTags(listPageTags('blogs'));
    const lang = siteLanguage(request.query);
    const current = pageNumber(request.query.page);
    const [total, rows, page] = await Promise.all([
      visible().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      visible().select([...BLOG_SUMMARY_FIELDS, 'translations']).orderBy('published_at', 'desc').orderBy('id', 'desc').limit(BLOGS_PER_PAGE).offset((current - 1) * BLOGS_PER_PAGE).execute(),
      pageContent(db, 'news-blog', lang),
    ]);
    return { pageContent: page, items: rows.map(decodeSummary(lang)), ...pagedCounts(Number(total.n), current, BLOGS_PER_PAGE) } satisfies BlogListData;
  });

  app.get('/api/site/blogs/:id', async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
    const lang = siteLanguage(request.query);
    const id = Number(request.params.id);
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound('Article');
    const row = previewRow(blogs, await visible().selectAll().where('id', '=', id).executeTakeFirst());
    if (!row) throw notFound('Article');
    // Its own record, and the related articles it lists.
    reply.cacheTags([...listPageTags('blogs'), recordTag('blogs', row.id)]);
    const related = await visible().select([...BLOG_SUMMARY_FIELDS, 'translations']).where('id', '<>', id).where('category', '=', row.category).orderBy('published_at', 'desc').limit(3).execute();
    return { blog: decodeBlog(lang)(row), languages: languagesOf(row), related: related.map(decodeSummary(lang)) } satisfies BlogData;
  });
}
