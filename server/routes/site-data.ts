import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { RESOURCE_BY_NAME } from '../resources/definitions';
import { columnKinds, decodeRow } from '../resources/columns';
import { HttpError } from '../errors';
import { PAGE_NAMES, PHONE_DEFAULT_COUNTRY } from '../../src/constants';
import { cachedCountryLookup } from '../render/geo';
import { parseProjectFilters } from '../../src/search/projectFilters';
import { storedMortgageLtvCaps } from '../../src/schemas/mortgage-caps';

export const PROJECTS_PER_PAGE = 12;
export const BLOGS_PER_PAGE = 9;

const kindsOf = (name: string) => columnKinds(RESOURCE_BY_NAME.get(name)!);
const decoder = (name: string) => {
  const kinds = kindsOf(name);
  return (row: Record<string, unknown>) => decodeRow(row, kinds);
};
const decode = {
  projects: decoder('projects'),
  areas: decoder('areas'),
  developers: decoder('developers'),
  blogs: decoder('blogs'),
  guides: decoder('investment-guides'),
  testimonials: decoder('testimonials'),
  banners: decoder('banners'),
  pages: decoder('pages'),
  settings: decoder('settings'),
};

const CARD_COLUMNS = [
  'p.id', 'p.title', 'p.slug', 'p.status', 'p.starting_price_aed', 'p.price_per_sqft_aed', 'p.bedrooms_min', 'p.bedrooms_max',
  'p.handover_year', 'p.handover_quarter', 'p.gallery', 'p.featured', 'p.post_handover', 'p.payment_plan',
] as const;

function pageNumber(raw: unknown): number {
  if (raw === undefined || raw === '') return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 10_000) throw new HttpError(400, 'page must be a whole number from 1', { page: 'page must be a whole number from 1' });
  return n;
}

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : []);

/**
 * Read-only JSON for the public pages: one request per page with everything its first paint needs,
 * published content only. The page loaders call these in-process on the server and by fetch in the browser.
 */
export default async function siteData(app: FastifyInstance) {
  const db = app.db.kysely;

  const cards = () =>
    db
      .selectFrom('projects as p')
      .leftJoin('developers as d', (j) => j.onRef('d.id', '=', 'p.developer_id').on('d.published', '=', 1))
      .leftJoin('areas as a', (j) => j.onRef('a.id', '=', 'p.area_id').on('a.published', '=', 1))
      .select([...CARD_COLUMNS, 'd.name as developer_name', 'd.slug as developer_slug', 'a.name as area_name', 'a.slug as area_slug'])
      .where('p.published', '=', 1);
  const toCard = (row: Record<string, unknown>) => {
    const { developer_name, developer_slug, area_name, area_slug, ...rest } = row;
    return { ...decode.projects(rest), developer_name: developer_name ?? null, developer_slug: developer_slug ?? null, area_name: area_name ?? null, area_slug: area_slug ?? null };
  };

  const page = async (name: string) => {
    const row = await db.selectFrom('pages').selectAll().where('page_name', '=', name).executeTakeFirst();
    return row ? decode.pages(row) : null;
  };
  const banners = async (name: string) =>
    (await db.selectFrom('banners').selectAll().where('page', '=', name).where('active', '=', 1).orderBy('position').orderBy('id').execute()).map(decode.banners);

  const projectCounts = async (column: 'area_id' | 'developer_id') => {
    const rows = await db
      .selectFrom('projects')
      .select([column, (eb) => eb.fn.countAll<number>().as('n')])
      .where('published', '=', 1)
      .groupBy(column)
      .execute();
    return new Map(rows.map((r) => [Number((r as Record<string, unknown>)[column]), Number(r.n)]));
  };

  const notFound = (label: string) => new HttpError(404, `${label} not found`);

  app.get('/api/site/layout', async () => {
    const settings = await db.selectFrom('settings').selectAll().orderBy('id').executeTakeFirst();
    const s = settings ? decode.settings(settings) : null;
    // The calculator trusts these caps: complete and in bounds even if the row was edited by hand.
    if (s) s.mortgage_ltv_caps = storedMortgageLtvCaps(s.mortgage_ltv_caps);
    return {
      productName: (s?.product_name as string | undefined) || app.config.productName,
      publicUrl: app.config.publicUrl,
      settings: s,
      country: PHONE_DEFAULT_COUNTRY,
    };
  });

  // Per visitor, so outside the cached HTML: the enquiry form asks when it loads.
  const countryOf = cachedCountryLookup(app.config.geoLookupUrl);
  app.get('/api/site/country', async (request, reply) => {
    reply.header('Cache-Control', 'private, max-age=3600');
    return { country: await countryOf(request.ip, request.log) };
  });

  app.get('/api/site/home', async () => {
    const [pageContent, heroes, featured, areas, developers, testimonials, blogs, guides] = await Promise.all([
      page('home'),
      banners('home'),
      cards().orderBy('p.featured', 'desc').orderBy('p.published_at', 'desc').orderBy('p.id', 'desc').limit(6).execute(),
      db.selectFrom('areas').selectAll().where('published', '=', 1).orderBy('featured', 'desc').orderBy('name').limit(6).execute(),
      db.selectFrom('developers').selectAll().where('published', '=', 1).orderBy('featured', 'desc').orderBy('name').limit(8).execute(),
      db.selectFrom('testimonials').selectAll().where('published', '=', 1).orderBy('position').orderBy('id').limit(6).execute(),
      db.selectFrom('blogs').select(['id', 'title', 'slug', 'category', 'excerpt', 'cover', 'author', 'tags', 'published_at', 'seo_title', 'seo_description']).where('published', '=', 1).orderBy('published_at', 'desc').orderBy('id', 'desc').limit(3).execute(),
      db.selectFrom('investment_guides').select(['id', 'title', 'slug', 'summary', 'cover', 'pdf', 'published_at', 'seo_title', 'seo_description']).where('published', '=', 1).orderBy('published_at', 'desc').orderBy('id', 'desc').limit(3).execute(),
    ]);
    return {
      page: pageContent,
      banners: heroes,
      featuredProjects: featured.map(toCard),
      areas: areas.map(decode.areas),
      developers: developers.map(decode.developers),
      testimonials: testimonials.map(decode.testimonials),
      blogs: blogs.map(decode.blogs),
      guides: guides.map(decode.guides),
    };
  });

  // Filter choices for the search form: small lists, each from an indexed table.
  const searchOptions = async () => {
    const [areas, developers, types, years] = await Promise.all([
      db.selectFrom('areas').select(['slug', 'name']).where('published', '=', 1).orderBy('name').execute(),
      db.selectFrom('developers').select(['slug', 'name']).where('published', '=', 1).orderBy('name').execute(),
      db.selectFrom('property_types').select(['slug', 'name']).orderBy('name').execute(),
      db.selectFrom('projects').select('handover_year').distinct().where('published', '=', 1).where('handover_year', 'is not', null).orderBy('handover_year').execute(),
    ]);
    return { areas, developers, propertyTypes: types, handoverYears: years.map((y) => Number(y.handover_year)) };
  };

  app.get('/api/site/projects', async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>) => {
    const { filters: f, errors } = parseProjectFilters(request.query ?? {});
    const bad = Object.keys(errors);
    if (bad.length) throw new HttpError(400, errors[bad[0]], errors);
    const current = f.page ?? 1;
    const q = f.q ?? '';
    let list = cards();
    for (const word of q.split(/\s+/).filter(Boolean).slice(0, 6)) {
      const pattern = `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      list = list.where((eb) =>
        eb.or([
          sql<boolean>`lower(p.title) like ${pattern} escape '\\'`,
          sql<boolean>`lower(coalesce(a.name, '')) like ${pattern} escape '\\'`,
          sql<boolean>`lower(coalesce(d.name, '')) like ${pattern} escape '\\'`,
        ]),
      );
    }
    // Each filter is a condition on an indexed column (or an indexed sub-select), never a scan in memory.
    if (f.area) list = list.where('p.area_id', 'in', (eb) => eb.selectFrom('areas').select('id').where('slug', '=', f.area!).where('published', '=', 1));
    if (f.developer) list = list.where('p.developer_id', 'in', (eb) => eb.selectFrom('developers').select('id').where('slug', '=', f.developer!).where('published', '=', 1));
    if (f.type)
      list = list.where('p.id', 'in', (eb) =>
        eb
          .selectFrom('project_property_types as ppt')
          .innerJoin('property_types as t', 't.id', 'ppt.property_type_id')
          .select('ppt.project_id')
          .where('t.slug', '=', f.type!),
      );
    if (f.beds !== undefined) {
      const b = f.beds;
      list = b >= 5 ? list.where('p.bedrooms_max', '>=', 5) : list.where('p.bedrooms_min', '<=', b).where('p.bedrooms_max', '>=', b);
    }
    if (f.min_price !== undefined) list = list.where('p.starting_price_aed', '>=', f.min_price);
    if (f.max_price !== undefined) list = list.where('p.starting_price_aed', '<=', f.max_price);
    if (f.status) list = list.where('p.status', '=', f.status);
    if (f.handover !== undefined) list = list.where('p.handover_year', '=', f.handover);
    if (f.plan) list = list.where('p.post_handover', '=', f.plan === 'post-handover' ? 1 : 0);

    const sorted = (() => {
      switch (f.sort) {
        case 'newest':
          return list.orderBy('p.published_at', 'desc').orderBy('p.id', 'desc');
        case 'price_asc':
          return list.orderBy(sql`p.starting_price_aed is null`).orderBy('p.starting_price_aed', 'asc').orderBy('p.id', 'asc');
        case 'price_desc':
          return list.orderBy(sql`p.starting_price_aed is null`).orderBy('p.starting_price_aed', 'desc').orderBy('p.id', 'desc');
        case 'handover':
          return list.orderBy(sql`p.handover_year is null`).orderBy('p.handover_year', 'asc').orderBy('p.handover_quarter', 'asc').orderBy('p.id', 'asc');
        default:
          return list.orderBy('p.featured', 'desc').orderBy('p.published_at', 'desc').orderBy('p.id', 'desc');
      }
    })();
    const [total, rows, pageContent, options] = await Promise.all([
      list.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      sorted.limit(PROJECTS_PER_PAGE).offset((current - 1) * PROJECTS_PER_PAGE).execute(),
      page('project'),
      searchOptions(),
    ]);
    const n = Number(total.n);
    return {
      pageContent,
      q,
      filters: f,
      options,
      items: rows.map(toCard),
      total: n,
      page: current,
      pageSize: PROJECTS_PER_PAGE,
      pageCount: Math.max(1, Math.ceil(n / PROJECTS_PER_PAGE)),
    };
  });

  app.get('/api/site/projects/:slug', async (request: FastifyRequest<{ Params: { slug: string } }>) => {
    const row = await db.selectFrom('projects').selectAll().where('slug', '=', request.params.slug.slice(0, 200)).where('published', '=', 1).executeTakeFirst();
    if (!row) throw notFound('Project');
    const project = decode.projects(row);
    const [developer, area, location, amenities, propertyTypes, similar] = await Promise.all([
      row.developer_id ? db.selectFrom('developers').selectAll().where('id', '=', row.developer_id).where('published', '=', 1).executeTakeFirst() : undefined,
      row.area_id ? db.selectFrom('areas').selectAll().where('id', '=', row.area_id).where('published', '=', 1).executeTakeFirst() : undefined,
      row.location_id ? db.selectFrom('locations').select(['id', 'name']).where('id', '=', row.location_id).executeTakeFirst() : undefined,
      ids(project.amenity_ids).length ? db.selectFrom('amenities').select(['id', 'name', 'icon']).where('id', 'in', ids(project.amenity_ids)).orderBy('name').execute() : [],
      ids(project.property_type_ids).length ? db.selectFrom('property_types').select(['id', 'name']).where('id', 'in', ids(project.property_type_ids)).orderBy('name').execute() : [],
      cards()
        .where('p.id', '<>', row.id)
        .where((eb) => {
          const or = [];
          if (row.area_id) or.push(eb('p.area_id', '=', row.area_id));
          if (row.developer_id) or.push(eb('p.developer_id', '=', row.developer_id));
          // No area and no developer: nothing is similar (a bound `false` is not a value SQLite accepts).
          return or.length ? eb.or(or) : sql<boolean>`1 = 0`;
        })
        .orderBy('p.featured', 'desc')
        .orderBy('p.id', 'desc')
        .limit(3)
        .execute(),
    ]);
    const withNames = toCard({ ...row, developer_name: developer?.name, developer_slug: developer?.slug, area_name: area?.name, area_slug: area?.slug });
    return {
      project: { ...project, ...withNames },
      developer: developer ? decode.developers(developer) : null,
      area: area ? decode.areas(area) : null,
      location: location ?? null,
      amenities,
      propertyTypes,
      similar: similar.map(toCard),
    };
  });

  app.get('/api/site/areas', async () => {
    const [rows, counts, pageContent] = await Promise.all([
      db.selectFrom('areas').selectAll().where('published', '=', 1).orderBy('featured', 'desc').orderBy('name').execute(),
      projectCounts('area_id'),
      page('area'),
    ]);
    return { pageContent, items: rows.map((r) => ({ ...decode.areas(r), project_count: counts.get(r.id) ?? 0 })) };
  });

  app.get('/api/site/areas/:slug', async (request: FastifyRequest<{ Params: { slug: string } }>) => {
    const row = await db.selectFrom('areas').selectAll().where('slug', '=', request.params.slug.slice(0, 200)).where('published', '=', 1).executeTakeFirst();
    if (!row) throw notFound('Area');
    const area = decode.areas(row);
    const [projects, amenities] = await Promise.all([
      cards().where('p.area_id', '=', row.id).orderBy('p.featured', 'desc').orderBy('p.id', 'desc').limit(24).execute(),
      ids(area.amenity_ids).length ? db.selectFrom('amenities').select(['id', 'name', 'icon']).where('id', 'in', ids(area.amenity_ids)).orderBy('name').execute() : [],
    ]);
    return { area, amenities, projects: projects.map(toCard) };
  });

  app.get('/api/site/developers', async () => {
    const [rows, counts, pageContent] = await Promise.all([
      db.selectFrom('developers').selectAll().where('published', '=', 1).orderBy('featured', 'desc').orderBy('name').execute(),
      projectCounts('developer_id'),
      page('developers'),
    ]);
    return { pageContent, items: rows.map((r) => ({ ...decode.developers(r), project_count: counts.get(r.id) ?? 0 })) };
  });

  app.get('/api/site/developers/:slug', async (request: FastifyRequest<{ Params: { slug: string } }>) => {
    const row = await db.selectFrom('developers').selectAll().where('slug', '=', request.params.slug.slice(0, 200)).where('published', '=', 1).executeTakeFirst();
    if (!row) throw notFound('Developer');
    const projects = await cards().where('p.developer_id', '=', row.id).orderBy('p.featured', 'desc').orderBy('p.id', 'desc').limit(24).execute();
    return { developer: decode.developers(row), projects: projects.map(toCard) };
  });

  const guideSummary = ['id', 'title', 'slug', 'summary', 'cover', 'pdf', 'published_at', 'seo_title', 'seo_description'] as const;
  app.get('/api/site/guides', async () => {
    const [rows, pageContent] = await Promise.all([
      db.selectFrom('investment_guides').select([...guideSummary]).where('published', '=', 1).orderBy('published_at', 'desc').orderBy('id', 'desc').execute(),
      page('investment-guide'),
    ]);
    return { pageContent, items: rows.map(decode.guides) };
  });

  app.get('/api/site/guides/:slug', async (request: FastifyRequest<{ Params: { slug: string } }>) => {
    const row = await db.selectFrom('investment_guides').selectAll().where('slug', '=', request.params.slug.slice(0, 200)).where('published', '=', 1).executeTakeFirst();
    if (!row) throw notFound('Investment guide');
    const others = await db.selectFrom('investment_guides').select([...guideSummary]).where('published', '=', 1).where('id', '<>', row.id).orderBy('published_at', 'desc').limit(3).execute();
    return { guide: decode.guides(row), others: others.map(decode.guides) };
  });

  const blogSummary = ['id', 'title', 'slug', 'category', 'excerpt', 'cover', 'author', 'tags', 'published_at', 'seo_title', 'seo_description'] as const;
  app.get('/api/site/blogs', async (request: FastifyRequest<{ Querystring: { page?: string } }>) => {
    const current = pageNumber(request.query.page);
    const base = db.selectFrom('blogs').where('published', '=', 1);
    const [total, rows, pageContent] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base.select([...blogSummary]).orderBy('published_at', 'desc').orderBy('id', 'desc').limit(BLOGS_PER_PAGE).offset((current - 1) * BLOGS_PER_PAGE).execute(),
      page('news-blog'),
    ]);
    const n = Number(total.n);
    return { pageContent, items: rows.map(decode.blogs), total: n, page: current, pageSize: BLOGS_PER_PAGE, pageCount: Math.max(1, Math.ceil(n / BLOGS_PER_PAGE)) };
  });

  app.get('/api/site/blogs/:id', async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const id = Number(request.params.id);
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound('Article');
    const row = await db.selectFrom('blogs').selectAll().where('id', '=', id).where('published', '=', 1).executeTakeFirst();
    if (!row) throw notFound('Article');
    const related = await db.selectFrom('blogs').select([...blogSummary]).where('published', '=', 1).where('id', '<>', id).where('category', '=', row.category).orderBy('published_at', 'desc').limit(3).execute();
    return { blog: decode.blogs(row), related: related.map(decode.blogs) };
  });

  app.get('/api/site/pages/:name', async (request: FastifyRequest<{ Params: { name: string } }>) => {
    const name = request.params.name;
    if (!(PAGE_NAMES as readonly string[]).includes(name)) throw notFound('Page');
    const [pageContent, heroes] = await Promise.all([page(name), banners(name)]);
    return { pageContent, banners: heroes };
  });
}
