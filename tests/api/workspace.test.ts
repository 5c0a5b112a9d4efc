import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { smtpReceiver } from '../helpers/smtp';
import { FIXTURE } from './platform-fixtures';
import type { MarketFigures } from '../../src/market/contract';
import type { CompareData, ShortlistData } from '../../src/workspace/projects';

async function until<T>(read: () => T | Promise<T>, check: (v: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  let last = await read();
  while (!check(last)) {
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(last).slice(0, 300)} after 10 s`);
    await new Promise((r) => setTimeout(r, 50));
    last = await read();
  }
  return last;
}

/** The investor's workspace (issue 27): the shared shortlist link, the compare table's data, "send me my shortlist". */
describe.each(DIALECTS)('workspace on %s', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    smtp = await smtpReceiver();
    t = await makeTestApp({ dialect, content: FIXTURE, env: { smtpUrl: smtp.url, mailFrom: 'Oasis Invest <leads@oasis.test>', publicUrl: 'https://oasis.test', outboxPollMs: 100, outboxBaseDelayMs: 50 } });
    // Registered-deal figures for Dubai Marina (area 1), as the market import stores them.
    const figures: MarketFigures = {
      as_of: '2026-09-30', demo: false,
      sales: { off_plan: { median_aed_per_sqft: 2100, p25_aed_per_sqft: 1900, p75_aed_per_sqft: 2300, deals: 40 }, ready: { median_aed_per_sqft: 1800, p25_aed_per_sqft: null, p75_aed_per_sqft: null, deals: 12 } },
      rents: { studio: { median_annual_aed: null, contracts: 0 }, '1': { median_annual_aed: 95000, contracts: 9 }, '2': { median_annual_aed: null, contracts: 0 }, '3': { median_annual_aed: null, contracts: 0 }, '4+': { median_annual_aed: null, contracts: 0 } },
      gross_yield_pct: { studio: null, '1': 6.8, '2': null, '3': null, '4+': null },
      series: [],
    };
    await t.db.kysely.insertInto('market_figures').values({ scope: 'area', record_id: 1, as_of: figures.as_of, demo: 0, figures: JSON.stringify(figures), computed_at: '2026-10-01T00:00:00.000Z' }).execute();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('the shared shortlist link opens the same list, in its order, public projects only', async () => {
    const res = await get('/api/site/shortlist?projects=hills-grove-villas,marina-sail-tower,marina-crest-residences,palm-lagoon-launch,creek-horizon');
    expect(res.statusCode).toBe(200);
    const data = res.json() as ShortlistData;
    expect(data.slugs).toEqual(['hills-grove-villas', 'marina-sail-tower', 'marina-crest-residences', 'palm-lagoon-launch', 'creek-horizon']);
    // A draft (marina-sail-tower) and a scheduled launch (palm-lagoon-launch) are not shown to visitors.
    expect(data.items.map((p) => p.slug)).toEqual(['hills-grove-villas', 'marina-crest-residences', 'creek-horizon']);
    expect(data.items[1]).toMatchObject({ title: 'Marina Crest Residences', area_name: 'Dubai Marina', developer_name: 'Azure Coast Developments', starting_price_aed: 1_850_000 });
    expect(data.title).toBe('My shortlist of Dubai projects');
    // The same link in Russian: the same projects, the page's texts in Russian.
    const ru = (await get('/api/site/shortlist?projects=hills-grove-villas,marina-crest-residences&lang=ru')).json() as ShortlistData;
    expect(ru.items.map((p) => p.slug)).toEqual(['hills-grove-villas', 'marina-crest-residences']);
    expect(ru.title).toBe('Мой список проектов в Дубае');
    // No list: an empty page (the browser puts its own list in the URL).
    expect((await get('/api/site/shortlist')).json()).toMatchObject({ slugs: [], items: [] });
  });

  it('refuses a hostile or oversized list with a 400 naming the field', async () => {
    for (const url of [
      '/api/site/shortlist?projects=' + encodeURIComponent("x' or 1=1 --"),
      '/api/site/shortlist?projects=' + Array.from({ length: 25 }, (_, i) => `p${i}`).join(','),
      '/api/site/shortlist?projects=' + 'a'.repeat(10_000),
      '/api/site/compare?projects=creek-horizon',
      '/api/site/compare?projects=a,b,c,d,e',
      '/api/site/compare',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), url).toEqual(['projects']);
    }
  });

  it('compares projects side by side with developer track record and market figures', async () => {
    const res = await get('/api/site/compare?projects=marina-crest-residences,creek-horizon,hills-grove-villas');
    expect(res.statusCode).toBe(200);
    const data = res.json() as CompareData;
    expect(data.columns.map((c) => c.project.slug)).toEqual(['marina-crest-residences', 'creek-horizon', 'hills-grove-villas']);
    const [crest, creek, hills] = data.columns;
    expect(crest.project).toMatchObject({ starting_price_aed: 1_850_000, handover_year: 2027, handover_quarter: 4, area_name: 'Dubai Marina' });
    expect(crest.project.payment_plan?.milestones?.length).toBeGreaterThan(0);
    expect(crest.developer).toMatchObject({ name: 'Azure Coast Developments', founded_year: 2004 });
    expect(creek.developer).toMatchObject({ name: 'Sandstone Properties', founded_year: 2011 });
    // Market evidence (issue 25): the area's registered-deal figures where the project has none of its own.
    expect(crest.market).toMatchObject({ scope: 'area', figures: { sales: { off_plan: { median_aed_per_sqft: 2100 } }, gross_yield_pct: { '1': 6.8 } } });
    // Hills Grove's area is a draft: neither its name nor its figures are shown.
    expect(hills.project.area_name).toBeNull();
    expect(hills.market).toBeNull();
    // A project no longer public drops out of a shared compare link.
    const shared = (await get('/api/site/compare?projects=marina-crest-residences,marina-sail-tower,creek-horizon')).json() as CompareData;
    expect(shared.slugs).toHaveLength(3);
    expect(shared.columns.map((c) => c.project.slug)).toEqual(['marina-crest-residences', 'creek-horizon']);
  });

  it('"send me my shortlist" e-mails the list through the outbox and records it as a lead of its own, never replacing another lead\'s list', async () => {
    const send = async (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/shortlist/send', payload: body, headers: await t.csrf() });
    const person = { name: 'Olga Petrova', email: 'Olga@Example.test', phone: '+971501234567' };
    // Bad input: 422 naming each field, the enquiry form's messages.
    const bad = await send({ name: '', email: 'nope', phone: '12', projects: "x' or 1=1" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name', 'phone', 'projects']);
    expect(bad.json().errors.email).toBe('Please enter a valid email address');
    const gone = await send({ ...person, projects: 'marina-sail-tower' });
    expect(gone.statusCode).toBe(422);
    expect(gone.json().errors.projects).toMatch(/no longer|any more/);

    // A new visitor, in Russian: a new lead (source /shortlist) with the list, and one e-mail in Russian.
    const res = await send({ ...person, projects: 'creek-horizon,marina-sail-tower,marina-crest-residences', lang: 'ru' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ error: false, mail: 'queued', message: 'Список отправлен вам на почту.' });
    const lead = await t.db.kysely.selectFrom('enquiries').selectAll().where('email', '=', 'olga@example.test').executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ name: 'Olga Petrova', source_path: '/shortlist', shortlist: 'creek-horizon,marina-crest-residences', project_id: 2 });
    const mails = await until(() => smtp.messages.filter((m) => m.subject?.startsWith('Ваш список')), (l) => l.length === 1, 'shortlist e-mail');
    expect(mails[0].to && 'text' in mails[0].to ? mails[0].to.text : '').toBe('olga@example.test');
    // No text the visitor typed in a mail to an unconfirmed address (issue 37): our own greeting.
    expect(mails[0].text).toContain('Здравствуйте!');
    expect(mails[0].text).not.toContain('Olga');
    expect(mails[0].text).toContain('Creek Horizon');
    expect(mails[0].text).toContain('https://oasis.test/ru/project/marina-crest-residences');
    expect(mails[0].text).toContain('https://oasis.test/ru/shortlist?projects=creek-horizon,marina-crest-residences');
    expect(mails[0].text).not.toContain('Marina Sail Tower');

    // The same address again (anyone may type it): a new lead linked as a repeat; the first lead's list is kept (issue 37).
    expect((await send({ ...person, email: 'olga@example.test', projects: 'hills-grove-villas', lang: 'en' })).statusCode).toBe(200);
    expect((await t.db.kysely.selectFrom('enquiries').select('shortlist').where('id', '=', lead.id).executeTakeFirstOrThrow()).shortlist).toBe('creek-horizon,marina-crest-residences');
    const repeat = await t.db.kysely.selectFrom('enquiries').selectAll().where('email', '=', 'olga@example.test').where('id', '<>', lead.id).executeTakeFirstOrThrow();
    expect(repeat).toMatchObject({ shortlist: 'hills-grove-villas', duplicate_of_id: lead.id });
    await until(() => smtp.messages.filter((m) => m.subject?.startsWith('Your shortlist')), (l) => l.length === 1, 'second shortlist e-mail');
    // The salesperson reads each list on its lead.
    const sales = await t.staff('sales');
    // Their lead (issue 40: sales read the leads assigned to them and the pool).
    await t.db.kysely.updateTable('enquiries').set({ assignee_id: sales.id }).where('id', '=', repeat.id).execute();
    const seen = await t.app.inject({ method: 'GET', url: `/api/enquiries/${repeat.id}`, headers: sales.headers });
    expect(seen.json().shortlist).toBe('hills-grove-villas');
  });

  it('records every change of the starting price and of a unit type price, with its date, shown on the project page', async () => {
    const admin = (await t.staff('admin')).headers;
    const put = (body: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/projects/2', payload: body, headers: admin });
    const history = async () => ((await get('/api/site/projects/creek-horizon')).json().priceHistory as Array<Record<string, unknown>>);
    // The seed's write path records the first price too (issue 27: every write path); the page shows no "update" for it.
    expect((await history()).map(({ changed_at: _c, ...c }) => c)).toEqual([{ unit_type: null, old_price_aed: null, new_price_aed: 950_000 }]);
    const unit = (price: number) => [{ name: '1 bedroom', bedrooms: 1, price_from_aed: price }, { name: '2 bedrooms', bedrooms: 2, price_from_aed: 1_600_000 }];
    expect((await put({ unit_types: unit(1_100_000) })).statusCode).toBe(200);
    // A drop of the starting price and of one unit type; the other unit type is unchanged.
    const res = await put({ starting_price_aed: 900_000, unit_types: unit(1_050_000) });
    expect(res.statusCode, res.body).toBe(200);
    // A save that changes no price records nothing.
    expect((await put({ highlights: ['Creek views'] })).statusCode).toBe(200);
    const list = await history();
    expect(list.map(({ changed_at, ...c }) => (expect(changed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/), c))).toEqual([
      { unit_type: '1 bedroom', old_price_aed: 1_100_000, new_price_aed: 1_050_000 },
      { unit_type: null, old_price_aed: 950_000, new_price_aed: 900_000 },
      { unit_type: '2 bedrooms', old_price_aed: null, new_price_aed: 1_600_000 },
      { unit_type: '1 bedroom', old_price_aed: null, new_price_aed: 1_100_000 },
      { unit_type: null, old_price_aed: null, new_price_aed: 950_000 },
    ]);
  });
});
