import type { FastifyInstance } from 'fastify';
import { areas as areasDefinition } from '../../src/resources/areas';
import { developers as developersDefinition } from '../../src/resources/developers';
import { testimonials as testimonialsDefinition } from '../../src/resources/testimonials';
import { blogs as blogsDefinition } from '../../src/resources/blogs';
import { investmentGuides as investmentGuidesDefinition } from '../../src/resources/investment-guides';
import { publicScope } from '../resources/scope';
import { BLOG_SUMMARY_FIELDS, GUIDE_SUMMARY_FIELDS, type Area, type BlogSummary, type Developer, type GuideSummary, type HomeData, type Testimonial } from '../../src/site-contract';
import { decoderOf, pageBanners, pageContent, projectCards, siteLanguage, toProjectCard } from './queries';
// The HTTP cache (issue 32): what each answer shows, for shared caches' purges.
import { listPageTags } from '../http-cache/tags';
import { fromDefinition } from '../resources/defined';

const developers = fromDefinition(developersDefinition);
const areas = fromDefinition(areasDefinition);
const blogs = fromDefinition(blogsDefinition);
const testimonials = fromDefinition(testimonialsDefinition);
const investmentGuides = fromDefinition(investmentGuidesDefinition);

const decode = {
  area: decoderOf<Area>(areas),
  developer: decoderOf<Developer>(developers),
  testimonial: decoderOf<Testimonial>(testimonials),
  blog: decoderOf<BlogSummary>(blogs),
  guide: decoderOf<GuideSummary>(investmentGuides),
};

/** The home page: its texts and hero, then a few of each kind of public content. */
export default async function homeRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  app.get('/api/site/home', async (request, reply) => {
    reply.cacheTags(listPageTags('projects', 'areas', 'developers', 'blogs', investmentGuides.name));
    const lang = siteLanguage(request.query);
    const [page, heroes, featured, areaRows, developerRows, testimonialRows, blogRows, guideRows] = await Promise.all([
      pageContent(db, 'home', lang),
      pageBanners(db, 'home', lang),
      projectCards(db).orderBy('p.featured', 'desc').orderBy('p.published_at', 'desc').orderBy('p.id', 'desc').limit(6).execute(),
      db.selectFrom(areas.table).selectAll().where(publicScope(areas)).orderBy('featured', 'desc').orderBy('name').limit(6).execute(),
      db.selectFrom(developers.table).selectAll().where(publicScope(developers)).orderBy('featured', 'desc').orderBy('name').limit(8).execute(),
      db.selectFrom(testimonials.table).selectAll().where(publicScope(testimonials)).orderBy('position').orderBy('id').limit(6).execute(),
      db.selectFrom(blogs.table).select([...BLOG_SUMMARY_FIELDS, 'translations']).where(publicScope(blogs)).orderBy('published_at', 'desc').orderBy('id', 'desc').limit(3).execute(),
      db.selectFrom(investmentGuides.table).select([...GUIDE_SUMMARY_FIELDS, 'translations']).where(publicScope(investmentGuides)).orderBy('published_at', 'desc').orderBy('id', 'desc').limit(3).execute(),
    ]);
    return {
      page,
      banners: heroes,
      featuredProjects: featured.map((r) => toProjectCard(r, lang)),
      areas: areaRows.map(decode.area(lang)),
      developers: developerRows.map(decode.developer(lang)),
      testimonials: testimonialRows.map(decode.testimonial(lang)),
      blogs: blogRows.map(decode.blog(lang)),
      guides: guideRows.map(decode.guide(lang)),
    } satisfies HomeData;
  });
}
