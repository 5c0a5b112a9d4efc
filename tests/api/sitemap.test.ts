import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { chunk, sitemapIndex, urlset } from '../../server/seo/sitemap';
import { readDemoContent } from '../../server/demo/seed';

describe.each(DIALECTS)('sitemap and robots on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ dialect });
  });
  afterAll(async () => t?.close());

  it('lists every published item with its last change, and no drafts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const origin = t.config.publicUrl;
    expect(locs).toContain(`${origin}/`);
    expect(locs).toContain(`${origin}/mortgages`);
    const content = readDemoContent();
    for (const p of content.projects ?? []) {
      const loc = `${origin}/project/${p.slug}`;
      if (p.published) expect(locs).toContain(loc);
      else expect(locs).not.toContain(loc);
    }
    for (const b of (content.blogs ?? []).filter((b) => b.published)) expect(locs).toContain(`${origin}/blogs/${b.id}/detail`);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('points robots.txt at the sitemap and keeps staff areas out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /admin');
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-1.xml' })).statusCode).toBe(404);
  });
});

describe('sitemap index past 50,000 URLs', () => {
  it('splits into files of at most 50,000 and indexes them', () => {
    const entries = Array.from({ length: 120_001 }, (_, i) => ({ loc: `https://x.test/project/p-${i}`, lastmod: '2026-01-02T00:00:00.000Z' }));
    const parts = chunk(entries);
    expect(parts.map((p) => p.length)).toEqual([50_000, 50_000, 20_001]);
    const index = sitemapIndex('https://x.test', parts);
    expect(index).toContain('<sitemapindex');
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
    expect(index).toContain('<loc>https://x.test/sitemap-3.xml</loc>');
    expect(urlset([{ loc: 'https://x.test/a?b=1&c=<2>', lastmod: null }])).toContain('<loc>https://x.test/a?b=1&amp;c=&lt;2&gt;</loc>');
  });
});
