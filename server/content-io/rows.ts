import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { HttpError } from '../errors';
import type { ContentColumn } from './columns';
import { SpreadsheetError, xlsxRows as readXlsx } from '../spreadsheets/xlsx';

/** Rows one import may hold: a content list is hundreds of records; this bounds the time one request takes. */
export const MAX_IMPORT_ROWS = 5000;
const MAX_CELL_BYTES = 64 * 1024;

export interface SheetRow {
  /** The row's number as the spreadsheet shows it (the header is row 1). */
  line: number;
  cells: Map<ContentColumn, unknown>;
}

/** The header row against the export's columns: unknown or repeated headers are refused before any row is read. */
export function headerColumns(headers: unknown[], columns: ContentColumn[]): ContentColumn[] {
  const byHeader = new Map(columns.map((c) => [c.header.toLowerCase(), c]));
  const seen = new Set<ContentColumn>();
  const found: ContentColumn[] = [];
  const unknown: string[] = [];
  for (const h of headers) {
    const name = String(h ?? '').replace(/^\ufeff/, '').trim();
    const column = byHeader.get(name.toLowerCase());
    if (!column) {
      if (name) unknown.push(name.slice(0, 60));
      found.push(null as unknown as ContentColumn);
      continue;
    }
    if (seen.has(column)) throw new HttpError(422, `The column "${column.header}" appears twice`, { file: `The column "${column.header}" appears twice` });
    seen.add(column);
    found.push(column);
  }
  if (unknown.length) {
    const message = `Unknown columns: ${unknown.slice(0, 5).join(', ')}. Use the columns of the export (${columns.map((c) => c.header).join(', ')})`;
    throw new HttpError(422, message, { file: message });
  }
  if (!seen.size) throw new HttpError(422, 'The file has no header row with the export\'s columns', { file: 'The file has no header row with the export\'s columns' });
  return found;
}

function toRow(line: number, values: unknown[], header: ContentColumn[]): SheetRow | null {
  const cells = new Map<ContentColumn, unknown>();
  let any = false;
  header.forEach((column, i) => {
    if (!column) return;
    const v = values[i];
    if (v != null && v !== '') any = true;
    cells.set(column, v ?? null);
  });
  return any ? { line, cells } : null;
}

const tooMany = () => new HttpError(422, `A file may hold at most ${MAX_IMPORT_ROWS} rows; split it in parts`, { file: `A file may hold at most ${MAX_IMPORT_ROWS} rows; split it in parts` });

/** CSV (comma, UTF-8, an optional byte-order mark), row by row as the upload arrives. */
export async function* csvRows(stream: Readable, columns: ContentColumn[]): AsyncGenerator<SheetRow> {
  const parser = stream.pipe(parse({ bom: true, relax_column_count: true, max_record_size: MAX_CELL_BYTES, skip_empty_lines: true }));
  let header: ContentColumn[] | null = null;
  let line = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      line++;
      if (!header) {
        header = headerColumns(record, columns);
        continue;
      }
      if (line - 1 > MAX_IMPORT_ROWS) throw tooMany();
      const row = toRow(line, record, header);
      if (row) yield row;
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const message = `The file is not a readable CSV (${(err as Error).message.slice(0, 120)})`;
    throw new HttpError(422, message, { file: message });
  } finally {
    stream.resume();
  }
  if (!header) throw new HttpError(422, 'The file is empty', { file: 'The file is empty' });
}

/**
 * The first sheet of an XLSX workbook through the shared checked reader (server/spreadsheets/xlsx.ts: the zip's
 * unzipped sizes checked before reading, rows streamed one by one, the row cap).
 */
export async function* xlsxRows(bytes: Buffer, columns: ContentColumn[]): AsyncGenerator<SheetRow> {
  let header: ContentColumn[] | null = null;
  try {
    for await (const row of readXlsx(bytes, { maxRows: MAX_IMPORT_ROWS, what: 'A content file' })) {
      if (!header) {
        header = headerColumns(row.values, columns);
        continue;
      }
      const r = toRow(row.number, row.values, header);
      if (r) yield r;
    }
  } catch (err) {
    if (err instanceof SpreadsheetError) throw new HttpError(err.status, err.message, { file: err.message });
    throw err;
  }
  if (!header) throw new HttpError(422, 'The workbook has no sheet with a header row', { file: 'The workbook has no sheet with a header row' });
}
