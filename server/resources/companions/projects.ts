import type { Kysely } from 'kysely';
import { projects } from '../../../src/resources/projects';
import { validationFailed } from '../../errors';
import { ints } from '../query';
import { companion } from './companion';

/**
 * The brochure gate (issue 27, issue 37 item 7): a gated brochure's file is given only after the short form (POST
 * /api/brochure), so visitors' reads carry brochure_gated without the brochure; brochure_gated is set only when
 * there is a brochure to gate.
 */
function withoutGatedBrochure(row: Record<string, unknown>): Record<string, unknown> {
  if (!('brochure' in row)) return row;
  const offered = row.brochure != null && row.brochure !== 'null';
  const gated = row.brochure_gated === 1 || row.brochure_gated === true || row.brochure_gated === '1';
  return gated && offered ? { ...row, brochure: null, brochure_gated: 1 } : { ...row, brochure_gated: 0 };
}

/**
 * A derived figure follows its inputs (issue 40 item 7): when a save changes the starting price or the smallest size
 * and leaves the price per sq ft as it was, the price per sq ft is recomputed from them; a figure staff type in the
 * same save is theirs.
 */
export function recomputedPricePerSqft(data: Record<string, unknown> | null, existing: Record<string, unknown> | null): Record<string, unknown> | void {
  if (!data || !existing) return;
  const changed = (k: string) => k in data && String(data[k] ?? '') !== String(existing[k] ?? '');
  if (!changed('starting_price_aed') && !changed('size_sqft_min')) return;
  if (changed('price_per_sqft_aed')) return;
  const price = Number(data.starting_price_aed ?? existing.starting_price_aed);
  const size = Number(data.size_sqft_min ?? existing.size_sqft_min);
  if (price > 0 && size > 0) return { price_per_sqft_aed: Math.round(price / size) };
}

/**
 * The projects' server rules (src/resources/projects.ts is the rest). Price history, saved-search alerts and the
 * publish rule of advert compliance subscribe to its writes (server/subscriptions.ts).
 */
export const projectRules = companion(projects, {
  publicRow: withoutGatedBrochure,
  hooks: { beforeWrite: async ({ data, existing }) => recomputedPricePerSqft(data, existing) },
  filters: {
    property_type_id: (eb, v) =>
      eb('id', 'in', eb.selectFrom('project_property_types').select('project_id').where('property_type_id', 'in', ints('property_type_id', v))),
    bedrooms: (eb, v) => {
      // 5 means "5 and more"; 0 is a studio. Values of 5 and over are one condition.
      const list = [...new Set(ints('bedrooms', v).map((b) => Math.min(b, 5)))];
      return eb.or(list.map((b) => (b >= 5 ? eb('bedrooms_max', '>=', 5) : eb.and([eb('bedrooms_min', '<=', b), eb('bedrooms_max', '>=', b)]))));
    },
  },
  async prepare(data, db) {
    const ids = (data.property_type_ids as number[] | undefined) ?? [];
    if (!ids.length) return;
    const found = await db.selectFrom('property_types').select('id').where('id', 'in', ids).execute();
    if (found.length !== new Set(ids).size) throw validationFailed({ property_type_ids: 'Some property types do not exist' });
  },
  // The join table lets the site filter by property type with an index instead of reading JSON.
  async saveRelated(trx: Kysely<any>, id, data) {
    if (!('property_type_ids' in data)) return;
    await trx.deleteFrom('project_property_types').where('project_id', '=', id).execute();
    const ids = [...new Set((data.property_type_ids as number[]) ?? [])];
    if (ids.length) await trx.insertInto('project_property_types').values(ids.map((t) => ({ project_id: id, property_type_id: t }))).execute();
  },
});
