import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import MockAdapter from 'axios-mock-adapter';
import { api } from '../../src/api/client';
import { clearUser, decryptText, getSession, getStoredUser, signIn, signOut, startSession, storeUser, subscribe, type StoredUser } from '../../admin/providers/session';
import { canAccess, hasPermission } from '../../src/permissions';
import { LOGIN_PATH } from '../../src/constants';

/** A tiny in-memory localStorage (no jsdom here); crypto.subtle is Node's own Web Crypto. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.has(key) ? this.items.get(key)! : null;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const store = new MemoryStorage();
const USER: StoredUser = { id: 7, first_name: 'Noura', last_name: 'Al Mansoori', email: 'noura@oasis.test', profile_image: null, role: 'sales', token: 'a'.repeat(64) };
const PERMS = { permissions: ['enquiries.read', 'enquiries.update', 'enquiries.export', 'projects.read'], all_permission: false };

let mock: MockAdapter;
let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;

beforeAll(() => {
  vi.stubGlobal('localStorage', store);
  mock = new MockAdapter(api);
});

beforeEach(() => {
  mock.reset();
  mock.resetHistory();
  store.clear();
  clearUser();
  navigate = vi.fn<(path: string) => void>();
  mock.onGet('/sanctum/csrf-cookie').reply(204);
});

afterEach(() => vi.restoreAllMocks());

describe('stored user', () => {
  it('is encrypted in localStorage under "user" with a fresh IV per write, and reads back', async () => {
    await storeUser(USER);
    const raw = store.getItem('user')!;
    expect(raw).toBeTruthy();
    for (const secret of [USER.first_name, USER.last_name, USER.email!, USER.token]) expect(raw).not.toContain(secret);
    expect(raw).not.toContain(btoa(USER.token).slice(0, 20));
    await storeUser(USER);
    expect(store.getItem('user')).not.toBe(raw);
    expect(await getStoredUser()).toEqual(USER);
    expect(JSON.parse(await decryptText(raw))).toEqual(USER);
  });

  it('a tampered or foreign value is removed and reads as signed out', async () => {
    await storeUser(USER);
    const raw = store.getItem('user')!;
    const [format, iv, data] = raw.split('.');
    const flipped = data.slice(0, 10) + (data[10] === 'A' ? 'B' : 'A') + data.slice(11);
    store.setItem('user', `${format}.${iv}.${flipped}`);
    expect(await getStoredUser()).toBeNull();
    expect(store.getItem('user')).toBeNull();
    store.setItem('user', JSON.stringify(USER));
    expect(await getStoredUser()).toBeNull();
    expect(store.getItem('user')).toBeNull();
  });
});

describe('start-up', () => {
  it('drops the activate flag, gets the XSRF cookie, restores the user and loads permissions with the bearer token', async () => {
    await storeUser(USER);
    clearUserInMemoryOnly();
    store.setItem('activate', '1');
    mock.onGet('/api/get-permissions').reply(200, { error: false, data: PERMS });
    const seen: unknown[] = [];
    const unsubscribe = subscribe((s) => seen.push(s));
    const session = await startSession({ navigate });
    unsubscribe();
    expect(store.getItem('activate')).toBeNull();
    expect(mock.history.get.map((r) => r.url)).toEqual(['/sanctum/csrf-cookie', '/api/get-permissions']);
    const permsRequest = mock.history.get[1];
    expect(permsRequest.headers!.Authorization).toBe(`Bearer ${USER.token}`);
    expect(permsRequest.headers!['Accept-Language']).toBe('en');
    expect(permsRequest.withCredentials).toBe(true);
    expect(session).toEqual({ user: USER, permissions: PERMS });
    expect(getSession().permissions).toEqual(PERMS);
    expect(seen.length).toBeGreaterThan(0);
  });

  it('does not ask for permissions without a stored token', async () => {
    mock.onGet('/api/get-permissions').reply(200, { error: false, data: PERMS });
    const session = await startSession({ navigate });
    expect(session).toEqual({ user: null, permissions: null });
    expect(mock.history.get.map((r) => r.url)).toEqual(['/sanctum/csrf-cookie']);
  });

  it("only logs 'Error fetching data:' when the permission call fails", async () => {
    await storeUser(USER);
    mock.onGet('/api/get-permissions').networkError();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const session = await startSession({ navigate });
    expect(session.user).toEqual(USER);
    expect(session.permissions).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toBe('Error fetching data:');
    expect(log.mock.calls[0][1]).toBeInstanceOf(Error);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('401 answers', () => {
  it('remove the stored user, go to the login route and reject, once per request', async () => {
    await storeUser(USER);
    mock.onGet('/api/get-permissions').reply(200, { error: false, data: PERMS });
    await startSession({ navigate });
    mock.onGet('/api/enquiries').reply(401, { error: true, message: 'Please sign in to continue' });
    await expect(api.get('/api/enquiries')).rejects.toMatchObject({ response: { status: 401 } });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(LOGIN_PATH);
    expect(store.getItem('user')).toBeNull();
    expect(getSession()).toEqual({ user: null, permissions: null });
    // A second failing request is its own request: handled once more, not twice.
    await expect(api.get('/api/enquiries')).rejects.toBeTruthy();
    expect(navigate).toHaveBeenCalledTimes(2);
    // Without a user, no bearer header is sent any more.
    expect(mock.history.get[mock.history.get.length - 1].headers!.Authorization).toBeUndefined();
  });

  it('a wrong password on the sign-in form stays on the form', async () => {
    await startSession({ navigate });
    mock.onPost('/api/login').reply(401, { error: true, message: 'Invalid email or password' });
    await expect(signIn('noura@oasis.test', 'wrong-password')).rejects.toMatchObject({ response: { data: { message: 'Invalid email or password' } } });
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getItem('user')).toBeNull();
  });

  it('a successful sign-in stores the user encrypted and loads permissions', async () => {
    await startSession({ navigate });
    mock.onPost('/api/login').reply(200, { error: false, message: 'Welcome back, Noura', data: { user: USER } });
    mock.onGet('/api/get-permissions').reply(200, { error: false, data: PERMS });
    expect(await signIn('noura@oasis.test', 'Saffron-Dhow-Creek-42')).toEqual(USER);
    expect(await getStoredUser()).toEqual(USER);
    expect(getSession()).toEqual({ user: USER, permissions: PERMS });
  });
});

describe('sign-out', () => {
  beforeEach(async () => {
    await storeUser(USER);
    mock.onGet('/api/get-permissions').reply(200, { error: false, data: PERMS });
    await startSession({ navigate });
  });

  it('answers the server message and clears user and permissions', async () => {
    mock.onPost('/api/logout').reply(200, { error: false, message: 'You have been signed out' });
    expect(await signOut()).toEqual({ error: false, message: 'You have been signed out' });
    expect(mock.history.post[0].headers!.Authorization).toBe(`Bearer ${USER.token}`);
    expect(store.getItem('user')).toBeNull();
    expect(getSession()).toEqual({ user: null, permissions: null });
  });

  it('passes on an error answer or a thrown failure, and still clears the session', async () => {
    mock.onPost('/api/logout').replyOnce(500, { error: true, message: 'Something went wrong on our side.' });
    expect(await signOut()).toEqual({ error: true, message: 'Something went wrong on our side.' });
    expect(store.getItem('user')).toBeNull();
    await storeUser(USER);
    mock.onPost('/api/logout').networkErrorOnce();
    const thrown = await signOut();
    expect(thrown.error).toBe(true);
    expect(thrown.message).toMatch(/could not reach the server/);
    expect(getSession().user).toBeNull();
  });
});

describe('permission checks', () => {
  it('honour the list and all_permission', () => {
    expect(hasPermission(PERMS, 'enquiries.export')).toBe(true);
    expect(hasPermission(PERMS, 'projects.delete')).toBe(false);
    expect(hasPermission({ permissions: [], all_permission: true }, 'users.manage')).toBe(true);
    expect(hasPermission(null, 'projects.read')).toBe(false);
    expect(canAccess(PERMS, 'enquiries', 'list')).toBe(true);
    expect(canAccess(PERMS, 'enquiries', 'edit')).toBe(true);
    expect(canAccess(PERMS, 'projects', 'create')).toBe(false);
    expect(canAccess({ permissions: ['users.read'], all_permission: false }, 'users', 'edit')).toBe(false);
  });
});

/** Simulates a page reload: the encrypted value stays, the in-memory session is gone. */
function clearUserInMemoryOnly() {
  const raw = store.getItem('user');
  clearUser();
  if (raw) store.setItem('user', raw);
}
