import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { bootstrapOwner } from '../../server/auth/bootstrap';
import { passwordProblem } from '../../server/auth/passwords';
import { auditActions, bearer, GOOD_PASSWORD, login, staffWithPassword } from './auth-support';

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

describe('password policy', () => {
  it('refuses short, long, common (any case) and e-mail passwords with a clear message', () => {
    expect(passwordProblem('short-pass')).toBe('This field should be at least 12 characters long');
    expect(passwordProblem('x'.repeat(129))).toBe('Password must be at most 128 characters');
    expect(passwordProblem('Password1234')).toMatch(/too common/);
    expect(passwordProblem('QWERTYUIOP123')).toMatch(/too common/);
    expect(passwordProblem('123456789012')).toMatch(/too common/);
    expect(passwordProblem('Layla.Haddad@oasis.test', 'layla.haddad@oasis.test')).toBe('Password must not be your e-mail address');
    expect(passwordProblem(GOOD_PASSWORD, 'layla@oasis.test')).toBeNull();
  });
});

describe.each(DIALECTS)('owner bootstrap and activation (%s)', (dialect) => {
  let t: TestApp;
  const messages: string[] = [];
  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: 'none' });
  });
  afterAll(() => t.close());

  it('logs a one-time owner activation link when no account and no ADMIN_* are set', async () => {
    const result = await bootstrapOwner(t.db, t.config, (m) => messages.push(m));
    expect(result.outcome).toBe('activation-link');
    const url = (result as { url: string }).url;
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/activation\\?token=[0-9a-f]{64}$`));
    expect(messages.join('\n')).toContain(url);
    const stored = await t.db.kysely.selectFrom('activation_tokens').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toBe(tokenOf(url));
    const status = await t.app.inject({ method: 'GET', url: `/api/activation/${tokenOf(url)}` });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ error: false, data: { purpose: 'owner', email: null, first_name: null, last_name: null, has_password: false } });
  });

  it('a restart without an account issues a new link and the old one stops working', async () => {
    const first = (await t.db.kysely.selectFrom('activation_tokens').select('id').execute()).length;
    expect(first).toBe(1);
    const again = await bootstrapOwner(t.db, t.config, () => {});
    const rows = await t.db.kysely.selectFrom('activation_tokens').select('id').where('used_at', 'is', null).execute();
    expect(rows).toHaveLength(1);
    messages.push((again as { url: string }).url);
  });

  it('the owner sets name, e-mail and password, is signed in, and the link cannot be reused', async () => {
    const token = tokenOf(messages[messages.length - 1]);
    const headers = await t.csrf();
    const weak = await t.app.inject({ method: 'POST', url: '/api/activation', headers, payload: { token, first_name: 'Omar', last_name: 'Khalil', email: 'omar@oasis.test', password: 'password1234' } });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toMatch(/too common/);
    const noEmail = await t.app.inject({ method: 'POST', url: '/api/activation', headers, payload: { token, first_name: 'Omar', last_name: 'Khalil', password: GOOD_PASSWORD } });
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json().errors).toEqual({ email: 'Value is required' });

    const ok = await t.app.inject({ method: 'POST', url: '/api/activation', headers, payload: { token, first_name: 'Omar', last_name: 'Khalil', email: 'Omar@Oasis.test', password: GOOD_PASSWORD } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ error: false, data: { user: { first_name: 'Omar', last_name: 'Khalil', email: 'omar@oasis.test', role: 'owner' } } });
    const perms = await t.app.inject({ method: 'GET', url: '/api/get-permissions', headers: bearer(ok.json().data.user.token) });
    expect(perms.json().data.all_permission).toBe(true);

    const reuse = await t.app.inject({ method: 'POST', url: '/api/activation', headers, payload: { token, first_name: 'Eve', last_name: 'Intruder', email: 'eve@evil.test', password: GOOD_PASSWORD } });
    expect(reuse.statusCode).toBe(410);
    expect(reuse.json()).toMatchObject({ error: true, message: expect.stringMatching(/already been used/) });
    expect((await t.app.inject({ method: 'GET', url: `/api/activation/${token}` })).statusCode).toBe(410);
    expect((await t.app.inject({ method: 'GET', url: `/api/activation/${'0'.repeat(64)}` })).statusCode).toBe(400);
    expect(await bootstrapOwner(t.db, t.config, () => {})).toEqual({ outcome: 'existing' });
    expect((await login(t, 'omar@oasis.test', GOOD_PASSWORD)).statusCode).toBe(200);
  });
});

describe.each(DIALECTS)('invitations and the rules on staff accounts (%s)', (dialect) => {
  let t: TestApp;
  let owner: { id: number; headers: Record<string, string> };
  let admin: { id: number; headers: Record<string, string> };
  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: 'none' });
    owner = await t.staff('owner');
    admin = await t.staff('admin');
  });
  afterAll(() => t.close());

  const createUser = (headers: Record<string, string>, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/users', headers, payload: body });

  it('an admin invites a colleague, who activates the account at the link (72 h, single use)', async () => {
    const res = await createUser(admin.headers, { email: 'Sara@Oasis.test', first_name: 'Sara', last_name: 'Nasser', role: 'sales' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ email: 'sara@oasis.test', role: 'sales', active: true });
    expect(body).not.toHaveProperty('password_hash');
    expect(body.activation_url).toMatch(/\/activation\?token=[0-9a-f]{64}$/);
    const hours = (Date.parse(body.activation_expires_at) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    const token = tokenOf(body.activation_url);

    expect((await login(t, 'sara@oasis.test', GOOD_PASSWORD)).statusCode).toBe(401);
    const info = await t.app.inject({ method: 'GET', url: `/api/activation/${token}` });
    expect(info.json()).toEqual({ error: false, data: { purpose: 'invitation', email: 'sara@oasis.test', first_name: 'Sara', last_name: 'Nasser', has_password: false } });

    const asEmail = await t.app.inject({ method: 'POST', url: '/api/activation', headers: await t.csrf(), payload: { token, first_name: 'Sara', last_name: 'Nasser', password: 'sara@oasis.test' } });
    expect(asEmail.statusCode).toBe(422);
    expect(asEmail.json().errors).toEqual({ password: 'Password must not be your e-mail address' });
    const short = await t.app.inject({ method: 'POST', url: '/api/activation', headers: await t.csrf(), payload: { token, first_name: 'Sara', last_name: 'Nasser', password: 'abc' } });
    expect(short.json().errors).toEqual({ password: 'This field should be at least 12 characters long' });

    const done = await t.app.inject({ method: 'POST', url: '/api/activation', headers: await t.csrf(), payload: { token, first_name: 'Sara', last_name: 'Al Nasser', email: 'other@evil.test', password: GOOD_PASSWORD } });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.user).toMatchObject({ email: 'sara@oasis.test', last_name: 'Al Nasser', role: 'sales' });
    const reuse = await t.app.inject({ method: 'POST', url: '/api/activation', headers: await t.csrf(), payload: { token, first_name: 'X', last_name: 'Y', password: 'Another-Long-Pass-77' } });
    expect(reuse.statusCode).toBe(410);
    expect((await login(t, 'sara@oasis.test', GOOD_PASSWORD)).statusCode).toBe(200);

    const actions = (await auditActions(t)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'invite', 'activate', 'sign-in']));
  });

  it('refuses an expired link', async () => {
    const res = await createUser(admin.headers, { email: 'late@oasis.test', first_name: 'Late', last_name: 'Comer', role: 'viewer' });
    const token = tokenOf(res.json().activation_url);
    await t.db.kysely.updateTable('activation_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', res.json().id).execute();
    const info = await t.app.inject({ method: 'GET', url: `/api/activation/${token}` });
    expect(info.statusCode).toBe(410);
    expect(info.json().message).toMatch(/expired/);
    const post = await t.app.inject({ method: 'POST', url: '/api/activation', headers: await t.csrf(), payload: { token, first_name: 'Late', last_name: 'Comer', password: GOOD_PASSWORD } });
    expect(post.statusCode).toBe(410);
    expect(post.json().errors.token).toMatch(/expired/);
  });

  it('a new invitation link replaces the earlier one', async () => {
    const res = await createUser(owner.headers, { email: 'twice@oasis.test', first_name: 'Twice', last_name: 'Asked', role: 'editor' });
    const first = tokenOf(res.json().activation_url);
    const again = await t.app.inject({ method: 'POST', url: `/api/users/${res.json().id}/invite`, headers: admin.headers });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ error: false, data: { activation_url: expect.stringMatching(/token=/) } });
    expect((await t.app.inject({ method: 'GET', url: `/api/activation/${first}` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/activation/${tokenOf(again.json().data.activation_url)}` })).statusCode).toBe(200);
    const editor = await t.staff('editor');
    expect((await t.app.inject({ method: 'POST', url: `/api/users/${res.json().id}/invite`, headers: editor.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/users/${owner.id}/invite`, headers: admin.headers })).statusCode).toBe(403);
  });

  it('only an owner creates, changes or removes an owner', async () => {
    const byAdmin = await createUser(admin.headers, { email: 'boss@oasis.test', first_name: 'Boss', last_name: 'Two', role: 'owner' });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe('Only an owner may create, change or remove an owner account');
    const byOwner = await createUser(owner.headers, { email: 'boss@oasis.test', first_name: 'Boss', last_name: 'Two', role: 'owner' });
    expect(byOwner.statusCode).toBe(201);
    const id = byOwner.json().id;
    expect((await t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: admin.headers, payload: { first_name: 'Changed' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: admin.headers })).statusCode).toBe(403);
    const viewer = await t.staff('viewer');
    expect((await t.app.inject({ method: 'PUT', url: `/api/users/${viewer.id}`, headers: admin.headers, payload: { role: 'owner' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: owner.headers })).statusCode).toBe(200);
  });

  it('nobody deletes, deactivates or re-roles themselves', async () => {
    const del = await t.app.inject({ method: 'DELETE', url: `/api/users/${admin.id}`, headers: admin.headers });
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toBe('You cannot delete your own account');
    const off = await t.app.inject({ method: 'PUT', url: `/api/users/${owner.id}`, headers: owner.headers, payload: { active: false } });
    expect(off.statusCode).toBe(403);
    expect(off.json().errors).toEqual({ active: 'You cannot deactivate your own account' });
    const role = await t.app.inject({ method: 'PUT', url: `/api/users/${owner.id}`, headers: owner.headers, payload: { role: 'viewer' } });
    expect(role.statusCode).toBe(403);
  });

  it('deactivating a user or changing their role signs them out everywhere', async () => {
    const a = await staffWithPassword(t, 'editor', 'deact@oasis.test');
    const tokenA = (await login(t, a.email, GOOD_PASSWORD)).json().data.user.token;
    await t.app.inject({ method: 'PUT', url: `/api/users/${a.id}`, headers: admin.headers, payload: { active: false } });
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(tokenA) })).statusCode).toBe(401);
    // Reactivated, the old token stays revoked.
    await t.app.inject({ method: 'PUT', url: `/api/users/${a.id}`, headers: admin.headers, payload: { active: true } });
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(tokenA) })).statusCode).toBe(401);

    const tokenB = (await login(t, a.email, GOOD_PASSWORD)).json().data.user.token;
    await t.app.inject({ method: 'PUT', url: `/api/users/${a.id}`, headers: admin.headers, payload: { role: 'viewer' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(tokenB) })).statusCode).toBe(401);
    const tokenC = (await login(t, a.email, GOOD_PASSWORD)).json().data.user.token;
    await t.app.inject({ method: 'PUT', url: `/api/users/${a.id}`, headers: admin.headers, payload: { first_name: 'Renamed' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(tokenC) })).statusCode).toBe(200);
  });

  it('a duplicate e-mail (any case) is refused on the email field', async () => {
    const res = await createUser(owner.headers, { email: 'SARA@oasis.test', first_name: 'Sara', last_name: 'Again', role: 'viewer' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toHaveProperty('email');
  });
});

describe.each(DIALECTS)('own profile and password (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: 'none' });
    await staffWithPassword(t, 'sales', 'rami@oasis.test');
  });
  afterAll(() => t.close());

  it('reads and saves own names and image', async () => {
    const token = (await login(t, 'rami@oasis.test', GOOD_PASSWORD)).json().data.user.token;
    const read = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(read.json()).toMatchObject({ error: false, data: { user: { email: 'rami@oasis.test', role: 'sales', first_name: 'Layla' } } });
    const image = { src: '/media/rami.webp', title: 'Rami', width: 400, height: 400, type: 'image/webp', variants: null, placeholder: null };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/profile', headers: bearer(token), payload: { first_name: 'Rami', last_name: 'Saleh', profile_image: image, role: 'owner' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.user).toMatchObject({ first_name: 'Rami', last_name: 'Saleh', role: 'sales', profile_image: image });
    const bad = await t.app.inject({ method: 'PUT', url: '/api/profile', headers: bearer(token), payload: { first_name: '', last_name: 'Saleh' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ first_name: 'Value is required' });
    expect((await t.app.inject({ method: 'PUT', url: '/api/profile', payload: {}, headers: await t.csrf() })).statusCode).toBe(401);
  });

  it('changing the password needs the current one, revokes every token and answers a fresh one', async () => {
    const phone = (await login(t, 'rami@oasis.test', GOOD_PASSWORD)).json().data.user.token;
    const laptop = (await login(t, 'rami@oasis.test', GOOD_PASSWORD)).json().data.user.token;
    const wrong = await t.app.inject({ method: 'PUT', url: '/api/profile/password', headers: bearer(laptop), payload: { current_password: 'nope-nope-nope', password: 'Dune-Bashing-Evening-9' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: 'The current password is not correct' });
    const common = await t.app.inject({ method: 'PUT', url: '/api/profile/password', headers: bearer(laptop), payload: { current_password: GOOD_PASSWORD, password: 'iloveyou1234' } });
    expect(common.json().errors.password).toMatch(/too common/);

    const ok = await t.app.inject({ method: 'PUT', url: '/api/profile/password', headers: bearer(laptop), payload: { current_password: GOOD_PASSWORD, password: 'Dune-Bashing-Evening-9' } });
    expect(ok.statusCode).toBe(200);
    const fresh = ok.json().data.user.token;
    expect(fresh).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(phone) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(laptop) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(fresh) })).statusCode).toBe(200);
    expect((await login(t, 'rami@oasis.test', GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await login(t, 'rami@oasis.test', 'Dune-Bashing-Evening-9')).statusCode).toBe(200);
    expect((await auditActions(t)).some((e) => e.action === 'password-change')).toBe(true);
  });
});

describe('secrets stay out of the logs and the data folder', () => {
  const ADMIN_PASSWORD = 'Marina-Sunset-Pearl-2031';
  it('never writes the admin password, tokens or activation secrets', async () => {
    const lines: string[] = [];
    const { Writable } = await import('node:stream');
    const logStream = new Writable({
      write(chunk, _e, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const t = await makeTestApp({ content: 'none', logStream, env: { logLevel: 'debug', adminEmail: 'founder@oasis.test', adminPassword: ADMIN_PASSWORD } });
    try {
      const boot: string[] = [];
      expect(await bootstrapOwner(t.db, t.config, (m) => boot.push(m))).toEqual({ outcome: 'owner-created', email: 'founder@oasis.test' });
      expect(boot.join('\n')).not.toContain(ADMIN_PASSWORD);

      const wrong = await login(t, 'founder@oasis.test', `${ADMIN_PASSWORD}-typo`);
      expect(wrong.statusCode).toBe(401);
      const ok = await login(t, 'FOUNDER@oasis.test', ADMIN_PASSWORD);
      const token = ok.json().data.user.token;
      await t.app.inject({ method: 'GET', url: '/api/get-permissions', headers: bearer(token) });
      const invite = await t.app.inject({ method: 'POST', url: '/api/users', headers: bearer(token), payload: { email: 'new@oasis.test', first_name: 'New', last_name: 'Staff', role: 'viewer' } });
      const activation = tokenOf(invite.json().activation_url);
      await t.app.inject({ method: 'GET', url: `/api/activation/${activation}` });
      await t.app.inject({ method: 'GET', url: `/activation?token=${activation}` });
      await t.app.inject({ method: 'PUT', url: '/api/profile/password', headers: bearer(token), payload: { current_password: ADMIN_PASSWORD, password: `${ADMIN_PASSWORD}-new` } });
      await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });

      const logs = lines.join('');
      expect(logs.length).toBeGreaterThan(0);
      expect(logs).toContain('/api/login');
      for (const secret of [ADMIN_PASSWORD, token, activation]) expect(logs).not.toContain(secret);
      // The database stores hashes only: no file of the data folder holds the password or the token.
      const files = (fs.readdirSync(t.dataDir, { recursive: true }) as string[]).map((f) => path.join(t.dataDir, f)).filter((f) => fs.statSync(f).isFile());
      expect(files.some((f) => f.endsWith('.sqlite'))).toBe(true);
      for (const file of files) {
        const bytes = fs.readFileSync(file);
        expect(bytes.includes(Buffer.from(ADMIN_PASSWORD)), file).toBe(false);
        expect(bytes.includes(Buffer.from(token)), file).toBe(false);
      }
      const audit = JSON.stringify(await auditActions(t));
      expect(audit).not.toContain(ADMIN_PASSWORD);
      expect(audit).not.toContain(token);
    } finally {
      await t.close();
    }
  });

  it('refuses to start with a weak ADMIN_PASSWORD', async () => {
    const t = await makeTestApp({ content: 'none', env: { adminEmail: 'founder@oasis.test', adminPassword: 'password1234' } });
    try {
      await expect(bootstrapOwner(t.db, t.config, () => {})).rejects.toThrow(/ADMIN_PASSWORD is refused: This password is too common/);
    } finally {
      await t.close();
    }
  });
});
