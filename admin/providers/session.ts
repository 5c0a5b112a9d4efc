import { fetchPermissions, getSession, signIn, signOut, storeUser, type StoredUser } from '../../src/api/session';
import type { SessionPort, StaffUser } from './authProvider';

export type StaffUserResponse = StoredUser;

/** The shared browser session (src/api/session.ts) seen through the authProvider's port. */
export const sessionPort: SessionPort & { adopt(user: StoredUser): Promise<void> } = {
  login: async (email, password) => (await signIn(email, password)) as StaffUser,
  signOut,
  getUser: () => getSession().user as StaffUser | null,
  getPermissions: async () => getSession().permissions ?? (await fetchPermissions()),
  /** Activation answers like login: keep the user, then load the permissions. */
  async adopt(user) {
    await storeUser(user);
    await fetchPermissions();
  },
};
