import type ExcelJS from 'exceljs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How a column is typed in the workbook: text unless said, so a spreadsheet sorts and sums what it should. */
export type CellType = 'text' | 'integer' | 'aed' | 'percent' | 'datetime';

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
  // A string cell is stored as a shared string: a leading "=" is text, not a formula, in an .xlsx file.
  return String(value);
}

/**
 * One sheet: a bold, frozen header row with an autofilter, typed columns sized to their content.
 * Returns the file's bytes.
 */
export async function leadWorkbook(title: string, columns: Array<{ header: string; type?: CellType }>, rows: unknown[][]): Promise<Buffer> {
  // Loaded on the first export: exceljs holds about 30 MB the server does not need until then.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = 'Oasis Invest';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ header, type = 'text' }, i) => {
    const longest = rows.reduce<number>((max, row) => Math.max(max, String(row[i] ?? '').length), header.length);
    return { header, key: `c${i}`, width: Math.min(60, Math.max(10, type === 'datetime' ? 17 : longest + 2)), style: { numFmt: FORMATS[type] } };
  });
  for (const row of rows) sheet.addRow(row.map((value, i) => cellValue(value, columns[i].type ?? 'text')));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
