import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { routes } from './routes';
import { HYDRATION_ELEMENT_ID, reviveHydration } from './hydration';
import { setStaticExport } from './api/public';
import type { LayoutData } from '../src/site-contract';
import { languagePrefix, splitLanguage } from '../src/i18n/languages';
import { I18nProvider } from './i18n/I18n';
import { CURRENCY_ATTRIBUTE, displayCurrencyOf } from './currency/display';
import { pageHydrated } from './islands/island';
import { pageCommitted } from './i18n/catalogue';

/**
 * Tells site/boot.ts that React has committed the page (its Suspense boundaries may still be hydrating; an
 * event in one of them hydrates it first): what boot held is replayed from then on. Before this commit React
 * drops a replayed submit, and the form would be sent natively.
 */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    pageHydrated();
    pageCommitted();
    window.oasisHydrating?.();
  }, []);
  return children;
}

/**
 * Hands the server-rendered page to React. site/boot.ts loads this module once the page has loaded or is first
 * used.
 */
async function hydrate(): Promise<void> {
  const { state: hydrationData, messages } = reviveHydration(document.getElementById(HYDRATION_ELEMENT_ID)?.textContent ?? '{"loaderData":{}}');
  // A page written by `npm run generate` has no API beside it: navigation becomes full page loads.
  setStaticExport(!!(hydrationData.loaderData?.root as LayoutData | undefined)?.staticExport);
  const lang = splitLanguage(window.location.pathname)[0];
  // The currency the server rendered prices in (issue 26): hydrated the same, kept until the menu reloads the page.
  const currency = displayCurrencyOf(document.documentElement.getAttribute(CURRENCY_ATTRIBUTE), hydrationData.loaderData?.root as LayoutData | undefined);
  const basename = lang === 'en' ? undefined : languagePrefix(lang);
  // A lazily loaded page (site/routes.tsx, lazyPage) is loaded before hydrating it: React must find its markup. A
  // translated page hydrates with the words the server rendered; its way to the whole catalogue comes with the page
  // (decision 048). Its styles are the site's stylesheet (decision 046): nothing to set up for a direction.
  const lazy = (matchRoutes(routes, window.location, basename) ?? []).filter((m) => typeof m.route.lazy === 'function');
  const translated = lang !== 'en';
  const [dataStrategy] = await Promise.all([
    translated ? import('./i18n/wholeCatalogue').then((m) => m.reachWholeCatalogue(lang)) : undefined,
    ...lazy.map(async (m) => Object.assign(m.route, await (m.route.lazy as () => Promise<object>)(), { lazy: undefined })),
  ]);
  const router = createBrowserRouter(routes, { hydrationData, basename, dataStrategy });

  // In a transition the whole hydration is time-sliced (it yields to the browser every few ms): no long task.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <I18nProvider lang={lang} messages={messages} pageWords={translated} currency={currency}>
        <Hydrated>
          <RouterProvider router={router} />
        </Hydrated>
      </I18nProvider>,
    );
  });
  window.oasisListening = true;
  // Spec §7's XSRF-TOKEN cookie is asked for when a form is first used (site/api/public.ts ensureCsrfCookie), not here.
}

void hydrate();
