/**
 * What the public project page gets about its units (issue 30, decision 018): computed from the units that are
 * available now (a hold that ran out counts as available), never typed. Null when the project has no units:
 * the page then shows the typed unit types and count.
 */
export interface UnitAvailability {
  /** Units in the price list, whatever their status. */
  total: number;
  available: number;
  sold_out: boolean;
  display: 'counts' | 'list';
  /** The available units, cheapest first, when the project lists them (display 'list'); otherwise empty. */
  units: PublicUnit[];
}

export interface PublicUnit {
  id: number;
  unit_number: string;
  building: string;
  floor: number | null;
  type: string;
  bedrooms: number;
  size_sqft: number | null;
  view: string | null;
  price_aed: number | null;
}

/** The grouped figures a page shows per unit type: same shape as the typed unit_types. */
export interface ComputedUnitType {
  name: string;
  bedrooms: number;
  size_sqft_from: number | null;
  size_sqft_to: number | null;
  price_from_aed: number | null;
  available: number;
}
