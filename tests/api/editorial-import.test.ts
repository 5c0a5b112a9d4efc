import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import type { DemoContent } from '../../server/demo/seed';

// Editorial safety (issue 31): projects, areas and developers round-trip through CSV and XLSX; a dry run
// reports by row and field and changes nothing; an applied import saves each change as a version.
const CONTENT: DemoContent = {
  developers: [{ id: 1, name: 'Azure Coast Developments', slug: 'azure-coast', website: 'https://azure.example', published: true, on_time_delivery_pct: 92.5 }],
  areas: [{ id: 1, name: 'Dubai Marina', slug: 'dubai-marina', summary: 'Waterfront living', rental_yield_pct: 6.4, latitude: 25.0805, longitude: 55.1403, published: true }],
  projects: [
    {
      id: 1, title: 'Marina One', slug: 'marina-one', status: 'off_plan', developer_id: 1, area_id: 1, starting_price_aed: 1_850_000, handover_year: 2027, handover_quarter: 4,
      description: '<p>Sea views, "quoted", and commas</p>', published: true, published_at: '2026-01-10T08:00:00.000Z', featured: true, permit_number: '=71234567890',
      expected_rental_yield_pct: 6.8, translations: { ar: { title: 'مارينا ون' } },
      // Issue 39: the structured plan travels as JSON in its own column.
      payment_plan: { label: '20/80', milestones: [{ percent: 20, due: { at: 'booking' } }, { percent: 80, due: { at: 'handover' } }] },
    },
    { id: 2, title: 'Marina Two', slug: 'marina-two', status: 'ready', developer_id: 1, area_id: 1, published: false },
  ],
  settings: [{ id: 1, product_name: 'Oasis Invest', phone_primary: '+971 4 000 0000', email_primary: 'hello@oasisinvest.ae', address: 'Business Bay, Dubai' }],
};

function multipart(content: Buffer | string, filename: string) {
  const boundary = '----import' + Math.random().toString(16).slice(2);
  const type = filename.endsWith('.xlsx') ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : filename.endsWith('.pdf') ? 'application/pdf' : 'text/csv';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  return { payload: Buffer.concat([head, Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(DIALECTS)('content import on %s', (dialect) => {
  let t: TestApp;
  let editor: Record<string, string>;
  let viewer: Record<string, string>;
  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: CONTENT });
    editor = (await t.staff('editor')).headers;
    viewer = (await t.staff('viewer')).headers;
  });
  afterAll(async () => t?.close());

  const upload = async (name: string, content: Buffer | string, filename: string, mode = 'dry-run', headers = editor) => {
    const m = multipart(content, filename);
    const res = await t.app.inject({ method: 'POST', url: `/api/${name}/import?mode=${mode}`, headers: { ...headers, ...m.headers }, payload: m.payload });
    return { status: res.statusCode, body: res.json() };
  };
  const exported = async (name: string, format: 'csv' | 'xlsx') => (await t.app.inject({ url: `/api/${name}/export?format=${format}`, headers: editor })).rawPayload;
  const versions = async () => Number((await t.db.kysely.selectFrom('record_versions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('round-trips every resource through CSV and XLSX without a change', async () => {
    for (const name of ['projects', 'areas', 'developers']) {
      for (const format of ['csv', 'xlsx'] as const) {
        const file = await exported(name, format);
        const before = await versions();
        const applied = await upload(name, file, `${name}.${format}`, 'apply');
        expect(applied.status, JSON.stringify(applied.body)).toBe(200);
        expect(applied.body, `${name} ${format}: ${JSON.stringify(applied.body.rows)}`).toMatchObject({ applied: true, create: 0, update: 0, error: 0 });
        expect(applied.body.unchanged).toBeGreaterThan(0);
        expect(await versions()).toBe(before);
      }
    }
  });

  it('reports a dry run by row and field and changes nothing; apply saves versions', async () => {
    const csv = await exported('projects', 'csv');
    const text = csv.toString('utf8').replace('Marina Two', 'Marina Two Residences');
    const header = text.replace(/^\ufeff/, '').split('\r\n')[0].split(',');
    const line = (cells: Record<string, string>) => header.map((h) => cells[h] ?? '').join(',') + '\r\n';
    const withNew = text + line({ Title: 'New Launch', Status: 'off_plan', 'Developer ID': '1', 'Area ID': '1', 'Starting price (AED)': '2400000', 'Handover year': '2028' }) + line({ Status: 'off_plan', 'Starting price (AED)': 'lots' });
    const dry = await upload('projects', withNew, 'projects.csv');
    expect(dry.status).toBe(200);
    expect(dry.body, JSON.stringify(dry.body.rows)).toMatchObject({ mode: 'dry-run', applied: false, total: 4, unchanged: 1, update: 1, create: 1, error: 1 });
    const update = dry.body.rows.find((r: { action: string }) => r.action === 'update');
    expect(update).toMatchObject({ row: 3, id: 2, changes: [{ field: 'title', column: 'Title', before: 'Marina Two', after: 'Marina Two Residences' }] });
    const bad = dry.body.rows.find((r: { action: string }) => r.action === 'error');
    expect(bad.row).toBe(5);
    expect(bad.errors.starting_price_aed).toMatch(/Starting price \(AED\) must be a number/);
    expect(dry.body.columns.starting_price_aed).toBe('Starting price (AED)');
    expect((await t.app.inject({ url: '/api/projects/2', headers: editor })).json().title).toBe('Marina Two');
    expect((await t.app.inject({ url: '/api/projects?filter={"q":"New Launch"}', headers: editor })).json()).toHaveLength(0);

    const applied = await upload('projects', withNew, 'projects.csv', 'apply');
    expect(applied.body).toMatchObject({ applied: true, update: 1, create: 1, error: 1 });
    const two = (await t.app.inject({ url: '/api/projects/2/versions', headers: editor })).json();
    expect(two.versions[0]).toMatchObject({ op: 'update', fields: ['title'] });
    const created = applied.body.rows.find((r: { action: string }) => r.action === 'create');
    const launch = (await t.app.inject({ url: `/api/projects/${created.id}`, headers: editor })).json();
    expect(launch).toMatchObject({ title: 'New Launch', slug: 'new-launch', starting_price_aed: 2_400_000, version: 1 });
    // A referenced area that does not exist is named by field.
    const missing = await upload('projects', header.join(',') + '\r\n' + line({ Title: 'Bay Tower', Status: 'off_plan', 'Area ID': '99' }), 'projects.csv');
    expect(missing.body.rows[0].errors.area_id).toMatch(/No area with id 99/);
  });

  it('carries the payment plan as JSON: an edited plan is validated like the staff API, a bad one named by field', async () => {
    const csv = (await exported('projects', 'csv')).toString('utf8');
    const header = csv.replace(/^\ufeff/, '').split('\r\n')[0].split(',');
    expect(header).toContain('Payment plan (JSON)');
    const edited = csv.replace('""percent"":20', '""percent"":30');
    expect(edited, csv.split('\r\n')[1]).not.toBe(csv);
    const dry = await upload('projects', edited, 'projects.csv');
    expect(dry.body.rows.find((r: { id: number }) => r.id === 1).errors).toEqual({ payment_plan: 'Payment plan milestones must add up to 100%' });
    const fixed = edited.replace('""percent"":80', '""percent"":70');
    const applied = await upload('projects', fixed, 'projects.csv', 'apply');
    expect(applied.body, JSON.stringify(applied.body.rows)).toMatchObject({ applied: true, update: 1, error: 0 });
    const one = (await t.app.inject({ url: '/api/projects/1', headers: editor })).json();
    expect(one.payment_plan.milestones.map((m: { percent: number; due: object }) => [m.percent, m.due])).toEqual([[30, { at: 'booking' }], [70, { at: 'handover' }]]);
    const broken = await upload('projects', csv.replace('""milestones"":[', '""milestones"":[['), 'projects.csv');
    expect(broken.body.rows.find((r: { id: number }) => r.id === 1).errors.payment_plan).toMatch(/Payment plan \(JSON\) must be JSON/);
  });

  it('keeps the translations and fields the file does not hold', async () => {
    const file = (await exported('projects', 'csv')).toString('utf8').replace('Marina One', 'Marina One Tower');
    await upload('projects', file, 'projects.csv', 'apply');
    const one = (await t.app.inject({ url: '/api/projects/1', headers: editor })).json();
    expect(one.title).toBe('Marina One Tower');
    expect(one.translations.ar.title).toBe('مارينا ون');
    expect(one.permit_number).toBe('=71234567890');
  });

  it('reads an XLSX workbook written by hand', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Areas');
    ws.addRow(['ID', 'Name', 'Rental yield (%)', 'Published']);
    ws.addRow([1, 'Dubai Marina', 7.1, 'yes']);
    ws.addRow([null, { richText: [{ text: 'Jumeirah ' }, { text: 'Village Circle' }] }, 7.9, 'no']);
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const dry = await upload('areas', file, 'areas.xlsx');
    expect(dry.body).toMatchObject({ update: 1, create: 1, error: 0 });
    expect(dry.body.rows[0].changes).toEqual([{ field: 'rental_yield_pct', column: 'Rental yield (%)', before: 6.4, after: 7.1 }]);
    expect(dry.body.rows[1].changes.find((c: { field: string }) => c.field === 'name').after).toBe('Jumeirah Village Circle');
  });

  it('refuses a file it cannot read, naming what to fix, and roles without create and update', async () => {
    const unknown = await upload('developers', 'ID,Name,Colour\r\n1,Azure,blue\r\n', 'developers.csv');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.file).toMatch(/Unknown columns: Colour/);
    expect((await upload('developers', '', 'developers.csv')).body.errors.file).toMatch(/empty/);
    expect((await upload('developers', 'not a zip', 'developers.xlsx')).body.errors.file).toMatch(/not a readable XLSX/);
    expect((await upload('developers', '%PDF-1.4', 'developers.pdf')).status).toBe(415);
    expect((await upload('developers', 'ID\r\n1\r\n', 'developers.csv', 'now')).body.errors.mode).toBeTruthy();
    expect((await upload('developers', 'ID\r\n1\r\n', 'developers.csv', 'dry-run', viewer)).status).toBe(403);
    expect((await t.app.inject({ url: '/api/developers/export?format=pdf', headers: editor })).json().errors.format).toBeTruthy();
  });
});
