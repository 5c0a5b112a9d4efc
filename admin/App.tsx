import { CssBaseline, ThemeProvider, createTheme, type ThemeOptions } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, createBrowserRouter, useLocation, useSearchParams, type RouteObject } from 'react-router-dom';
import { ACTIVATION_PATH, ACTIVATE_STORAGE_KEY, LAYOUT_LOADER_MS, LOGIN_PATH } from '../src/constants';
import { TOAST_ANCHOR, TOAST_DURATION_MS, TOAST_ICON_VARIANT, TOAST_PADDING } from './layout/toasts';
import { theme } from './theme';
import { FullScreenLoader } from './layout/FullScreenLoader';
import { LoginPage } from './auth/LoginPage';
import { ActivationPage } from './auth/ActivationPage';
import { ErrorPage } from './auth/ErrorPage';
import { RequireStoredUser } from './guard';

// The react-admin bundle loads only when an admin route opens; sign-in and activation stay small.
const AdminApp = lazy(() => import('./AdminApp').then((m) => ({ default: m.AdminApp })));

const muiTheme = createTheme(theme as ThemeOptions);

type LayoutKind = 'auth' | 'admin';
export const layoutOf = (pathname: string): LayoutKind => (pathname === '/admin' || pathname.startsWith('/admin/') ? 'admin' : 'auth');

/** Spec §4: while an activation marker is stored, every route goes to /activation. */
let activationPending = false;
export function noteActivationMarker(): void {
  activationPending = typeof localStorage !== 'undefined' && localStorage.getItem(ACTIVATE_STORAGE_KEY) != null;
}
const mustActivate = () => activationPending || (typeof localStorage !== 'undefined' && localStorage.getItem(ACTIVATE_STORAGE_KEY) != null);

/** Shows the 2-second full-screen loader when the layout changes (spec §2), never on the first paint. */
function useLayoutSwitchLoader(kind: LayoutKind): boolean {
  const previous = useRef(kind);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (previous.current === kind) return;
    previous.current = kind;
    setLoading(true);
    const timer = setTimeout(() => setLoading(false), LAYOUT_LOADER_MS);
    return () => clearTimeout(timer);
  }, [kind]);
  return loading;
}

function Shell() {
  const location = useLocation();
  const loading = useLayoutSwitchLoader(layoutOf(location.pathname));
  if (mustActivate() && location.pathname !== ACTIVATION_PATH) return <Navigate to={ACTIVATION_PATH} replace />;
  if (location.pathname === ACTIVATION_PATH) activationPending = false;
  return (
    <>
      {loading && <FullScreenLoader />}
      <Outlet />
    </>
  );
}

function Unmatched() {
  const [params] = useSearchParams();
  return <ErrorPage reason={params.get('reason') === 'forbidden' ? 'forbidden' : 'not-found'} />;
}

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { path: LOGIN_PATH, element: <LoginPage /> },
      { path: ACTIVATION_PATH, element: <ActivationPage /> },
      {
        path: '/admin/*',
        element: (
          <RequireStoredUser>
            <Suspense fallback={<FullScreenLoader testId="bundle-loader" />}>
              <AdminApp />
            </Suspense>
          </RequireStoredUser>
        ),
      },
      { path: '*', element: <Unmatched /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

/** Providers every layout shares: the MUI theme and the spec's toasts (top-end, 3 s, 10px 20px, an icon: ./layout/toasts.tsx). */
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline />
      <SnackbarProvider anchorOrigin={TOAST_ANCHOR} autoHideDuration={TOAST_DURATION_MS} maxSnack={3} iconVariant={TOAST_ICON_VARIANT} style={{ padding: TOAST_PADDING }}>
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
}
