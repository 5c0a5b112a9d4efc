import type { MarketRentsTable, MarketTransactionsTable } from './tables';

/**
 * The Dubai Land Department's open data (DOMAIN.md "Market data"): the two kinds of file, the published column
 * order, and the readers of one cell (dates, amounts, bedrooms) every format shares. Formats: formats.ts.
 */
export type MarketFileKind = 'transactions' | 'rents';

/** The published column order of each file (Arabic twins beside the English names), used by the demo generator. */
export const PUBLISHED_COLUMNS: Record<MarketFileKind, readonly string[]> = {
  transactions: [
    'transaction_id', 'procedure_id', 'trans_group_id', 'trans_group_ar', 'trans_group_en', 'procedure_name_ar', 'procedure_name_en', 'instance_date',
    'property_type_id', 'property_type_ar', 'property_type_en', 'property_sub_type_id', 'property_sub_type_ar', 'property_sub_type_en',
    'property_usage_ar', 'property_usage_en', 'reg_type_id', 'reg_type_ar', 'reg_type_en', 'area_id', 'area_name_ar', 'area_name_en',
    'building_name_ar', 'building_name_en', 'project_number', 'project_name_ar', 'project_name_en', 'master_project_en', 'master_project_ar',
    'nearest_landmark_en', 'nearest_landmark_ar', 'nearest_metro_en', 'nearest_metro_ar', 'nearest_mall_en', 'nearest_mall_ar', 'rooms_ar', 'rooms_en',
    'has_parking', 'procedure_area', 'actual_worth', 'meter_sale_price', 'rent_value', 'meter_rent_price', 'no_of_parties_role_1',
    'no_of_parties_role_2', 'no_of_parties_role_3',
  ],
  rents: [
    'contract_id', 'contract_reg_type_id', 'contract_reg_type_ar', 'contract_reg_type_en', 'contract_start_date', 'contract_end_date',
    'contract_amount', 'annual_amount', 'no_of_prop', 'line_number', 'is_free_hold', 'ejari_bus_property_type_id', 'ejari_bus_property_type_ar',
    'ejari_bus_property_type_en', 'ejari_property_type_id', 'ejari_property_type_en', 'ejari_property_type_ar', 'ejari_property_sub_type_id',
    'ejari_property_sub_type_en', 'ejari_property_sub_type_ar', 'property_usage_en', 'property_usage_ar', 'project_number', 'project_name_ar',
    'project_name_en', 'master_project_ar', 'master_project_en', 'area_id', 'area_name_ar', 'area_name_en', 'actual_area', 'nearest_landmark_ar',
    'nearest_landmark_en', 'nearest_metro_ar', 'nearest_metro_en', 'nearest_mall_ar', 'nearest_mall_en', 'tenant_type_id', 'tenant_type_ar', 'tenant_type_en',
  ],
};

export const SQFT_PER_M2 = 10.7639;
/** A field longer than this is a broken line, not data (the longest real DLD values are names of a few dozen characters). */
export const MAX_FIELD_CHARS = 2000;

/**
 * Strict dates: YYYY-MM-DD or DD-MM-YYYY / DD/MM/YYYY, optionally followed by a time (the DLD website's
 * `2026-01-29 18:04:38`); any real calendar day from 1800 on (real registrations go back to the 1960s: 27/09/1989 is a date).
 */
export function parseDldDate(text: string): string | null {
  const s = text.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?$/.exec(s);
  let y: number, mo: number, d: number;
  if (m) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else {
    m = /^(\d{2})([-/])(\d{2})\2(\d{4})(?: \d{2}:\d{2}(?::\d{2})?)?$/.exec(s);
    if (!m) return null;
    [d, mo, y] = [Number(m[1]), Number(m[3]), Number(m[4])];
  }
  if (y < 1800 || y > 2100 || mo < 1 || mo > 12 || d < 1) return null;
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (d > days) return null;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A non-negative amount ("" is null); a negative or unreadable one is an error (undefined). */
export function parseAmount(text: string): number | null | undefined {
  const s = text.trim().replace(/,/g, '');
  if (s === '') return null;
  if (!/^\d+(\.\d+)?$/.test(s)) return undefined;
  return Number(s);
}

/** Bedrooms of rooms_en ("Studio", "1 B/R", ...) or ejari_property_sub_type_en ("1bed room+Hall"): the first number; Studio is 0. */
export function parseBedrooms(text: string): number | null {
  const s = text.trim();
  if (/studio/i.test(s)) return 0;
  const m = /(\d+)/.exec(s);
  if (!m || !/b\/?r|bed|room/i.test(s)) return null;
  return Number(m[1]);
}

/** A parsed sales line: the stored row without the demo mark (the import adds it). */
export type TransactionRow = Omit<MarketTransactionsTable, 'demo'>;

/** A parsed rent-contract line: the stored row without the demo mark. */
export type RentRow = Omit<MarketRentsTable, 'demo'>;

