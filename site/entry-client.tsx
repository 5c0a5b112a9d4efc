import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { routes } from './routes';
import { EMOTION_KEY, theme } from './theme';
import { HYDRATION_ELEMENT_ID, reviveHydration } from './hydration';
import { rememberVisitSource } from '../src/forms/source';

const hydrationData = reviveHydration(document.getElementById(HYDRATION_ELEMENT_ID)?.textContent ?? '{"loaderData":{}}');
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

// Spec §7: the XSRF-TOKEN cookie is fetched at start-up, before any form is sent.
void fetch('/sanctum/csrf-cookie', { credentials: 'include' }).catch(() => undefined);
// The landing page's UTM parameters and referrer are remembered for the visit (sent with an enquiry).
rememberVisitSource(window.location.search, document.referrer, window.location.origin);
