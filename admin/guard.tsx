import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { usePermissions } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../src/constants';
import { canAccess, type PermissionSet } from '../src/permissions';
import { getSession, watchSignOutElsewhere } from './providers/session';
import { FullScreenLoader } from './layout/FullScreenLoader';

export const FORBIDDEN_PATH = '/error?reason=forbidden';
export const NOT_FOUND_PATH = '/error';

/** What a route needs, in the terms of the one permission map (src/permissions.ts). */
export interface Access {
  resource: string;
  action: string;
}

/** Spec §4: a route that names a permission the user lacks goes to the error page (auth layout). */
export function RequirePermission({ access, children }: { access: Access; children: ReactNode }) {
  const { permissions, isPending } = usePermissions<PermissionSet | null>();
  if (isPending) return null;
  if (!canAccess(permissions, access.resource, access.action)) return <Navigate to={FORBIDDEN_PATH} replace />;
  return <>{children}</>;
}

/** react-admin's own access checks (canAccess) end on the same error page. */
export const AccessDenied = () => <Navigate to={FORBIDDEN_PATH} replace />;

/** Unknown /admin addresses end on the same auth-layout error page as any unmatched path (spec §2). */
export const NotFound = () => <Navigate to={NOT_FOUND_PATH} replace />;

/**
 * Spec §4: an admin route without a stored user goes to / (the public site, a separate page load).
 * Checked when the admin is entered, not on every change, so sign-out can finish its own redirect to login;
 * a sign-out in another tab sends this one to the sign-in page.
 */
export function RequireStoredUser({ children }: { children: ReactNode }) {
  const [signedIn] = useState(() => Boolean(getSession().user));
  const navigate = useNavigate();
  useEffect(() => watchSignOutElsewhere(() => navigate(LOGIN_PATH, { replace: true })), [navigate]);
  if (!signedIn) {
    window.location.replace('/');
    return <FullScreenLoader testId="leaving-loader" />;
  }
  return <>{children}</>;
}
