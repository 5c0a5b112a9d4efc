import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import type { DemoContent } from '../../server/demo/seed';
import { lookupCountry } from '../../server/render/geo';
import { PageCache, pickEncoding } from '../../server/render/cache';
import renderPlugin, { NOT_BUILT_MESSAGE } from '../../server/render';

const CONTENT: DemoContent = {
  developers: [
    { id: 1, name: 'Azure Coast Developments', slug: 'azure-coast', published: true },
    { id: 2, name: 'Hidden Builder', slug: 'hidden-builder', published: false },
  ],
  areas: [
    { id: 1, name: 'Dubai Marina', slug: 'dubai-marina', published: true, avg_price_per_sqft_aed: 2100 },
    { id: 2, name: 'Draft Area', slug: 'draft-area', published: false },
  ],
  amenities: [{ id: 1, name: 'Infinity pool', applies_to: 'both' }],
  projects: [
    { id: 1, title: 'Marina One', slug: 'marina-one', status: 'off_plan', developer_id: 1, area_id: 1, amenity_ids: [1], published: true, featured: true, starting_price_aed: 1_200_000 },
    { id: 2, title: 'Marina Two', slug: 'marina-two', status: 'ready', developer_id: 1, area_id: 1, published: true },
    { id: 3, title: 'Secret Tower', slug: 'secret-tower', status: 'off_plan', developer_id: 2, area_id: 1, published: false },
    { id: 4, title: 'Creek Heights', slug: 'creek-heights', status: 'under_construction', developer_id: 2, published: true },
  ],
  blogs: [
    { id: 1, title: 'Market update', slug: 'market-update', category: 'news', published: true, published_at: '2026-10-01T00:00:00.000Z', content: '<p>Prices rose.</p>' },
    { id: 2, title: 'Unpublished draft', slug: 'draft', category: 'blog', published: false },
  ],
  'investment-guides': [{ id: 1, title: 'Buying off-plan', slug: 'buying-off-plan', published: true, content: '<p>Steps</p>' }],
  testimonials: [{ id: 1, name: 'Sam', quote: 'Great advice', rating: 5, published: true }],
  banners: [
    { id: 1, page: 'home', title: 'Own a home by the sea', active: true, position: 1 },
    { id: 2, page: 'home', title: 'Inactive banner', active: false, position: 0 },
  ],
  pages: [
    { id: 1, page_name: 'home', title: 'Invest in Dubai property', description: 'Off-plan projects', content: { sections: [{ key: 'why', heading: 'Why Dubai' }] } },
    { id: 2, page_name: 'golden-visa', title: 'Golden visa', description: 'Ten years of residence' },
  ],
  settings: [{ id: 1, product_name: 'Oasis Invest', phone_primary: '+971 4 000 0000', email_primary: 'hello@oasisinvest.ae', address: 'Business Bay, Dubai' }],
};

describe.each(DIALECTS)('site data endpoints on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: CONTENT });
  });
  afterAll(async () => t?.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };

  it('layout: product name, settings and the default phone country', async () => {
    const { status, body } = await get('/api/site/layout');
    expect(status).toBe(200);
    expect(body).toMatchObject({ productName: 'Oasis Invest', country: 'AE', settings: { address: 'Business Bay, Dubai', phone_primary: '+971 4 000 0000' } });
    expect(body.publicUrl).toBe(t.config.publicUrl);
  });

  it('home: published and active content only, with the page sections decoded', async () => {
    const { body } = await get('/api/site/home');
    expect(body.page.content.sections[0].heading).toBe('Why Dubai');
    expect(body.banners.map((b: { title: string }) => b.title)).toEqual(['Own a home by the sea']);
    expect(body.featuredProjects.map((p: { title: string }) => p.title)).toEqual(expect.arrayContaining(['Marina One', 'Marina Two', 'Creek Heights']));
    expect(body.featuredProjects[0].title).toBe('Marina One'); // featured first
    expect(body.featuredProjects.some((p: { title: string }) => p.title === 'Secret Tower')).toBe(false);
    expect(body.areas.map((a: { name: string }) => a.name)).toEqual(['Dubai Marina']);
    expect(body.developers.map((d: { name: string }) => d.name)).toEqual(['Azure Coast Developments']);
    expect(body.blogs.map((b: { title: string }) => b.title)).toEqual(['Market update']);
    expect(body.blogs[0].content).toBeUndefined(); // cards only
  });

  it('project list: count, pages and search; an unpublished developer is not named', async () => {
    const { body } = await get('/api/site/projects');
    expect(body).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    const creek = body.items.find((p: { title: string }) => p.title === 'Creek Heights');
    expect(creek.developer_name).toBeNull();
    const search = await get('/api/site/projects?q=marina');
    expect(search.body.items.map((p: { title: string }) => p.title).sort()).toEqual(['Marina One', 'Marina Two']);
    expect((await get('/api/site/projects?q=azure')).body.total).toBe(2); // developer name
    expect((await get('/api/site/projects?page=5')).body.items).toEqual([]);
    const bad = await get('/api/site/projects?page=0');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ page: 'page must be a whole number from 1' });
  });

  it('project page: everything in one answer; drafts are 404', async () => {
    const { status, body } = await get('/api/site/projects/marina-one');
    expect(status).toBe(200);
    expect(body.project).toMatchObject({ title: 'Marina One', developer_name: 'Azure Coast Developments', area_name: 'Dubai Marina', featured: true });
    expect(body.developer.name).toBe('Azure Coast Developments');
    expect(body.area.name).toBe('Dubai Marina');
    expect(body.amenities.map((a: { name: string }) => a.name)).toEqual(['Infinity pool']);
    expect(body.similar.map((p: { title: string }) => p.title)).toEqual(['Marina Two']);
    const draft = await get('/api/site/projects/secret-tower');
    expect(draft.status).toBe(404);
    expect(draft.body).toMatchObject({ error: true, message: 'Project not found' });
  });

  it('areas, developers, guides, blogs and pages: lists, details and 404s', async () => {
    const areas = await get('/api/site/areas');
    expect(areas.body.items).toEqual([expect.objectContaining({ name: 'Dubai Marina', project_count: 2 })]);
    expect((await get('/api/site/areas/dubai-marina')).body.projects.map((p: { title: string }) => p.title).sort()).toEqual(['Marina One', 'Marina Two']);
    expect((await get('/api/site/areas/draft-area')).status).toBe(404);
    expect((await get('/api/site/developers')).body.items).toEqual([expect.objectContaining({ name: 'Azure Coast Developments', project_count: 2 })]);
    expect((await get('/api/site/developers/hidden-builder')).status).toBe(404);
    expect((await get('/api/site/guides/buying-off-plan')).body.guide.content).toBe('<p>Steps</p>');
    expect((await get('/api/site/guides/nope')).status).toBe(404);
    const blogs = await get('/api/site/blogs');
    expect(blogs.body).toMatchObject({ total: 1, pageCount: 1 });
    expect((await get('/api/site/blogs/1')).body.blog.title).toBe('Market update');
    expect((await get('/api/site/blogs/2')).status).toBe(404);
    expect((await get('/api/site/blogs/abc')).status).toBe(404);
    expect((await get('/api/site/pages/golden-visa')).body.pageContent.title).toBe('Golden visa');
    // No page record: the page is interface texts only, which exist in every language (src/i18n/versions.ts).
    expect((await get('/api/site/pages/mortgages')).body).toEqual({ pageContent: null, banners: [], languages: ['en', 'ar', 'ru', 'zh'] });
    expect((await get('/api/site/pages/not-a-page')).status).toBe(404);
  });
});

describe('country lookup (spec §7)', () => {
  let server: http.Server;
  let base: string;
  let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: '1;FR;FRA;France' };
  const seen: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(req.url!);
      const reply = () => res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
      if (answer.delayMs) setTimeout(reply, answer.delayMs).unref();
      else reply();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const logger = () => {
    const lines: string[] = [];
    return { lines, log: { warn: (m: unknown) => void lines.push(String(m)) } };
  };

  it('reads characters 2-3 of a "1;" answer, with the visitor address in the URL', async () => {
    const { log, lines } = logger();
    expect(await lookupCountry(`${base}/{ip}`, '203.0.113.9', log as never)).toBe('FR');
    expect(seen.at(-1)).toBe('/203.0.113.9');
    expect(lines).toEqual([]);
  });

  it("keeps AE and logs 'unable to fetch the country' on a failed answer, an HTTP error or a timeout", async () => {
    for (const a of [{ status: 200, body: '0;;;' }, { status: 500, body: 'oops' }, { status: 200, body: '1;FR;FRA;France', delayMs: 1500 }]) {
      answer = a;
      const { log, lines } = logger();
      expect(await lookupCountry(`${base}/x`, '203.0.113.9', log as never)).toBe('AE');
      expect(lines[0]).toMatch(/^unable to fetch the country/);
    }
  });

  it('without GEO_LOOKUP_URL the phone input starts from AE', async () => {
    const { log } = logger();
    expect(await lookupCountry(null, '203.0.113.9', log as never)).toBe('AE');
  });
});

describe('page rendering host', () => {
  it('answers 503 with a clear message when the site is not built, and leaves other paths to their owners', async () => {
    const app = Fastify();
    app.decorate('config', { publicUrl: 'http://127.0.0.1:3000' } as never);
    app.decorate('onContentChange', () => undefined);
    await app.register(renderPlugin, { distDir: '/nonexistent-dist' });
    const page = await app.inject({ method: 'GET', url: '/project/marina-one' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toBe(NOT_BUILT_MESSAGE);
    for (const url of ['/api/nothing', '/admin/dashboard', '/login-admin-oasisinvest', '/activation', '/build/x.js', '/uploads/x.png'])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).headers['content-type']).toBe('image/svg+xml');
    await app.close();
  });

  it('the page cache keeps compressed bytes and ignores a render that began before a content change', async () => {
    const cache = new PageCache(2);
    await cache.store('/a', '<p>a</p>', cache.generation);
    expect(cache.get('/a')!.html.toString()).toBe('<p>a</p>');
    const before = cache.generation;
    cache.clear();
    await cache.store('/b', '<p>stale</p>', before);
    expect(cache.get('/b')).toBeUndefined();
    await cache.store('/c', 'c', cache.generation);
    await cache.store('/d', 'd', cache.generation);
    await cache.store('/e', 'e', cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get('/c')).toBeUndefined(); // oldest out first
  });

  it('the page cache also stays within its byte budget, oldest out first', async () => {
    const page = 'x'.repeat(20_000);
    const probe = new PageCache();
    const cost = ((p) => p.html.length + p.br.length + p.gzip.length)(await probe.store('/probe', page, probe.generation));
    const cache = new PageCache(500, cost * 3);
    for (const key of ['/1', '/2', '/3', '/4', '/5']) await cache.store(key, page, cache.generation);
    expect(cache.size).toBe(3);
    expect(cache.byteSize).toBeLessThanOrEqual(cost * 3);
    expect(cache.get('/1')).toBeUndefined();
    expect(cache.get('/5')).toBeDefined();
    await cache.store('/5', page, cache.generation); // storing a key again does not count it twice
    expect(cache.byteSize).toBe(cost * 3);
  });

  it('picks br, then gzip, then none', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
  });
});
