import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { FIXTURE } from './platform-fixtures';
import { PUBLISHED_COLUMNS } from '../../server/market/dld';
import { trendSvg } from '../../server/market/chart';
import { Readable } from 'node:stream';
import { openDatabase } from '../../server/db/connect';
import { runMarketImport } from '../../server/market/service';

/**
 * Market evidence (issue 25) from small DLD-format CSVs: the stored figures are checked against a calculation
 * written here on its own (not the server's code), with the traps analysts name: mortgages and gifts, a
 * multi-unit rent contract, outliers, the minimum sample.
 */
const MIN = 3;
const SQFT = 10.7639;
const AS_OF = '2026-09-30';

type Row = Record<string, string | number>;
const csv = (columns: readonly string[], rows: Row[]) =>
  [columns.join(','), ...rows.map((r) => columns.map((c) => { const v = String(r[c] ?? ''); return /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v; }).join(','))].join('\n') + '\n';

// ---- the fixture: Marsa Dubai (= Dubai Marina) ----
interface Sale { id: string; date: string; group: string; reg: 'Off-Plan Properties' | 'Existing Properties'; rooms: string; m2: number; worth: number; type?: string; usage?: string; project?: string }
const sales: Sale[] = [];
let n = 0;
const sale = (s: Omit<Sale, 'id'>) => sales.push({ id: `T-${++n}`, ...s });
// Off-plan in the last 12 months: 12 deals, AED per m2 from 18,000 to 29,000.
for (let i = 0; i < 12; i++) sale({ date: `2026-${String(1 + (i % 9)).padStart(2, '0')}-1${i % 10}`, group: 'Sales', reg: 'Off-Plan Properties', rooms: '1 B/R', m2: 70 + i, worth: (70 + i) * (18000 + i * 1000), project: 'MARINA CREST' });
// Ready: five 1-bedroom, three 2-bedroom, two studios.
[[1, 65, 1_300_000], [1, 70, 1_450_000], [1, 68, 1_390_000], [1, 75, 1_600_000], [1, 72, 1_500_000], [2, 110, 2_300_000], [2, 120, 2_600_000], [2, 115, 2_450_000], [0, 40, 780_000], [0, 42, 800_000]].forEach(([b, m2, worth], i) =>
  sale({ date: `2025-1${i % 3}-0${1 + (i % 9)}`, group: 'Sales', reg: 'Existing Properties', rooms: b === 0 ? 'Studio' : `${b} B/R`, m2, worth }),
);
// Outliers: one far below, one far above (ready, in the window).
sale({ date: '2026-03-03', group: 'Sales', reg: 'Existing Properties', rooms: '1 B/R', m2: 70, worth: 70_000 });
sale({ date: '2026-03-04', group: 'Sales', reg: 'Existing Properties', rooms: '1 B/R', m2: 70, worth: 70_000_000 });
// Not prices: mortgages, gifts, land, commercial.
sale({ date: '2026-05-05', group: 'Mortgages', reg: 'Existing Properties', rooms: '1 B/R', m2: 70, worth: 400_000 });
sale({ date: '2026-05-06', group: 'Gifts', reg: 'Existing Properties', rooms: '1 B/R', m2: 70, worth: 1 });
sale({ date: '2026-05-07', group: 'Sales', reg: 'Existing Properties', rooms: '', m2: 900, worth: 9_000_000, type: 'Land' });
sale({ date: '2026-05-08', group: 'Sales', reg: 'Existing Properties', rooms: '', m2: 90, worth: 4_000_000, usage: 'Commercial' });
// Older deals (two years back) for the series; the last date of the data is AS_OF.
for (let i = 0; i < 4; i++) sale({ date: `2024-0${4 + (i % 2)}-1${i}`, group: 'Sales', reg: 'Off-Plan Properties', rooms: '2 B/R', m2: 100, worth: 100 * (15000 + i * 500) });
sale({ date: AS_OF, group: 'Sales', reg: 'Off-Plan Properties', rooms: '1 B/R', m2: 80, worth: 80 * 21_500, project: 'MARINA CREST' });

const txRow = (s: Sale): Row => ({
  transaction_id: s.id, trans_group_en: s.group, procedure_name_en: s.group === 'Sales' ? 'Sell' : s.group, instance_date: s.date.split('-').reverse().join('-'),
  property_type_en: s.type ?? 'Unit', property_sub_type_en: 'Flat', property_usage_en: s.usage ?? 'Residential', reg_type_en: s.reg, area_name_en: 'Marsa Dubai',
  project_name_en: s.project ?? 'OTHER TOWER', rooms_en: s.rooms, procedure_area: s.m2, actual_worth: s.worth, meter_sale_price: Math.round(s.worth / s.m2),
});

interface Rent { id: string; line: number; units: number; sub: string; annual: number; date: string }
const rents: Rent[] = [
  { id: 'C1', line: 1, units: 1, sub: '1bed room+Hall', annual: 90_000, date: '2026-01-10' },
  { id: 'C2', line: 1, units: 1, sub: '1bed room+Hall', annual: 95_000, date: '2026-02-10' },
  { id: 'C3', line: 1, units: 1, sub: '1bed room+Hall', annual: 100_000, date: '2026-03-10' },
  // A three-unit contract repeats its whole amount on every line: a bulk contract, left out (decision 014).
  { id: 'C4', line: 1, units: 3, sub: '1bed room+Hall', annual: 300_000, date: '2026-04-10' },
  { id: 'C4', line: 2, units: 3, sub: '1bed room+Hall', annual: 300_000, date: '2026-04-10' },
  { id: 'C4', line: 3, units: 3, sub: '1bed room+Hall', annual: 300_000, date: '2026-04-10' },
  { id: 'C5', line: 1, units: 1, sub: '2 bed rooms+hall', annual: 150_000, date: '2026-05-10' },
  { id: 'C6', line: 1, units: 1, sub: '2 bed rooms+hall', annual: 160_000, date: '2026-06-10' },
  { id: 'C7', line: 1, units: 1, sub: 'Studio', annual: 55_000, date: '2026-06-11' },
  { id: 'C8', line: 1, units: 1, sub: 'Studio', annual: 60_000, date: '2026-06-12' },
  { id: 'C9', line: 1, units: 1, sub: 'Studio', annual: 58_000, date: '2026-07-12' },
  // Older than 12 months: not counted.
  { id: 'C10', line: 1, units: 1, sub: '1bed room+Hall', annual: 10_000, date: '2025-01-10' },
];
const rentRow = (r: Rent): Row => ({
  contract_id: r.id, contract_reg_type_en: 'New', contract_start_date: r.date, contract_end_date: '', contract_amount: r.annual, annual_amount: r.annual, no_of_prop: r.units,
  line_number: r.line, ejari_bus_property_type_en: 'Unit', ejari_property_type_en: 'Flat', ejari_property_sub_type_en: r.sub, property_usage_en: 'Residential', area_name_en: 'Marsa Dubai', project_name_en: 'OTHER TOWER',
});

// ---- the independent calculation ----
function pct(values: number[], q: number): number {
  const v = [...values].sort((a, b) => a - b);
  const h = (v.length - 1) * q;
  return v[Math.floor(h)] + (h - Math.floor(h)) * (v[Math.ceil(h)] - v[Math.floor(h)]);
}
function expected() {
  const priced = sales.filter((s) => s.group === 'Sales' && !s.type && !s.usage && s.m2 > 0 && s.worth > 0 && s.date >= '2022-01-01');
  const per = (s: Sale) => s.worth / (s.m2 * SQFT);
  const all = priced.map(per);
  const [lo, hi] = [pct(all, 0.01), pct(all, 0.99)];
  const kept = priced.filter((s) => per(s) >= lo && per(s) <= hi);
  const recent = kept.filter((s) => s.date >= '2025-10-01' && s.date <= AS_OF);
  const block = (reg: string) => {
    const v = recent.filter((s) => s.reg === reg).map(per);
    const ok = v.length >= MIN;
    return { median_aed_per_sqft: ok ? Math.round(pct(v, 0.5)) : null, p25_aed_per_sqft: ok ? Math.round(pct(v, 0.25)) : null, p75_aed_per_sqft: ok ? Math.round(pct(v, 0.75)) : null, deals: v.length };
  };
  const firsts = rents.filter((r) => r.date >= '2025-10-01' && r.line === 1 && r.units === 1);
  const bed = (sub: string) => (sub === 'Studio' ? 'studio' : sub[0]);
  const keys = ['studio', '1', '2', '3', '4+'] as const;
  const rentsOut: Record<string, { median_annual_aed: number | null; contracts: number }> = {};
  const yields: Record<string, number | null> = {};
  for (const k of keys) {
    const v = firsts.filter((r) => bed(r.sub) === k).map((r) => r.annual);
    const med = v.length >= MIN ? pct(v, 0.5) : null;
    rentsOut[k] = { median_annual_aed: med == null ? null : Math.round(med), contracts: v.length };
    const prices = recent.filter((s) => s.reg === 'Existing Properties' && (s.rooms === 'Studio' ? 'studio' : s.rooms[0]) === k).map((s) => s.worth);
    yields[k] = med != null && prices.length >= MIN ? Math.round((med / pct(prices, 0.5)) * 10000) / 100 : null;
  }
  const q3 = kept.filter((s) => s.date >= '2026-07-01').map(per);
  return { off_plan: block('Off-Plan Properties'), ready: block('Existing Properties'), rents: rentsOut, yields, lastQuarter: { quarter: '2026-Q3', median_aed_per_sqft: q3.length >= MIN ? Math.round(pct(q3, 0.5)) : null, deals: q3.length }, dropped: priced.length - kept.length };
}

function multipart(content: string) {
  const boundary = '----market' + Math.random().toString(16).slice(2);
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dld.csv"\r\nContent-Type: text/csv\r\n\r\n`);
  return { payload: Buffer.concat([head, Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(DIALECTS)('market evidence on %s', (dialect) => {
  let t: TestApp;
  let admin: Record<string, string>;
  const upload = async (kind: string, content: string) => {
    const m = multipart(content);
    return t.app.inject({ method: 'POST', url: `/api/market/imports?kind=${kind}`, payload: m.payload, headers: { ...admin, ...m.headers } });
  };
  const count = async (table: 'market_transactions' | 'market_rents') => Number((await t.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: FIXTURE, env: { marketPollMs: 0 } });
    admin = (await t.staff('admin')).headers;
    // The minimum sample is a setting staff edit (default 10); the fixture is small.
    const set = await t.app.inject({ method: 'PUT', url: '/api/market/settings', headers: admin, payload: { market_min_deals: MIN } });
    expect(set.statusCode, set.body).toBe(200);
  });
  afterAll(async () => t?.close());

  it('refuses a file with missing columns before writing anything, naming them', async () => {
    const res = await upload('transactions', 'transaction_id,instance_date,area_name_en\nT-1,01-01-2026,Marsa Dubai\n');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toMatch(/missing columns trans_group_en, property_type_en, property_usage_en, reg_type_en, project_name_en, rooms_en, procedure_area, actual_worth/);
    expect(await count('market_transactions')).toBe(0);
    expect((await upload('rents', csv(PUBLISHED_COLUMNS.transactions, [txRow(sales[0])]))).json().errors.file).toMatch(/missing columns contract_id/);
  });

  it('imports both files, skips bad lines by line number, and stores the figures an analyst would compute', async () => {
    const bad: Row[] = [
      { ...txRow(sales[0]), transaction_id: 'BAD-DATE', instance_date: '31-02-2026' },
      { ...txRow(sales[0]), transaction_id: 'BAD-AMOUNT', actual_worth: -5 },
      { ...txRow(sales[0]), transaction_id: 'BAD-FIELD', building_name_en: 'x'.repeat(1024 * 1024) },
    ];
    const body = csv(PUBLISHED_COLUMNS.transactions, [...sales.slice(0, 5).map(txRow), ...bad, ...sales.slice(5).map(txRow)]);
    const res = await upload('transactions', body);
    expect(res.statusCode).toBe(200);
    const file = res.json().files[0];
    expect(file).toMatchObject({ kind: 'transactions', lines: sales.length + 3, added: sales.length, duplicates: 0, skipped: 3 });
    expect(file.bad_lines).toEqual([
      { line: 7, reason: expect.stringMatching(/instance_date "31-02-2026" is not a date/) },
      { line: 8, reason: expect.stringMatching(/actual_worth "-5"/) },
      { line: 9, reason: expect.stringMatching(/building_name_en is longer than/) },
    ]);
    const r = await upload('rents', csv(PUBLISHED_COLUMNS.rents, rents.map(rentRow)));
    expect(r.statusCode).toBe(200);
    expect(r.json().files[0]).toMatchObject({ added: rents.length, skipped: 0 });

    // Staff map the DLD name; the suggestion offered is the usual match.
    const maps = (await t.app.inject({ method: 'GET', url: '/api/market/mappings/areas', headers: admin })).json();
    const marsa = maps.rows.find((x: { dld_name: string }) => x.dld_name === 'Marsa Dubai');
    expect(marsa).toMatchObject({ area_id: null, suggestion: { slug: 'dubai-marina' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/market/areas/dubai-marina' })).statusCode).toBe(404);
    const put = await t.app.inject({ method: 'PUT', url: '/api/market/mappings/areas', headers: admin, payload: { dld_name: 'Marsa Dubai', area_id: marsa.suggestion.id } });
    expect(put.statusCode).toBe(200);

    const api = await t.app.inject({ method: 'GET', url: '/api/market/areas/dubai-marina' });
    expect(api.statusCode).toBe(200);
    const got = api.json();
    const want = expected();
    expect(want.dropped).toBe(2);
    expect(got).toMatchObject({ area: 'dubai-marina', as_of: AS_OF, demo: false });
    expect(got.sales.off_plan).toEqual(want.off_plan);
    expect(got.sales.ready).toEqual(want.ready);
    expect(got.rents).toEqual(want.rents);
    expect(got.rents['1'].contracts).toBe(3); // C1-C3; the three-unit C4 is a bulk contract
    expect(got.rents['2'].median_annual_aed).toBeNull(); // two contracts: under the minimum sample
    expect(got.gross_yield_pct).toEqual(want.yields);
    expect(got.series).toHaveLength(20);
    expect(got.series.at(-1)).toEqual(want.lastQuarter);
    expect(got.series[0].quarter).toBe('2021-Q4');
  });

  it('maps a project and returns its figures; the project page compares its asking price with the area', async () => {
    const put = await t.app.inject({ method: 'PUT', url: '/api/market/mappings/projects', headers: admin, payload: { dld_name: 'MARINA CREST', project_id: 1 } });
    expect(put.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/market/projects/marina-crest-residences' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ project: 'marina-crest-residences', as_of: AS_OF, sales: { off_plan: { deals: 13 } } });
    const bad = await t.app.inject({ method: 'PUT', url: '/api/market/mappings/projects', headers: admin, payload: { dld_name: 'MARINA CREST', project_id: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.project_id).toBeTruthy();
  });

  it('shows the block data on the area page and ranks the area on /market', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/site/areas/dubai-marina?lang=ar' })).json();
    expect(page.market.figures.as_of).toBe(AS_OF);
    // Two quarters with enough deals out of twenty is not a trend: no chart.
    expect(page.market.chart).toBeNull();
    const market = (await t.app.inject({ method: 'GET', url: '/api/site/market?sort=yield' })).json();
    expect(market.rows).toEqual([expect.objectContaining({ slug: 'dubai-marina', off_plan_median: expected().off_plan.median_aed_per_sqft })]);
    expect((await t.app.inject({ method: 'GET', url: '/api/site/market?sort=nope' })).json().errors.sort).toBeTruthy();
  });

  it('adds nothing on a re-import, and only the new lines of an overlapping newer export', async () => {
    const before = await count('market_transactions');
    const again = await upload('transactions', csv(PUBLISHED_COLUMNS.transactions, sales.map(txRow)));
    expect(again.json().files[0]).toMatchObject({ added: 0, duplicates: sales.length });
    expect(await count('market_transactions')).toBe(before);
    const newer = [...sales.slice(10), { ...sales[0], id: 'T-NEW-1', date: '2026-10-01' }, { ...sales[0], id: 'T-NEW-2', date: '2026-10-02' }];
    const res = await upload('transactions', csv(PUBLISHED_COLUMNS.transactions, newer.map(txRow)));
    expect(res.json().files[0]).toMatchObject({ added: 2, duplicates: newer.length - 2 });
    expect(await count('market_transactions')).toBe(before + 2);
    expect((await t.app.inject({ method: 'GET', url: '/api/market/areas/dubai-marina' })).json().as_of).toBe('2026-10-02');
    const rentsAgain = await upload('rents', csv(PUBLISHED_COLUMNS.rents, rents.map(rentRow)));
    expect(rentsAgain.json().files[0]).toMatchObject({ added: 0 });
  });

  it('lists /market in the sitemap in every language', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    for (const prefix of ['', '/ar', '/ru', '/zh']) expect(body).toContain(`<loc>${t.config.publicUrl}${prefix}/market</loc>`);
  });

  it('a running server notices an import made by the command (another process and connection)', async () => {
    const server = await makeTestApp({ dialect, content: FIXTURE, env: { marketPollMs: 50 } });
    try {
      const notices: string[] = [];
      server.app.onContentChange((r) => notices.push(r));
      const command = openDatabase(server.config);
      try {
        await runMarketImport(command, [{ kind: 'transactions', stream: Readable.from([csv(PUBLISHED_COLUMNS.transactions, sales.map(txRow))]) }], { source: 'command', minDeals: MIN });
        await command.kysely.updateTable('market_area_map').set({ area_id: 1 }).where('dld_name', '=', 'Marsa Dubai').execute();
        await runMarketImport(command, [{ kind: 'rents', stream: Readable.from([csv(PUBLISHED_COLUMNS.rents, rents.map(rentRow))]) }], { source: 'command', minDeals: MIN });
      } finally {
        await command.close();
      }
      await expect.poll(() => notices.includes('market'), { timeout: 5000 }).toBe(true);
      expect((await server.app.inject({ method: 'GET', url: '/api/site/areas/dubai-marina' })).json().market.figures.as_of).toBe(AS_OF);
    } finally {
      await server.close();
    }
  });

  it('runs one import at a time', async () => {
    await t.db.kysely.insertInto('market_lock').values({ name: 'import', holder: 'someone-else', heartbeat_at: new Date().toISOString() }).execute();
    const res = await upload('rents', csv(PUBLISHED_COLUMNS.rents, rents.map(rentRow)));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Another market import is running/);
    await t.db.kysely.deleteFrom('market_lock').execute();
  });

  it('the minimum sample is a setting: validated, audited, and a change recomputes the stored figures at once', async () => {
    const editor = (await t.staff('editor')).headers;
    const viewer = (await t.staff('viewer')).headers;
    expect((await t.app.inject({ url: '/api/market/settings', headers: editor })).json()).toEqual({ market_min_deals: MIN });
    for (const bad of [0, 2.5, 'ten', null, 1001]) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/market/settings', headers: editor, payload: { market_min_deals: bad } });
      expect(res.statusCode, String(bad)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['market_min_deals']);
    }
    expect((await t.app.inject({ method: 'PUT', url: '/api/market/settings', headers: viewer, payload: { market_min_deals: 5 } })).statusCode).toBe(403);
    const area = async () => (await t.app.inject({ url: '/api/market/areas/dubai-marina' })).json();
    const before = await area();
    expect(before.sales.off_plan.median_aed_per_sqft).not.toBeNull();
    // Above the area's off-plan deals: the figure is withheld everywhere, and the page says how many are needed.
    const high = before.sales.off_plan.deals + 1;
    const raised = await t.app.inject({ method: 'PUT', url: '/api/market/settings', headers: editor, payload: { market_min_deals: high } });
    expect(raised.statusCode, raised.body).toBe(200);
    expect((await area()).sales.off_plan).toMatchObject({ median_aed_per_sqft: null, p25_aed_per_sqft: null, deals: before.sales.off_plan.deals });
    expect((await t.app.inject({ url: '/api/site/areas/dubai-marina' })).json().market.min_deals).toBe(high);
    const audit = await t.db.kysely.selectFrom('audit_logs').select('changes').where('resource', '=', 'market-data').where('record_id', '=', 'settings').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes!)).toEqual({ market_min_deals: [MIN, high] });
    await t.app.inject({ method: 'PUT', url: '/api/market/settings', headers: editor, payload: { market_min_deals: MIN } });
    expect((await area()).sales.off_plan).toEqual(before.sales.off_plan);
  });

  it('keeps the import to staff with the permission', async () => {
    const viewer = (await t.staff('viewer')).headers;
    const m = multipart('x');
    expect((await t.app.inject({ method: 'POST', url: '/api/market/imports?kind=rents', payload: m.payload, headers: { ...viewer, ...m.headers } })).statusCode).toBe(403);
    const noKind = await t.app.inject({ method: 'POST', url: '/api/market/imports?kind=sales', payload: m.payload, headers: { ...admin, ...m.headers } });
    expect(noKind.statusCode).toBe(422);
    expect(noKind.json().errors.kind).toBeTruthy();
  });
});

describe('the trend chart drawn on the server', () => {
  it('draws the quarters with a figure and leaves a gap for the others', () => {
    const series = Array.from({ length: 20 }, (_, i) => ({ quarter: `${2022 + Math.floor(i / 4)}-Q${(i % 4) + 1}`, median_aed_per_sqft: i === 7 ? null : 1500 + i * 20, deals: 40 }));
    const svg = trendSvg(series, 'ar')!;
    expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(svg.match(/<circle/g)).toHaveLength(19);
    expect(svg.match(/M\d/g)).toHaveLength(2);
    expect(svg).toContain('>2022<');
    expect(trendSvg(series.map((s, i) => ({ ...s, median_aed_per_sqft: i < 12 ? null : s.median_aed_per_sqft })), 'en')).toBeNull();
  });
});

describe('npm run import:market', () => {
  it('refuses a wrong file with the missing columns and a non-zero exit, and imports a good one', async () => {
    const { spawnSync } = await import('node:child_process');
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-cli-'));
    try {
      const wrong = path.join(dir, 'wrong.csv');
      fs.writeFileSync(wrong, 'transaction_id,instance_date\nT-1,01-01-2026\n');
      const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '' };
      const bad = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/market/import.ts', '--transactions', wrong], { env, encoding: 'utf8' });
      expect(bad.status).not.toBe(0);
      expect(bad.stderr).toMatch(/missing columns trans_group_en/);
      const good = path.join(dir, 'tx.csv');
      fs.writeFileSync(good, csv(PUBLISHED_COLUMNS.transactions, sales.map(txRow)));
      const ok = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/market/import.ts', '--transactions', good], { env, encoding: 'utf8' });
      expect(ok.status, ok.stderr).toBe(0);
      // The report names the format it recognised by the header (issue 37 item 11).
      expect(ok.stdout).toContain(`transactions (Dubai Pulse open data (dld_transactions-open)): ${sales.length} lines, ${sales.length} added, 0 already there, 0 skipped`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
