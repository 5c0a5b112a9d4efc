import type { AxiosError } from 'axios';
import { api, errorMessage, initCsrf, onUnauthorized, setTokenSource } from '../../src/api/client';
import { ACTIVATE_STORAGE_KEY, LOGIN_PATH, SESSION_STORAGE_KEY } from '../../src/constants';
import type { PermissionSet } from '../../src/permissions';
import type { SessionPort, StaffUser } from './authProvider';

/**
 * The staff session in the back-office (spec §4 "Session", §7, §8): the signed-in user is kept in
 * localStorage under `user`, encrypted with AES-GCM; permissions live in memory only.
 */
export interface StoredUser {
  id?: number;
  first_name: string;
  last_name: string;
  email?: string;
  profile_image?: unknown;
  role?: string;
  token: string;
}


export interface SessionState {
  user: StoredUser | null;
  permissions: PermissionSet | null;
}

/** The spec's fixed passphrase ({key}); a build may override it with VITE_SESSION_KEY. */
const FALLBACK_PASSPHRASE = 'oasis-invest-session-key';
const env = (import.meta as { env?: Record<string, string | undefined> }).env;
const PASSPHRASE = env?.VITE_SESSION_KEY || FALLBACK_PASSPHRASE;
// Fixed salt: the key must be the same on every load so the stored value can be read back.
const SALT = new TextEncoder().encode('oasis-invest/session/v1');
const FORMAT = 'v1';

let keyPromise: Promise<CryptoKey> | null = null;
function sessionKey(): Promise<CryptoKey> {
  keyPromise ??= (async () => {
    const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(PASSPHRASE), 'PBKDF2', false, ['deriveKey']);
    return crypto.subtle.deriveKey({ name: 'PBKDF2', salt: SALT, iterations: 100_000, hash: 'SHA-256' }, material, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  })();
  return keyPromise;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export async function encryptText(plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await sessionKey(), new TextEncoder().encode(plain));
  return `${FORMAT}.${toBase64(iv)}.${toBase64(new Uint8Array(sealed))}`;
}

/** Throws on anything that is not our format or fails authentication (tampered or foreign value). */
export async function decryptText(stored: string): Promise<string> {
  const [format, iv, data] = stored.split('.');
  if (format !== FORMAT || !iv || !data) throw new Error('Unknown session format');
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, await sessionKey(), fromBase64(data));
  return new TextDecoder().decode(plain);
}

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

let state: SessionState = { user: null, permissions: null };
const listeners = new Set<(s: SessionState) => void>();
function setState(next: Partial<SessionState>) {
  state = { ...state, ...next };
  listeners.forEach((l) => l(state));
}

/** For React (useSyncExternalStore): the current user and permissions, and a change feed. */
export const getSession = (): SessionState => state;
export function subscribe(listener: (s: SessionState) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads and decrypts the stored user; an unreadable or tampered value is removed. */
export async function getStoredUser(): Promise<StoredUser | null> {
  const raw = storage()?.getItem(SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const user = JSON.parse(await decryptText(raw)) as StoredUser;
    if (!user || typeof user.token !== 'string') throw new Error('No token in the stored user');
    return user;
  } catch {
    storage()?.removeItem(SESSION_STORAGE_KEY);
    return null;
  }
}

export async function storeUser(user: StoredUser): Promise<void> {
  storage()?.setItem(SESSION_STORAGE_KEY, await encryptText(JSON.stringify(user)));
  setState({ user });
}

export function clearUser(): void {
  storage()?.removeItem(SESSION_STORAGE_KEY);
  setState({ user: null, permissions: null });
}

/** Spec §4: fetched only when a token exists; a failure is only logged. */
export async function fetchPermissions(): Promise<PermissionSet | null> {
  if (!state.user?.token) return null;
  try {
    const res = await api.get<{ error: boolean; data: { permissions: string[]; all_permission: boolean } }>('/api/get-permissions');
    const permissions = { permissions: res.data.data.permissions ?? [], all_permission: !!res.data.data.all_permission };
    setState({ permissions });
    return permissions;
  } catch (err) {
    console.error('Error fetching data:', err);
    return null;
  }
}

let navigate: (path: string) => void = (path) => {
  if (typeof window !== 'undefined') window.location.assign(path);
};

/** react-admin (or a test) passes its own navigation; the default reloads the page at the path. */
export function setNavigate(fn: (path: string) => void): void {
  navigate = fn;
}

// The sign-in call's own 401 means "wrong credentials", shown on the login form, not an expired session.
const SIGN_IN_CALLS = ['/api/login', '/api/activation'];

function handleUnauthorized(error: AxiosError): void {
  storage()?.removeItem(SESSION_STORAGE_KEY);
  setState({ user: null, permissions: null });
  const url = error.config?.url ?? '';
  if (SIGN_IN_CALLS.some((p) => url.startsWith(p))) return;
  navigate(LOGIN_PATH);
}

/**
 * Start-up (spec §4): drop the activate flag, get the XSRF cookie, restore the stored user, wire the
 * token and the 401 handler into the shared client, then load permissions when a token exists.
 */
export async function startSession(options: { navigate?: (path: string) => void } = {}): Promise<SessionState> {
  if (options.navigate) setNavigate(options.navigate);
  storage()?.removeItem(ACTIVATE_STORAGE_KEY);
  setTokenSource(() => state.user?.token ?? null);
  onUnauthorized(handleUnauthorized);
  try {
    await initCsrf();
  } catch (err) {
    console.error('Error fetching data:', err);
  }
  setState({ user: await getStoredUser(), permissions: null });
  await fetchPermissions();
  return state;
}

/** Signs in with e-mail and password; stores the user and loads permissions. Throws with the server's message. */
export async function signIn(email: string, password: string): Promise<StoredUser> {
  const res = await api.post<{ error: boolean; message: string; data: { user: StoredUser } }>('/api/login', { email, password });
  await storeUser(res.data.data.user);
  await fetchPermissions();
  return res.data.data.user;
}

/** Spec §8: returns the server's {error, message} (or the thrown failure's message); the session is cleared either way. */
export async function signOut(): Promise<{ error: boolean; message: string }> {
  try {
    const res = await api.post<{ error: boolean; message: string }>('/api/logout');
    return { error: res.data.error !== false, message: res.data.message };
  } catch (err) {
    return { error: true, message: errorMessage(err) };
  } finally {
    clearUser();
  }
}

/**
 * Another tab signed out (or its 401 removed the user): localStorage fires `storage` only in the other
 * tabs, so this tab forgets the user too and calls `onSignedOut`. Returns the unsubscribe.
 */
export function watchSignOutElsewhere(onSignedOut: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: StorageEvent) => {
    const removed = event.key === null || (event.key === SESSION_STORAGE_KEY && event.newValue === null);
    if (!removed || !state.user) return;
    setState({ user: null, permissions: null });
    onSignedOut();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

export type StaffUserResponse = StoredUser;

/** The session seen through the authProvider's port. */
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
