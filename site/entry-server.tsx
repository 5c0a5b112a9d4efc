import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import type { SiteTransport } from './api/public';
import type { LayoutData } from '../src/site-contract';
import { notFoundSeo, routes, type SeoHandle, type SiteRequestContext } from './routes';
import { EMOTION_KEY, theme } from './theme';
import { documentTitle, defaultSeo, type SeoState } from './seo';
import { HYDRATION_ELEMENT_ID, serializeHydration } from './hydration';
import { canonicalUrl } from './useClientSeo';
import { shareInfo, shareTags, type ShareInfo } from './share';
import { escapeHtml } from '../src/text';
import { HeroImageCollector, type PictureSources } from './components/Picture';
import { heroPreloadTag } from './heroPreload';

export interface PageAssets {
  /** The site entry's script, its imported chunks (modulepreload) and its stylesheets, under /build/. */
  script: string;
  preloads: string[];
  styles: string[];
}

export type RenderResult = { kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; html: string };

const handler = createStaticHandler(routes);


/** Renders one public page to a complete HTML document: data loaded in-process, critical CSS inlined. */
export async function render(url: string, opts: { transport: SiteTransport; assets: PageAssets; origin: string }): Promise<RenderResult> {
  const request = new Request(new URL(url, opts.origin), { method: 'GET', headers: { Accept: 'text/html' } });
  const requestContext: SiteRequestContext = { transport: opts.transport };
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }

  const layout = context.loaderData.root as LayoutData | undefined;
  const product = layout?.productName ?? 'Oasis Invest';
  const publicUrl = layout?.publicUrl ?? opts.origin;
  let seo: SeoState = defaultSeo(product);
  let share: ShareInfo = { image: null, type: 'website' };
  if (context.errors) seo = notFoundSeo(product);
  else {
    const last = context.matches[context.matches.length - 1];
    const handle = last?.route.handle as SeoHandle | undefined;
    if (handle) seo = handle.seo(context.loaderData[last.route.id], last.params, product).local;
    if (last) share = shareInfo(last.route.id, context.loaderData[last.route.id] as Record<string, unknown> | undefined);
  }
  if (context.errors && context.statusCode !== 404) seo = { title: 'Something went wrong', description: '' };

  const cache = createCache({ key: EMOTION_KEY });
  const emotion = createEmotionServer(cache);
  const router = createStaticRouter(handler.dataRoutes, context);
  const heroes: PictureSources[] = [];
  const body = renderToString(
    <HeroImageCollector.Provider value={heroes}>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ThemeProvider>
      </CacheProvider>
    </HeroImageCollector.Provider>,
  );
  const styleTags = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  const hydration = serializeHydration({ loaderData: context.loaderData, actionData: context.actionData, errors: context.errors });
  const canonical = canonicalUrl(publicUrl, context.location.pathname, context.location.search);
  const { assets } = opts;

  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${heroPreloadTag(heroes[0])}
<title>${escapeHtml(documentTitle(seo, product))}</title>
<meta name="description" content="${escapeHtml(seo.description)}">
<link rel="canonical" href="${escapeHtml(canonical)}">
${context.errors ? '' : shareTags({ title: documentTitle(seo, product), description: seo.description, url: canonical, siteName: product, origin: publicUrl, share })}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<meta name="theme-color" content="#0b3c5d">
${assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
<link rel="modulepreload" href="${assets.script}">
${assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`).join('\n')}
${styleTags}
</head>
<body>
<div id="root">${body}</div>
<script type="application/json" id="${HYDRATION_ELEMENT_ID}">${hydration}</script>
<script type="module" src="${assets.script}"></script>
</body>
</html>`;
  return { kind: 'page', status: context.statusCode, html };
}
