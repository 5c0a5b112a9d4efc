import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { projects as projectsDefinition } from '../../src/resources/projects';
import { areas as areasDefinition } from '../../src/resources/areas';
import { developers as developersDefinition } from '../../src/resources/developers';
import { locations as locationsDefinition } from '../../src/resources/locations';
import { amenities as amenitiesDefinition } from '../../src/resources/amenities';
import { propertyTypes as propertyTypesDefinition } from '../../src/resources/property-types';
import { publicScope } from '../resources/scope';
// Drafts of published records (issue 31): a preview shows the record with its pending draft.
import { keyMatch, previewRow } from '../resources/preview-grant';
import { HttpError } from '../errors';
import { parseProjectFilters } from '../../src/search/projectFilters';
import type { Area, Developer, Project, ProjectData, ProjectListData, SearchOptions } from '../../src/site-contract';
import { decoderOf, ids, languagesOf, localizeRow, markUntranslated, notFound, pageContent, pagedCounts, projectCards, PROJECTS_PER_PAGE, siteLanguage, slugParam, toProjectCard, type SiteDb } from './queries';
import type { Language } from '../../src/i18n/languages';
import { filteredProjects, matchedOffer, sortedProjects } from './projectSearch';
import { projectEvidence } from '../market/evidence';
// The investor's workspace (issue 27)
import { projectPriceHistory } from '../price-history/priceHistory';
// The HTTP cache (issue 32): what each answer shows, for shared caches' purges.
import { listPageTags, projectPageTags } from '../http-cache/tags';
// Inventory (issue 30)
import { projectInventory } from '../units/availability';
import { fromDefinition } from '../resources/defined';

const projects = fromDefinition(projectsDefinition);
const developers = fromDefinition(developersDefinition);
const areas = fromDefinition(areasDefinition);
const amenities = fromDefinition(amenitiesDefinition);
const propertyTypes = fromDefinition(propertyTypesDefinition);
const locations = fromDefinition(locationsDefinition);

const decodeArea = decoderOf<Area>(areas);
const decodeDeveloper = decoderOf<Developer>(developers);
const decodeProject = decoderOf<Project>(projects);

/** Filter choices for the search form: small lists, each from an indexed table, public entries only. */
async function searchOptions(db: SiteDb, lang: Language): Promise<SearchOptions> {
  const [areaRows, developerRows, types, years] = await Promise.all([
    db.selectFrom(areas.table).select(['slug', 'name', 'translations']).where(publicScope(areas)).orderBy('name').execute(),
    db.selectFrom(developers.table).select(['slug', 'name']).where(publicScope(developers)).orderBy('name').execute(),
    db.selectFrom(propertyTypes.table).select(['slug', 'name', 'translations']).where(publicScope(propertyTypes)).orderBy('name').execute(),
    db.selectFrom(projects.table).select('handover_year').distinct().where(publicScope(projects)).where('handover_year', 'is not', null).orderBy('handover_year').execute(),
  ]);
  return {
    areas: areaRows.map((r) => localizeRow(r, lang, areas.translatable ?? [])),
    developers: developerRows,
    propertyTypes: types.map((r) => localizeRow(r, lang, propertyTypes.translatable ?? [])),
    handoverYears: years.map((y) => Number(y.handover_year)) };
}

/** The project search (list page) and a project's page. */
export default async function projectRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  app.get('/api/site/projects', async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply) => {
    reply.cacheTags(listPageTags('projects', 'areas', 'developers'));
    const lang = siteLanguage(request.query);
    const { filters: f, errors } = parseProjectFilters(request.query ?? {});
    const bad = Object.keys(errors);
    if (bad.length) throw new HttpError(400, errors[bad[0]], errors);
    const current = f.page ?? 1;
    const q = f.q ?? '';
    // The filters' SQL has one home (server/site/projectSearch.ts): the saved-search alerts match with it too.
    const list = filteredProjects(projectCards(db), f, app.db.dialect, lang);

    // The order and what each card says for the chosen bedrooms and budget (issue 39 item 2) live with the filters.
    const offer = matchedOffer(f, app.db.dialect);
    const sorted = sortedProjects(list, f, app.db.dialect).select(offer ? offer.price.as('match_price_aed') : sql<null>`null`.as('match_price_aed'));
    const [total, rows, page, options] = await Promise.all([
      list.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      sorted.limit(PROJECTS_PER_PAGE).offset((current - 1) * PROJECTS_PER_PAGE).execute(),
      pageContent(db, 'project', lang),
      searchOptions(db, lang),
    ]);
    return {
      pageContent: page,
      q,
      filters: f,
      options,
      items: rows.map(({ match_price_aed, ...r }) => ({
        ...toProjectCard(r, lang),
        ...(offer ? { match: { bedrooms: offer.bedrooms, price_from_aed: match_price_aed == null ? null : Number(match_price_aed) } } : {}),
      })),
      ...pagedCounts(Number(total.n), current, PROJECTS_PER_PAGE),
    } satisfies ProjectListData;
  });

  app.get('/api/site/projects/:slug', async (request: FastifyRequest<{ Params: { slug: string } }>, reply) => {
    const lang = siteLanguage(request.query);
    const row = previewRow(projects, await db.selectFrom(projects.table).selectAll().where(keyMatch(projects, 'slug', slugParam(request.params.slug))).where(publicScope(projects)).executeTakeFirst());
    if (!row) throw notFound('Project');
    // Inventory (issue 30): unit types, "from" price and count from the available units, when the project has units.
    const inventory = await projectInventory(db, row.id, row.units_display);
    const project = decodeProject(lang)(row);
    if (inventory) Object.assign(project, { unit_types: inventory.unitTypes, units_available: inventory.availability.available, starting_price_aed: inventory.startingPrice, price_per_sqft_aed: inventory.pricePerSqft });
    const localized = <T extends object>(r: T | undefined, fields: readonly string[] | undefined) => (r ? localizeRow(r, lang, fields ?? []) : r);
    const amenityIds = ids(project.amenity_ids);
    const typeIds = ids(project.property_type_ids);
    const [developer, area, location, amenityRows, typeRows, similar] = await Promise.all([
      row.developer_id ? db.selectFrom(developers.table).selectAll().where('id', '=', row.developer_id).where(publicScope(developers)).executeTakeFirst() : undefined,
      row.area_id ? db.selectFrom(areas.table).selectAll().where('id', '=', row.area_id).where(publicScope(areas)).executeTakeFirst() : undefined,
      row.location_id ? db.selectFrom(locations.table).select(['id', 'name', 'translations']).where('id', '=', row.location_id).where(publicScope(locations)).executeTakeFirst() : undefined,
      amenityIds.length ? db.selectFrom(amenities.table).select(['id', 'name', 'icon', 'translations']).where('id', 'in', amenityIds).where(publicScope(amenities)).orderBy('name').execute() : [],
      typeIds.length ? db.selectFrom(propertyTypes.table).select(['id', 'name', 'translations']).where('id', 'in', typeIds).where(publicScope(propertyTypes)).orderBy('name').execute() : [],
      projectCards(db)
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
    reply.cacheTags(projectPageTags(row, similar.map((r) => Number(r.id))));
    const localizedArea = area ? decodeArea(lang)(area) : null;
    return {
      project: markUntranslated({ ...project, developer_name: developer?.name ?? null, developer_slug: developer?.slug ?? null, area_name: localizedArea?.name ?? null, area_slug: area?.slug ?? null }, 'area_name', localizedArea),
      languages: languagesOf(row),
      developer: developer ? decodeDeveloper(lang)(developer) : null,
      area: localizedArea,
      location: localized(location, locations.translatable) ?? null,
      amenities: amenityRows.map((a) => localizeRow(a, lang, amenities.translatable ?? [])),
      propertyTypes: typeRows.map((t) => localizeRow(t, lang, propertyTypes.translatable ?? [])),
      similar: similar.map((r) => toProjectCard(r, lang)),
      availability: inventory?.availability ?? null,
      priceHistory: await projectPriceHistory(db, row.id),
      market: await projectEvidence(db, { id: row.id, area_id: area ? row.area_id : null, price_per_sqft_aed: row.price_per_sqft_aed }, lang),
    } satisfies ProjectData;
  });
}
