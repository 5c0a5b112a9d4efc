import type { ReactNode } from 'react';
import { useState } from 'react';
import { usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { getSession } from '../src/api/session';
import { FullScreenLoader } from './layout/FullScreenLoader';
import type { PermissionSet } from './providers/permissions';

export const FORBIDDEN_PATH = '/error?reason=forbidden';
export const NOT_FOUND_PATH = '/error';

/** Spec §4: a route that names a permission the user lacks goes to the error page (auth layout). */
export function RequirePermission({ need, children }: { need: string; children: ReactNode }) {
  const { permissions, isPending } = usePermissions<PermissionSet | null>();
  if (isPending) return null;
  if (!permissions?.all_permission && !permissions?.permissions?.includes(need)) return <Navigate to={FORBIDDEN_PATH} replace />;
  return <>{children}</>;
}

/** react-admin's own access checks (canAccess) end on the same error page. */
export const AccessDenied = () => <Navigate to={FORBIDDEN_PATH} replace />;

/** Unknown /admin addresses end on the same auth-layout error page as any unmatched path (spec §2). */
export const NotFound = () => <Navigate to={NOT_FOUND_PATH} replace />;

/**
 * Spec §4: an admin route without a stored user goes to / (the public site, a separate page load).
 * Checked when the admin is entered, not on every change, so sign-out can finish its own redirect to login.
 */
export function RequireStoredUser({ children }: { children: ReactNode }) {
  const [signedIn] = useState(() => Boolean(getSession().user));
  if (!signedIn) {
    window.location.replace('/');
    return <FullScreenLoader testId="leaving-loader" />;
  }
  return <>{children}</>;
}
