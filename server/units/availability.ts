import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/types';
import type { ComputedUnitType, PublicUnit, UnitAvailability } from '../../src/units/contract';

type Db = Kysely<Database>;
/** A page lists at most this many units; more are counted, not listed. */
export const MAX_LISTED_UNITS = 300;

/** Available now: status available, or held by a hold that has run out (the sweep may not have passed yet). */
export const availableNow = (eb: ExpressionBuilder<any, any>, now: string, alias = ''): Expression<SqlBool> => {
  const c = (col: string) => (alias ? `${alias}.${col}` : col);
  return eb.or([eb(c('status'), '=', 'available'), eb.and([eb(c('status'), '=', 'held'), eb(c('hold_expires_at'), '<=', now)])]);
};

/**
 * "Off-plan available" lists keep a project unless it has units and none is available: a project without a price
 * list keeps its typed figures (decision 018). `p` is the projects alias of the list query.
 */
export const notSoldOut = (eb: ExpressionBuilder<any, any>, now: string): Expression<SqlBool> =>
  eb.or([
    eb.not(eb.exists(eb.selectFrom('units as su').select(sql`1`.as('one')).whereRef('su.project_id', '=', 'p.id'))),
    eb.exists(eb.selectFrom('units as sa').select(sql`1`.as('one')).whereRef('sa.project_id', '=', 'p.id').where((e) => availableNow(e, now, 'sa'))),
  ]);

export interface ProjectInventory {
  availability: UnitAvailability;
  unitTypes: ComputedUnitType[];
  startingPrice: number | null;
  pricePerSqft: number | null;
}

/** The project's availability, unit types and "from" price, computed from its units; null when it has none. */
export async function projectInventory(db: Db, projectId: number, display: string, now = new Date()): Promise<ProjectInventory | null> {
  const at = now.toISOString();
  const [{ total }] = await db.selectFrom('units').select((eb) => eb.fn.countAll<number>().as('total')).where('project_id', '=', projectId).execute();
  if (!Number(total)) return null;
  const groups = await db
    .selectFrom('units')
    .select((eb) => ['type', 'bedrooms', eb.fn.countAll<number>().as('n'), eb.fn.min('size_sqft').as('size_min'), eb.fn.max('size_sqft').as('size_max'), eb.fn.min('price_aed').as('price_min')])
    .where('project_id', '=', projectId)
    .where((eb) => availableNow(eb, at))
    .groupBy(['type', 'bedrooms'])
    .execute();
  const unitTypes: ComputedUnitType[] = groups
    .map((g) => ({
      name: g.type,
      bedrooms: Number(g.bedrooms),
      size_sqft_from: g.size_min == null ? null : Number(g.size_min),
      size_sqft_to: g.size_max == null ? null : Number(g.size_max),
      price_from_aed: g.price_min == null ? null : Number(g.price_min),
      available: Number(g.n),
    }))
    .sort((a, b) => a.bedrooms - b.bedrooms || (a.price_from_aed ?? Infinity) - (b.price_from_aed ?? Infinity) || a.name.localeCompare(b.name));
  const available = unitTypes.reduce((s, t) => s + t.available, 0);
  const cheapest = await db
    .selectFrom('units')
    .select(['price_aed', 'size_sqft'])
    .where('project_id', '=', projectId)
    .where('price_aed', 'is not', null)
    .where((eb) => availableNow(eb, at))
    .orderBy('price_aed')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const listed = display === 'list' && available > 0;
  const units: PublicUnit[] = listed
    ? await db
        .selectFrom('units')
        .select(['id', 'unit_number', 'building', 'floor', 'type', 'bedrooms', 'size_sqft', 'view', 'price_aed'])
        .where('project_id', '=', projectId)
        .where((eb) => availableNow(eb, at))
        .orderBy('price_aed')
        .orderBy('building')
        .orderBy('unit_number')
        .limit(MAX_LISTED_UNITS)
        .execute()
    : [];
  return {
    availability: { total: Number(total), available, sold_out: available === 0, display: display === 'list' ? 'list' : 'counts', units },
    unitTypes,
    startingPrice: cheapest?.price_aed ?? null,
    pricePerSqft: cheapest?.price_aed && cheapest.size_sqft ? Math.round(cheapest.price_aed / cheapest.size_sqft) : null,
  };
}
