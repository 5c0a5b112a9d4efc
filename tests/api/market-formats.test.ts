import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { FIXTURE } from './platform-fixtures';
import { PUBLISHED_COLUMNS } from '../../server/market/dld';
import { runMarketImport } from '../../server/market/service';

/**
 * Real DLD files (issue 37 items 11-15), with fixtures written here that copy the real files' traits
 * (shared/realdata/dld): the DLD website's 22-column export (date-times, upper-case area names, portfolio deals
 * whose TRANSACTION_NUMBER repeats with the whole deal's value on every unit), Dubai Pulse files with shuffled and
 * extra columns, `null` literals, Arabic text, DD-MM-YYYY, DD/MM/YYYY and ISO dates and a 1989 registration, and
 * rent contracts with a bulk contract and villas. Every figure below is known by construction:
 *   ready AED/sq ft: 1000, 1000, 1500, 1500, 1500, 1500, 2000, 2000 -> median 1500, p25 1375, p75 1625 (8 deals);
 *   3-bedroom flat rents 150k, 160k, 170k (villas at 400k left out) -> 160,000; 3-bedroom price 3,229,170 -> yield 4.95%;
 *   studio rents 40k, 45k, 50k (a contract of 180 studios at 4.8M left out) -> 45,000.
 */
const MIN = 3;
const AS_OF = '2026-01-29';
type Row = Record<string, string | number>;
const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
const csv = (columns: readonly string[], rows: Row[], quoteAll = false) =>
  [columns.join(','), ...rows.map((r) => columns.map((c) => { const v = String(r[c] ?? ''); return quoteAll || /[",\n]/.test(v) ? quote(v) : v; }).join(','))].join('\n') + '\n';
/** A deterministic shuffle: the real Dubai Pulse copies list the same columns in another order. */
const shuffled = (columns: readonly string[]) => [...columns].map((c, i) => ({ c, k: (i * 7919) % 101 })).sort((a, b) => a.k - b.k).map((x) => x.c);

// 100 m2 = 1076.39 sq ft: a worth of 1076.39 x P is exactly P AED per sq ft.
const worthAt = (ppsf: number, m2 = 100) => Math.round(m2 * 10.7639 * ppsf);

const WEBSITE = ['TRANSACTION_NUMBER', 'INSTANCE_DATE', 'GROUP_EN', 'PROCEDURE_EN', 'IS_OFFPLAN_EN', 'IS_FREE_HOLD_EN', 'USAGE_EN', 'AREA_EN', 'PROP_TYPE_EN', 'PROP_SB_TYPE_EN', 'TRANS_VALUE', 'PROCEDURE_AREA', 'ACTUAL_AREA', 'ROOMS_EN', 'PARKING', 'NEAREST_METRO_EN', 'NEAREST_MALL_EN', 'NEAREST_LANDMARK_EN', 'TOTAL_BUYER', 'TOTAL_SELLER', 'MASTER_PROJECT_EN', 'PROJECT_EN'];
const web = (id: string, date: string, value: number, m2: number, extra: Partial<Row> = {}): Row => ({
  TRANSACTION_NUMBER: id, INSTANCE_DATE: date, GROUP_EN: 'Sales', PROCEDURE_EN: 'Sell', IS_OFFPLAN_EN: 'Ready', IS_FREE_HOLD_EN: 'Free Hold', USAGE_EN: 'Residential', AREA_EN: 'BUSINESS BAY',
  PROP_TYPE_EN: 'Unit', PROP_SB_TYPE_EN: 'Flat', TRANS_VALUE: value, PROCEDURE_AREA: m2, ACTUAL_AREA: m2, ROOMS_EN: '1 B/R', PARKING: '1', NEAREST_METRO_EN: 'Business Bay Metro Station',
  NEAREST_MALL_EN: 'Dubai Mall', NEAREST_LANDMARK_EN: 'Downtown Dubai', TOTAL_BUYER: '0', TOTAL_SELLER: '0', MASTER_PROJECT_EN: '', PROJECT_EN: 'BAY CREST', ...extra,
});
const websiteRows: Row[] = [
  web('W-1', '2026-01-10 10:15:02', worthAt(1000), 100),
  // A portfolio deal: three units, each line carrying the whole deal's AED 9,000,000 (as the real export does).
  web('P-1', '2026-01-12 09:00:00', 9_000_000, 100, { PROCEDURE_EN: 'Portfolio Sell' }),
  web('P-1', '2026-01-12 09:00:00', 9_000_000, 130, { PROCEDURE_EN: 'Portfolio Sell', ROOMS_EN: '2 B/R' }),
  web('P-1', '2026-01-12 09:00:00', 9_000_000, 80, { PROCEDURE_EN: 'Portfolio Sell' }),
  // Another whose repeat is not on the next line and whose procedure does not say so.
  web('P-2', '2026-01-13 11:00:00', 5_000_000, 90),
  web('W-MORTGAGE', '2026-01-14 12:00:00', 400_000, 100, { GROUP_EN: 'Mortgage', PROCEDURE_EN: 'Mortgage Registration' }),
  web('P-2', '2026-01-13 11:00:00', 5_000_000, 95),
  // One line only, but the procedure names a portfolio.
  web('P-3', '2026-01-15 08:30:00', 7_000_000, 100, { PROCEDURE_EN: 'Portfolio Sell - Pre registration' }),
  web('W-2', '2026-01-29 18:04:38', worthAt(2000), 100),
];

const PULSE = [...shuffled(PUBLISHED_COLUMNS.transactions), 'load_timestamp'];
const pulse = (id: string, date: string, worth: number | string, m2: number, extra: Partial<Row> = {}): Row => ({
  transaction_id: id, procedure_id: 11, trans_group_id: 1, trans_group_ar: 'مبايعات', trans_group_en: 'Sales', procedure_name_ar: 'بيع', procedure_name_en: 'Sell', instance_date: date,
  property_type_id: 3, property_type_ar: 'وحدة', property_type_en: 'Unit', property_sub_type_id: 'null', property_sub_type_ar: 'شقه', property_sub_type_en: 'Flat', property_usage_ar: 'سكني',
  property_usage_en: 'Residential', reg_type_id: 1, reg_type_ar: 'العقارات القائمة', reg_type_en: 'Existing Properties', area_id: 345, area_name_ar: 'الخليج التجارى', area_name_en: 'Business Bay',
  building_name_ar: 'null', building_name_en: 'null', project_number: 'null', project_name_ar: 'null', project_name_en: 'BAY CREST', rooms_ar: 'غرفة و صالة', rooms_en: '1 B/R', has_parking: 1,
  procedure_area: m2, actual_worth: worth, meter_sale_price: 'null', rent_value: 'null', meter_rent_price: 'null', no_of_parties_role_1: 1, no_of_parties_role_2: 1, no_of_parties_role_3: 0,
  load_timestamp: '2026-03-26 10:08:27', ...extra,
});
const pulseRows: Row[] = [
  pulse('T-1', '15-06-2025', worthAt(1500), 100), // DD-MM-YYYY
  pulse('T-2', '20/07/2025', worthAt(1000), 100), // DD/MM/YYYY
  pulse('T-3', '2025-12-01', worthAt(2000), 100), // ISO
  pulse('T-OLD', '27/09/1989', worthAt(300), 100), // a real registration before 1990
  pulse('T-NULL', '2025-11-11', 'null', 100), // no amount published: kept, not priced
  // Three 3-bedroom flats at 1500/sq ft (200 m2): the yield's prices.
  ...[1, 2, 3].map((i) => pulse(`T-3BR-${i}`, `2025-0${i + 2}-0${i}`, worthAt(1500, 200), 200, { rooms_en: '3 B/R', rooms_ar: '3 غرف' })),
];

const RENTS = [...shuffled(PUBLISHED_COLUMNS.rents), 'load_timestamp'];
const rent = (id: string, line: number, units: number, type: string, sub: string, annual: number, date: string): Row => ({
  contract_id: id, contract_reg_type_id: 1, contract_reg_type_ar: 'جديد', contract_reg_type_en: 'New', contract_start_date: date, contract_end_date: '2026-12-31', contract_amount: annual,
  annual_amount: annual, no_of_prop: units, line_number: line, is_free_hold: 1, ejari_bus_property_type_id: 2, ejari_bus_property_type_ar: 'وحدة', ejari_bus_property_type_en: type === 'Villa' ? 'Villa' : 'Unit',
  ejari_property_type_id: 842, ejari_property_type_en: type, ejari_property_type_ar: 'شقه', ejari_property_sub_type_id: 'null', ejari_property_sub_type_en: sub, ejari_property_sub_type_ar: 'غرفتين و صالة',
  property_usage_en: 'Residential', property_usage_ar: 'سكني', project_number: 'null', project_name_ar: 'null', project_name_en: 'BAY CREST', master_project_ar: '', master_project_en: '', area_id: 345,
  area_name_ar: 'الخليج التجارى', area_name_en: 'Business Bay', actual_area: 120, nearest_landmark_ar: '', nearest_landmark_en: '', nearest_metro_ar: '', nearest_metro_en: '', nearest_mall_ar: '',
  nearest_mall_en: '', tenant_type_id: 0, tenant_type_ar: 'شخص', tenant_type_en: 'Person', load_timestamp: '2026-02-19 01:09:55',
});
const rentRows: Row[] = [
  rent('R-3A', 1, 1, 'Flat', '3 bed rooms+hall', 150_000, '2025-05-01'),
  rent('R-3B', 1, 1, 'Flat', '3 bed rooms+hall', 160_000, '01/06/2025'),
  rent('R-3C', 1, 1, 'Flat', '3 bed rooms+hall', 170_000, '2025-07-01'),
  ...[1, 2, 3].map((i) => rent(`R-V${i}`, 1, 1, 'Villa', '3 bed rooms+hall', 400_000, `2025-08-0${i}`)),
  rent('R-S1', 1, 1, 'Studio', 'Studio', 40_000, '2025-09-01'),
  rent('R-S2', 1, 1, 'Flat', 'Studio', 45_000, '2025-09-02'),
  rent('R-S3', 1, 1, 'Flat', 'Studio', 50_000, '2025-09-03'),
  // A bulk contract: 180 studios for AED 4,800,000, the amount repeated on its lines.
  rent('R-BULK', 1, 180, 'Flat', 'Studio', 4_800_000, '2025-10-01'),
  rent('R-BULK', 2, 180, 'Flat', 'Studio', 4_800_000, '2025-10-01'),
];

function multipart(content: string, filename = 'dld.csv') {
  const boundary = '----formats' + Math.random().toString(16).slice(2);
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`);
  return { payload: Buffer.concat([head, Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(DIALECTS)('real DLD formats on %s', (dialect) => {
  let t: TestApp;
  let admin: Record<string, string>;
  const upload = async (kind: string, content: string) => {
    const m = multipart(content);
    return t.app.inject({ method: 'POST', url: `/api/market/imports?kind=${kind}`, payload: m.payload, headers: { ...admin, ...m.headers } });
  };

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: FIXTURE, env: { marketPollMs: 0 } });
    admin = (await t.staff('admin')).headers;
    await t.db.kysely.updateTable('settings').set({ market_min_deals: MIN }).execute();
  });
  afterAll(async () => t?.close());

  it('the first real import removes the demo sample and its project mappings: a demo project has no figures, not 0 deals', async () => {
    const demoTx = csv(PUBLISHED_COLUMNS.transactions, [1, 2, 3].map((i) => pulse(`D-${i}`, `2025-0${i}-10`, worthAt(1200), 100, { project_name_en: 'CREEK HORIZON', area_name_en: 'Business Bay' })));
    await runMarketImport(t.db, [{ kind: 'transactions', stream: Readable.from([demoTx]) }], { source: 'demo', demo: true });
    await t.db.kysely.updateTable('market_project_map').set({ project_id: 2 }).where('dld_name', '=', 'CREEK HORIZON').execute();
    await t.db.kysely.updateTable('market_area_map').set({ area_id: 1 }).where('dld_name', '=', 'Business Bay').execute();
    const demo = await upload('rents', csv(RENTS, rentRows.slice(0, 1)));
    expect(demo.statusCode, demo.body).toBe(200);
    expect((await t.app.inject({ url: '/api/market/projects/creek-horizon' })).statusCode).toBe(404);
    expect(await t.db.kysely.selectFrom('market_project_map').selectAll().execute()).toEqual([]);
    // The demo's area mapping names a real DLD area: kept for the real data.
    expect(await t.db.kysely.selectFrom('market_area_map').select(['dld_name', 'area_id']).execute()).toEqual([{ dld_name: 'Business Bay', area_id: 1 }]);
    expect(Number((await t.db.kysely.selectFrom('market_transactions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(0);
  });

  it("reads the DLD website's export: says which format it read, upper-case areas in title case, portfolio deals marked", async () => {
    const res = await upload('transactions', csv(WEBSITE, websiteRows, true));
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().files[0];
    expect(file).toMatchObject({ kind: 'transactions', format: { id: 'dld-website-transactions' }, lines: websiteRows.length, skipped: 0, portfolio_deals: 3 });
    expect(file.format.label).toMatch(/DLD website/);
    // A deal is one row (its key): the portfolio's repeated lines are not more deals.
    expect(file.added).toBe(6);
    const stored = await t.db.kysely.selectFrom('market_transactions').select(['transaction_id', 'instance_date', 'area_name', 'reg_type', 'portfolio']).orderBy('transaction_id').execute();
    expect(stored).toEqual([
      { transaction_id: 'P-1', instance_date: '2026-01-12', area_name: 'Business Bay', reg_type: 'Existing Properties', portfolio: 1 },
      { transaction_id: 'P-2', instance_date: '2026-01-13', area_name: 'Business Bay', reg_type: 'Existing Properties', portfolio: 1 },
      { transaction_id: 'P-3', instance_date: '2026-01-15', area_name: 'Business Bay', reg_type: 'Existing Properties', portfolio: 1 },
      { transaction_id: 'W-1', instance_date: '2026-01-10', area_name: 'Business Bay', reg_type: 'Existing Properties', portfolio: 0 },
      { transaction_id: 'W-2', instance_date: '2026-01-29', area_name: 'Business Bay', reg_type: 'Existing Properties', portfolio: 0 },
      { transaction_id: 'W-MORTGAGE', instance_date: '2026-01-14', area_name: 'Business Bay', reg_type: 'Existing Properties', portfolio: 0 },
    ]);
  });

  it('reads Dubai Pulse files with shuffled and extra columns, null literals, Arabic text and every date style, 1989 included', async () => {
    const res = await upload('transactions', csv(PULSE, pulseRows));
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().files[0];
    expect(file).toMatchObject({ format: { id: 'dubai-pulse-transactions' }, lines: pulseRows.length, added: pulseRows.length, skipped: 0, bad_lines: [], portfolio_deals: 0 });
    const dates = await t.db.kysely.selectFrom('market_transactions').select(['transaction_id', 'instance_date', 'worth_aed']).where('transaction_id', 'in', ['T-1', 'T-2', 'T-3', 'T-OLD', 'T-NULL']).orderBy('transaction_id').execute();
    expect(dates).toEqual([
      { transaction_id: 'T-1', instance_date: '2025-06-15', worth_aed: worthAt(1500) },
      { transaction_id: 'T-2', instance_date: '2025-07-20', worth_aed: worthAt(1000) },
      { transaction_id: 'T-3', instance_date: '2025-12-01', worth_aed: worthAt(2000) },
      { transaction_id: 'T-NULL', instance_date: '2025-11-11', worth_aed: null },
      { transaction_id: 'T-OLD', instance_date: '1989-09-27', worth_aed: worthAt(300) },
    ]);
    const rents = await upload('rents', csv(RENTS, rentRows));
    expect(rents.statusCode, rents.body).toBe(200);
    expect(rents.json().files[0]).toMatchObject({ format: { id: 'dubai-pulse-rents' }, skipped: 0 });
  });

  it('figures: portfolio deals out of per-sq-ft figures, bulk contracts and villas out of rents, yields compare flats with flats', async () => {
    const res = await t.app.inject({ url: '/api/market/areas/dubai-marina' });
    expect(res.statusCode, res.body).toBe(200);
    const got = res.json();
    expect(got.as_of).toBe(AS_OF);
    expect(got.sales.ready).toEqual({ median_aed_per_sqft: 1500, p25_aed_per_sqft: 1375, p75_aed_per_sqft: 1625, deals: 8 });
    expect(got.sales.off_plan.deals).toBe(0);
    expect(got.rents.studio).toEqual({ median_annual_aed: 45_000, contracts: 3 });
    expect(got.rents['3']).toEqual({ median_annual_aed: 160_000, contracts: 3 });
    expect(got.rents['1']).toEqual({ median_annual_aed: null, contracts: 0 });
    expect(got.gross_yield_pct['3']).toBe(Math.round((160_000 / worthAt(1500, 200)) * 10_000) / 100);
    expect(got.gross_yield_pct['3']).toBe(4.95);
  });

  it('refuses a file of neither format by naming the missing columns of the closest one', async () => {
    const res = await upload('transactions', 'TRANSACTION_NUMBER,INSTANCE_DATE,GROUP_EN\n"1-1-2026","2026-01-01 10:00:00","Sales"\n');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toMatch(/missing columns PROCEDURE_EN, IS_OFFPLAN_EN/);
  });
});
