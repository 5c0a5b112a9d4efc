import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { availableNow, MAX_LISTED_UNITS, projectInventory } from './availability';

/**
 * One project's inventory as staff see it (issue 40 item 6), read with the same rule as the public page
 * (`projectInventory`, `availableNow`): the count the public page shows and where it comes from, the units in the
 * inventory, and the available units a salesperson can hold. A project whose page shows typed figures but which has
 * no units says so, so "118 available" on the site and an empty unit list are never a mystery.
 */
export interface StaffInventory {
  project: { id: number; title: string };
  /** Units in the inventory, and how many of them are available now (the hold clock included). */
  total: number;
  available: number;
  /** What the public page shows as "N available": from the units when there are any, else the figure typed on the project. */
  public_available: number | null;
  public_source: 'units' | 'typed' | 'none';
  /** The available units, cheapest first (at most MAX_LISTED_UNITS). */
  units: { id: number; unit_number: string; building: string; floor: number | null; type: string; bedrooms: number; size_sqft: number | null; price_aed: number | null }[];
}

export async function staffInventory(db: Kysely<Database>, projectId: number, now = new Date()): Promise<StaffInventory | null> {
  const project = await db.selectFrom('projects').select(['id', 'title', 'units_available']).where('id', '=', projectId).executeTakeFirst();
  if (!project) return null;
  const inventory = await projectInventory(db, projectId, 'counts', now);
  const at = now.toISOString();
  const units = inventory
    ? await db
        .selectFrom('units')
        .select(['id', 'unit_number', 'building', 'floor', 'type', 'bedrooms', 'size_sqft', 'price_aed'])
        .where('project_id', '=', projectId)
        .where((eb) => availableNow(eb, at))
        .orderBy('price_aed')
        .orderBy('building')
        .orderBy('unit_number')
        .limit(MAX_LISTED_UNITS)
        .execute()
    : [];
  const typed = project.units_available;
  return {
    project: { id: project.id, title: project.title },
    total: inventory?.availability.total ?? 0,
    available: inventory?.availability.available ?? 0,
    public_available: inventory ? inventory.availability.available : typed,
    public_source: inventory ? 'units' : typed != null ? 'typed' : 'none',
    units,
  };
}
