import { sql } from 'kysely';
import { areas as areasDefinition } from '../../src/resources/areas';
import { developers as developersDefinition } from '../../src/resources/developers';
import { propertyTypes as propertyTypesDefinition } from '../../src/resources/property-types';
import { publicScope } from '../resources/scope';
import type { ProjectFilters } from '../../src/search/projectFilters';
import type { Language } from '../../src/i18n/languages';
import type { Dialect } from '../db/connect';
import { textSearchSql } from './textSearch';
import { offerCriteria, offerMatch } from './offerMatch';
import { notSoldOut } from '../units/availability';
import type { projectCards } from './queries';
import { fromDefinition } from '../resources/defined';

const propertyTypes = fromDefinition(propertyTypesDefinition);
import { qualifiesForGoldenVisa } from '../golden-visa/projects';

const developers = fromDefinition(developersDefinition);
const areas = fromDefinition(areasDefinition);

type CardQuery = ReturnType<typeof projectCards>;

/**
 * What the project search's filters mean in SQL (decision 007), in one place: the /project list and the
 * saved-search alerts (server/alerts) ask the same question. Each filter is a condition on an indexed column
 * (or an indexed sub-select), never a scan in memory.
 */
export function filteredProjects(cards: CardQuery, f: ProjectFilters, dialect: Dialect, lang: Language): CardQuery {
  let list = cards;
  const { lowerText, translatedText } = textSearchSql(dialect);
  const translated = lang === 'en' ? null : lang;
  for (const word of (f.q ?? '').split(/\s+/).filter(Boolean).slice(0, 6)) {
    const pattern = `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    list = list.where((eb) =>
      eb.or([
        sql<boolean>`lower(p.title) like ${pattern} escape '\\'`,
        sql<boolean>`lower(coalesce(a.name, '')) like ${pattern} escape '\\'`,
        sql<boolean>`lower(coalesce(d.name, '')) like ${pattern} escape '\\'`,
        // On /ar, /ru, /zh pages also the title and area name staff translated into that language (decision 012).
        ...(!translated
          ? []
          : [
              sql<boolean>`${lowerText(translatedText('p.translations', translated, 'title'))} like ${pattern} escape '\\'`,
              sql<boolean>`${lowerText(translatedText('a.translations', translated, 'name'))} like ${pattern} escape '\\'`,
            ]),
      ]),
    );
  }
  if (f.area) list = list.where('p.area_id', 'in', (eb) => eb.selectFrom(areas.table).select('id').where('slug', '=', f.area!).where(publicScope(areas)));
  if (f.developer) list = list.where('p.developer_id', 'in', (eb) => eb.selectFrom(developers.table).select('id').where('slug', '=', f.developer!).where(publicScope(developers)));
  if (f.type)
    list = list.where('p.id', 'in', (eb) =>
      eb
        .selectFrom('project_property_types as ppt')
        .innerJoin(`${propertyTypes.table} as t` as const, 't.id', 'ppt.property_type_id')
        .select('ppt.project_id')
        .where('t.slug', '=', f.type!)
        .where(publicScope(propertyTypes, 't')),
    );
  // Bedrooms and budget together, on the units or unit types that match both (issue 39 item 2, server/site/offerMatch.ts).
  const criteria = offerCriteria(f);
  if (criteria) list = list.where(offerMatch(criteria, dialect).where);
  if (f.status) list = list.where('p.status', '=', f.status);
  // Inventory (issue 30): a sold-out project leaves the "off-plan available" list.
  if (f.status === 'off_plan') list = list.where((eb) => notSoldOut(eb, new Date().toISOString()));
  if (f.handover !== undefined) list = list.where('p.handover_year', '=', f.handover);
  if (f.plan) list = list.where('p.post_handover', '=', f.plan === 'post-handover' ? 1 : 0);
  if (f.visa) list = list.where(qualifiesForGoldenVisa(dialect)); // issue 39 item 5
  return list;
}

/**
 * The list's order. With bedrooms or a budget chosen, the price sorts use the lowest price among the matching offers
 * (what the card shows as "2 bedrooms from ..."), not the project's cheapest unit of any size.
 */
export function sortedProjects(list: CardQuery, f: ProjectFilters, dialect: Dialect): CardQuery {
  const criteria = offerCriteria(f);
  const price = criteria ? offerMatch(criteria, dialect).fromPrice : sql<number | null>`p.starting_price_aed`;
  switch (f.sort) {
    case 'newest':
      return list.orderBy('p.published_at', 'desc').orderBy('p.id', 'desc');
    case 'price_asc':
      return list.orderBy(sql`${price} is null`).orderBy(price, 'asc').orderBy('p.id', 'asc');
    case 'price_desc':
      return list.orderBy(sql`${price} is null`).orderBy(price, 'desc').orderBy('p.id', 'desc');
    case 'handover':
      return list.orderBy(sql`p.handover_year is null`).orderBy('p.handover_year', 'asc').orderBy('p.handover_quarter', 'asc').orderBy('p.id', 'asc');
    default:
      return list.orderBy('p.featured', 'desc').orderBy('p.published_at', 'desc').orderBy('p.id', 'desc');
  }
}

/** What a card says for the chosen bedrooms and budget: the count asked for and the matching offers' lowest price. */
export function matchedOffer(f: ProjectFilters, dialect: Dialect) {
  const criteria = offerCriteria(f);
  return criteria ? { bedrooms: criteria.beds ?? null, price: offerMatch(criteria, dialect).fromPrice } : null;
}
