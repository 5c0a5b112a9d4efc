import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { projects as projectsDefinition } from '../../src/resources/projects';
import { areas as areasDefinition } from '../../src/resources/areas';
import { developers as developersDefinition } from '../../src/resources/developers';
import { publicScope } from '../resources/scope';
import { storedFigures } from '../market/evidence';
import { decoderOf, projectCards, siteLanguage, toProjectCard } from '../site/queries';
import type { Area, Developer, Project } from '../../src/site-contract';
import { WORKSPACE_SEO } from '../../src/workspace/texts';
import { COMPARE_MAX, COMPARE_MIN, parseProjectSlugs, SHORTLIST_MAX, type CompareColumn, type CompareData, type ShortlistData } from '../../src/workspace/projects';
// The HTTP cache (issue 32): what each answer shows, for shared caches' purges.
import { listPageTags } from '../http-cache/tags';
import { fromDefinition } from '../resources/defined';

const projects = fromDefinition(projectsDefinition);
const developers = fromDefinition(developersDefinition);
const areas = fromDefinition(areasDefinition);

const decodeProject = decoderOf<Project>(projects);
const decodeArea = decoderOf<Area>(areas);
const decodeDeveloper = decoderOf<Developer>(developers);

/** The `projects` parameter, or a 400 naming it. */
function slugsOf(query: unknown, max: number, min = 0): string[] {
  const { slugs, error } = parseProjectSlugs((query as { projects?: unknown } | undefined)?.projects, max);
  if (error) throw new HttpError(400, error, { projects: error });
  if (slugs.length < min) {
    const msg = `projects must name ${min} to ${max} projects to compare`;
    throw new HttpError(400, msg, { projects: msg });
  }
  return slugs;
}

/** Rows in the order the URL named them; slugs that are not (or no longer) public are left out. */
const inOrder = <T extends { slug: string }>(slugs: string[], rows: T[]) => {
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  return slugs.map((s) => bySlug.get(s)).filter((r): r is T => r !== undefined);
};

/**
 * The investor's workspace (issue 27): the data of the shared shortlist and of the compare table. The lists
 * live in the browser and in the URL; the server only answers for the public projects they name.
 */
export default async function workspaceRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  app.get('/api/site/shortlist', async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply) => {
    reply.cacheTags(listPageTags('projects', 'areas', 'developers'));
    const lang = siteLanguage(request.query);
    const slugs = slugsOf(request.query, SHORTLIST_MAX);
    const rows = slugs.length ? await projectCards(db).where('p.slug', 'in', slugs).execute() : [];
    const items = inOrder(slugs, rows.map((r) => toProjectCard(r, lang)));
    return { title: WORKSPACE_SEO.shortlist[lang].title, description: WORKSPACE_SEO.shortlist[lang].description, slugs, items } satisfies ShortlistData;
  });

  app.get('/api/site/compare', async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply) => {
    reply.cacheTags(listPageTags('projects', 'areas', 'developers'));
    const lang = siteLanguage(request.query);
    const slugs = slugsOf(request.query, COMPARE_MAX, COMPARE_MIN);
    const rows = await db.selectFrom(projects.table).selectAll().where('slug', 'in', slugs).where(publicScope(projects)).execute();
    const areaIds = [...new Set(rows.map((r) => r.area_id).filter((id): id is number => id != null))];
    const developerIds = [...new Set(rows.map((r) => r.developer_id).filter((id): id is number => id != null))];
    const [areaRows, developerRows] = await Promise.all([
      areaIds.length ? db.selectFrom(areas.table).selectAll().where('id', 'in', areaIds).where(publicScope(areas)).execute() : [],
      developerIds.length ? db.selectFrom(developers.table).selectAll().where('id', 'in', developerIds).where(publicScope(developers)).execute() : [],
    ]);
    const areaById = new Map(areaRows.map((a) => [a.id, decodeArea(lang)(a)]));
    const developerById = new Map(developerRows.map((d) => [d.id, decodeDeveloper(lang)(d)]));
    const columns: CompareColumn[] = [];
    for (const row of inOrder(slugs, rows)) {
      const p = decodeProject(lang)(row);
      const area = row.area_id != null ? areaById.get(row.area_id) : undefined;
      const developer = row.developer_id != null ? developerById.get(row.developer_id) : undefined;
      // Market evidence (issue 25): the project's own registered-deal figures, else its (public) area's.
      const own = await storedFigures(db, 'project', row.id);
      const areaFigures = own || !area ? null : await storedFigures(db, 'area', area.id);
      columns.push({
        project: {
          id: p.id, slug: p.slug, title: p.title, status: p.status, starting_price_aed: p.starting_price_aed, price_per_sqft_aed: p.price_per_sqft_aed,
          handover_year: p.handover_year, handover_quarter: p.handover_quarter, payment_plan: p.payment_plan, post_handover: p.post_handover,
          service_charge_aed_per_sqft: p.service_charge_aed_per_sqft, expected_rental_yield_pct: p.expected_rental_yield_pct, unit_types: p.unit_types,
          area_name: area?.name ?? null, area_slug: area?.slug ?? null, developer_name: developer?.name ?? null, developer_slug: developer?.slug ?? null,
        },
        developer: developer ? { name: developer.name, slug: developer.slug, founded_year: developer.founded_year, delivered_projects: developer.delivered_projects, on_time_delivery_pct: developer.on_time_delivery_pct } : null,
        market: own ? { scope: 'project', figures: own } : areaFigures ? { scope: 'area', figures: areaFigures } : null,
      });
    }
    return { title: WORKSPACE_SEO.compare[lang].title, description: WORKSPACE_SEO.compare[lang].description, slugs, columns } satisfies CompareData;
  });
}
