import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { nowIso } from '../lib/clock';
import type { PriceChange } from '../../src/workspace/priceChange';

import type { ProjectPriceChangesTable } from './tables';
export type { ProjectPriceChangesTable, PriceHistoryTables } from './tables';

type Row = Record<string, unknown>;
const price = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const unitPrices = (v: unknown) => {
  const map = new Map<string, number | null>();
  for (const u of Array.isArray(v) ? v : []) if (u && typeof u.name === 'string') map.set(u.name, price(u.price_from_aed));
  return map;
};

/** The starting price and each unit type's "price from" that differ between the stored record and its previous state. */
export function priceChanges(previous: Row | null, record: Row): Omit<ProjectPriceChangesTable, 'id' | 'project_id' | 'changed_at'>[] {
  const out: Omit<ProjectPriceChangesTable, 'id' | 'project_id' | 'changed_at'>[] = [];
  const before = price(previous?.starting_price_aed);
  const after = price(record.starting_price_aed);
  if (before !== after) out.push({ unit_type: null, old_price_aed: before, new_price_aed: after });
  const old = unitPrices(previous?.unit_types);
  for (const [name, now] of unitPrices(record.unit_types)) {
    const was = old.has(name) ? old.get(name)! : null;
    if (was !== now) out.push({ unit_type: name, old_price_aed: was, new_price_aed: now });
  }
  return out;
}

/**
 * Records each price change of a stored project, in its write's transaction, on every write path (the REST
 * router, a restore, the seed: the projects resource's onStore). Returns the stored changes with their ids.
 */
export async function storePriceChanges(trx: Kysely<any>, record: Row, previous: Row | null): Promise<Array<Omit<ProjectPriceChangesTable, 'id'> & { id: number }>> {
  const changes = priceChanges(previous, record);
  if (!changes.length) return [];
  const changed_at = nowIso();
  const rows = changes.map((c) => ({ ...c, project_id: Number(record.id), changed_at }));
  const stored: Array<Omit<ProjectPriceChangesTable, 'id'> & { id: number }> = [];
  // One insert per change (at most 41): RETURNING of a multi-row insert is not in row order on every database.
  for (const row of rows) stored.push({ ...row, id: Number((await trx.insertInto('project_price_changes').values(row).returning('id').executeTakeFirstOrThrow()).id) });
  return stored;
}

/** A project page's price history, newest first (bounded: the latest 20 changes). */
export async function projectPriceHistory(db: Kysely<Database>, projectId: number): Promise<PriceChange[]> {
  const rows = await db.selectFrom('project_price_changes').select(['unit_type', 'old_price_aed', 'new_price_aed', 'changed_at']).where('project_id', '=', projectId).orderBy('changed_at', 'desc').orderBy('id', 'desc').limit(20).execute();
  return rows.map((r) => ({ unit_type: r.unit_type, old_price_aed: r.old_price_aed == null ? null : Number(r.old_price_aed), new_price_aed: r.new_price_aed == null ? null : Number(r.new_price_aed), changed_at: r.changed_at }));
}
