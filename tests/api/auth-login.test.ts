import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { auditActions, bearer, GOOD_PASSWORD, login, staffWithPassword } from './auth-support';

describe.each(DIALECTS)('sign-in and sign-out (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: 'none', env: { loginRateLimit: 100 } });
    await staffWithPassword(t, 'editor', 'layla@oasis.test');
    await staffWithPassword(t, 'sales', 'gone@oasis.test', GOOD_PASSWORD, false);
    await t.db.kysely
      .insertInto('users')
      .values({ email: 'invited@oasis.test', first_name: 'New', last_name: 'Hire', role: 'viewer', active: 1, password_hash: null, profile_image: null, last_login_at: null, created_at: new Date().toISOString(), updated_at: new Date().toISOString() })
      .execute();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it('signs in with the right password and answers the user with a token', async () => {
    const res = await login(t, 'layla@oasis.test', GOOD_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.error).toBe(false);
    expect(typeof body.message).toBe('string');
    expect(Object.keys(body.data.user).sort()).toEqual(['email', 'first_name', 'id', 'last_name', 'profile_image', 'role', 'token']);
    expect(body.data.user).toMatchObject({ first_name: 'Layla', last_name: 'Haddad', email: 'layla@oasis.test', role: 'editor', profile_image: null });
    expect(body.data.user.token).toMatch(/^[0-9a-f]{64}$/);
    // Only the SHA-256 of the token is stored.
    const stored = await t.db.kysely.selectFrom('api_tokens').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(body.data.user.token);
    const user = await t.db.kysely.selectFrom('users').select('last_login_at').where('email', '=', 'layla@oasis.test').executeTakeFirstOrThrow();
    expect(user.last_login_at).not.toBeNull();
    const perms = await t.app.inject({ method: 'GET', url: '/api/get-permissions', headers: bearer(body.data.user.token) });
    expect(perms.json()).toMatchObject({ error: false, data: { all_permission: false } });
    expect(perms.json().data.permissions).toContain('projects.create');
  });

  it('accepts the e-mail in any letter case', async () => {
    const res = await login(t, '  LAYLA@Oasis.TEST ', GOOD_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe('layla@oasis.test');
  });

  it('answers a wrong password, an unknown e-mail, a deactivated and a not yet activated account the same way', async () => {
    const answers = await Promise.all([
      login(t, 'layla@oasis.test', 'not-the-right-password'),
      login(t, 'nobody@oasis.test', GOOD_PASSWORD),
      login(t, 'gone@oasis.test', GOOD_PASSWORD),
      login(t, 'invited@oasis.test', GOOD_PASSWORD),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: true, message: 'Invalid email or password' });
    }
  });

  it('needs the XSRF header like every other form, and names missing fields', async () => {
    const noCsrf = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'layla@oasis.test', password: GOOD_PASSWORD } });
    expect(noCsrf.statusCode).toBe(419);
    const empty = await t.app.inject({ method: 'POST', url: '/api/login', headers: await t.csrf(), payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('records sign-in successes and failures without the password', async () => {
    const entries = await auditActions(t);
    const success = entries.find((e) => e.action === 'sign-in');
    expect(success).toMatchObject({ resource: 'users' });
    expect(success!.user_id).not.toBeNull();
    const failures = entries.filter((e) => e.action === 'sign-in-failed');
    expect(failures.map((f) => f.changes.reason).sort()).toEqual(['inactive', 'not-activated', 'unknown-email', 'wrong-password']);
    expect(JSON.stringify(entries)).not.toContain(GOOD_PASSWORD);
    expect(JSON.stringify(entries)).not.toContain('not-the-right-password');
  });

  it('signs out: the token stops working and the sign-out is audited', async () => {
    const token = (await login(t, 'layla@oasis.test', GOOD_PASSWORD)).json().data.user.token;
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ error: false, message: 'You have been signed out' });
    const after = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe(true);
    const again = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(again.statusCode).toBe(401);
    expect((await auditActions(t)).some((e) => e.action === 'sign-out')).toBe(true);
  });

  it('slides the expiry while the token is used and refuses it once it lapses (fake clock)', async () => {
    expect(t.config.tokenTtlHours).toBe(12);
    const start = new Date('2031-03-01T08:00:00Z').getTime();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const token = (await login(t, 'layla@oasis.test', GOOD_PASSWORD)).json().data.user.token;
    const profile = () => t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    vi.setSystemTime(start + 11 * 3600_000);
    expect((await profile()).statusCode).toBe(200);
    // Used at 11 h, so it now lives until 23 h.
    vi.setSystemTime(start + 22 * 3600_000);
    expect((await profile()).statusCode).toBe(200);
    vi.setSystemTime(start + 34 * 3600_000 + 60_000);
    const expired = await profile();
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ error: true, message: 'Please sign in to continue' });
  });

  it('refuses a made-up token and a malformed header', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer('f'.repeat(64)) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });
});

describe.each(DIALECTS)('sign-in rate limits (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: 'none', env: { loginRateLimit: 3 } });
    await staffWithPassword(t, 'admin', 'target@oasis.test');
  });
  afterAll(() => t.close());

  it('limits attempts per client address, whatever the e-mail', async () => {
    for (const n of [1, 2, 3]) expect((await login(t, `guess${n}@oasis.test`, 'wrong-password-1', '203.0.113.7')).statusCode).toBe(401);
    const blocked = await login(t, 'guess4@oasis.test', 'wrong-password-1', '203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(true);
    expect(blocked.json().message).toMatch(/Too many requests/);
    // Another address is not affected.
    expect((await login(t, 'target@oasis.test', GOOD_PASSWORD, '203.0.113.8')).statusCode).toBe(200);
  });

  it('limits attempts per account across addresses, keyed by the lower-cased e-mail', async () => {
    // 203.0.113.8 above already used one attempt on this account.
    expect((await login(t, 'TARGET@oasis.test', 'wrong-password-1', '198.51.100.1')).statusCode).toBe(401);
    expect((await login(t, 'target@OASIS.test', 'wrong-password-1', '198.51.100.2')).statusCode).toBe(401);
    const blocked = await login(t, 'target@oasis.test', GOOD_PASSWORD, '198.51.100.3');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: true, message: expect.stringMatching(/Too many sign-in attempts for this account/) });
    // Other accounts from those addresses still sign in normally.
    expect((await login(t, 'other@oasis.test', 'wrong-password-1', '198.51.100.3')).statusCode).toBe(401);
  });
});
