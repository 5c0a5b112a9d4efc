import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, onUnauthorized, setTokenSource } from '../../src/api/client';
import { createDataProvider } from '../../admin/providers/dataProvider';
import { createAuthProvider, type SessionPort, type StaffUser } from '../../admin/providers/authProvider';
import { canAccess, hasPermission, permissionFor } from '../../src/permissions';
import { permissionsFor } from '../../server/auth/roles';
import { MEDIA_RESOURCES } from '../../admin/resources';
import { MENU, isGroup, visibleMenu } from '../../admin/layout/menuItems';
import { LOGIN_PATH } from '../../src/constants';

describe('admin data provider over the shared axios client', () => {
  let mock: MockAdapter;
  beforeEach(() => {
    mock = new MockAdapter(api);
    setTokenSource(() => 'staff-token-123');
  });
  afterEach(() => {
    mock.restore();
    setTokenSource(() => null);
    onUnauthorized(() => {});
  });

  it('sends the bearer token and Accept-Language, and reads Content-Range for the total', async () => {
    mock.onGet(/\/api\/projects/).reply((config) => {
      expect(config.headers?.Authorization).toBe('Bearer staff-token-123');
      expect(config.headers?.['Accept-Language']).toBe('en');
      expect(config.url).toContain('range=%5B0%2C9%5D');
      return [200, JSON.stringify([{ id: 1, title: 'Palm Horizon' }]), { 'content-range': 'projects 0-0/37' }];
    });
    const dp = createDataProvider(MEDIA_RESOURCES, async () => ({ src: '/uploads/x.webp' }));
    const res = await dp.getList('projects', { pagination: { page: 1, perPage: 10 }, sort: { field: 'title', order: 'ASC' }, filter: {} });
    expect(res.total).toBe(37);
    expect(res.data[0].title).toBe('Palm Horizon');
  });

  it('a capped total (Content-Range ".../1025+", issue 40) becomes partial pagination: a next page, no false figure', async () => {
    mock.onGet(/\/api\/enquiries/).reply(200, JSON.stringify([{ id: 30, name: 'Karim' }]), { 'content-range': 'enquiries 25-49/1050+' });
    const dp = createDataProvider(MEDIA_RESOURCES);
    const res = await dp.getList('enquiries', { pagination: { page: 2, perPage: 25 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(res.total).toBeUndefined();
    expect(res.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
    expect(res.data).toEqual([{ id: 30, name: 'Karim' }]);
  });

  it('turns a 422 into HttpError(message, 422, {errors}) so react-admin shows each field error', async () => {
    mock.onPut('/api/projects/5').reply(422, { error: true, message: 'Please correct the highlighted fields', errors: { slug: 'This slug is already used by another project' } });
    const dp = createDataProvider(MEDIA_RESOURCES, async () => ({ src: '/uploads/x.webp' }));
    const failure = await dp.update('projects', { id: 5, data: { title: 'A', slug: 'taken' }, previousData: { id: 5 } }).catch((e) => e);
    expect(failure.name).toBe('HttpError');
    expect(failure.status).toBe(422);
    expect(failure.message).toBe('Please correct the highlighted fields');
    expect(failure.body.errors).toEqual({ slug: 'This slug is already used by another project' });
  });

  it('calls the 401 handler once for the failed request and rejects it', async () => {
    const handler = vi.fn();
    onUnauthorized(handler);
    mock.onGet(/\/api\/enquiries/).reply(401, { error: true, message: 'Please sign in to continue' });
    const dp = createDataProvider(MEDIA_RESOURCES);
    const failure = await dp.getList('enquiries', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} }).catch((e) => e);
    expect(failure.status).toBe(401);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('uploads newly picked files before saving and stores what /api/media answered', async () => {
    const upload = vi.fn(async (file: File) => ({ src: `/uploads/${file.name}.webp`, title: file.name, width: 64, height: 48, type: 'image/webp' }));
    let sent: any = null;
    mock.onPost('/api/projects').reply((config) => {
      sent = JSON.parse(config.data);
      return [201, JSON.stringify({ id: 9, ...sent })];
    });
    const dp = createDataProvider(MEDIA_RESOURCES, upload);
    const picked = { rawFile: new File(['png'], 'marina.png', { type: 'image/png' }), src: 'blob:local', title: 'marina.png' };
    const kept = { src: '/uploads/old.webp', title: 'old' };
    await dp.create('projects', { data: { title: 'T', gallery: [kept, picked], brochure: null } });
    expect(upload).toHaveBeenCalledTimes(1);
    expect(sent.gallery).toEqual([kept, { src: '/uploads/marina.png.webp', title: 'marina.png', width: 64, height: 48, type: 'image/webp' }]);
  });
});

describe('permission mapping (canAccess)', () => {
  const editor = { permissions: ['projects.read', 'projects.create', 'projects.update', 'projects.delete', 'users.read', 'dashboard.read'], all_permission: false };
  const sales = { permissions: ['projects.read', 'enquiries.read', 'enquiries.update', 'enquiries.export', 'users.read'], all_permission: false };

  it('maps react-admin actions onto resource.action names', () => {
    expect(permissionFor('projects', 'list')).toBe('projects.read');
    expect(permissionFor('projects', 'show')).toBe('projects.read');
    expect(permissionFor('projects', 'edit')).toBe('projects.update');
    expect(permissionFor('enquiries', 'export')).toBe('enquiries.export');
    expect(permissionFor('dashboard', 'list')).toBe('dashboard.read');
    expect(permissionFor('users', 'list')).toBe('users.manage');
    expect(permissionFor('profile', 'edit')).toBeNull();
  });

  it('allows what the list holds and nothing else', () => {
    expect(canAccess(editor, 'projects', 'delete')).toBe(true);
    expect(canAccess(sales, 'projects', 'delete')).toBe(false);
    expect(canAccess(sales, 'enquiries', 'export')).toBe(true);
    expect(canAccess(editor, 'enquiries', 'export')).toBe(false);
    // users.read lets everyone see assignee names, but only users.manage opens the Users screens.
    expect(canAccess(sales, 'users', 'list')).toBe(false);
    expect(canAccess(null, 'projects', 'list')).toBe(false);
  });

  it('lets all_permission through everywhere', () => {
    expect(canAccess({ permissions: [], all_permission: true }, 'users', 'delete')).toBe(true);
  });

  it('is the map the server checks: sales reads users through the API but the admin opens no Users screen', async () => {
    const salesRole = permissionsFor('sales');
    // The REST router asks permissionFor(resource, 'read') before GET /api/users.
    expect(hasPermission(salesRole, permissionFor('users', 'read'))).toBe(true);
    const auth = createAuthProvider(
      { login: vi.fn(), signOut: vi.fn(), getUser: () => ({ id: 2, first_name: 'Sara', last_name: 'Haddad', token: 't' }), getPermissions: async () => salesRole },
      vi.fn(),
    );
    expect(await auth.canAccess!({ resource: 'users', action: 'list' })).toBe(false);
    expect(await auth.canAccess!({ resource: 'users', action: 'edit' })).toBe(false);
    const labels = visibleMenu((p) => hasPermission(salesRole, p)).flatMap((e) => (isGroup(e) ? e.items.map((i) => i.label) : [e.label]));
    expect(labels).not.toContain('Users');
    expect(MENU.some((e) => isGroup(e) && e.items.some((i) => i.label === 'Users'))).toBe(true);
  });

  it('lets a viewer open the read-only show view of content but not its editor', () => {
    const viewer = permissionsFor('viewer');
    for (const resource of ['projects', 'areas', 'blogs', 'investment-guides']) {
      expect(canAccess(viewer, resource, 'show')).toBe(true);
      expect(canAccess(viewer, resource, 'edit')).toBe(false);
    }
  });
});

describe('authProvider', () => {
  const user: StaffUser = { id: 1, first_name: 'Maya', last_name: 'Rahman', profile_image: { src: '/uploads/maya.webp' }, token: 't' };
  const port = (over: Partial<SessionPort> = {}): SessionPort => ({
    login: vi.fn(async () => user),
    signOut: vi.fn(async () => ({ error: false, message: 'You have been signed out' })),
    getUser: () => user,
    getPermissions: async () => ({ permissions: ['projects.read'], all_permission: false }),
    ...over,
  });

  it('checkError: a 401 sends to login without a second sign-out call; other errors keep the session', async () => {
    const p = port();
    const auth = createAuthProvider(p, vi.fn());
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: LOGIN_PATH, logoutUser: false });
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
    expect(p.signOut).not.toHaveBeenCalled();
  });

  it('checkAuth needs a stored user', async () => {
    await expect(createAuthProvider(port(), vi.fn()).checkAuth({})).resolves.toBeUndefined();
    await expect(createAuthProvider(port({ getUser: () => null }), vi.fn()).checkAuth({})).rejects.toMatchObject({ redirectTo: LOGIN_PATH });
  });

  it('getIdentity gives the names and the photo', async () => {
    const identity = await createAuthProvider(port(), vi.fn()).getIdentity!();
    expect(identity).toMatchObject({ id: 1, fullName: 'Maya Rahman', avatar: '/uploads/maya.webp' });
  });

  it('logout shows the server message as a success toast, an error answer as an error toast, then goes to login', async () => {
    const toast = vi.fn();
    expect(await createAuthProvider(port(), toast).logout({})).toBe(LOGIN_PATH);
    expect(toast).toHaveBeenLastCalledWith('You have been signed out', 'success');
    await createAuthProvider(port({ signOut: async () => ({ error: true, message: 'Session already ended' }) }), toast).logout({});
    expect(toast).toHaveBeenLastCalledWith('Session already ended', 'error');
    await createAuthProvider(port({ signOut: async () => Promise.reject(new Error('Network Error')) }), toast).logout({});
    expect(toast).toHaveBeenLastCalledWith('Network Error', 'error');
  });

  it('canAccess uses the permission list', async () => {
    const auth = createAuthProvider(port(), vi.fn());
    expect(await auth.canAccess!({ action: 'list', resource: 'projects' })).toBe(true);
    expect(await auth.canAccess!({ action: 'delete', resource: 'projects' })).toBe(false);
  });
});
