import type { MarketRentsTable, MarketTransactionsTable } from './tables';

/**
 * The Dubai Land Department's open-data CSV formats ("dld_transactions-open", "dld_rent_contracts-open"; column
 * names as published, DOMAIN.md "Market data"): the columns we need, and how one line becomes the row we keep.
 */
export type MarketFileKind = 'transactions' | 'rents';

export const REQUIRED_COLUMNS: Record<MarketFileKind, readonly string[]> = {
  transactions: ['transaction_id', 'trans_group_en', 'instance_date', 'property_type_en', 'property_usage_en', 'reg_type_en', 'area_name_en', 'project_name_en', 'rooms_en', 'procedure_area', 'actual_worth'],
  rents: ['contract_id', 'line_number', 'contract_start_date', 'annual_amount', 'no_of_prop', 'ejari_property_sub_type_en', 'property_usage_en', 'area_name_en', 'project_name_en'],
};

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

/** Strict dates: YYYY-MM-DD or DD-MM-YYYY / DD/MM/YYYY, optionally followed by a time; a real calendar day. */
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
  if (y < 1990 || y > 2100 || mo < 1 || mo > 12 || d < 1) return null;
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

type Get = (column: string) => string;
type Parsed<T> = { row: T } | { error: string };

const text = (s: string, max: number) => s.trim().slice(0, max);

export function parseTransaction(get: Get): Parsed<TransactionRow> {
  const id = get('transaction_id').trim();
  if (!id) return { error: 'transaction_id is empty' };
  if (id.length > 100) return { error: 'transaction_id is longer than 100 characters' };
  const date = parseDldDate(get('instance_date'));
  if (!date) return { error: `instance_date "${get('instance_date').slice(0, 30)}" is not a date` };
  const m2 = parseAmount(get('procedure_area'));
  if (m2 === undefined) return { error: `procedure_area "${get('procedure_area').slice(0, 30)}" is not a non-negative number` };
  const worth = parseAmount(get('actual_worth'));
  if (worth === undefined) return { error: `actual_worth "${get('actual_worth').slice(0, 30)}" is not a non-negative amount` };
  return {
    row: {
      transaction_id: id,
      instance_date: date,
      trans_group: text(get('trans_group_en'), 60),
      reg_type: text(get('reg_type_en'), 60),
      property_type: text(get('property_type_en'), 60),
      property_usage: text(get('property_usage_en'), 60),
      bedrooms: parseBedrooms(get('rooms_en')),
      area_name: text(get('area_name_en'), 200),
      project_name: text(get('project_name_en'), 300),
      size_sqft: m2 == null ? null : Math.round(m2 * SQFT_PER_M2 * 100) / 100,
      worth_aed: worth == null ? null : Math.round(worth),
    },
  };
}

export function parseRent(get: Get): Parsed<RentRow> {
  const id = get('contract_id').trim();
  if (!id) return { error: 'contract_id is empty' };
  if (id.length > 100) return { error: 'contract_id is longer than 100 characters' };
  const lineText = get('line_number').trim();
  const line = lineText === '' ? 1 : Number(lineText);
  if (!Number.isInteger(line) || line < 0) return { error: `line_number "${lineText.slice(0, 30)}" is not a whole number` };
  const date = parseDldDate(get('contract_start_date'));
  if (!date) return { error: `contract_start_date "${get('contract_start_date').slice(0, 30)}" is not a date` };
  const annual = parseAmount(get('annual_amount'));
  if (annual === undefined) return { error: `annual_amount "${get('annual_amount').slice(0, 30)}" is not a non-negative amount` };
  const units = parseAmount(get('no_of_prop'));
  if (units === undefined) return { error: `no_of_prop "${get('no_of_prop').slice(0, 30)}" is not a whole number` };
  return {
    row: {
      contract_id: id,
      line_number: line,
      start_date: date,
      annual_aed: annual == null ? null : Math.round(annual),
      no_of_prop: units == null ? null : Math.round(units),
      bedrooms: parseBedrooms(get('ejari_property_sub_type_en')),
      property_usage: text(get('property_usage_en'), 60),
      area_name: text(get('area_name_en'), 200),
      project_name: text(get('project_name_en'), 300),
    },
  };
}
