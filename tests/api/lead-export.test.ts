import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import ExcelJS from 'exceljs';
import { csvCell } from '../../server/leads/export';
import { withMarketingConsent } from '../helpers/consent';

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  return rows;
}

describe.each(DIALECTS)('lead CSV export on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: 'none' });
    const headers = withMarketingConsent(await t.csrf()); // the UTM source is stored with marketing consent
    // 1,205 enquiries: more than one batch, so "all rows" is really all.
    for (let i = 0; i < 1205; i++) {
      const res = await t.app.inject({
        method: 'POST', url: '/api/sendEnquiry', headers,
        payload: { name: i === 0 ? '=HYPERLINK("http://evil")' : `Investor ${i}`, email: `inv${i}@example.com`, phone: `+97150${String(1000000 + i)}`, budget: '2000000', investmentTimeline: '3-6 months', utm_source: i % 2 ? 'google' : 'newsletter', source_path: '/project/x' },
      });
      expect(res.statusCode).toBe(200);
    }
  });
  afterAll(async () => t?.close());

  it('gives every row of the filtered list with source and UTM columns, and audits it', async () => {
    const sales = await t.staff('sales');
    const res = await t.app.inject({ method: 'GET', url: `/api/enquiries/export?filter=${encodeURIComponent(JSON.stringify({ utm_source: 'google', q: 'example.com' }))}`, headers: sales.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parseCsv(res.body.replace(/^\ufeff/, ''));
    expect(rows[0]).toEqual(expect.arrayContaining(['Name', 'Email', 'Source page', 'UTM source', 'UTM medium', 'UTM campaign', 'Referrer']));
    expect(rows.length - 1).toBe(602);
    const utm = rows[0].indexOf('UTM source');
    expect(rows.slice(1).every((r) => r[utm] === 'google')).toBe(true);
    const audit = await t.db.kysely.selectFrom('audit_logs').selectAll().where('action', '=', 'export').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0].changes!)).toMatchObject({ rows: 602 });
  });

  it('neutralises spreadsheet formulas and exports everything without a filter', async () => {
    const owner = await t.staff('owner');
    const res = await t.app.inject({ method: 'GET', url: '/api/enquiries/export', headers: owner.headers });
    const rows = parseCsv(res.body.replace(/^\ufeff/, ''));
    expect(rows.length - 1).toBe(1205);
    expect(res.body).toContain(`'=HYPERLINK(""http://evil"")`);
  });

  it('XLSX of the filtered list: a bold frozen header with an autofilter, dates as dates, amounts and ids as numbers, formulas as text', async () => {
    const sales = await t.staff('sales');
    const res = await t.app.inject({ method: 'GET', url: `/api/enquiries/export?format=xlsx&filter=${encodeURIComponent(JSON.stringify({ utm_source: 'newsletter' }))}`, headers: sales.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('Enquiries');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['ID', 'Received (UTC)', 'Budget (AED)', 'Name', 'UTM source']));
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.autoFilter).toBeTruthy();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount - 1).toBe(603);
    const col = (name: string) => header.indexOf(name) + 1;
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
    for (const row of rows.slice(0, 20)) {
      expect(typeof row.getCell(col('ID')).value).toBe('number');
      expect(row.getCell(col('Received (UTC)')).value).toBeInstanceOf(Date);
      expect(row.getCell(col('Budget (AED)')).value).toBe(2_000_000);
      expect(row.getCell(col('UTM source')).value).toBe('newsletter');
    }
    const formula = rows.find((r) => String(r.getCell(col('Name')).value).includes('HYPERLINK'))!;
    expect(formula.getCell(col('Name')).type).toBe(ExcelJS.ValueType.String);
    expect(formula.getCell(col('Name')).formula).toBeUndefined();
    const audit = await t.db.kysely.selectFrom('audit_logs').selectAll().where('action', '=', 'export').execute();
    expect(audit.map((a) => JSON.parse(a.changes!).format)).toContain('xlsx');
    const bad = await t.app.inject({ method: 'GET', url: '/api/enquiries/export?format=pdf', headers: sales.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ format: 'format must be csv or xlsx' });
  });

  it('XLSX of mortgage enquiries: amounts, tenure and rate as numbers', async () => {
    const owner = await t.staff('owner');
    const headers = withMarketingConsent(await t.csrf()); // the UTM source is stored with marketing consent
    const sent = await t.app.inject({ method: 'POST', url: '/api/sendMortgageEnquiry', headers, payload: { name: 'Borrower', email: 'borrower@example.test', phone: '+971 50 765 4321', property_price_aed: 2_000_000, down_payment_aed: 500_000, tenure_years: 25, interest_rate_pct: 4.5, residency: 'expat' } });
    expect(sent.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/mortgage-enquiries/export?format=xlsx', headers: owner.headers });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = sheet.getRow(2);
    expect(row.getCell(header.indexOf('Property price (AED)') + 1).value).toBe(2_000_000);
    expect(row.getCell(header.indexOf('Tenure (years)') + 1).value).toBe(25);
    expect(row.getCell(header.indexOf('Interest rate (%)') + 1).value).toBe(4.5);
    expect(row.getCell(header.indexOf('Received (UTC)') + 1).value).toBeInstanceOf(Date);
  });

  it('reads every row once across batches, in the sort asked for, with empty sort values last on both databases', async () => {
    const owner = await t.staff('owner');
    // utm_campaign is set on every third lead only: the keyset walks the values, then the empty ones.
    await t.db.kysely.updateTable('enquiries').set({ utm_campaign: null }).execute();
    const ids = (await t.db.kysely.selectFrom('enquiries').select('id').orderBy('id').execute()).map((r) => r.id);
    for (const id of ids.filter((_, i) => i % 3 === 0)) await t.db.kysely.updateTable('enquiries').set({ utm_campaign: `c${String(id % 7)}` }).where('id', '=', id).execute();
    for (const order of ['ASC', 'DESC'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/enquiries/export?sort=${encodeURIComponent(JSON.stringify(['utm_campaign', order]))}`, headers: owner.headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-export-rows']).toBe(String(ids.length));
      const rows = parseCsv(res.body.replace(/^\ufeff/, ''));
      const [idCol, campaignCol] = [rows[0].indexOf('ID'), rows[0].indexOf('UTM campaign')];
      const got = rows.slice(1).map((r) => ({ id: Number(r[idCol]), campaign: r[campaignCol] }));
      expect(new Set(got.map((r) => r.id)).size).toBe(ids.length);
      expect(got).toHaveLength(ids.length);
      const withValue = got.filter((r) => r.campaign !== '');
      expect(withValue).toHaveLength(ids.filter((_, i) => i % 3 === 0).length);
      expect(got.slice(0, withValue.length)).toEqual(withValue);
      const sign = order === 'ASC' ? 1 : -1;
      const sorted = [...withValue].sort((a, b) => sign * (a.campaign < b.campaign ? -1 : a.campaign > b.campaign ? 1 : a.id - b.id));
      expect(withValue).toEqual(sorted);
      const empties = got.slice(withValue.length).map((r) => r.id);
      expect(empties).toEqual([...empties].sort((a, b) => sign * (a - b)));
    }
  });

  it('runs one export at a time per user: a second one during a download is a 429, and the user can export again once it ends', async () => {
    const owner = await t.staff('owner');
    const other = await t.staff('sales');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const first = await fetch(`${address}/api/enquiries/export?format=xlsx`, { headers: owner.headers });
    expect(first.status).toBe(200);
    const reader = first.body!.getReader();
    await reader.read();
    const second = await fetch(`${address}/api/enquiries/export`, { headers: owner.headers });
    expect(second.status).toBe(429);
    expect((await second.json()).message).toMatch(/previous export is still running/);
    // Another user is not held back.
    const theirs = await fetch(`${address}/api/enquiries/export`, { headers: other.headers });
    expect(theirs.status).toBe(200);
    await theirs.arrayBuffer();
    while (!(await reader.read()).done) {
      // the rest of the workbook
    }
    let again = await fetch(`${address}/api/enquiries/export`, { headers: owner.headers });
    // The lock is let go when the response closes, a moment after its last byte.
    for (let i = 0; i < 50 && again.status === 429; i++) {
      await new Promise((r) => setTimeout(r, 20));
      again = await fetch(`${address}/api/enquiries/export`, { headers: owner.headers });
    }
    expect(again.status).toBe(200);
    await again.arrayBuffer();
    // A download cut short by the client frees the user too.
    await new Promise<void>((resolve, reject) => {
      const req = http.get(`${address}/api/enquiries/export`, { headers: owner.headers }, (res) => {
        expect(res.statusCode).toBe(200);
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
    });
    let after = await fetch(`${address}/api/enquiries/export`, { headers: owner.headers });
    for (let i = 0; i < 50 && after.status === 429; i++) {
      await new Promise((r) => setTimeout(r, 20));
      after = await fetch(`${address}/api/enquiries/export`, { headers: owner.headers });
    }
    expect(after.status).toBe(200);
    await after.arrayBuffer();
  });

  it('is refused to roles without the export permission and to visitors', async () => {
    const editor = await t.staff('editor');
    const viewer = await t.staff('viewer');
    expect((await t.app.inject({ method: 'GET', url: '/api/enquiries/export', headers: editor.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/mortgage-enquiries/export', headers: viewer.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/enquiries/export' })).statusCode).toBe(401);
  });

  it('names the field of a bad filter', async () => {
    const owner = await t.staff('owner');
    const res = await t.app.inject({ method: 'GET', url: `/api/mortgage-enquiries/export?filter=${encodeURIComponent('{"nope":1}')}`, headers: owner.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('nope');
  });
});

describe('csvCell', () => {
  it('quotes separators and keeps negative numbers as numbers', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell('+971 50')).toBe("'+971 50");
    expect(csvCell(null)).toBe('');
  });
});
