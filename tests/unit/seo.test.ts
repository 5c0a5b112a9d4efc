import { describe, expect, it, vi } from 'vitest';
import { defaultSeo, documentTitle, resolveSeo, seoFromPageAnswer, seoFromRecordAnswer } from '../../site/seo';
import { canonicalUrl } from '../../site/useClientSeo';
import { escapeJson, reviveHydration, serializeHydration } from '../../site/hydration';
import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl } from 'react-router-dom';

const P = 'Oasis Invest';

describe('page SEO fallbacks (spec §4)', () => {
  it('starts from the product name and an empty description', () => {
    expect(defaultSeo(P)).toEqual({ title: P, description: '' });
    expect(documentTitle(defaultSeo(P), P)).toBe('Oasis Invest');
  });

  it('generic page: title, else the default; description, else empty', () => {
    expect(seoFromPageAnswer({ error: false, data: { title: 'Golden visa', description: 'Ten years' } }, P)).toEqual({ title: 'Golden visa', description: 'Ten years' });
    expect(seoFromPageAnswer({ error: false, data: { title: '', description: null } }, P)).toEqual({ title: P, description: '' });
    expect(seoFromPageAnswer({ error: false, data: { title: '   ' } }, P)).toEqual({ title: P, description: '' });
  });

  it('an error flag: the data is ignored and the defaults stay', () => {
    expect(seoFromPageAnswer({ error: true, data: { title: 'Ignored', description: 'Ignored' } }, P)).toEqual(defaultSeo(P));
    expect(seoFromRecordAnswer({ error: true, data: { seo_title: 'Ignored', main_title: 'Ignored', seo_description: 'x' } }, 'main_title', P)).toEqual(defaultSeo(P));
    expect(seoFromPageAnswer(null, P)).toEqual(defaultSeo(P));
  });

  it('project / area / developer: seo_title, else the name field, else the default', () => {
    expect(seoFromRecordAnswer({ error: false, data: { seo_title: 'Marina One prices', main_title: 'Marina One', seo_description: 'From AED 1.2M' } }, 'main_title', P)).toEqual({
      title: 'Marina One prices',
      description: 'From AED 1.2M',
    });
    expect(seoFromRecordAnswer({ error: false, data: { seo_title: '', area_name: 'Business Bay', seo_description: null } }, 'area_name', P)).toEqual({ title: 'Business Bay', description: '' });
    expect(seoFromRecordAnswer({ error: false, data: { seo_title: null, developer_name: '' } }, 'developer_name', P)).toEqual(defaultSeo(P));
  });

  it("document title is '{title} | {product}'", () => {
    expect(documentTitle({ title: 'Golden visa', description: '' }, P)).toBe('Golden visa | Oasis Invest');
  });
});

describe('resolveSeo (client navigation)', () => {
  const calls = {
    page: vi.fn(async (name: string) => ({ error: false, data: { title: `Page ${name}`, description: 'd' } })),
    project: vi.fn(async () => ({ error: false, data: { seo_title: '', main_title: 'Creek Tower', seo_description: 'p' } })),
    area: vi.fn(async () => ({ error: false, data: { seo_title: 'Area SEO', area_name: 'Marina', seo_description: '' } })),
    developer: vi.fn(async () => ({ error: true, data: null })),
  };

  it('uses the call of the route kind', async () => {
    expect(await resolveSeo({ kind: 'page', pageName: 'about-us' }, P, calls)).toEqual({ title: 'Page about-us', description: 'd' });
    expect(calls.page).toHaveBeenCalledWith('about-us');
    expect(await resolveSeo({ kind: 'project', slug: 'creek' }, P, calls)).toEqual({ title: 'Creek Tower', description: 'p' });
    expect(await resolveSeo({ kind: 'area', slug: 'marina' }, P, calls)).toEqual({ title: 'Area SEO', description: '' });
    expect(await resolveSeo({ kind: 'developer', slug: 'x' }, P, calls)).toEqual(defaultSeo(P));
    expect(await resolveSeo({ kind: 'local', seo: { title: 'Blog post', description: 'b' } }, P, calls)).toEqual({ title: 'Blog post', description: 'b' });
  });

  it("a failed call logs 'Error fetching SEO:' and keeps the defaults", async () => {
    const log = vi.fn();
    const failing = { ...calls, page: vi.fn(async () => Promise.reject(new Error('network down'))) };
    expect(await resolveSeo({ kind: 'page', pageName: 'home' }, P, failing, log)).toEqual(defaultSeo(P));
    expect(log).toHaveBeenCalledWith('Error fetching SEO:', expect.any(Error));
  });
});

describe('canonical addresses and embedded data', () => {
  it('canonical: public URL + path without trailing slash, keeping only a list page over 1', () => {
    expect(canonicalUrl('https://oasis.example', '/', '')).toBe('https://oasis.example/');
    expect(canonicalUrl('https://oasis.example', '/project/', '?utm_source=x')).toBe('https://oasis.example/project');
    expect(canonicalUrl('https://oasis.example', '/blogs', '?page=3&utm=x')).toBe('https://oasis.example/blogs?page=3');
    expect(canonicalUrl('https://oasis.example', '/blogs', '?page=1')).toBe('https://oasis.example/blogs');
  });

  it('escapes <, U+2028 and U+2029 in embedded JSON and keeps it parseable', () => {
    const raw = JSON.stringify({ html: '</script><script>alert(1)</script>', text: 'a\u2028b\u2029c' });
    const safe = escapeJson(raw);
    expect(safe).not.toContain('<');
    expect(safe).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(safe)).toEqual(JSON.parse(raw));
  });

  it('route errors survive the trip: a 404 is rebuilt as a route error response', () => {
    const text = serializeHydration({ loaderData: { root: { productName: P } }, actionData: null, errors: { pages: new UNSAFE_ErrorResponseImpl(404, 'Not Found', { message: 'Project not found' }) } });
    const { state } = reviveHydration(text);
    expect(state.loaderData).toEqual({ root: { productName: P } });
    const error = state.errors!.pages;
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error).toMatchObject({ status: 404, data: { message: 'Project not found' } });
  });
});

describe('render cache key', () => {
  it('keeps only the parameters the page reads, in a fixed order: campaign tags and unknown parameters are dropped', async () => {
    const { canonicalPageKey } = await import('../../src/search/pageParams');
    expect(canonicalPageKey('/project?utm_source=google&utm_medium=cpc&status=off_plan&gclid=abc')).toBe('/project?status=off_plan');
    expect(canonicalPageKey('/project?sort=newest&z=1&area=dubai-marina')).toBe('/project?area=dubai-marina&sort=newest');
    expect(canonicalPageKey('/project?q=&beds=2&beds=3')).toBe('/project?beds=2');
    expect(canonicalPageKey('/blogs?fbclid=1')).toBe('/blogs');
    // The market ranking's order is the page's own: the server renders /market?sort=yield sorted (a link followed before the app loads).
    expect(canonicalPageKey('/market?sort=yield&utm_source=x')).toBe('/market?sort=yield');
    expect(canonicalPageKey('/ar/market?sort=deals')).toBe('/ar/market?sort=deals');
    expect(canonicalPageKey('/blogs?page=2&q=x')).toBe('/blogs?page=2');
    expect(canonicalPageKey('/mortgages?price=2000000&off_plan=1&x=1')).toBe('/mortgages?price=2000000&off_plan=1');
    expect(canonicalPageKey('/?z=123')).toBe('/');
    expect(canonicalPageKey('/project/marina-vista?page=2')).toBe('/project/marina-vista');
    expect(canonicalPageKey('/')).toBe('/');
  });
});
