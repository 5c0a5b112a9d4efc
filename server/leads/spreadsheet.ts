import { PassThrough, type Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
// The cell types belong to the resource definitions (an export's columns name them): the lower folder owns them.
import type { CellType } from '../resources/types';

export type { CellType };

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How a column is typed in the workbook: text unless said, so a spreadsheet sorts and sums what it should. */
const FORMATS: Record<CellType, string | undefined> = {
  text: '@',
  integer: '0',
  aed: '#,##0',
  percent: '0.00',
  datetime: 'yyyy-mm-dd hh:mm',
};

/** A stored value as the cell's type: numbers as numbers, timestamps as dates; text stays text (never a formula). */
function cellValue(value: unknown, type: CellType): ExcelJS.CellValue {
  if (value == null || value === '') return null;
  if (type === 'datetime') {
    const date = new Date(String(value));
    return Number.isNaN(date.getTime()) ? String(value) : date;
  }
  if (type !== 'text') {
    const n = typeof value === 'number' ? value : Number(String(value).replace(/[,\s]/g, ''));
    return Number.isFinite(n) ? n : String(value);
  }
  // Written as an inline string: a leading "=" is text, not a formula, in an .xlsx file.
  return String(value);
}

/**
 * Bytes the workbook has produced and not yet handed to the client: the worksheet's XML waiting in the
 * compressor (exceljs hands it over without waiting, so backpressure stops there) plus the compressed bytes
 * the response has not taken. The writer waits while this is above BACKLOG_BYTES, so a slow download holds
 * the export back instead of filling memory.
 */
const BACKLOG_BYTES = 4 * 1024 * 1024;
/** Buffered bytes of a stream, Node's or readable-stream's (archiver's copy has no readableLength getter). */
type Buffered = { _readableState?: { length?: number }; _writableState?: { length?: number } };
const buffered = (s: Buffered | undefined) => (s?._readableState?.length ?? 0) + (s?._writableState?.length ?? 0);
function backlog(sheet: unknown, out: PassThrough): number {
  const pipes = ((sheet as { stream?: { pipes?: Buffered[] } }).stream?.pipes ?? []) as Buffered[];
  return pipes.reduce((n, p) => n + buffered(p), 0) + buffered(out as unknown as Buffered);
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One sheet, streamed: a bold, frozen header row with an autofilter, typed columns sized to the first batch.
 * `batches` yields rows a batch at a time (read from the database in pages); each row is committed (written
 * out and forgotten) at once, so memory holds one batch and the compressor's window, whatever the row count.
 * Returns the stream of the file's bytes; a failure mid-way destroys it (the client sees a cut download).
 */
export function leadWorkbookStream(title: string, columns: Array<{ header: string; type?: CellType }>, batches: AsyncIterable<unknown[][]>): Readable {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  void (async () => {
    // Loaded on the first export: exceljs holds about 30 MB the server does not need until then.
    const { default: Excel } = await import('exceljs');
    const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    workbook.creator = 'Oasis Invest';
    workbook.created = new Date();
    const autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
    const sheet = workbook.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }], autoFilter } as Partial<ExcelJS.AddWorksheetOptions>);
    let started = false;
    for await (const rows of batches) {
      if (out.destroyed) return;
      if (!started) {
        started = true;
        sheet.columns = columns.map(({ header, type = 'text' }, i) => {
          const longest = rows.reduce<number>((max, row) => Math.max(max, String(row[i] ?? '').length), header.length);
          return { header, key: `c${i}`, width: Math.min(60, Math.max(10, type === 'datetime' ? 17 : longest + 2)), style: { numFmt: FORMATS[type] } };
        });
        const head = sheet.getRow(1);
        head.font = { bold: true };
        head.commit();
      }
      for (const row of rows) sheet.addRow(row.map((value, i) => cellValue(value, columns[i].type ?? 'text'))).commit();
      // A turn of the event loop after every batch: the compressor and the socket run between batches (SQLite
      // reads resolve without one, so the whole file would otherwise pile up before the first byte leaves).
      await pause(0);
      while (backlog(sheet, out) > BACKLOG_BYTES && !out.destroyed) await pause(10);
    }
    if (!started) {
      sheet.columns = columns.map(({ header, type = 'text' }, i) => ({ header, key: `c${i}`, width: Math.max(10, header.length + 2), style: { numFmt: FORMATS[type] } }));
      const head = sheet.getRow(1);
      head.font = { bold: true };
      head.commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
