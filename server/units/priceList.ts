import { parse } from 'csv-parse/sync';
import { unitSchema } from '../../src/schemas/unit';
import { validateInput } from '../../src/schemas/validate';
import { looksLikeZip, SpreadsheetError, xlsxRows } from '../spreadsheets/xlsx';

/** A price list is read whole (it is a few thousand rows at most): bounded by bytes, by rows and (XLSX) by its unzipped size. */
export const PRICE_LIST_MAX_BYTES = 5 * 1024 * 1024;
export const PRICE_LIST_MAX_ROWS = 20_000;

export type PriceListField = 'unit_number' | 'building' | 'floor' | 'type' | 'bedrooms' | 'size_sqft' | 'view' | 'price_aed' | 'status';

/** Header spellings of developers' price lists, compared without case, spaces or punctuation. */
const HEADERS: Record<PriceListField, string[]> = {
  unit_number: ['unit', 'unitno', 'unitnumber', 'unitnum', 'unitref', 'apartment', 'aptno'],
  building: ['building', 'tower', 'block', 'bldg', 'phase'],
  floor: ['floor', 'level', 'floorno'],
  type: ['type', 'unittype', 'layout', 'category'],
  bedrooms: ['bedrooms', 'beds', 'bed', 'br', 'bedroom', 'noofbedrooms'],
  size_sqft: ['size', 'sizesqft', 'sizesqft', 'areasqft', 'bua', 'buasqft', 'totalarea', 'totalareasqft', 'sqft', 'saleablearea', 'saleableareasqft'],
  view: ['view', 'views', 'facing'],
  price_aed: ['price', 'priceaed', 'sellingprice', 'sellingpriceaed', 'aed', 'totalprice', 'listprice'],
  status: ['status', 'availability', 'unitstatus'],
};
const squash = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');
const FIELD_OF = new Map<string, PriceListField>(Object.entries(HEADERS).flatMap(([f, names]) => [[squash(f), f as PriceListField], ...names.map((n) => [n, f as PriceListField] as [string, PriceListField])]));

/** Developers' words for a unit's status -> ours. A unit booked by someone else is not for sale: sold. */
const STATUS_WORDS: Record<string, string> = {
  available: 'available', open: 'available', free: 'available', forsale: 'available', released: 'available',
  sold: 'sold', booked: 'sold', reserved: 'sold', soldout: 'sold',
  unreleased: 'unreleased', notreleased: 'unreleased', blocked: 'unreleased', onhold: 'unreleased', hold: 'unreleased', withheld: 'unreleased',
};

export interface RowProblem {
  /** The line of the file (CSV) or the sheet's row number (XLSX); the header is row 1. */
  row: number;
  field: string;
  message: string;
}
export interface ParsedRow {
  row: number;
  values: Record<string, unknown>;
}
export class PriceListError extends Error {
  constructor(
    message: string,
    readonly field = 'file',
    /** 413 when a size or row limit is passed, 422 otherwise. */
    readonly status: 413 | 422 = 422,
  ) {
    super(message);
  }
}

/** A cell as text: a date as its ISO form, everything else as written. */
const cellText = (v: unknown) => (v == null ? '' : v instanceof Date ? v.toISOString() : String(v));

/**
 * The sheet's cells as text rows: CSV by its bytes, XLSX (a zip, "PK") through the shared checked, streaming
 * reader (server/spreadsheets/xlsx.ts: unzipped sizes checked first, a row cap), first worksheet only.
 */
export async function readCells(bytes: Buffer): Promise<string[][]> {
  if (looksLikeZip(bytes)) {
    const rows: string[][] = [];
    try {
      for await (const row of xlsxRows(bytes, { maxRows: PRICE_LIST_MAX_ROWS, what: 'A price list' })) rows[row.number - 1] = Array.from(row.values, cellText);
    } catch (err) {
      if (err instanceof SpreadsheetError) throw new PriceListError(err.message, 'file', err.status);
      throw err;
    }
    if (!rows.length) throw new PriceListError('The workbook has no worksheet with rows');
    return Array.from(rows, (r) => r ?? []);
  }
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw new PriceListError('This file is neither a CSV text file nor an XLSX workbook');
  const delimiter = (text.split('\n', 1)[0].match(/;/g)?.length ?? 0) > (text.split('\n', 1)[0].match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    return parse(text, { delimiter, relax_column_count: true, skip_empty_lines: false, bom: true, max_record_size: 64 * 1024, to: PRICE_LIST_MAX_ROWS + 2 }) as string[][];
  } catch (err) {
    throw new PriceListError(`The CSV could not be read: ${(err instanceof Error ? err.message : String(err)).slice(0, 200)}`);
  }
}

const number = (v: string) => {
  const cleaned = v.replace(/aed|sq\.?\s*ft|sqft|,|\s/gi, '');
  return cleaned === '' ? null : Number.isFinite(Number(cleaned)) ? Number(cleaned) : v;
};
const bedroomsOf = (v: string) => {
  if (/studio/i.test(v)) return 0;
  const m = /^(\d+)\s*(?:br|bed|beds|bedroom|bedrooms|b\/r)?$/i.exec(v.trim());
  return m ? Number(m[1]) : v;
};

/**
 * Rows of the sheet -> unit values for the project, each checked with the unit schema (the REST router's), every
 * problem listed by row and field. A header row naming at least the unit number and the price comes first.
 */
export async function readPriceList(cells: string[][], projectId: number): Promise<{ rows: ParsedRow[]; problems: RowProblem[]; columns: PriceListField[] }> {
  const headerAt = cells.findIndex((r) => r.some((c) => String(c ?? '').trim() !== ''));
  if (headerAt < 0) throw new PriceListError('The file is empty');
  const header = cells[headerAt].map((h) => FIELD_OF.get(squash(String(h ?? ''))) ?? null);
  const columns = [...new Set(header.filter((f): f is PriceListField => !!f))];
  const missing = (['unit_number', 'price_aed'] as const).filter((f) => !columns.includes(f));
  if (!columns.includes('type') && !columns.includes('bedrooms')) missing.push('type or bedrooms' as never);
  if (missing.length) throw new PriceListError(`The header row must name the ${missing.join(', ').replace(/_/g, ' ')} column${missing.length > 1 ? 's' : ''} (found: ${cells[headerAt].filter(Boolean).slice(0, 12).map((h) => String(h).slice(0, 30)).join(', ').slice(0, 200) || 'nothing'})`);
  const body = cells.slice(headerAt + 1);
  if (body.length > PRICE_LIST_MAX_ROWS) throw new PriceListError(`A price list has at most ${PRICE_LIST_MAX_ROWS} rows`);
  const rows: ParsedRow[] = [];
  const problems: RowProblem[] = [];
  const seen = new Map<string, number>();
  for (const [i, cellsOfRow] of body.entries()) {
    const row = headerAt + i + 2;
    if (!cellsOfRow.some((c) => String(c ?? '').trim() !== '')) continue;
    const raw: Record<string, string> = {};
    header.forEach((f, col) => {
      if (f && raw[f] == null) raw[f] = String(cellsOfRow[col] ?? '').trim();
    });
    const values: Record<string, unknown> = { project_id: projectId, unit_number: raw.unit_number, building: raw.building ?? '', view: raw.view || null };
    for (const f of ['floor', 'size_sqft', 'price_aed'] as const) values[f] = raw[f] == null ? null : number(raw[f]);
    values.bedrooms = raw.bedrooms ? bedroomsOf(raw.bedrooms) : raw.type ? bedroomsOf(/studio/i.test(raw.type) ? 'studio' : (/^(\d{1,2}) ?-?(?:br|bed)/i.exec(raw.type)?.[1] ?? '')) : null;
    if (values.bedrooms === '') values.bedrooms = null;
    values.type = raw.type || (typeof values.bedrooms === 'number' ? (values.bedrooms === 0 ? 'Studio' : `${values.bedrooms} Bedroom`) : '');
    if (raw.status) {
      const status = STATUS_WORDS[squash(raw.status)];
      if (!status) {
        problems.push({ row, field: 'status', message: `Status "${raw.status.slice(0, 40)}" is not one of available, sold, reserved, booked, unreleased, blocked` });
        continue;
      }
      values.status = status;
    } else values.status = 'available';
    if (values.price_aed == null) {
      problems.push({ row, field: 'price_aed', message: 'Price (AED) is required' });
    }
    const result = await validateInput(unitSchema, values);
    if (!result.ok) for (const [field, message] of Object.entries(result.errors)) problems.push({ row, field, message });
    if (!result.ok || values.price_aed == null) continue;
    const unit = result.value as Record<string, unknown>;
    const key = `${unit.building}|${unit.unit_number}`;
    const first = seen.get(key);
    if (first) {
      problems.push({ row, field: 'unit_number', message: `Unit ${unit.building ? `${unit.building}-` : ''}${unit.unit_number} is also on row ${first}` });
      continue;
    }
    seen.set(key, row);
    rows.push({ row, values: unit });
  }
  return { rows, problems, columns };
}
