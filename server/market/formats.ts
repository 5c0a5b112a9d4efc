import { parseAmount, parseBedrooms, parseDldDate, SQFT_PER_M2, type MarketFileKind, type RentRow, type TransactionRow } from './dld';

/**
 * The DLD file formats the import knows (issue 37 item 11), each recognised by its header and mapped to the one
 * internal row: Dubai Pulse's open data ("dld_transactions-open", "dld_rent_contracts-open": lower-case names,
 * any order, extra columns allowed) and the DLD website's current transactions export (22 upper-case columns,
 * date-times, upper-case area names, a portfolio deal's TRANSACTION_NUMBER on each of its units). The website's
 * rent export is not known from any real file, so it is not guessed at.
 */
export type Get = (column: string) => string;
type Parsed<T> = { row: T } | { error: string };

export interface DldFormat {
  id: 'dubai-pulse-transactions' | 'dld-website-transactions' | 'dubai-pulse-rents';
  kind: MarketFileKind;
  /** What staff read in the import report. */
  label: string;
  required: readonly string[];
  /** True when one deal spans several lines with the same key (the website's portfolio deals). */
  repeatsDeals: boolean;
  parse(get: Get): Parsed<TransactionRow | RentRow>;
}

const text = (s: string, max: number) => s.trim().slice(0, max);
/** Published files write `null` for an empty value (Dubai Pulse copies): it is empty, not the word. */
export const cellOf = (raw: string | undefined) => (raw == null || /^null$/i.test(raw.trim()) ? '' : raw);

/** "BUSINESS BAY" -> "Business Bay": the website writes area names upper-case, Dubai Pulse in title case; one name per area for the mapping. */
export function areaName(raw: string): string {
  const s = text(raw, 200);
  if (!/[A-Z]/.test(s) || /[a-z]/.test(s)) return s;
  return s.toLowerCase().replace(/(^|[\s\-(/])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
}

export const OFF_PLAN = 'Off-Plan Properties';
export const READY = 'Existing Properties';
/** The website's IS_OFFPLAN_EN ("Off-Plan", "Ready") in Dubai Pulse's words (reg_type_en). */
const regType = (s: string) => (/off/i.test(s) ? OFF_PLAN : /ready|existing/i.test(s) ? READY : text(s, 60));
/** The website says "Mortgage" where Dubai Pulse says "Mortgages"; only "Sales" is read by the figures, kept as written otherwise. */
const transGroup = (s: string) => text(s, 60);

interface SaleFields {
  id: string;
  idColumn: string;
  date: string;
  dateColumn: string;
  group: string;
  reg: string;
  type: string;
  usage: string;
  rooms: string;
  area: string;
  project: string;
  m2: string;
  m2Column: string;
  worth: string;
  worthColumn: string;
  procedure: string;
}

function saleRow(f: SaleFields): Parsed<TransactionRow> {
  const id = f.id.trim();
  if (!id) return { error: `${f.idColumn} is empty` };
  if (id.length > 100) return { error: `${f.idColumn} is longer than 100 characters` };
  const date = parseDldDate(f.date);
  if (!date) return { error: `${f.dateColumn} "${f.date.slice(0, 30)}" is not a date` };
  const m2 = parseAmount(f.m2);
  if (m2 === undefined) return { error: `${f.m2Column} "${f.m2.slice(0, 30)}" is not a non-negative number` };
  const worth = parseAmount(f.worth);
  if (worth === undefined) return { error: `${f.worthColumn} "${f.worth.slice(0, 30)}" is not a non-negative amount` };
  return {
    row: {
      transaction_id: id,
      instance_date: date,
      trans_group: transGroup(f.group),
      reg_type: f.reg,
      property_type: text(f.type, 60),
      property_usage: text(f.usage, 60),
      bedrooms: parseBedrooms(f.rooms),
      area_name: areaName(f.area),
      project_name: text(f.project, 300),
      size_sqft: m2 == null ? null : Math.round(m2 * SQFT_PER_M2 * 100) / 100,
      worth_aed: worth == null ? null : Math.round(worth),
      portfolio: /portfolio/i.test(f.procedure) ? 1 : 0,
    },
  };
}

const pulseTransactions: DldFormat = {
  id: 'dubai-pulse-transactions',
  kind: 'transactions',
  label: 'Dubai Pulse open data (dld_transactions-open)',
  required: ['transaction_id', 'trans_group_en', 'instance_date', 'property_type_en', 'property_usage_en', 'reg_type_en', 'area_name_en', 'project_name_en', 'rooms_en', 'procedure_area', 'actual_worth'],
  repeatsDeals: false,
  parse: (get) =>
    saleRow({
      id: get('transaction_id'), idColumn: 'transaction_id', date: get('instance_date'), dateColumn: 'instance_date', group: get('trans_group_en'), reg: text(get('reg_type_en'), 60),
      type: get('property_type_en'), usage: get('property_usage_en'), rooms: get('rooms_en'), area: get('area_name_en'), project: get('project_name_en'),
      m2: get('procedure_area'), m2Column: 'procedure_area', worth: get('actual_worth'), worthColumn: 'actual_worth', procedure: get('procedure_name_en'),
    }),
};

const websiteTransactions: DldFormat = {
  id: 'dld-website-transactions',
  kind: 'transactions',
  label: "DLD website's transactions export (TRANSACTION_NUMBER, INSTANCE_DATE, ...)",
  required: ['TRANSACTION_NUMBER', 'INSTANCE_DATE', 'GROUP_EN', 'PROCEDURE_EN', 'IS_OFFPLAN_EN', 'USAGE_EN', 'AREA_EN', 'PROP_TYPE_EN', 'TRANS_VALUE', 'PROCEDURE_AREA', 'ROOMS_EN', 'PROJECT_EN'],
  repeatsDeals: true,
  parse: (get) =>
    saleRow({
      id: get('TRANSACTION_NUMBER'), idColumn: 'TRANSACTION_NUMBER', date: get('INSTANCE_DATE'), dateColumn: 'INSTANCE_DATE', group: get('GROUP_EN'), reg: regType(get('IS_OFFPLAN_EN')),
      type: get('PROP_TYPE_EN'), usage: get('USAGE_EN'), rooms: get('ROOMS_EN'), area: get('AREA_EN'), project: get('PROJECT_EN'),
      m2: get('PROCEDURE_AREA'), m2Column: 'PROCEDURE_AREA', worth: get('TRANS_VALUE'), worthColumn: 'TRANS_VALUE', procedure: get('PROCEDURE_EN'),
    }),
};

const pulseRents: DldFormat = {
  id: 'dubai-pulse-rents',
  kind: 'rents',
  label: 'Dubai Pulse open data (dld_rent_contracts-open)',
  required: ['contract_id', 'line_number', 'contract_start_date', 'annual_amount', 'no_of_prop', 'ejari_property_type_en', 'ejari_property_sub_type_en', 'property_usage_en', 'area_name_en', 'project_name_en'],
  repeatsDeals: false,
  parse(get) {
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
        property_type: text(get('ejari_property_type_en'), 60),
        bedrooms: parseBedrooms(get('ejari_property_sub_type_en')),
        property_usage: text(get('property_usage_en'), 60),
        area_name: areaName(get('area_name_en')),
        project_name: text(get('project_name_en'), 300),
      },
    };
  },
};

export const DLD_FORMATS: readonly DldFormat[] = [pulseTransactions, websiteTransactions, pulseRents];

/** The format whose columns the header has (exact names; order and extra columns do not matter), or the columns missing from the closest one. */
export function formatOfHeader(kind: MarketFileKind, header: readonly string[]): { format: DldFormat } | { missing: string[] } {
  const names = new Set(header);
  let closest: string[] | null = null;
  for (const format of DLD_FORMATS) {
    if (format.kind !== kind) continue;
    const missing = format.required.filter((c) => !names.has(c));
    if (!missing.length) return { format };
    if (!closest || missing.length < closest.length) closest = missing;
  }
  return { missing: closest ?? [] };
}
