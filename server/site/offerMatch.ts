import { sql, type RawBuilder } from 'kysely';
import type { ProjectFilters } from '../../src/search/projectFilters';
import type { Dialect } from '../db/connect';

/**
 * Bedrooms and budget are one question (issue 39 item 2): "2 bedrooms up to AED 1.8M" asks for a unit (or unit type)
 * that has two bedrooms AND costs at most 1.8M, not for a project whose cheapest unit of any size is under budget.
 * A project answers from the best source it has, in this order:
 *   1. its units (the price list, issue 30): the units available now;
 *   2. else its typed unit types (`unit_types` JSON: bedrooms, price_from_aed; an entry with `available: 0` is sold);
 *   3. else its typed ranges (bedrooms_min..bedrooms_max, starting_price_aed), the only facts it has.
 * `p` is the projects alias of the card query. Parameters are always bound, never SQL text.
 */
export interface OfferCriteria {
  beds?: number;
  min?: number;
  max?: number;
}

/** The criteria a unit must meet together, or null when the search has none (the project's own figures stand). */
export function offerCriteria(f: ProjectFilters): OfferCriteria | null {
  if (f.beds === undefined && f.min_price === undefined && f.max_price === undefined) return null;
  return { beds: f.beds, min: f.min_price, max: f.max_price };
}

/** Conditions on one offer's bedrooms and price expressions, joined with AND ("5" means five or more). */
function offerConditions(c: OfferCriteria, beds: RawBuilder<unknown>, price: RawBuilder<unknown>): RawBuilder<unknown>[] {
  const parts: RawBuilder<unknown>[] = [];
  if (c.beds !== undefined) parts.push(c.beds >= 5 ? sql`${beds} >= ${5}` : sql`${beds} = ${c.beds}`);
  if (c.min !== undefined) parts.push(sql`${price} >= ${c.min}`);
  if (c.max !== undefined) parts.push(sql`${price} <= ${c.max}`);
  return parts;
}

const allOf = (parts: RawBuilder<unknown>[]) => (parts.length ? sql.join(parts, sql` and `) : sql`1 = 1`);

/** The SQL that differs between the databases: the project's unit types as rows of (bedrooms, price, available). */
function typedRows(dialect: Dialect) {
  if (dialect === 'sqlite') {
    const list = sql`json_each(case when json_valid(p.unit_types) and json_type(p.unit_types) = 'array' then p.unit_types else '[]' end)`;
    const num = (field: string) => sql`(case when json_type(ut.value, ${`$.${field}`}) in ('integer', 'real') then json_extract(ut.value, ${`$.${field}`}) end)`;
    return { from: sql`${list} as ut`, beds: num('bedrooms'), price: num('price_from_aed'), available: num('available'), count: sql`json_array_length(case when json_valid(p.unit_types) and json_type(p.unit_types) = 'array' then p.unit_types else '[]' end)` };
  }
  const doc = sql`(case when jsonb_typeof(p.unit_types::jsonb) = 'array' then p.unit_types::jsonb else '[]'::jsonb end)`;
  const num = (field: string) => sql`(case when jsonb_typeof(ut.value -> ${field}::text) = 'number' then (ut.value ->> ${field}::text)::numeric end)`;
  return { from: sql`jsonb_array_elements(${doc}) as ut(value)`, beds: num('bedrooms'), price: num('price_from_aed'), available: num('available'), count: sql`jsonb_array_length(${doc})` };
}

/** Available now (server/units/availability.ts `availableNow`, written for a raw sub-select). */
const unitAvailable = (now: string) => sql`(u.status = 'available' or (u.status = 'held' and u.hold_expires_at <= ${now}))`;

/** Builds the match condition and the matching offers' lowest price for one search. */
export function offerMatch(c: OfferCriteria, dialect: Dialect, now = new Date().toISOString()) {
  const typed = typedRows(dialect);
  const hasUnits = sql`exists (select 1 from units u0 where u0.project_id = p.id)`;
  const hasTypes = sql`${typed.count} > 0`;
  const unitWhere = allOf([sql`u.project_id = p.id`, unitAvailable(now), ...offerConditions(c, sql`u.bedrooms`, sql`u.price_aed`)]);
  const typedWhere = allOf([sql`coalesce(${typed.available}, 1) > 0`, ...offerConditions(c, typed.beds, typed.price)]);
  // Typed ranges: the project offers every count from bedrooms_min to bedrooms_max, from its starting price.
  const rangeWhere = allOf([
    ...(c.beds === undefined ? [] : [c.beds >= 5 ? sql`p.bedrooms_max >= ${5}` : sql`p.bedrooms_min <= ${c.beds} and p.bedrooms_max >= ${c.beds}`]),
    ...offerConditions({ min: c.min, max: c.max }, sql`p.bedrooms_min`, sql`p.starting_price_aed`),
  ]);
  const where = sql<boolean>`(case
    when ${hasUnits} then exists (select 1 from units u where ${unitWhere})
    when ${hasTypes} then exists (select 1 from ${typed.from} where ${typedWhere})
    else (${rangeWhere}) end)`;
  /** The lowest price among the offers that match (what the card says "from" and what the price sorts use). */
  const fromPrice = sql<number | null>`(case
    when ${hasUnits} then (select min(u.price_aed) from units u where ${unitWhere})
    when ${hasTypes} then (select min(${typed.price}) from ${typed.from} where ${typedWhere})
    else p.starting_price_aed end)`;
  return { where, fromPrice };
}
