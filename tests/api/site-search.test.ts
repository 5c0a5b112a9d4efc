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
