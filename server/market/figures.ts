import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { nowIso } from '../lib/clock';
import { BEDROOM_KEYS, type BedroomKey, type MarketFigures, type SalesFigures } from '../../src/market/contract';
import { ensureMarketIndexes } from './sinks';
import { ascending, fiveYearQuarters, quantile, quarterOf, yearWindowStart } from './stats';
import { OFF_PLAN, READY } from './formats';

export { OFF_PLAN, READY };

/**
 * Rents compared with prices must be of the same kind of home (issue 37 item 14): the sales figures count
 * residential units (flats), so the rents counted are those of flats too; villas are in neither.
 */
export const RENTED_FLAT_TYPES = ['Flat', 'Studio', 'Apartment', 'Hotel Apartment'];

interface Sale {
  area_name: string;
  instance_date: string;
  reg_type: string;
  bedrooms: number | null;
  worth_aed: number;
  size_sqft: number;
}
interface RentLine {
  contract_id: string;
  annual_aed: number;
  bedrooms: number | null;
}

const bucket = (bedrooms: number | null): BedroomKey | null => (bedrooms == null || bedrooms < 0 ? null : bedrooms === 0 ? 'studio' : bedrooms >= 4 ? '4+' : (String(bedrooms) as BedroomKey));

const ppsf = (s: { worth_aed: number; size_sqft: number }) => s.worth_aed / s.size_sqft;

/** Per DLD area: the 1st and 99th percentiles of AED per sq ft over its priced sales of the 5 years. */
export type Cutoffs = Map<string, [number, number]>;
export function cutoffsOf(sales: { area_name: string; worth_aed: number; size_sqft: number }[], into: Cutoffs = new Map()): Cutoffs {
  const by = new Map<string, number[]>();
  for (const s of sales) {
    const list = by.get(s.area_name);
    if (list) list.push(ppsf(s));
    else by.set(s.area_name, [ppsf(s)]);
  }
  for (const [area, v] of by) {
    v.sort(ascending);
    into.set(area, [quantile(v, 0.01), quantile(v, 0.99)]);
  }
  return into;
}

/**
 * The figures of one area or project, the way an analyst cleans them (issue 25): sales only, residential
 * units, off-plan and ready apart, outliers beyond its DLD area's 1st/99th percentile of AED per sq ft (over
 * the 5 years) left out, a contract's several lines counted once, and anything under `minDeals` shown as null.
 * The rows given are already clean of what the queries leave out (recomputeFigures): portfolio deals, bulk rent
 * contracts (no_of_prop > 1), villas and other non-flat rents.
 */
export function computeFigures(sales: Sale[], rentLines: RentLine[], asOf: string, demo: boolean, minDeals: number, cutoffs: Cutoffs): MarketFigures {
  const kept = sales.filter((s) => {
    const c = cutoffs.get(s.area_name);
    return !!c && ppsf(s) >= c[0] && ppsf(s) <= c[1];
  });
  const from = yearWindowStart(asOf);
  const recent = kept.filter((s) => s.instance_date >= from && s.instance_date <= asOf);

  const salesOf = (reg: string): SalesFigures => {
    const v = recent.filter((s) => s.reg_type === reg).map(ppsf).sort(ascending);
    const enough = v.length >= minDeals;
    return {
      median_aed_per_sqft: enough ? Math.round(quantile(v, 0.5)) : null,
      p25_aed_per_sqft: enough ? Math.round(quantile(v, 0.25)) : null,
      p75_aed_per_sqft: enough ? Math.round(quantile(v, 0.75)) : null,
      deals: v.length,
    };
  };

  const seen = new Set<string>();
  const rentsBy = new Map<BedroomKey, number[]>();
  for (const r of rentLines) {
    if (seen.has(r.contract_id)) continue;
    seen.add(r.contract_id);
    const b = bucket(r.bedrooms);
    if (!b) continue;
    if (!rentsBy.has(b)) rentsBy.set(b, []);
    rentsBy.get(b)!.push(r.annual_aed);
  }
  const rents = {} as MarketFigures['rents'];
  const gross = {} as MarketFigures['gross_yield_pct'];
  for (const b of BEDROOM_KEYS) {
    const v = (rentsBy.get(b) ?? []).sort(ascending);
    const rentMedian = v.length >= minDeals ? quantile(v, 0.5) : null;
    rents[b] = { median_annual_aed: rentMedian == null ? null : Math.round(rentMedian), contracts: v.length };
    const prices = recent.filter((s) => s.reg_type === READY && bucket(s.bedrooms) === b).map((s) => s.worth_aed).sort(ascending);
    gross[b] = rentMedian != null && prices.length >= minDeals ? Math.round((rentMedian / quantile(prices, 0.5)) * 100 * 100) / 100 : null;
  }

  const { quarters } = fiveYearQuarters(asOf);
  const byQuarter = new Map<string, number[]>(quarters.map((q) => [q, []]));
  for (const s of kept) byQuarter.get(quarterOf(s.instance_date))?.push(ppsf(s));
  const series = quarters.map((quarter) => {
    const v = byQuarter.get(quarter)!.sort(ascending);
    return { quarter, median_aed_per_sqft: v.length >= minDeals ? Math.round(quantile(v, 0.5)) : null, deals: v.length };
  });

  return { as_of: asOf, demo, sales: { off_plan: salesOf(OFF_PLAN), ready: salesOf(READY) }, rents, gross_yield_pct: gross, series };
}

/** The data's last date: the latest registered sale (or rent contract when only rents are loaded). */
async function dataAsOf(db: Kysely<Database>): Promise<string | null> {
  const t = await db.selectFrom('market_transactions').select((eb) => eb.fn.max('instance_date').as('d')).where('trans_group', '=', 'Sales').executeTakeFirst();
  if (t?.d) return t.d;
  const r = await db.selectFrom('market_rents').select((eb) => eb.fn.max('start_date').as('d')).executeTakeFirst();
  return r?.d ?? null;
}

/** Keeps the lists of DLD names staff map (with their deal counts) in step with the data. */
async function refreshNameLists(db: Kysely<Database>): Promise<void> {
  const now = nowIso();
  await db.updateTable('market_area_map').set({ deals: 0 }).execute();
  await db.updateTable('market_project_map').set({ deals: 0 }).execute();
  const areas = await db.selectFrom('market_transactions').select(['area_name', (eb) => eb.fn.countAll<number>().as('n')]).where('trans_group', '=', 'Sales').where('area_name', '<>', '').groupBy('area_name').execute();
  const rentAreas = await db.selectFrom('market_rents').select('area_name').where('area_name', '<>', '').groupBy('area_name').execute();
  const counts = new Map<string, number>(rentAreas.map((r) => [r.area_name, 0]));
  for (const a of areas) counts.set(a.area_name, Number(a.n));
  for (const chunk of chunks([...counts], 400))
    await db
      .insertInto('market_area_map')
      .values(chunk.map(([dld_name, deals]) => ({ dld_name, deals, area_id: null, updated_at: now })))
      .onConflict((oc) => oc.column('dld_name').doUpdateSet((eb) => ({ deals: eb.ref('excluded.deals') })))
      .execute();
  const projects = await db
    .selectFrom('market_transactions')
    .select(['project_name', (eb) => eb.fn.max('area_name').as('area'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('trans_group', '=', 'Sales')
    .where('project_name', '<>', '')
    .groupBy('project_name')
    .execute();
  for (const chunk of chunks(projects, 400))
    await db
      .insertInto('market_project_map')
      .values(chunk.map((p) => ({ dld_name: p.project_name, dld_area: p.area ?? '', deals: Number(p.n), project_id: null, updated_at: now })))
      .onConflict((oc) => oc.column('dld_name').doUpdateSet((eb) => ({ deals: eb.ref('excluded.deals'), dld_area: eb.ref('excluded.dld_area') })))
      .execute();
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/**
 * After every import or mapping change: the figures of each mapped area and project, stored as the API
 * returns them, so a page view reads one row. Rows are read per area/project (bounded by its 5 years of deals).
 */
export async function recomputeFigures(db: Kysely<Database>, minDeals: number): Promise<{ areas: number; projects: number; as_of: string | null; demo: boolean }> {
  await ensureMarketIndexes(db);
  await refreshNameLists(db);
  const asOf = await dataAsOf(db);
  if (!asOf) {
    await db.deleteFrom('market_figures').execute();
    return { areas: 0, projects: 0, as_of: null, demo: false };
  }
  const demoRow = await db.selectFrom('market_transactions').select('demo').limit(1).executeTakeFirst();
  const demo = demoRow ? demoRow.demo === 1 : ((await db.selectFrom('market_rents').select('demo').limit(1).executeTakeFirst())?.demo === 1);
  const { start } = fiveYearQuarters(asOf);
  const rentFrom = yearWindowStart(asOf);

  const scopes: { scope: 'area' | 'project'; id: number; column: 'area_name' | 'project_name'; names: string[] }[] = [];
  const group = (rows: { dld_name: string; id: number | null }[], scope: 'area' | 'project', column: 'area_name' | 'project_name') => {
    const by = new Map<number, string[]>();
    for (const r of rows) if (r.id != null) by.set(r.id, [...(by.get(r.id) ?? []), r.dld_name]);
    for (const [id, names] of by) scopes.push({ scope, id, column, names });
  };
  group(await db.selectFrom('market_area_map').select(['dld_name', 'area_id as id']).execute(), 'area', 'area_name');
  group(await db.selectFrom('market_project_map').select(['dld_name', 'project_id as id']).execute(), 'project', 'project_name');

  // One area's 5 years can be 100,000 sales: read a year at a time and keep each row small (its repeated strings
  // shared), so the recompute fits the import worker's heap (decision 026) instead of holding every driver row at once.
  const shared = new Map<string, string>();
  const intern = (s: string) => shared.get(s) ?? (shared.set(s, s), s);
  const years: [string, string][] = [];
  for (let y = Number(start.slice(0, 4)); y <= Number(asOf.slice(0, 4)); y++) years.push([y === Number(start.slice(0, 4)) ? start : `${y}-01-01`, y === Number(asOf.slice(0, 4)) ? asOf : `${y}-12-31`]);
  const priced = async (column: 'area_name' | 'project_name', names: string[]): Promise<Sale[]> => {
    const out: Sale[] = [];
    for (const [from, to] of years) {
      const rows = await db
        .selectFrom('market_transactions')
        .select(['area_name', 'instance_date', 'reg_type', 'bedrooms', 'worth_aed', 'size_sqft'])
        .where(column, 'in', names)
        .where('instance_date', '>=', from)
        .where('instance_date', '<=', to)
        .where('trans_group', '=', 'Sales')
        .where('property_type', '=', 'Unit')
        .where('property_usage', '=', 'Residential')
        .where('reg_type', 'in', [OFF_PLAN, READY])
        .where('size_sqft', '>', 0)
        .where('worth_aed', '>', 0)
        // One unit of a portfolio deal carries the whole deal's value: not a price per sq ft (decision 014).
        .where('portfolio', '=', 0)
        .execute();
      for (const r of rows) out.push({ area_name: intern(r.area_name), instance_date: intern(r.instance_date), reg_type: intern(r.reg_type), bedrooms: r.bedrooms, worth_aed: Number(r.worth_aed), size_sqft: Number(r.size_sqft) });
    }
    return out;
  };
  const cutoffs: Cutoffs = new Map();
  const computed: { scope: 'area' | 'project'; record_id: number; figures: MarketFigures }[] = [];
  // Areas first: their rows give the cutoffs the projects in them use.
  for (const s of scopes) {
    const sales = await priced(s.column, s.names);
    if (s.scope === 'area') cutoffsOf(sales, cutoffs);
    else {
      const unknown = [...new Set(sales.map((x) => x.area_name))].filter((a) => !cutoffs.has(a));
      if (unknown.length) cutoffsOf(await priced('area_name', unknown), cutoffs);
    }
    const rents = (await db
      .selectFrom('market_rents')
      .select(['contract_id', 'annual_aed', 'bedrooms'])
      .where(s.column, 'in', s.names)
      .where('start_date', '>=', rentFrom)
      .where('start_date', '<=', asOf)
      .where('property_usage', '=', 'Residential')
      .where('property_type', 'in', RENTED_FLAT_TYPES)
      .where('annual_aed', '>', 0)
      // A bulk contract (180 studios at AED 4.8M) is not one home at the whole rent, nor 180 homes of one
      // known rent each (the units' mix is not published): left out of medians, counts and yields (decision 014).
      .where((eb) => eb.or([eb('no_of_prop', 'is', null), eb('no_of_prop', '<=', 1)]))
      .orderBy('contract_id')
      .orderBy('line_number')
      .execute()) as RentLine[];
    // No deal and no contract at all (a name mapped in the demo that the real data lacks): no figures, not zeros.
    if (!sales.length && !rents.length) continue;
    computed.push({ scope: s.scope, record_id: s.id, figures: computeFigures(sales, rents, asOf, demo, minDeals, cutoffs) });
  }
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('market_figures').execute();
    for (const chunk of chunks(computed, 100))
      await trx
        .insertInto('market_figures')
        .values(chunk.map((c) => ({ scope: c.scope, record_id: c.record_id, as_of: asOf, demo: demo ? 1 : 0, figures: JSON.stringify(c.figures), computed_at: now })))
        .execute();
  });
  return { areas: computed.filter((c) => c.scope === 'area').length, projects: computed.filter((c) => c.scope === 'project').length, as_of: asOf, demo };
}
