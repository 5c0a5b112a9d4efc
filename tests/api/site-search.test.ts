import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import type { DemoContent } from '../../server/demo/seed';

const plan = (label: string) => ({ label, milestones: [{ label: 'Booking', percent: 20 }, { label: 'On handover', percent: 80 }] });

const CONTENT: DemoContent = {
  developers: [
    { id: 1, name: 'Azure Coast Developments', slug: 'azure-coast', published: true },
    { id: 2, name: 'Desert Rose Builders', slug: 'desert-rose', published: true },
    { id: 3, name: 'Hidden Builder', slug: 'hidden-builder', published: false },
  ],
  areas: [
    { id: 1, name: 'Dubai Marina', slug: 'dubai-marina', published: true },
    { id: 2, name: 'Dubai Hills Estate', slug: 'dubai-hills-estate', published: true },
  ],
  'property-types': [
    { id: 1, name: 'Apartment', slug: 'apartment' },
    { id: 2, name: 'Villa', slug: 'villa' },
    { id: 3, name: 'Townhouse', slug: 'townhouse' },
  ],
  projects: [
    // id, price, beds, status, handover, post-handover, types, area, developer, featured, published_at
    { id: 1, title: 'Marina Studios', slug: 'marina-studios', status: 'off_plan', area_id: 1, developer_id: 1, property_type_ids: [1], starting_price_aed: 700_000, bedrooms_min: 0, bedrooms_max: 1, handover_year: 2027, handover_quarter: 4, post_handover: true, payment_plan: plan('Post-handover 40/60'), featured: false, published: true, published_at: '2026-01-01T00:00:00.000Z' },
    { id: 2, title: 'Marina Family Tower', slug: 'marina-family-tower', status: 'under_construction', area_id: 1, developer_id: 2, property_type_ids: [1], starting_price_aed: 1_500_000, bedrooms_min: 1, bedrooms_max: 3, handover_year: 2026, handover_quarter: 2, post_handover: false, payment_plan: plan('60/40'), featured: true, published: true, published_at: '2026-03-01T00:00:00.000Z' },
    { id: 3, title: 'Hills Villas', slug: 'hills-villas', status: 'off_plan', area_id: 2, developer_id: 1, property_type_ids: [2, 3], starting_price_aed: 6_000_000, bedrooms_min: 4, bedrooms_max: 6, handover_year: 2029, handover_quarter: 1, post_handover: false, payment_plan: plan('70/30'), featured: false, published: true, published_at: '2026-05-01T00:00:00.000Z' },
    { id: 4, title: 'Hills Ready Homes', slug: 'hills-ready-homes', status: 'ready', area_id: 2, developer_id: 2, property_type_ids: [3], starting_price_aed: 3_000_000, bedrooms_min: 3, bedrooms_max: 4, handover_year: 2025, handover_quarter: 4, post_handover: false, featured: true, published: true, published_at: '2026-02-01T00:00:00.000Z' },
    { id: 5, title: 'Price On Request', slug: 'price-on-request', status: 'off_plan', area_id: 2, developer_id: 2, property_type_ids: [1], starting_price_aed: null, bedrooms_min: 2, bedrooms_max: 2, handover_year: null, post_handover: true, featured: false, published: true, published_at: '2026-04-01T00:00:00.000Z' },
    { id: 6, title: 'Secret Marina Draft', slug: 'secret-marina-draft', status: 'off_plan', area_id: 1, developer_id: 1, property_type_ids: [1], starting_price_aed: 800_000, bedrooms_min: 0, bedrooms_max: 1, handover_year: 2027, post_handover: true, published: false },
    { id: 7, title: 'Hidden Builder Tower', slug: 'hidden-builder-tower', status: 'off_plan', area_id: 1, developer_id: 3, property_type_ids: [1], starting_price_aed: 900_000, bedrooms_min: 1, bedrooms_max: 2, handover_year: 2028, published: true, published_at: '2026-06-01T00:00:00.000Z' },
  ],
  pages: [{ id: 1, page_name: 'project', title: 'Projects in Dubai', description: 'Off-plan and ready projects' }],
};

interface ListAnswer {
  items: { slug: string }[];
  total: number;
  page: number;
  pageCount: number;
  filters: Record<string, unknown>;
  options: { areas: { slug: string }[]; developers: { slug: string }[]; propertyTypes: { slug: string }[]; handoverYears: number[] };
}

describe.each(DIALECTS)('GET /api/site/projects search (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: CONTENT });
  });
  afterAll(async () => t?.close());

  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/site/projects${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListAnswer;
  };
  const slugs = async (query: string) => (await list(query)).items.map((p) => p.slug);

  it('lists published projects only, featured first by default, with the filter choices', async () => {
    const d = await list('');
    expect(d.total).toBe(6);
    expect(d.items.map((p) => p.slug)).not.toContain('secret-marina-draft');
    expect(d.items.slice(0, 2).map((p) => p.slug)).toEqual(['marina-family-tower', 'hills-ready-homes']);
    expect(d.options.areas.map((a) => a.slug)).toEqual(['dubai-hills-estate', 'dubai-marina']);
    expect(d.options.developers.map((a) => a.slug)).toEqual(['azure-coast', 'desert-rose']);
    expect(d.options.propertyTypes.map((a) => a.slug)).toEqual(['apartment', 'townhouse', 'villa']);
    expect(d.options.handoverYears).toEqual([2025, 2026, 2027, 2028, 2029]);
  });

  it('filters by area, developer and property type (join table)', async () => {
    expect((await slugs('?area=dubai-marina')).sort()).toEqual(['hidden-builder-tower', 'marina-family-tower', 'marina-studios']);
    expect((await slugs('?developer=azure-coast')).sort()).toEqual(['hills-villas', 'marina-studios']);
    expect((await slugs('?type=townhouse')).sort()).toEqual(['hills-ready-homes', 'hills-villas']);
    expect((await slugs('?type=villa&area=dubai-hills-estate&developer=azure-coast')).sort()).toEqual(['hills-villas']);
    // An unpublished developer's slug finds nothing; an unknown slug is no error, just no results.
    expect(await slugs('?developer=hidden-builder')).toEqual([]);
    expect((await list('?area=atlantis')).total).toBe(0);
  });

  it('filters by bedrooms: studio, a count within the range, 5 and more', async () => {
    expect((await slugs('?beds=0')).sort()).toEqual(['marina-studios']);
    expect((await slugs('?beds=2')).sort()).toEqual(['hidden-builder-tower', 'marina-family-tower', 'price-on-request']);
    expect((await slugs('?beds=5')).sort()).toEqual(['hills-villas']);
    expect((await slugs('?beds=studio')).sort()).toEqual(['marina-studios']);
  });

  it('filters by price range, status, handover year and payment plan', async () => {
    expect((await slugs('?min_price=1000000&max_price=3000000')).sort()).toEqual(['hills-ready-homes', 'marina-family-tower']);
    expect((await slugs('?max_price=800000')).sort()).toEqual(['marina-studios']);
    expect((await slugs('?min_price=5,000,000')).sort()).toEqual(['hills-villas']);
    expect((await slugs('?status=ready')).sort()).toEqual(['hills-ready-homes']);
    expect((await slugs('?handover=2027')).sort()).toEqual(['marina-studios']);
    expect((await slugs('?plan=post-handover')).sort()).toEqual(['marina-studios', 'price-on-request']);
    expect((await slugs('?plan=no-post-handover')).length).toBe(4);
  });

  it('finds a keyword in the title, the area or the developer name', async () => {
    expect((await slugs('?q=hills')).sort()).toEqual(['hills-ready-homes', 'hills-villas', 'price-on-request']);
    expect((await slugs('?q=azure')).sort()).toEqual(['hills-villas', 'marina-studios']);
    expect((await slugs('?q=family%20marina')).sort()).toEqual(['marina-family-tower']);
    expect(await slugs('?q=100%25')).toEqual([]);
  });

  it('sorts by newest, price both ways (no price last) and handover soonest', async () => {
    expect(await slugs('?sort=newest')).toEqual(['hidden-builder-tower', 'hills-villas', 'price-on-request', 'marina-family-tower', 'hills-ready-homes', 'marina-studios']);
    expect(await slugs('?sort=price_asc')).toEqual(['marina-studios', 'hidden-builder-tower', 'marina-family-tower', 'hills-ready-homes', 'hills-villas', 'price-on-request']);
    expect(await slugs('?sort=price_desc')).toEqual(['hills-villas', 'hills-ready-homes', 'marina-family-tower', 'hidden-builder-tower', 'marina-studios', 'price-on-request']);
    expect(await slugs('?sort=handover')).toEqual(['hills-ready-homes', 'marina-family-tower', 'marina-studios', 'hidden-builder-tower', 'hills-villas', 'price-on-request']);
  });

  it('paginates 12 a page with the total and page count, filters kept', async () => {
    const d = await list('?page=2&sort=price_asc');
    expect(d.page).toBe(2);
    expect(d.items).toEqual([]);
    expect(d.total).toBe(6);
    expect(d.pageCount).toBe(1);
    expect(d.filters).toMatchObject({ sort: 'price_asc', page: 2 });
  });

  it.each([
    ['?beds=7', 'beds'],
    ['?beds=two', 'beds'],
    ['?min_price=-5', 'min_price'],
    ['?max_price=cheap', 'max_price'],
    ['?min_price=3000000&max_price=1000000', 'max_price'],
    ['?status=sold', 'status'],
    ['?handover=27', 'handover'],
    ['?plan=monthly', 'plan'],
    ['?sort=random', 'sort'],
    ['?page=0', 'page'],
    ['?area=Dubai%20Marina', 'area'],
    ['?type=%3Cscript%3E', 'type'],
  ])('%s answers 400 naming %s', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/site/projects${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: boolean; message: string; errors: Record<string, string> };
    expect(body.error).toBe(true);
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(body.message).toContain(field);
  });

  it('treats empty values (a GET form sends every field) as "any"', async () => {
    const d = await list('?q=&area=&developer=&type=&beds=&min_price=&max_price=&status=&handover=&plan=&sort=');
    expect(d.total).toBe(6);
  });
});

// Issue 39 item 2: bedrooms and budget are one question, answered by the units or unit types that match both.
const ut = (bedrooms: number, price_from_aed: number | null, available = 5) => ({ name: `${bedrooms} BR`, bedrooms, size_sqft_from: 700, size_sqft_to: 900, price_from_aed, available });
const OFFERS: DemoContent = {
  projects: [
    // Cheap studios and 1-bedrooms, but its 2-bedrooms cost 2.0M and 2.4M: out of a 1.84M (USD 500k) budget.
    { id: 1, title: 'Dear Twos', slug: 'dear-twos', status: 'off_plan', starting_price_aed: 600_000, bedrooms_min: 0, bedrooms_max: 2, unit_types: [ut(0, 600_000), ut(1, 900_000), ut(2, 2_000_000), ut(2, 2_400_000)], published: true, published_at: '2026-01-01T00:00:00.000Z' },
    // A 2-bedroom at 1.7M: in budget.
    { id: 2, title: 'Fair Twos', slug: 'fair-twos', status: 'off_plan', starting_price_aed: 1_100_000, bedrooms_min: 1, bedrooms_max: 2, unit_types: [ut(1, 1_100_000), ut(2, 1_700_000)], published: true, published_at: '2026-01-02T00:00:00.000Z' },
    // A 2-bedroom type under budget but sold (available 0), and a dear one still available.
    { id: 3, title: 'Sold Twos', slug: 'sold-twos', status: 'off_plan', starting_price_aed: 800_000, bedrooms_min: 1, bedrooms_max: 2, unit_types: [ut(1, 800_000), ut(2, 1_500_000, 0), ut(2, 2_600_000)], published: true, published_at: '2026-01-03T00:00:00.000Z' },
    // A price list (units): the typed unit types say 2 BR from 1.2M, but the only available 2-bedroom unit costs 1.8M.
    { id: 4, title: 'Unit Tower', slug: 'unit-tower', status: 'off_plan', starting_price_aed: 700_000, bedrooms_min: 1, bedrooms_max: 2, unit_types: [ut(1, 700_000), ut(2, 1_200_000)], published: true, published_at: '2026-01-04T00:00:00.000Z' },
    // Only typed ranges (no unit types, no units): the ranges stand.
    { id: 5, title: 'Range Only', slug: 'range-only', status: 'ready', starting_price_aed: 1_300_000, bedrooms_min: 1, bedrooms_max: 3, published: true, published_at: '2026-01-05T00:00:00.000Z' },
  ],
  units: [
    { id: 1, project_id: 4, unit_number: '101', type: '1 Bedroom', bedrooms: 1, size_sqft: 700, price_aed: 700_000, status: 'available' },
    { id: 2, project_id: 4, unit_number: '201', type: '2 Bedroom', bedrooms: 2, size_sqft: 1100, price_aed: 1_200_000, status: 'sold' },
    { id: 3, project_id: 4, unit_number: '202', type: '2 Bedroom', bedrooms: 2, size_sqft: 1150, price_aed: 1_800_000, status: 'available' },
  ],
};

interface OfferAnswer {
  items: { slug: string; match?: { bedrooms: number | null; price_from_aed: number | null } }[];
  total: number;
}

describe.each(DIALECTS)('GET /api/site/projects bedrooms + budget on the matching offers (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: OFFERS });
  });
  afterAll(async () => t?.close());
  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/site/projects${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OfferAnswer;
  };

  it('2 bedrooms up to 1,836,250 AED (USD 500k) lists only projects with a 2-bedroom offer under the budget', async () => {
    const d = await list('?beds=2&max_price=1836250&sort=price_asc');
    expect(d.items.map((p) => p.slug)).toEqual(['range-only', 'fair-twos', 'unit-tower']);
    expect(d.total).toBe(3);
    // Each card says what the 2-bedroom offers start from, not the project's cheapest unit of any size.
    expect(d.items.map((p) => p.match)).toEqual([
      { bedrooms: 2, price_from_aed: 1_300_000 },
      { bedrooms: 2, price_from_aed: 1_700_000 },
      { bedrooms: 2, price_from_aed: 1_800_000 },
    ]);
  });

  it('sorts by the matching offers\' price, and the units (available now) outrank the typed unit types', async () => {
    const d = await list('?beds=2&sort=price_desc');
    expect(d.items.map((p) => [p.slug, p.match?.price_from_aed])).toEqual([
      ['sold-twos', 2_600_000],
      ['dear-twos', 2_000_000],
      ['unit-tower', 1_800_000],
      ['fair-twos', 1_700_000],
      ['range-only', 1_300_000],
    ]);
  });

  it('a budget alone matches any offer in it; a minimum skips projects whose offers are all cheaper', async () => {
    expect((await list('?min_price=2300000&sort=price_asc')).items.map((p) => [p.slug, p.match?.price_from_aed])).toEqual([
      ['dear-twos', 2_400_000],
      ['sold-twos', 2_600_000],
    ]);
    expect((await list('?beds=1&min_price=800000&max_price=1000000&sort=price_asc')).items.map((p) => p.slug)).toEqual(['sold-twos', 'dear-twos']);
  });

  it('without bedrooms or budget the cards carry no match and the project figures stand', async () => {
    const d = await list('?sort=price_asc');
    expect(d.total).toBe(5);
    expect(d.items.every((p) => p.match === undefined)).toBe(true);
  });

  it('a saved-search alert matches with the same rule (the alerts use filteredProjects)', async () => {
    const { filteredProjects } = await import('../../server/site/projectSearch');
    const { projectCards } = await import('../../server/site/queries');
    const ids = async (f: Parameters<typeof filteredProjects>[1]) =>
      (await filteredProjects(projectCards(t.app.db.kysely), f, t.app.db.dialect, 'en').clearSelect().select('p.id').orderBy('p.id').execute()).map((r) => Number(r.id));
    expect(await ids({ beds: 2, max_price: 1_836_250 })).toEqual([2, 4, 5]);
    expect(await ids({ beds: 2, max_price: 1_750_000 })).toEqual([2, 5]);
  });
});
