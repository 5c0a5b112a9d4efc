import { Readable } from 'node:stream';
import yauzl from 'yauzl';

/**
 * Every XLSX upload (price lists, content imports) is read here, once (issue 37 item 4, decision 017): an XLSX is a
 * zip, and a 1 MB zip can unzip to gigabytes. Before any cell is read, the zip's parts are checked: how many,
 * the sizes they declare, that the parts tile the file (a streaming reader walks the local headers, so nothing may
 * hide between listed parts), and the bytes each really inflates to, counted while inflating and stopped at the
 * limit. Only then does exceljs's streaming WorkbookReader read the first sheet, row by row, up to a row cap.
 */
export const XLSX_MAX_UNZIPPED_BYTES = 40 * 1024 * 1024;
const MAX_PARTS = 1000;
const MB = (n: number) => `${Math.round((n / 1024 / 1024) * 10) / 10} MB`;

/** A workbook refused: `status` 413 when a limit is passed, 422 when it is not a readable workbook; the message names the limit. */
export class SpreadsheetError extends Error {
  constructor(
    message: string,
    readonly status: 413 | 422 = 422,
  ) {
    super(message);
  }
}

export interface XlsxLimits {
  /** Data rows allowed after the header row. */
  maxRows: number;
  /** What the file is, for the messages ("A price list"). */
  what: string;
  maxUnzippedBytes?: number;
}

const tooBig = (limits: XlsxLimits, found: string) =>
  new SpreadsheetError(`${limits.what} workbook may unzip to at most ${MB(limits.maxUnzippedBytes ?? XLSX_MAX_UNZIPPED_BYTES)}; ${found}`, 413);

/** The central directory's offset, from the end-of-central-directory record (zip64 is refused: no workbook of this size needs it). */
function centralDirectoryOffset(bytes: Buffer): number {
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--)
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      const offset = bytes.readUInt32LE(i + 16);
      if (offset === 0xffffffff) throw new SpreadsheetError('This workbook is a zip64 archive, which a spreadsheet upload never needs');
      return offset;
    }
  throw new SpreadsheetError('This file is not a readable XLSX workbook (no zip directory)');
}

const open = (bytes: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false, decodeStrings: true }, (err, zip) => (err || !zip ? reject(err) : resolve(zip))),
  );

/** Checks the zip's declared and actual unzipped sizes; throws SpreadsheetError (413 for a limit) before anything is parsed. */
export async function checkXlsxZip(bytes: Buffer, limits: XlsxLimits): Promise<void> {
  const max = limits.maxUnzippedBytes ?? XLSX_MAX_UNZIPPED_BYTES;
  let zip: yauzl.ZipFile;
  try {
    zip = await open(bytes);
  } catch (err) {
    throw new SpreadsheetError(`This file is not a readable XLSX workbook (${(err as Error).message.slice(0, 120)})`);
  }
  const parts: { offset: number; compressed: number; descriptor: boolean }[] = [];
  let declared = 0;
  let actual = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        try {
          if (parts.length >= MAX_PARTS) throw new SpreadsheetError(`A workbook may have at most ${MAX_PARTS} parts`, 413);
          if (entry.generalPurposeBitFlag & 1) throw new SpreadsheetError('This workbook is encrypted; save it without a password');
          declared += entry.uncompressedSize;
          if (declared > max) throw tooBig(limits, `its parts declare ${MB(declared)} or more`);
          parts.push({ offset: entry.relativeOffsetOfLocalHeader, compressed: entry.compressedSize, descriptor: (entry.generalPurposeBitFlag & 8) !== 0 });
        } catch (err) {
          return reject(err);
        }
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          stream.on('data', (chunk: Buffer) => {
            actual += chunk.length;
            if (actual > max) stream.destroy(tooBig(limits, 'its parts unzip to more than that'));
          });
          stream.on('error', reject);
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  } catch (err) {
    if (err instanceof SpreadsheetError) throw err;
    // yauzl's size check: a part that inflates to more than it declares is a forged archive (a zip bomb's trick).
    if (/too many bytes/i.test((err as Error).message)) throw tooBig(limits, 'its parts unzip to more than they declare');
    throw new SpreadsheetError(`This file is not a readable XLSX workbook (${(err as Error).message.slice(0, 120)})`);
  } finally {
    zip.close();
  }
  // The parts must follow each other from the first byte to the central directory, as the streaming reader will walk them.
  parts.sort((a, b) => a.offset - b.offset);
  let at = 0;
  for (const p of parts) {
    if (p.offset !== at || p.offset + 30 > bytes.length || bytes.readUInt32LE(p.offset) !== 0x04034b50) throw new SpreadsheetError('This workbook holds data outside its listed parts');
    at = p.offset + 30 + bytes.readUInt16LE(p.offset + 26) + bytes.readUInt16LE(p.offset + 28) + p.compressed;
    if (p.descriptor) at += at + 4 <= bytes.length && bytes.readUInt32LE(at) === 0x08074b50 ? 16 : 12;
  }
  if (at !== centralDirectoryOffset(bytes)) throw new SpreadsheetError('This workbook holds data outside its listed parts');
}

/** A cell of exceljs as a plain value: rich text as its text, a formula as its result, a link as its text. */
export function plainCell(v: unknown): unknown {
  if (v == null || typeof v !== 'object' || v instanceof Date) return v;
  const o = v as { richText?: Array<{ text: string }>; result?: unknown; text?: unknown; error?: string };
  if (o.richText) return o.richText.map((r) => r.text).join('');
  if ('result' in o) return plainCell(o.result);
  if ('text' in o) return plainCell(o.text);
  return null;
}

export interface XlsxRow {
  /** The row's number as the spreadsheet shows it (the header is usually row 1). */
  number: number;
  /** Plain cell values, the first column at index 0. */
  values: unknown[];
}

/**
 * The first sheet's rows, streamed (one row in memory at a time): the zip is checked first (checkXlsxZip), then
 * rows with any value are yielded; more than `maxRows` after the first one is a 413 naming the cap.
 */
export async function* xlsxRows(bytes: Buffer, limits: XlsxLimits): AsyncGenerator<XlsxRow> {
  await checkXlsxZip(bytes, limits);
  const { default: Excel } = await import('exceljs');
  const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from([bytes]), { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', entries: 'emit' });
  let rows = 0;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<{ number: number; values: unknown[] }>) {
        if (++rows > limits.maxRows + 1) throw new SpreadsheetError(`${limits.what} may have at most ${limits.maxRows} rows; split it in parts`);
        // exceljs numbers cells from 1: values[0] is empty.
        yield { number: row.number, values: Array.from((row.values as unknown[]).slice(1), plainCell) };
      }
      // The first sheet only.
      break;
    }
  } catch (err) {
    if (err instanceof SpreadsheetError) throw err;
    throw new SpreadsheetError(`This file is not a readable XLSX workbook (${(err as Error).message.slice(0, 120)})`);
  }
}

/** Is this upload a zip (an XLSX) by its first bytes? */
export const looksLikeZip = (bytes: Buffer) => bytes.length >= 2 && bytes[0] === 0x50 && bytes[1] === 0x4b;
