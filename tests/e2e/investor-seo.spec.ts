import { expect, test, type APIRequestContext } from '@playwright/test';

type Ld = Record<string, unknown> & { '@type': string };

/** Every application/ld+json block of a page's HTML, each parsed (a block that is not valid JSON fails the test). */
function jsonLd(html: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Ld);
}
const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key.replace(/[:]/g, '\\:')}" content="([^"]*)">`).exec(html)?.[1];

async function samplePaths(request: APIRequestContext) {
  const get = async <T>(p: string) => (await (await request.get(p)).json()) as T;
  const projects = await get<{ items: { slug: string }[] }>('/api/site/projects');
  const areas = await get<{ items: { slug: string }[] }>('/api/site/areas');
  const developers = await get<{ items: { slug: string }[] }>('/api/site/developers');
  const blogs = await get<{ items: { id: number }[] }>('/api/site/blogs');
  const guides = await get<{ items: { slug: string }[] }>('/api/site/guides');
  return {
    project: `/project/${projects.items[0].slug}`,
    area: `/area/${areas.items[0].slug}`,
    developer: `/developers/${developers.items[0].slug}`,
    blog: `/blogs/${blogs.items[0].id}/detail`,
    guide: `/investment-guide/${guides.items[0].slug}`,
  };
}

test.describe('structured data and sharing', () => {
  test('every kind of page carries valid JSON-LD with the right types', async ({ request }) => {
    const p = await samplePaths(request);
    const expectations: [string, string[]][] = [
      ['/', ['RealEstateAgent']],
      ['/project', ['RealEstateAgent', 'BreadcrumbList']],
      [p.project, ['RealEstateAgent', 'BreadcrumbList', 'RealEstateListing']],
      [p.area, ['RealEstateAgent', 'BreadcrumbList', 'Place']],
      [p.developer, ['RealEstateAgent', 'BreadcrumbList', 'Organization']],
      [p.guide, ['RealEstateAgent', 'BreadcrumbList', 'BlogPosting']],
      ['/mortgages', ['RealEstateAgent', 'BreadcrumbList']],
      ['/about-us', ['RealEstateAgent', 'BreadcrumbList']],
    ];
    for (const [path, types] of expectations) {
      const html = await (await request.get(path)).text();
      const blocks = jsonLd(html);
      expect(blocks.map((b) => b['@type']).sort(), path).toEqual([...types].sort());
      for (const b of blocks) expect(b['@context'], path).toBe('https://schema.org');
    }

    const blog = jsonLd(await (await request.get(p.blog)).text()).find((b) => b['@type'] === 'BlogPosting' || b['@type'] === 'NewsArticle');
    expect(blog, 'an article is a BlogPosting or a NewsArticle').toBeTruthy();
    expect(blog!.headline).toBeTruthy();

    // The project: an ApartmentComplex with an Offer in AED, on a listing page; breadcrumbs end at the page.
    const projectBlocks = jsonLd(await (await request.get(p.project)).text());
    const listing = projectBlocks.find((b) => b['@type'] === 'RealEstateListing')! as Ld & { mainEntity: Ld; offers: Ld & { priceCurrency: string; price: number } };
    expect(listing.mainEntity['@type']).toBe('ApartmentComplex');
    expect(listing.offers['@type']).toBe('Offer');
    expect(listing.offers.priceCurrency).toBe('AED');
    expect(listing.offers.price).toBeGreaterThan(0);
    const crumbs = projectBlocks.find((b) => b['@type'] === 'BreadcrumbList') as Ld & { itemListElement: { position: number; name: string; item: string }[] };
    expect(crumbs.itemListElement.map((c) => c.position)).toEqual([1, 2, 3]);
    expect(crumbs.itemListElement[2].item).toMatch(new RegExp(`${p.project}$`));
    for (const c of crumbs.itemListElement) expect(c.item).toMatch(/^https?:\/\//);
  });

  test('Open Graph and Twitter tags: absolute URL and image with its size, the page own picture', async ({ request }) => {
    const p = await samplePaths(request);
    const project = (await (await request.get(`/api/site/projects/${p.project.split('/').pop()}`)).json()) as { project: { gallery: { src: string; width: number; height: number }[] } };
    const html = await (await request.get(p.project)).text();
    const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)![1];
    expect(meta(html, 'og:url')).toBe(canonical);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:title')).toBe(/<title>([^<]+)<\/title>/.exec(html)![1]);
    expect(meta(html, 'og:description')).toBeTruthy();
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^https?://.+${project.project.gallery[0].src.replace(/[.]/g, '\\.')}$`));
    expect(meta(html, 'og:image:width')).toBe(String(project.project.gallery[0].width));
    expect(meta(html, 'og:image:height')).toBe(String(project.project.gallery[0].height));
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));

    const article = await (await request.get(p.blog)).text();
    expect(meta(article, 'og:type')).toBe('article');
  });

  test('sitemap lists every published project with its last change; robots.txt points to it', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const all = (await (await request.get('/api/site/projects?page=1')).json()) as { total: number; pageCount: number };
    const slugs: string[] = [];
    for (let n = 1; n <= all.pageCount; n++) {
      const page = (await (await request.get(`/api/site/projects?page=${n}`)).json()) as { items: { slug: string }[] };
      slugs.push(...page.items.map((i) => i.slug));
    }
    for (const s of slugs) expect(locs).toContain(`/project/${s}`);
    // Each language version lists its alternates after the date (decision 012).
    expect(xml).toMatch(/<url><loc>[^<]+\/project\/[^<]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><xhtml:link rel="alternate" hreflang="en" [^>]+\/>/);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  });

  test('after client-side navigation the new page carries its own structured data', async ({ page, request }) => {
    const p = await samplePaths(request);
    await page.goto('/project');
    await page.locator(`a[href="${p.project}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${p.project}$`));
    await expect.poll(async () => (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => (JSON.parse(t) as Ld)['@type']).sort()).toEqual(
      ['BreadcrumbList', 'RealEstateAgent', 'RealEstateListing'],
    );
  });
});
