import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { routes } from './routes';
import { EMOTION_KEY, theme } from './theme';
import { HYDRATION_ELEMENT_ID, reviveHydration } from './hydration';
import { rememberVisitSource } from './forms/source';
import { setStaticExport } from './api/public';
import type { LayoutData } from '../src/site-contract';

const hydrationData = reviveHydration(document.getElementById(HYDRATION_ELEMENT_ID)?.textContent ?? '{"loaderData":{}}');
// A page written by `npm run generate` has no API beside it: navigation becomes full page loads.
const staticExport = !!(hydrationData.loaderData?.root as LayoutData | undefined)?.staticExport;
setStaticExport(staticExport);
const router = createBrowserRouter(routes, { hydrationData });
const cache = createCache({ key: EMOTION_KEY });

hydrateRoot(
  document.getElementById('root')!,
  <CacheProvider value={cache}>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  </CacheProvider>,
);

// Spec §7's XSRF-TOKEN cookie is asked for when a form is first used (site/api/public.ts ensureCsrfCookie), not here.
// The landing page's UTM parameters and referrer are remembered for the visit (sent with an enquiry).
rememberVisitSource(window.location.search, document.referrer, window.location.origin);
