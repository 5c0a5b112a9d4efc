import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filtersToRemember, hasActiveFilters, parseProjectFilters, projectFiltersToQuery } from '../../src/search/projectFilters';
import { readRememberedFilters, rememberFilters } from '../../site/search/rememberedFilters';
import { DUBAI_BOUNDS, MAP_HEIGHT, MAP_WIDTH, googleMapsUrl, openStreetMapUrl, projectToMap } from '../../site/map/projection';
import { shareInfo, shareTags } from '../../site/share';
import { canonicalUrl } from '../../site/useClientSeo';
import { mortgagePrefill } from '../../site/mortgage/MortgagePanel';
import { fileForPath } from '../../scripts/generate';

const NOW = new Date('2026-11-22T00:00:00Z');
const parse = (q: string) => parseProjectFilters(new URLSearchParams(q), NOW);

describe('project filters <-> URL', () => {
  it('reads every filter from a query and writes it back in a stable order, leaving defaults out', () => {
    const { filters, errors } = parse('sort=price_asc&beds=5&area=dubai-marina&q=%20sea%20view%20&min_price=1,000,000&max_price=3000000&status=off_plan&handover=2028&plan=post-handover&type=villa&developer=azure-coast&page=2');
    expect(errors).toEqual({});
    expect(filters).toEqual({
      q: 'sea view', area: 'dubai-marina', developer: 'azure-coast', type: 'villa', beds: 5, min_price: 1_000_000, max_price: 3_000_000,
      status: 'off_plan', handover: 2028, plan: 'post-handover', sort: 'price_asc', page: 2,
    });
    expect(projectFiltersToQuery(filters)).toBe(
      '?q=sea+view&area=dubai-marina&developer=azure-coast&type=villa&beds=5&min_price=1000000&max_price=3000000&status=off_plan&handover=2028&plan=post-handover&sort=price_asc&page=2',
    );
    expect(parse(projectFiltersToQuery(filters).slice(1)).filters).toEqual(filters); // round trip
    expect(projectFiltersToQuery({ sort: 'featured', page: 1 })).toBe('');
  });

  it('treats empty fields as "any" and accepts "studio" and "5+" for bedrooms', () => {
    expect(parse('q=&area=&beds=&sort=')).toEqual({ filters: {}, errors: {} });
    expect(parse('beds=studio').filters.beds).toBe(0);
    expect(parse('beds=5%2B').filters.beds).toBe(5);
  });

  it('names each bad field and drops its value', () => {
    const { filters, errors } = parse('beds=9&min_price=-1&status=sold&handover=1999&plan=x&sort=y&page=0&area=Bad%20Slug&type=a%2Fb');
    expect(Object.keys(errors).sort()).toEqual(['area', 'beds', 'handover', 'min_price', 'page', 'plan', 'sort', 'status', 'type']);
    expect(filters).toEqual({});
    expect(parse('min_price=5&max_price=4').errors).toEqual({ max_price: 'max_price must not be below min_price' });
    expect(parse(`handover=${NOW.getUTCFullYear() + 31}`).errors.handover).toMatch(/handover must be a year/);
  });

  it('reads the server query object form too (arrays: the first value)', () => {
    expect(parseProjectFilters({ beds: ['2', '3'], q: 'x' }, NOW).filters).toEqual({ beds: 2, q: 'x' });
  });

  it('knows what narrows the list and what is remembered (never the page)', () => {
    expect(hasActiveFilters({ sort: 'newest', page: 3 })).toBe(false);
    expect(hasActiveFilters({ beds: 0 })).toBe(true);
    expect(filtersToRemember({ area: 'a', page: 4, sort: 'newest' })).toEqual({ area: 'a', sort: 'newest' });
  });
});

describe('filter_projects in localStorage', () => {
  const memory = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
  };
  it('stores the filters without the page, reads them back, and forgets an empty search', () => {
    const s = memory();
    rememberFilters({ area: 'dubai-marina', beds: 2, page: 3 }, s);
    expect(JSON.parse(s.m.get('filter_projects')!)).toEqual({ area: 'dubai-marina', beds: 2 });
    expect(readRememberedFilters(s)).toEqual({ area: 'dubai-marina', beds: 2 });
    rememberFilters({ page: 2 }, s);
    expect(s.m.has('filter_projects')).toBe(false);
  });
  it('ignores what it cannot use: broken JSON, a list, bad values', () => {
    const s = memory();
    s.setItem('filter_projects', '{not json');
    expect(readRememberedFilters(s)).toEqual({});
    s.setItem('filter_projects', '[1,2]');
    expect(readRememberedFilters(s)).toEqual({});
    s.setItem('filter_projects', JSON.stringify({ beds: 42, status: 'ready', page: 9 }));
    expect(readRememberedFilters(s)).toEqual({ status: 'ready' });
  });
});

describe('the local map of Dubai', () => {
  it('places corners and a known landmark inside the frame', () => {
    expect(projectToMap(DUBAI_BOUNDS.north, DUBAI_BOUNDS.west)).toEqual({ x: 0, y: 0, inside: true });
    expect(projectToMap(DUBAI_BOUNDS.south, DUBAI_BOUNDS.east)).toEqual({ x: MAP_WIDTH, y: MAP_HEIGHT, inside: true });
    // Burj Khalifa: east of Dubai Marina and north of it on the map.
    const burj = projectToMap(25.1972, 55.2744);
    const marina = projectToMap(25.08, 55.14);
    expect(burj.inside && marina.inside).toBe(true);
    expect(burj.x).toBeGreaterThan(marina.x);
    expect(burj.y).toBeLessThan(marina.y);
  });
  it('clamps a place outside the frame to its edge and says so', () => {
    expect(projectToMap(24.45, 54.37)).toEqual({ x: 0, y: MAP_HEIGHT, inside: false }); // Abu Dhabi
  });
  it('links to the map sites only as links', () => {
    expect(openStreetMapUrl(25.1, 55.2)).toBe('https://www.openstreetmap.org/?mlat=25.1&mlon=55.2#map=15/25.1/55.2');
    expect(googleMapsUrl(25.1, 55.2)).toBe('https://www.google.com/maps/search/?api=1&query=25.1%2C55.2');
  });
});

describe('sharing tags', () => {
  const image = { src: '/uploads/p-1600.webp', width: 1600, height: 1000, type: 'image/webp', title: 'Tower & pool' };
  it('picks the page picture by route', () => {
    expect(shareInfo('project', { project: { gallery: [image] } })).toEqual({ image, type: 'website' });
    expect(shareInfo('blog', { blog: { cover: image } }).type).toBe('article');
    expect(shareInfo('about-us', { banners: [] })).toEqual({ image: null, type: 'website' });
  });
  it('writes absolute, escaped Open Graph and Twitter tags with the image size', () => {
    const html = shareTags({ title: 'A "quoted" <title>', description: 'd', url: 'https://x.test/p', siteName: 'Oasis Invest', origin: 'https://x.test', share: { image, type: 'website' } });
    expect(html).toContain('<meta property="og:title" content="A &quot;quoted&quot; &lt;title&gt;">');
    expect(html).toContain('<meta property="og:image" content="https://x.test/uploads/p-1600.webp">');
    expect(html).toContain('<meta property="og:image:width" content="1600">');
    expect(html).toContain('<meta property="og:image:alt" content="Tower &amp; pool">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(shareTags({ title: 't', description: '', url: 'u', siteName: 's', origin: 'o', share: { image: null, type: 'website' } })).toContain('content="summary"');
  });
});

describe('static export helpers', () => {
  it('numbered list pages as paths share the canonical of ?page=N', () => {
    expect(canonicalUrl('https://x.test', '/project/page/2/', '')).toBe('https://x.test/project?page=2');
    expect(canonicalUrl('https://x.test', '/blogs/page/3', '')).toBe('https://x.test/blogs?page=3');
  });
  it('writes each page as a folder index and refuses to leave the output folder', () => {
    expect(fileForPath('/out', '/')).toBe(path.join('/out', 'index.html'));
    expect(fileForPath('/out', '/project/marina-one')).toBe(path.join('/out', 'project', 'marina-one', 'index.html'));
    expect(() => fileForPath('/out', '/a/%2e%2e/b')).toThrow(/outside/);
  });
});

describe('mortgage prefill from a project link', () => {
  it('takes the price and the least down payment for it; off-plan means 50%', () => {
    expect(mortgagePrefill(new URLSearchParams('price=1500000'))).toMatchObject({ propertyPriceAed: 1_500_000, downPaymentAed: 300_000, offPlan: false });
    expect(mortgagePrefill(new URLSearchParams('price=1620000&off_plan=1'))).toMatchObject({ propertyPriceAed: 1_620_000, downPaymentAed: 810_000, offPlan: true });
    expect(mortgagePrefill(new URLSearchParams('price=abc')).propertyPriceAed).toBe(2_000_000);
    expect(mortgagePrefill(new URLSearchParams('price=50')).propertyPriceAed).toBe(2_000_000);
  });
});
