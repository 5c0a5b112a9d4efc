import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { xlsxBomb } from '../helpers/xlsx-bomb';
import { FIXTURE } from './platform-fixtures';
import { PRICE_LIST_MAX_ROWS } from '../../server/units/priceList';
import { MAX_IMPORT_ROWS } from '../../server/content-io/rows';

/**
 * Every spreadsheet upload refuses a zip bomb before reading it (issue 37 item 4): a workbook whose sheet declares
 * 200 MB, one that declares 4 KB and inflates to 200 MB, and one with a part its directory does not list; and a
 * workbook over the row cap. The price-list import and the content import share the reader (server/spreadsheets/xlsx.ts);
 * the market upload reads CSV only (a workbook there is refused by its header). Nothing is written.
 */
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
function multipart(name: string, content: Buffer) {
  const boundary = `----bomb${crypto.randomBytes(6).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${XLSX_TYPE}\r\n\r\n`);
  return { payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const MB200 = 200 * 1024 * 1024;

async function workbookOf(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Sheet');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe.each(DIALECTS)('spreadsheet upload limits on %s', (dialect) => {
  let t: TestApp;
  let editor: Record<string, string>;
  let honest: Buffer;
  let lying: Buffer;
  let hidden: Buffer;
  const post = (url: string, name: string, bytes: Buffer) => {
    const m = multipart(name, bytes);
    return t.app.inject({ method: 'POST', url, payload: m.payload, headers: { ...editor, ...m.headers } });
  };
  const targets = [
    { what: 'the price-list import', url: '/api/units/import?project_id=1', table: 'units' as const },
    { what: 'the content import', url: '/api/projects/import?mode=apply', table: 'projects' as const },
  ];
  const count = async (table: 'units' | 'projects') => Number((await t.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: FIXTURE });
    editor = (await t.staff('admin')).headers;
    [honest, lying, hidden] = await Promise.all([xlsxBomb({ sheetBytes: MB200 }), xlsxBomb({ sheetBytes: MB200, declare: 'lie' }), xlsxBomb({ sheetBytes: 10, hidden: true })]);
    // The bombs are small uploads: well under both upload limits.
    expect(honest.length).toBeLessThan(1024 * 1024);
  });
  afterAll(async () => t?.close());

  for (const target of targets) {
    it(`${target.what}: a workbook declaring 200 MB unzipped is refused with 413 naming the limit`, async () => {
      const before = await count(target.table);
      const res = await post(target.url, 'bomb.xlsx', honest);
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json().errors.file).toMatch(/may unzip to at most 40 MB; its parts declare 200 MB/);
      expect(await count(target.table)).toBe(before);
    });

    it(`${target.what}: a workbook that lies about its size is stopped while inflating`, async () => {
      const res = await post(target.url, 'bomb.xlsx', lying);
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json().errors.file).toMatch(/may unzip to at most 40 MB; its parts unzip to more than they declare/);
    });

    it(`${target.what}: a part the zip's directory does not list is refused`, async () => {
      const res = await post(target.url, 'hidden.xlsx', hidden);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.file).toMatch(/data outside its listed parts/);
    });
  }

  it('the price-list import caps the rows of a workbook', async () => {
    const rows: (string | number)[][] = [['Unit No', 'Bedrooms', 'Price (AED)']];
    for (let i = 0; i <= PRICE_LIST_MAX_ROWS; i++) rows.push([`U${i}`, 1, 1_000_000]);
    const res = await post('/api/units/import?project_id=1&dry_run=1', 'long.xlsx', await workbookOf(rows));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
    expect(res.json().errors.file).toBe(`A price list may have at most ${PRICE_LIST_MAX_ROWS} rows; split it in parts`);
  });

  it('the content import caps the rows of a workbook, and still reads a normal one', async () => {
    const rows: (string | number)[][] = [['ID', 'Title']];
    for (let i = 0; i <= MAX_IMPORT_ROWS; i++) rows.push(['', `Project ${i}`]);
    const res = await post('/api/projects/import?mode=dry-run', 'long.xlsx', await workbookOf(rows));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
    expect(res.json().errors.file).toBe(`A content file may have at most ${MAX_IMPORT_ROWS} rows; split it in parts`);
    const ok = await post('/api/projects/import?mode=dry-run', 'one.xlsx', await workbookOf([['ID', 'Title'], [1, 'Marina Crest Residences']]));
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
