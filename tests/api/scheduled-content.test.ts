import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import type { DemoContent } from '../../server/demo/seed';
import { projects as projectsDefinition } from '../../src/resources/projects';
import { fromDefinition } from '../../server/resources/defined';
import { blogs } from '../../src/resources/blogs';
import { investmentGuides } from '../../src/resources/investment-guides';

const projects = fromDefinition(projectsDefinition);

/**
 * Decision 001: a record published with a future published_at is not public until then (its page
 * answers 404), and appears when its time comes without a restart.
 *
 * Two ways time comes, both tested:
 * 1. The clock moves (vi.setSystemTime, Date only): the data routes, the REST router and the SEO look-ups
 *    compare with the time at each query, so they show the records with no write at all; the page cache and
 *    the sitemap are dropped by the server itself when the earliest scheduled time passes (server/site/schedule.ts).
 * 2. An editor moves published_at into the past through the REST API: the write's content-change notice
 *    drops the rendered pages and the sitemap (server/render, server/routes/sitemap.ts), the path every
 *    edit takes, so the pages list the records at once.
 */
const built = fs.existsSync('dist/server/entry-server.js') && fs.existsSync('dist/client/.vite/manifest.json');
const DAY = 24 * 3600_000;

function content(future: string, past: string): DemoContent {
  return {
    developers: [{ id: 1, name: 'Azure Coast Developments', slug: 'azure-coast', published: true }],
    areas: [{ id: 1, name: 'Dubai Marina', slug: 'dubai-marina', published: true }],
    projects: [
      { id: 1, title: 'Marina One', slug: 'marina-one', status: 'off_plan', developer_id: 1, area_id: 1, published: true, published_at: past, handover_year: 2027 },
      { id: 2, title: 'Tomorrow Tower', slug: 'tomorrow-tower', status: 'off_plan', developer_id: 1, area_id: 1, published: true, published_at: future, featured: true, handover_year: 2031 },
    ],
    blogs: [
      { id: 1, title: 'Market update', slug: 'market-update', category: 'news', published: true, published_at: past, content: '<p>Prices rose.</p>' },
      { id: 2, title: 'Launch news tomorrow', slug: 'launch-news', category: 'news', published: true, published_at: future, content: '<p>Soon.</p>' },
    ],
    'investment-guides': [
      { id: 1, title: 'Buying off-plan', slug: 'buying-off-plan', published: true, published_at: past, content: '<p>Steps</p>' },
      { id: 2, title: 'Scheduled guide', slug: 'scheduled-guide', published: true, published_at: future, content: '<p>Later</p>' },
    ],
    pages: [{ id: 1, page_name: 'home', title: 'Invest in Dubai property' }],
    settings: [{ id: 1, product_name: 'Oasis Invest', phone_primary: '+971 4 000 0000', email_primary: 'hello@oasisinvest.ae', address: 'Business Bay, Dubai' }],
  };
}

const SCHEDULED = { project: 'Tomorrow Tower', blog: 'Launch news tomorrow', guide: 'Scheduled guide' };
const PAGES = { project: '/project/tomorrow-tower', blog: '/blogs/2/detail', guide: '/investment-guide/scheduled-guide' };

describe.each(DIALECTS)('scheduled content on %s', (dialect) => {
  let t: TestApp;
  const realNow = Date.now();
  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: content(new Date(realNow + DAY).toISOString(), new Date(realNow - DAY).toISOString()) });
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.useRealTimers());

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: String(res.headers['content-type']).includes('json') ? res.json() : res.body };
  };
  const titles = (list: { title: string }[]) => list.map((x) => x.title);

  /** Every public place the three scheduled records could show: all of them, or none of them. */
  async function expectPublic(visible: boolean, { cached }: { cached: boolean }) {
    const has = (list: string[], title: string) => (visible ? expect(list).toContain(title) : expect(list).not.toContain(title));

    const home = (await get('/api/site/home')).body;
    has(titles(home.featuredProjects), SCHEDULED.project);
    has(titles(home.blogs), SCHEDULED.blog);
    has(titles(home.guides), SCHEDULED.guide);

    const list = (await get('/api/site/projects')).body;
    has(titles(list.items), SCHEDULED.project);
    expect(list.total).toBe(visible ? 2 : 1);
    // Search, a filter and the search form's choices (handover years come from public projects only).
    has(titles((await get('/api/site/projects?q=tomorrow')).body.items), SCHEDULED.project);
    has(titles((await get('/api/site/projects?handover=2031')).body.items), SCHEDULED.project);
    expect(list.options.handoverYears.includes(2031)).toBe(visible);
    // Counts and the lists of its area and developer.
    expect((await get('/api/site/areas')).body.items[0].project_count).toBe(visible ? 2 : 1);
    expect((await get('/api/site/developers')).body.items[0].project_count).toBe(visible ? 2 : 1);
    has(titles((await get('/api/site/areas/dubai-marina')).body.projects), SCHEDULED.project);
    has(titles((await get('/api/site/developers/azure-coast')).body.projects), SCHEDULED.project);
    // Related lists on the pages of the records already public.
    has(titles((await get('/api/site/projects/marina-one')).body.similar), SCHEDULED.project);
    has(titles((await get('/api/site/blogs/1')).body.related), SCHEDULED.blog);
    has(titles((await get('/api/site/guides/buying-off-plan')).body.others), SCHEDULED.guide);
    has(titles((await get('/api/site/blogs')).body.items), SCHEDULED.blog);
    has(titles((await get('/api/site/guides')).body.items), SCHEDULED.guide);

    // Their own data routes, and the spec's SEO look-up.
    const status = visible ? 200 : 404;
    expect((await get('/api/site/projects/tomorrow-tower')).status).toBe(status);
    expect((await get('/api/site/blogs/2')).status).toBe(status);
    expect((await get('/api/site/guides/scheduled-guide')).status).toBe(status);
    expect((await get('/api/tomorrow-tower/getProjectSeoData')).status).toBe(status);

    // The REST router, as an anonymous caller sees it.
    has(titles((await get(`/api/${projects.name}`)).body), SCHEDULED.project);
    has(titles((await get(`/api/${blogs.name}`)).body), SCHEDULED.blog);
    has(titles((await get(`/api/${investmentGuides.name}`)).body), SCHEDULED.guide);
    expect((await get(`/api/${projects.name}/2`)).status).toBe(status);

    if (!cached) return;
    const sitemap = (await get('/sitemap.xml')).body as string;
    const origin = t.config.publicUrl;
    for (const path of Object.values(PAGES)) has([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]), `${origin}${path}`);
    if (!built) return console.log('Server-rendered part skipped: the site is not built (npm test builds it first).');
    for (const path of Object.values(PAGES)) expect((await get(path)).status, path).toBe(status);
    // The list pages were rendered (and cached) before: they must not keep the old copy.
    expect(((await get('/project')).body as string).includes(SCHEDULED.project)).toBe(visible);
    expect(((await get('/blogs')).body as string).includes(SCHEDULED.blog)).toBe(visible);
    expect(((await get('/investment-guide')).body as string).includes(SCHEDULED.guide)).toBe(visible);
  }

  it('before its time: absent from every list, search and related list; its pages and look-ups answer 404; the sitemap skips it', async () => {
    await expectPublic(false, { cached: true });
  });

  it('when the clock passes its published_at: present everywhere, without a write or a restart', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(realNow + 2 * DAY);
    await expectPublic(true, { cached: true });
    vi.setSystemTime(realNow);
    // Back before the time (only a test can do that): the schedule is read from the clock again.
    await expectPublic(false, { cached: false });
  });

  it('when an editor moves published_at into the past through the REST API: present at once, cached pages and sitemap included', async () => {
    const editor = (await t.staff('editor')).headers;
    const past = new Date(Date.now() - 60_000).toISOString();
    for (const [resource, id] of [[projects.name, 2], [blogs.name, 2], [investmentGuides.name, 2]] as const) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/${resource}/${id}`, headers: editor, payload: { published_at: past } });
      expect(res.statusCode, `${resource} ${res.body}`).toBe(200);
    }
    await expectPublic(true, { cached: true });
  });
});
