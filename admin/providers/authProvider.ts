import type { AuthProvider, UserIdentity } from 'react-admin';
import { LOGIN_PATH } from '../../src/constants';
import { canAccess, type PermissionSet } from '../../src/permissions';

/** The signed-in staff member as POST /api/login answers it. */
export interface StaffUser {
  id: number;
  first_name: string;
  last_name: string;
  email?: string;
  role?: string;
  profile_image?: { src?: string } | string | null;
  token: string;
}

/** What the authProvider needs from the stored session (injected so tests can fake it). */
export interface SessionPort {
  login(email: string, password: string): Promise<StaffUser>;
  /** POST /api/logout and clear the user; never throws: answers the server's {error, message}. */
  signOut(): Promise<{ error: boolean; message: string }>;
  getUser(): StaffUser | null;
  getPermissions(): Promise<PermissionSet | null>;
}

export type Toast = (message: string, variant: 'success' | 'error') => void;

export const avatarOf = (user: Pick<StaffUser, 'profile_image'>): string | undefined => {
  const img = user.profile_image;
  if (!img) return undefined;
  return typeof img === 'string' ? img : img.src || undefined;
};

export function createAuthProvider(session: SessionPort, toast: Toast): AuthProvider {
  return {
    async login({ username, email, password }: { username?: string; email?: string; password: string }) {
      await session.login((email ?? username ?? '').trim(), password);
    },

    // Spec §8: success toast with the server's message; error toast with the server's or the thrown message.
    async logout() {
      if (!session.getUser()) return LOGIN_PATH;
      try {
        const res = await session.signOut();
        toast(res.message || (res.error ? 'Sign-out failed' : 'Signed out'), res.error ? 'error' : 'success');
      } catch (error) {
        toast(error instanceof Error ? error.message : String(error), 'error');
      }
      return LOGIN_PATH;
    },

    async checkAuth() {
      if (!session.getUser()) throw { redirectTo: LOGIN_PATH, message: false };
    },

    // The shared client already removed the user and went to login once for this request.
    async checkError(error: { status?: number }) {
      if (error?.status === 401) throw { redirectTo: LOGIN_PATH, logoutUser: false, message: false };
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = session.getUser();
      if (!user) throw new Error('Not signed in');
      return {
        id: user.id,
        fullName: `${user.first_name} ${user.last_name}`.trim(),
        avatar: avatarOf(user),
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        role: user.role,
      };
    },

    async getPermissions() {
      return session.getUser() ? await session.getPermissions() : null;
    },

    async canAccess({ action, resource }: { action: string; resource: string }) {
      if (!session.getUser()) return false;
      return canAccess(await session.getPermissions(), resource, action);
    },
  };
}
