/** The investor's workspace (issue 27): what the project page's price history shows. */

/** One recorded change of a project's starting price (unit_type null) or of a unit type's "price from". */
export interface PriceChange {
  unit_type: string | null;
  old_price_aed: number | null;
  new_price_aed: number | null;
  changed_at: string;
}
