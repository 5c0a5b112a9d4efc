import { renderToString } from 'react-dom/server';
import { preloadIslands } from './islands/island';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { SiteTransport } from './api/public';
import type { LayoutData } from '../src/site-contract';
import { notFoundSeo, PAGE_MODULE, routes, type SeoHandle, type SiteRequestContext } from './routes';
import { LANGUAGE_INFO, LANGUAGES, languagePrefix, splitLanguage, type Language } from '../src/i18n/languages';
import { I18nProvider, makeI18n } from './i18n/I18n';
import { loadMessages } from './i18n/load';
import { pageMessages } from './i18n/catalogue';
import { WHOLE_CATALOGUE_MODULE } from './i18n/wholeCatalogue';
import { alternateLinks, pageLanguages } from './i18n/alternates';
import { documentTitle, defaultSeo, type SeoState } from './seo';
import { HYDRATION_ELEMENT_ID, serializeHydration } from './hydration';
import { canonicalUrl } from './useClientSeo';
import { shareInfo, shareTags, type ShareInfo } from './share';
import { escapeHtml } from '../src/text';
import { HeroImageCollector, type PictureSources } from './components/Picture';
import { heroPreloadTag } from './heroPreload';
import { APP_ATTRIBUTE, APP_PRELOADS_ATTRIBUTE } from './bootAttributes';
// Investor math (issue 26): prices in the visitor's currency.
import { CURRENCY_ATTRIBUTE, displayCurrencyOf } from './currency/display';

export interface PageAssets {
  /** The page's first script (site/boot.ts) and the site's stylesheets, under /build/. */
  script: string;
  styles: string[];
  /** The stylesheets' text: written into the head when given (a first visit then waits for no stylesheet request). */
  css?: string;
  /** The React app and the chunks it imports: site/boot.ts fetches them once the page has loaded or is first used. */
  app: string;
  preloads: string[];
  /** A lazily loaded module's chunks by its source file: the page's own (site/routes.tsx, PAGE_MODULE) are preloaded. */
  lazy?: Record<string, string[]>;
}

export type RenderResult = { kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; html: string };

// One route list, served at the root for English and under /ar, /ru, /zh (the router's basename).
const handlers = Object.fromEntries(LANGUAGES.map((l) => [l, createStaticHandler(routes, l === 'en' ? undefined : { basename: languagePrefix(l) })])) as Record<
  Language,
  ReturnType<typeof createStaticHandler>
>;


/** The matched pages' own chunks (site/routes.tsx, lazyPage): boot asks for them with the app, not after it has run. */
function pageChunks(matches: readonly { route: object }[], assets: PageAssets): string[] {
  const files = matches.flatMap((m) => assets.lazy?.[(m.route as { [PAGE_MODULE]?: string })[PAGE_MODULE] ?? ''] ?? []);
  return [...new Set(files)];
}

/** Renders one public page to a complete HTML document: data loaded in-process, the site's stylesheet in its head. */
export async function render(url: string, opts: { transport: SiteTransport; assets: PageAssets; origin: string; currency?: string }): Promise<RenderResult> {
  const request = new Request(new URL(url, opts.origin), { method: 'GET', headers: { Accept: 'text/html' } });
  const lang = splitLanguage(new URL(request.url).pathname)[0];
  const info = LANGUAGE_INFO[lang];
  const handler = handlers[lang];
  const messages = await loadMessages(lang);
  const requestContext: SiteRequestContext = { transport: opts.transport };
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  // The page's islands render in full on the server (site/islands/island.tsx): their code is loaded first.
  await preloadIslands(lang);

  const layout = context.loaderData.root as LayoutData | undefined;
  const product = layout?.productName ?? 'Oasis Invest';
  const currency = displayCurrencyOf(opts.currency, layout);
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
  // An error page's title is the site's own text: in the page's language (content titles come translated already).
  if (context.errors) seo = { ...seo, title: makeI18n(lang, messages).tx(seo.title) };

  const router = createStaticRouter(handler.dataRoutes, context);
  const heroes: PictureSources[] = [];
  // A translated page carries the words its render looked up, not its language's whole catalogue (site/i18n/catalogue.ts).
  const used = messages ? new Set<string>() : undefined;
  const body = renderToString(
    <HeroImageCollector.Provider value={heroes}>
      <I18nProvider lang={lang} messages={messages} used={used} currency={currency}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </I18nProvider>
    </HeroImageCollector.Provider>,
  );
  const hydration = serializeHydration(
    { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    messages && used ? pageMessages(messages, used) : undefined,
  );
  const leaf = context.matches[context.matches.length - 1];
  const available = pageLanguages(leaf ? context.loaderData[leaf.route.id] : undefined);
  const canonical = canonicalUrl(publicUrl, context.location.pathname, context.location.search, available.includes(lang) ? lang : 'en');
  const alternates = context.errors ? [] : alternateLinks(publicUrl, context.location.pathname, context.location.search, available);
  const { assets } = opts;

  const html = `<!doctype html>
<html lang="${info.hreflang}" dir="${info.dir}"${currency ? ` ${CURRENCY_ATTRIBUTE}="${currency.code}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${heroPreloadTag(heroes[0])}
<title>${escapeHtml(documentTitle(seo, product))}</title>
<meta name="description" content="${escapeHtml(seo.description)}">
<link rel="canonical" href="${escapeHtml(canonical)}">
${alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}">`).join('\n')}
${context.errors ? '' : shareTags({ title: documentTitle(seo, product), description: seo.description, url: canonical, siteName: product, origin: publicUrl, share, locale: info.ogLocale, alternateLocales: available.filter((l) => l !== lang).map((l) => LANGUAGE_INFO[l].ogLocale) })}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<meta name="theme-color" content="#0b3c5d">
${assets.css ? `<style>${assets.css}</style>` : assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
</head>
<body>
<div id="root">${body}</div>
<script type="application/json" id="${HYDRATION_ELEMENT_ID}">${hydration}</script>
<script type="module" src="${assets.script}" ${APP_ATTRIBUTE}="${assets.app}" ${APP_PRELOADS_ATTRIBUTE}="${[...assets.preloads, ...(messages ? (assets.lazy?.[WHOLE_CATALOGUE_MODULE] ?? []) : []), ...pageChunks(context.matches, assets)].join(' ')}"></script>
</body>
</html>`;
  return { kind: 'page', status: context.statusCode, html };
}
