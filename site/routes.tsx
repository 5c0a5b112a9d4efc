import { data, Outlet, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { getSiteData, isStaticExport, SiteDataError, type SiteTransport } from './api/public';
import type { AreaData, BlogData, DeveloperData, GuideData, Page, ProjectData } from '../src/site-contract';
import { PAGE_QUERY_PARAMS } from '../src/search/pageParams';
import { defaultSeo, seoFromPageAnswer, seoFromRecordAnswer, type SeoHandle, type SeoState } from './seo';
import type { InvestmentCalculatorPageData } from './pages/InvestmentCalculatorPage';
import type { ComparePageData } from './workspace/ComparePage';
import { loadPlanWords } from '../src/paymentPlan/words/load';
import { Layout } from './Layout';
import type { ComponentType } from 'react';
import { splitLanguage } from '../src/i18n/languages';
import { contentPageName } from '../src/i18n/versions';
import { ErrorPage, NOT_FOUND_TITLE } from './components/ErrorPage';
// Market evidence (issue 25)
import type { MarketPageData } from '../src/market/contract';
// The investor's workspace (issue 27): the shortlist and compare pages.
import type { CompareData, ShortlistData } from '../src/workspace/projects';

/** The route property holding a lazy page's source file as the build manifest names it: the server preloads its chunks. */
export const PAGE_MODULE = 'pageModule';

/**
 * Every page is a chunk of its own (decision 038), fetched when its route matches: a first visit loads the app's frame
 * (layout, header, footer, router) and that one page's code, never every page's. What several pages share is one
 * `pages` chunk (vite.config.ts). The server resolves the page before rendering; site/entry-client.tsx resolves the
 * first page's before hydrating.
 */
const lazyPage = <M,>(file: string, load: () => Promise<M>, pick: (m: M) => ComponentType) => ({
  Component: undefined,
  lazy: async () => ({ Component: pick(await load()) }),
  [PAGE_MODULE]: `site/${file}`,
});

/** Loads a page's JSON; an error answer becomes a route error with the same status (404 -> error page). */
async function load<T>(path: string, request: Request, context?: unknown): Promise<T> {
  // A static export has no API to fetch from: every navigation after the first page is a full page load.
  if (typeof window !== 'undefined' && isStaticExport()) {
    window.location.assign(request.url);
    return new Promise<T>(() => undefined);
  }
  // Pages under /ar, /ru, /zh ask for their language's content (English where a translation is missing).
  const lang = splitLanguage(new URL(request.url).pathname)[0];
  const url = lang === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
  try {
    return await getSiteData<T>(url, request.signal, (context as SiteRequestContext | undefined)?.transport);
  } catch (err) {
    if (err instanceof SiteDataError) throw data({ message: err.message }, { status: err.status });
    throw err;
  }
}

/** On the server the request context carries the in-process transport of the app rendering the page. */
export interface SiteRequestContext {
  transport: SiteTransport;
}

/** The project search of the page URL goes to the API as typed: a bad value is a 400 page naming the field. */
const projectQuery = (request: Request) => listQuery(request, PAGE_QUERY_PARAMS['/project']);

/** Keeps the list parameters the API understands. */
function listQuery(request: Request, keys: readonly string[]): string {
  const from = new URL(request.url).searchParams;
  const to = new URLSearchParams();
  for (const k of keys) {
    const v = from.get(k);
    if (v) to.set(k, v);
  }
  const s = to.toString();
  return s ? `?${s}` : '';
}

export type { SeoHandle };

const pageSeo = (pageName: string): SeoHandle => ({
  seo: (d, _p, product) => {
    const page = (d as { pageContent?: Page | null; page?: Page | null } | null)?.pageContent ?? (d as { page?: Page | null } | null)?.page ?? null;
    const local = seoFromPageAnswer(page ? { error: false, data: page } : { error: true }, product);
    return { local, lookup: { kind: 'page', pageName } };
  },
});

const record = (kind: 'project' | 'area' | 'developer', nameKey: string, pick: (d: any) => { seo_title: string | null; seo_description: string | null; name: string }): SeoHandle => ({
  seo: (d, params, product) => {
    const r = pick(d);
    const local = seoFromRecordAnswer({ error: false, data: { seo_title: r.seo_title, seo_description: r.seo_description, [nameKey]: r.name } }, nameKey, product);
    return { local, lookup: { kind, slug: params.slug ?? '' } };
  },
});

const localSeo = (pick: (d: any) => { seo_title: string | null; seo_description: string | null; name: string; summary?: string | null }): SeoHandle => ({
  seo: (d, _p, product) => {
    const r = pick(d);
    const local = seoFromRecordAnswer({ error: false, data: { seo_title: r.seo_title, seo_description: r.seo_description || r.summary || '', name: r.name } }, 'name', product);
    return { local, lookup: { kind: 'local', seo: local } };
  },
});

export const notFoundSeo = (product: string): SeoState => ({ ...defaultSeo(product), title: NOT_FOUND_TITLE });

/** A fixed content page (its page record is its text, so it exists in that record's languages: src/i18n/versions.ts). */
const contentRoute = (path: string): RouteObject => {
  const pageName = contentPageName(`/${path}`);
  return {
    id: pageName,
    path,
    loader: ({ request, context }: LoaderFunctionArgs) => load(`/api/site/pages/${pageName}`, request, context),
    ...lazyPage('pages/ContentPage.tsx', () => import('./pages/ContentPage'), (m) => m.ContentPage),
    handle: pageSeo(pageName),
  };
};

/**
 * Every public route of spec §2, shared by the server (static handler) and the browser (data router); the same
 * list serves /ar, /ru and /zh as the router's basename.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: ({ request, context }) => load('/api/site/layout', request, context),
    shouldRevalidate: () => false,
    Component: Layout,
    ErrorBoundary: ErrorPage,
    children: [
      {
        id: 'pages',
        Component: Outlet,
        ErrorBoundary: ErrorPage,
        children: [
          { id: 'home', index: true, loader: ({ request, context }) => load('/api/site/home', request, context), ...lazyPage('pages/HomePage.tsx', () => import('./pages/HomePage'), (m) => m.HomePage), handle: pageSeo('home') },
          { id: 'projects', path: 'project', loader: ({ request, context }) => load(`/api/site/projects${projectQuery(request)}`, request, context), ...lazyPage('pages/ProjectListPage.tsx', () => import('./pages/ProjectListPage'), (m) => m.ProjectListPage), handle: pageSeo('project') },
          // Numbered list pages as paths: what a static export can hold as files (npm run generate, docs/decisions/007).
          { id: 'projects-page', path: 'project/page/:page', loader: ({ request, params, context }) => load(`/api/site/projects?page=${encodeURIComponent(params.page!)}`, request, context), ...lazyPage('pages/ProjectListPage.tsx', () => import('./pages/ProjectListPage'), (m) => m.ProjectListPage), handle: pageSeo('project') },
          {
            id: 'project',
            path: 'project/:slug',
            loader: ({ request, params, context }) => load(`/api/site/projects/${encodeURIComponent(params.slug!)}`, request, context),
            ...lazyPage('pages/ProjectPage.tsx', () => import('./pages/ProjectPage'), (m) => m.ProjectPage),
            handle: record('project', 'main_title', (d: ProjectData) => ({ seo_title: d.project.seo_title, seo_description: d.project.seo_description, name: d.project.title })),
          },
          { id: 'areas', path: 'area', loader: ({ request, context }) => load('/api/site/areas', request, context), ...lazyPage('pages/AreaListPage.tsx', () => import('./pages/AreaListPage'), (m) => m.AreaListPage), handle: pageSeo('area') },
          {
            id: 'area',
            path: 'area/:slug',
            loader: ({ request, params, context }) => load(`/api/site/areas/${encodeURIComponent(params.slug!)}`, request, context),
            ...lazyPage('pages/AreaPage.tsx', () => import('./pages/AreaPage'), (m) => m.AreaPage),
            handle: record('area', 'area_name', (d: AreaData) => ({ seo_title: d.area.seo_title, seo_description: d.area.seo_description, name: d.area.name })),
          },
          { id: 'developers', path: 'developers', loader: ({ request, context }) => load('/api/site/developers', request, context), ...lazyPage('pages/DeveloperListPage.tsx', () => import('./pages/DeveloperListPage'), (m) => m.DeveloperListPage), handle: pageSeo('developers') },
          {
            id: 'developer',
            path: 'developers/:slug',
            loader: ({ request, params, context }) => load(`/api/site/developers/${encodeURIComponent(params.slug!)}`, request, context),
            ...lazyPage('pages/DeveloperPage.tsx', () => import('./pages/DeveloperPage'), (m) => m.DeveloperPage),
            handle: record('developer', 'developer_name', (d: DeveloperData) => ({ seo_title: d.developer.seo_title, seo_description: d.developer.seo_description, name: d.developer.name })),
          },
          { id: 'guides', path: 'investment-guide', loader: ({ request, context }) => load('/api/site/guides', request, context), ...lazyPage('pages/GuideListPage.tsx', () => import('./pages/GuideListPage'), (m) => m.GuideListPage), handle: pageSeo('investment-guide') },
          {
            id: 'guide',
            path: 'investment-guide/:slug',
            loader: ({ request, params, context }) => load(`/api/site/guides/${encodeURIComponent(params.slug!)}`, request, context),
            ...lazyPage('pages/GuidePage.tsx', () => import('./pages/GuidePage'), (m) => m.GuidePage),
            handle: localSeo((d: GuideData) => ({ seo_title: d.guide.seo_title, seo_description: d.guide.seo_description, name: d.guide.title, summary: d.guide.summary })),
          },
          contentRoute('dubai-vision'),
          // Investor math (issue 26): the page's text and the Golden Visa check.
          { ...contentRoute('golden-visa'), ...lazyPage('golden-visa/GoldenVisaPage.tsx', () => import('./golden-visa/GoldenVisaPage'), (m) => m.GoldenVisaPage) },
          contentRoute('invest-dubai'),
          { id: 'blogs', path: 'blogs', loader: ({ request, context }) => load(`/api/site/blogs${listQuery(request, PAGE_QUERY_PARAMS['/blogs'])}`, request, context), ...lazyPage('pages/BlogListPage.tsx', () => import('./pages/BlogListPage'), (m) => m.BlogListPage), handle: pageSeo('news-blog') },
          { id: 'blogs-page', path: 'blogs/page/:page', loader: ({ request, params, context }) => load(`/api/site/blogs?page=${encodeURIComponent(params.page!)}`, request, context), ...lazyPage('pages/BlogListPage.tsx', () => import('./pages/BlogListPage'), (m) => m.BlogListPage), handle: pageSeo('news-blog') },
          {
            id: 'blog',
            path: 'blogs/:id/detail',
            loader: ({ request, params, context }) => load(`/api/site/blogs/${encodeURIComponent(params.id!)}`, request, context),
            ...lazyPage('pages/BlogPage.tsx', () => import('./pages/BlogPage'), (m) => m.BlogPage),
            handle: localSeo((d: BlogData) => ({ seo_title: d.blog.seo_title, seo_description: d.blog.seo_description, name: d.blog.title, summary: d.blog.excerpt })),
          },
          contentRoute('about-us'),
          { ...contentRoute('contact-us'), ...lazyPage('pages/ContactPage.tsx', () => import('./pages/ContactPage'), (m) => m.ContactPage) },
          { ...contentRoute('mortgages'), ...lazyPage('pages/MortgagesPage.tsx', () => import('./pages/MortgagesPage'), (m) => m.MortgagesPage) },
          // Market evidence (issue 25): areas ranked by registered deals.
          {
            id: 'market',
            path: 'market',
            loader: ({ request, context }) => load(`/api/site/market${listQuery(request, PAGE_QUERY_PARAMS['/market'])}`, request, context),
            ...lazyPage('market/MarketPage.tsx', () => import('./market/MarketPage'), (m) => m.MarketPage),
            handle: localSeo((d: MarketPageData) => ({ seo_title: d.seo_title, seo_description: d.seo_description, name: d.seo_title })),
          },
          // Investor math (issue 26): the returns calculator's own page (its text is the site's, no API call).
          {
            id: 'investment-calculator',
            path: 'investment-calculator',
            loader: async ({ request }) => (await import('./pages/InvestmentCalculatorPage')).investmentCalculatorPageData(splitLanguage(new URL(request.url).pathname)[0]),
            ...lazyPage('pages/InvestmentCalculatorPage.tsx', () => import('./pages/InvestmentCalculatorPage'), (m) => m.InvestmentCalculatorPage),
            handle: localSeo((d: InvestmentCalculatorPageData) => ({ seo_title: d.seo_title, seo_description: d.seo_description, name: d.seo_title })),
          },
          { ...contentRoute('privacy-policy'), ...lazyPage('privacy/PrivacyPolicyPage.tsx', () => import('./privacy/PrivacyPolicyPage'), (m) => m.PrivacyPolicyPage) },
          contentRoute('terms-conditions'),
          // The investor's workspace (issue 27): lists of projects carried in the URL (?projects=a,b,c).
          {
            id: 'shortlist',
            path: 'shortlist',
            loader: ({ request, context }) => load(`/api/site/shortlist${listQuery(request, PAGE_QUERY_PARAMS['/shortlist'])}`, request, context),
            ...lazyPage('workspace/ShortlistPage.tsx', () => import('./workspace/ShortlistPage'), (m) => m.ShortlistPage),
            handle: localSeo((d: ShortlistData) => ({ seo_title: d.title, seo_description: d.description, name: d.title })),
          },
          {
            id: 'compare',
            path: 'compare',
            // The plan words of the page's language come with its data (decision 049): the comparison names plan steps.
            loader: async ({ request, context }): Promise<ComparePageData> => {
              const [data, planWords] = await Promise.all([load<CompareData>(`/api/site/compare${listQuery(request, PAGE_QUERY_PARAMS['/compare'])}`, request, context), loadPlanWords(splitLanguage(new URL(request.url).pathname)[0])]);
              return { ...data, planWords };
            },
            ...lazyPage('workspace/ComparePage.tsx', () => import('./workspace/ComparePage'), (m) => m.ComparePage),
            handle: localSeo((d: CompareData) => ({ seo_title: d.title, seo_description: d.description, name: d.title })),
          },
          {
            id: 'not-found',
            path: '*',
            loader: () => {
              throw data({ message: 'Page not found' }, { status: 404 });
            },
            Component: () => null,
          },
        ],
      },
    ],
  },
];
