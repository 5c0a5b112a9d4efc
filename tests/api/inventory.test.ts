import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { DIALECTS, makeTestApp, REDIS_TEST_URL, type TestApp } from '../helpers/app';
import { FIXTURE } from './platform-fixtures';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/connect';
import { expireHolds } from '../../server/units/service';

const PROJECT = 1; // Marina Crest Residences, published, off-plan
const SLUG = 'marina-crest-residences';
const LEAD = { name: 'Layla Haddad', email: 'layla.haddad@example.com', phone: '+971 50 123 4567', budget: '1500000', investmentTimeline: 'Within 3 months' };

/** A multipart body with one file field, as the back-office sends it. */
function multipart(name: string, content: Buffer | string, type = 'text/csv') {
  const boundary = `----oasis${crypto.randomBytes(6).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, Buffer.from(content), tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const GOOD_LIST = [
  'Unit No,Tower,Floor,Unit Type,Bedrooms,BUA (sq ft),View,Price (AED),Status',
  '101,A,1,Studio,Studio,420,Garden,"780,000",Available',
  '102,A,1,1 Bedroom,1,760,Marina,"1,250,000",Available',
  '201,A,2,1 Bedroom,1,780,Sea,"1,310,000",Available',
  '202,A,2,2 Bedroom,2,1180,Sea,"2,150,000",Available',
  '301,B,3,2 Bedroom,2,1210,Marina,"2,090,000",Booked',
  '302,B,3,3 Bedroom,3,1650,Sea,"3,400,000",Available',
  '303,B,3,3 Bedroom,3,1700,Sea,"3,550,000",Blocked',
].join('\n');

describe.each(DIALECTS)('inventory on %s', (dialect) => {
  let t: TestApp;
  let editor: { headers: Record<string, string> };
  let owner: { headers: Record<string, string> };
  let leadId: number;
  const importList = (csv: string | Buffer, dryRun: boolean, name = 'prices.csv', type?: string) => {
    const body = multipart(name, csv, type);
    return t.app.inject({ method: 'POST', url: `/api/units/import?project_id=${PROJECT}${dryRun ? '&dry_run=1' : ''}`, payload: body.payload, headers: { ...editor.headers, ...body.headers } });
  };
  const unitCount = async () => Number((await t.db.kysely.selectFrom('units').select((eb) => eb.fn.countAll<number>().as('n')).where('project_id', '=', PROJECT).executeTakeFirstOrThrow()).n);
  const page = async () => (await t.app.inject({ method: 'GET', url: `/api/site/projects/${SLUG}` })).json();
  const unitId = async (unit: string, building = 'A') => (await t.db.kysely.selectFrom('units').select('id').where('project_id', '=', PROJECT).where('building', '=', building).where('unit_number', '=', unit).executeTakeFirstOrThrow()).id;
  const namedStaff = async (role: 'sales' | 'owner' | 'editor', first: string) => {
    const s = await t.staff(role);
    await t.db.kysely.updateTable('users').set({ first_name: first, last_name: 'Agent' }).where('id', '=', s.id).execute();
    return s;
  };

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: FIXTURE });
    editor = await t.staff('editor');
    owner = await t.staff('owner');
    const res = await t.app.inject({ method: 'POST', url: '/api/sendEnquiry', payload: LEAD, headers: await t.csrf() });
    expect(res.statusCode).toBe(200);
    leadId = (await t.db.kysely.selectFrom('enquiries').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a dry run reports every bad row by row and field, and changes nothing; applying a list with bad rows is refused whole', async () => {
    const bad = [
      'Unit No,Tower,Unit Type,Bedrooms,Size,Price,Status',
      '101,A,Studio,0,420,780000,Available',
      ',A,1 Bedroom,1,760,1250000,Available', // no unit number
      '103,A,1 Bedroom,1,760,,Available', // no price
      '104,A,1 Bedroom,1,760,1250000,Maybe', // unknown status
      '105,A,1 Bedroom,eleven,760,1250000,Available', // bedrooms not a number
      '106,A,1 Bedroom,1,760,12,Available', // price too low
      '101,A,Studio,0,420,780000,Available', // duplicate of row 2
    ].join('\n');
    const dry = await importList(bad, true);
    expect(dry.statusCode).toBe(200);
    const report = dry.json();
    expect(report).toMatchObject({ dry_run: true, applied: false, created: 1 });
    expect(report.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [3, 'unit_number'], [4, 'price_aed'], [5, 'status'], [6, 'bedrooms'], [7, 'price_aed'], [8, 'unit_number'],
    ]);
    expect(report.errors.find((e: { row: number }) => e.row === 8).message).toBe('Unit A-101 is also on row 2');
    expect(await unitCount()).toBe(0);
    const apply = await importList(bad, false);
    expect(apply.statusCode).toBe(422);
    expect(apply.json().message).toBe('6 row(s) of the price list are not valid; nothing was changed');
    expect(apply.json().report.errors).toHaveLength(6);
    expect(await unitCount()).toBe(0);
    // A file that is not a price list: the header is named.
    const wrong = await importList('name,email\nLayla,l@example.com', true);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.file).toMatch(/^The header row must name the unit number, price aed/);
  });

  it('apply is idempotent; a later list updates prices and statuses without duplicating units', async () => {
    const first = await importList(GOOD_LIST, false);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ applied: true, created: 7, updated: 0, unchanged: 0, errors: [] });
    const again = await importList(GOOD_LIST, false);
    expect(again.json()).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: 7 });
    expect(await unitCount()).toBe(7);
    const later = GOOD_LIST.replace('"1,250,000",Available', '"1,275,000",Available').replace('303,B,3,3 Bedroom,3,1700,Sea,"3,550,000",Blocked', '303,B,3,3 Bedroom,3,1700,Sea,"3,550,000",Available');
    const dry = await importList(later, true);
    expect(dry.json()).toMatchObject({ dry_run: true, created: 0, updated: 2, unchanged: 5 });
    expect(dry.json().changes).toEqual([
      { row: 3, unit: 'A-102', action: 'update', fields: ['price_aed'] },
      { row: 8, unit: 'B-303', action: 'update', fields: ['status'] },
    ]);
    expect((await importList(later, false)).json()).toMatchObject({ created: 0, updated: 2, unchanged: 5 });
    expect(await unitCount()).toBe(7);
    const row = await t.db.kysely.selectFrom('units').selectAll().where('id', '=', await unitId('102')).executeTakeFirstOrThrow();
    expect(row.price_aed).toBe(1_275_000);
    // The project's history says who imported what.
    const audit = await t.app.inject({ method: 'GET', url: `/api/audit-logs?filter=${encodeURIComponent(JSON.stringify({ resource: 'projects', record_id: String(PROJECT), action: 'units-import' }))}`, headers: owner.headers });
    expect(audit.json()).toHaveLength(3);
  });

  it('reads an XLSX price list the same way', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Price list');
    for (const line of GOOD_LIST.replace('"1,250,000"', '1275000').split('\n')) sheet.addRow(line.match(/("[^"]*"|[^,]+)/g)!.map((c) => c.replace(/"/g, '')));
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const body = multipart('prices.xlsx', bytes, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const res = await t.app.inject({ method: 'POST', url: `/api/units/import?project_id=${PROJECT}&dry_run=1`, payload: body.payload, headers: { ...editor.headers, ...body.headers } });
    expect(res.statusCode).toBe(200);
    // Only B-303 differs: the file still says Blocked, the stored unit is available since the later list.
    expect(res.json()).toMatchObject({ rows: 7, created: 0, updated: 1, unchanged: 6, errors: [] });
  });

  it('the page\'s "from" prices, unit types and counts equal an independent calculation from the units', async () => {
    const list = await t.app.inject({ method: 'GET', url: `/api/units?filter=${encodeURIComponent(JSON.stringify({ project_id: PROJECT }))}&range=[0,99]`, headers: owner.headers });
    const units = list.json() as { type: string; bedrooms: number; size_sqft: number; price_aed: number; status: string }[];
    const available = units.filter((u) => u.status === 'available');
    const types = new Map<string, { bedrooms: number; prices: number[]; sizes: number[] }>();
    for (const u of available) {
      const k = `${u.type}|${u.bedrooms}`;
      const g = types.get(k) ?? { bedrooms: u.bedrooms, prices: [], sizes: [] };
      g.prices.push(u.price_aed);
      g.sizes.push(u.size_sqft);
      types.set(k, g);
    }
    const expected = [...types.entries()]
      .map(([k, g]) => ({ name: k.split('|')[0], bedrooms: g.bedrooms, size_sqft_from: Math.min(...g.sizes), size_sqft_to: Math.max(...g.sizes), price_from_aed: Math.min(...g.prices), available: g.prices.length }))
      .sort((a, b) => a.bedrooms - b.bedrooms || a.price_from_aed - b.price_from_aed);
    const data = await page();
    expect(data.project.unit_types).toEqual(expected);
    expect(data.project.units_available).toBe(available.length);
    expect(data.project.starting_price_aed).toBe(Math.min(...available.map((u) => u.price_aed)));
    expect(data.availability).toMatchObject({ total: units.length, available: available.length, sold_out: false, display: 'counts', units: [] });
    // The per-project choice: list the units.
    expect((await t.app.inject({ method: 'PUT', url: `/api/projects/${PROJECT}`, payload: { units_display: 'list' }, headers: editor.headers })).statusCode).toBe(200);
    const listed = await page();
    expect(listed.availability.units.map((u: { unit_number: string }) => u.unit_number)).toEqual(available.sort((a, b) => a.price_aed - b.price_aed).map((u) => (u as unknown as { unit_number: string }).unit_number));
    expect((await t.app.inject({ method: 'PUT', url: `/api/projects/${PROJECT}`, payload: { units_display: 'everything' }, headers: editor.headers })).json().errors.units_display).toBe('Show units must be "counts" or "list"');
  });

  it('50 colleagues holding one unit at once: exactly one succeeds, the 49 others get a 409 naming who holds it', async () => {
    const id = await unitId('202');
    const before = (await page()).availability.available;
    const staff = await Promise.all(Array.from({ length: 50 }, (_, i) => namedStaff('sales', `Seller${i}`)));
    const results = await Promise.all(staff.map((s) => t.app.inject({ method: 'POST', url: `/api/units/${id}/hold`, payload: { lead_id: leadId }, headers: s.headers })));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    const winner = ok[0].json().data;
    expect(winner).toMatchObject({ status: 'held', hold_lead_id: leadId, held_price_aed: 2_150_000 });
    const conflicts = results.filter((r) => r.statusCode === 409);
    expect(conflicts).toHaveLength(49);
    for (const c of conflicts) {
      expect(c.json().message).toMatch(new RegExp(`^Unit A-202 is already held by ${winner.held_by_name} for lead #${leadId} until \\d+ \\w+ 2\\d{3}, \\d\\d:\\d\\d \\(Dubai\\)$`));
      expect(c.json().holder).toMatchObject({ id: winner.held_by, name: winner.held_by_name, lead_id: leadId });
    }
    // The hold lasts the setting (48 hours by default) and the page counts one fewer.
    expect(Date.parse(winner.hold_expires_at) - Date.parse(winner.held_at)).toBe(48 * 3600_000);
    expect((await page()).availability.available).toBe(before - 1);
    // The price is frozen for the hold: a later list changes the unit's price, not the held price.
    await importList(GOOD_LIST.replace('"2,150,000"', '"2,250,000"'), false);
    const held = await t.db.kysely.selectFrom('units').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([held.status, held.price_aed, held.held_price_aed]).toEqual(['held', 2_250_000, 2_150_000]);
  });

  it('a hold that runs out while a colleague tries: the unit is theirs, and the expiry is on record', async () => {
    const id = await unitId('201');
    const first = await namedStaff('sales', 'Farah');
    const second = await namedStaff('sales', 'Omar');
    expect((await t.app.inject({ method: 'POST', url: `/api/units/${id}/hold`, payload: { lead_id: leadId }, headers: first.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/units/${id}/hold`, payload: { lead_id: leadId }, headers: second.headers })).json().message).toMatch(/held by Farah Agent/);
    // The hold's time passes (the sweep has not run yet): the next attempt takes the unit.
    await t.db.kysely.updateTable('units').set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', id).execute();
    expect((await page()).availability.units.some((u: { id: number }) => u.id === id)).toBe(true); // counted available already
    const [taken, late] = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/units/${id}/hold`, payload: { lead_id: leadId }, headers: second.headers }),
      t.app.inject({ method: 'POST', url: `/api/units/${id}/hold`, payload: { lead_id: leadId }, headers: first.headers }),
    ]);
    expect([taken.statusCode, late.statusCode].sort()).toEqual([200, 409]);
    const log = await t.db.kysely.selectFrom('audit_logs').select(['action', 'resource']).where('resource', '=', 'units').where('record_id', '=', String(id)).orderBy('id').execute();
    expect(log.map((l) => l.action).filter((a) => !a.startsWith('unit-import'))).toEqual(['unit-hold', 'unit-hold-expired', 'unit-hold']);
    // The sweep returns holds that ran out with nobody asking.
    await t.db.kysely.updateTable('units').set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', id).execute();
    expect(await expireHolds(t.db.kysely)).toEqual([PROJECT]);
    expect(await expireHolds(t.db.kysely)).toEqual([]);
    expect((await t.db.kysely.selectFrom('units').select(['status', 'held_by']).where('id', '=', id).executeTakeFirstOrThrow())).toEqual({ status: 'available', held_by: null });
  });

  it('hold -> reserved (booking fee, with its date) -> sold; only the holder or an owner may move or release it; every step audited on unit, project and lead', async () => {
    const id = await unitId('101');
    const seller = await namedStaff('sales', 'Maya');
    const other = await namedStaff('sales', 'Karim');
    const act = (verb: string, who: { headers: Record<string, string> }, payload?: object) => t.app.inject({ method: 'POST', url: `/api/units/${id}/${verb}`, payload: payload ?? {}, headers: who.headers });
    expect((await act('reserve', seller, { booking_fee_date: '2026-11-25' })).json().message).toBe('Unit A-101 is available: hold it for the lead before reserving it');
    expect((await act('hold', seller, { lead_id: 999_999 })).json().errors).toEqual({ lead_id: 'No lead with id 999999' });
    expect((await act('hold', seller, {})).json().errors).toEqual({ lead_id: 'Choose the lead the unit is held for' });
    expect((await act('hold', seller, { lead_id: leadId })).statusCode).toBe(200);
    expect((await act('release', other)).statusCode).toBe(403);
    expect((await act('reserve', other, { booking_fee_date: '2026-11-25' })).statusCode).toBe(409);
    expect((await act('reserve', seller, {})).json().errors).toEqual({ booking_fee_date: 'Booking fee date is required' });
    const reserved = await act('reserve', seller, { booking_fee_date: '2026-11-25' });
    expect(reserved.json().data).toMatchObject({ status: 'reserved', booking_fee_date: '2026-11-25T00:00:00.000Z', hold_expires_at: null });
    // A typed status cannot move a reserved unit; the generic PUT says which action does.
    expect((await t.app.inject({ method: 'PUT', url: `/api/units/${id}`, payload: { status: 'available' }, headers: editor.headers })).statusCode).toBe(409);
    expect((await act('sell', seller)).json().data).toMatchObject({ status: 'sold' });
    expect((await act('hold', other, { lead_id: leadId })).json().message).toBe('Unit A-101 is sold');
    // The owner releases a hold that is not theirs.
    const id2 = await unitId('302', 'B');
    expect((await t.app.inject({ method: 'POST', url: `/api/units/${id2}/hold`, payload: { lead_id: leadId }, headers: seller.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/units/${id2}/release`, payload: {}, headers: owner.headers })).json().data).toMatchObject({ status: 'available', held_by: null });
    // Viewers may not hold.
    const viewer = await t.staff('viewer');
    expect((await t.app.inject({ method: 'POST', url: `/api/units/${id2}/hold`, payload: { lead_id: leadId }, headers: viewer.headers })).statusCode).toBe(403);
    const history = async (resource: string, record: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/audit-logs?filter=${encodeURIComponent(JSON.stringify({ resource, record_id: String(record) }))}&range=[0,99]`, headers: owner.headers })).json().map((a: { action: string }) => a.action);
    expect((await history('units', id)).slice(0, 3)).toEqual(['unit-sell', 'unit-reserve', 'unit-hold']);
    expect(await history('enquiries', leadId)).toEqual(expect.arrayContaining(['unit-sell', 'unit-reserve', 'unit-hold', 'unit-release', 'unit-hold-expired']));
    expect(await history('projects', PROJECT)).toEqual(expect.arrayContaining(['unit-sell', 'unit-reserve', 'unit-hold', 'unit-release', 'units-import']));
    // The lead's units panel.
    const forLead = await t.app.inject({ method: 'GET', url: `/api/units/for-lead?lead_id=${leadId}`, headers: seller.headers });
    expect(forLead.json().data.map((u: { unit_number: string; status: string }) => `${u.unit_number}:${u.status}`)).toEqual(expect.arrayContaining(['101:sold', '202:held']));
  });

  it('sold out: the page says so and the project leaves the off-plan list', async () => {
    const inList = async () => (await t.app.inject({ method: 'GET', url: '/api/site/projects?status=off_plan' })).json().items.map((p: { slug: string }) => p.slug);
    expect(await inList()).toContain(SLUG);
    // The developer's next list: everything booked (held units stay held until released).
    await t.db.kysely.updateTable('units').set({ status: 'available', held_by: null, held_by_name: null, hold_lead_id: null, hold_expires_at: null }).where('status', '=', 'held').execute();
    const soldList = GOOD_LIST.split('\n').map((l, i) => (i === 0 ? l : l.replace(/,(Available|Booked|Blocked)$/, ',Sold'))).join('\n');
    expect((await importList(soldList, false)).statusCode).toBe(200);
    const data = await page();
    expect(data.availability).toMatchObject({ available: 0, sold_out: true, units: [] });
    expect(data.project).toMatchObject({ units_available: 0, unit_types: [], starting_price_aed: null });
    expect(await inList()).not.toContain(SLUG);
    // A project without units keeps its typed figures and stays in the list.
    expect((await t.app.inject({ method: 'GET', url: '/api/site/projects/creek-horizon' })).json().availability).toBeNull();
  });

  it('the hold length is a staff setting', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/unit-settings/1', payload: { unit_hold_hours: 0 }, headers: owner.headers })).json().errors).toEqual({ unit_hold_hours: 'Hold length (hours) must be at least 1' });
    expect((await t.app.inject({ method: 'PUT', url: '/api/unit-settings/1', payload: { unit_hold_hours: 24 }, headers: owner.headers })).statusCode).toBe(200);
    const sales = await namedStaff('sales', 'Nadia');
    expect((await t.app.inject({ method: 'PUT', url: '/api/unit-settings/1', payload: { unit_hold_hours: 72 }, headers: sales.headers })).statusCode).toBe(403);
    await t.db.kysely.updateTable('units').set({ status: 'available' }).where('unit_number', '=', '302').execute();
    const held = await t.app.inject({ method: 'POST', url: `/api/units/${await unitId('302', 'B')}/hold`, payload: { lead_id: leadId }, headers: sales.headers });
    expect(Date.parse(held.json().data.hold_expires_at) - Date.parse(held.json().data.held_at)).toBe(24 * 3600_000);
  });
});

describe.skipIf(!REDIS_TEST_URL).each(DIALECTS)('holds across two instances sharing Redis on %s', (dialect) => {
  const prefix = `oasis-inv-${crypto.randomBytes(4).toString('hex')}:`;
  let a: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await makeTestApp({ dialect, content: FIXTURE, env: { redisUrl: REDIS_TEST_URL!, redisPrefix: prefix } });
    b = await buildApp({ config: a.config, db: openDatabase(a.config), logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a hold made on A is refused on B, and B hears the change (its page caches are cleared)', async () => {
    const editor = await a.staff('editor');
    const body = multipart('prices.csv', GOOD_LIST);
    expect((await a.app.inject({ method: 'POST', url: `/api/units/import?project_id=${PROJECT}`, payload: body.payload, headers: { ...editor.headers, ...body.headers } })).statusCode).toBe(200);
    const lead = await a.app.inject({ method: 'POST', url: '/api/sendEnquiry', payload: LEAD, headers: await a.csrf() });
    expect(lead.statusCode).toBe(200);
    const leadId = (await a.db.kysely.selectFrom('enquiries').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    const id = (await a.db.kysely.selectFrom('units').select('id').where('unit_number', '=', '102').executeTakeFirstOrThrow()).id;
    const heardByB: string[] = [];
    b.onContentChange((r) => heardByB.push(r));
    const onA = await a.staff('sales');
    const onB = await a.staff('sales');
    const before = (await b.inject({ method: 'GET', url: `/api/site/projects/${SLUG}` })).json().availability.available;
    const [ra, rb] = await Promise.all([
      a.app.inject({ method: 'POST', url: `/api/units/${id}/hold`, payload: { lead_id: leadId }, headers: onA.headers }),
      b.inject({ method: 'POST', url: `/api/units/${id}/hold`, payload: { lead_id: leadId }, headers: onB.headers }),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    const winner = ra.statusCode === 200 ? 'a' : 'b';
    if (winner === 'a') {
      for (let i = 0; i < 100 && !heardByB.includes('projects'); i++) await new Promise((r) => setTimeout(r, 50));
      expect(heardByB).toContain('projects');
    }
    expect((await b.inject({ method: 'GET', url: `/api/site/projects/${SLUG}` })).json().availability.available).toBe(before - 1);
    expect((await a.app.inject({ method: 'GET', url: `/api/site/projects/${SLUG}` })).json().availability.available).toBe(before - 1);
  });
});
