import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { VALID_PERMIT } from '../helpers/permit';
import { RESOURCES } from '../../server/resources/registry';

/** IDOR attempts: staff reaching records their role does not cover, and anonymous callers reaching private ones. */
describe.each(DIALECTS)('authorisation: IDOR attempts (%s)', (dialect) => {
  let t: TestApp;
  let csrf: Record<string, string>;
  const users: Record<string, { id: number; headers: Record<string, string> }> = {};
  let projectId: number;
  let leadId: number;

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: 'none' });
    csrf = await t.csrf();
    for (const role of ['owner', 'admin', 'editor', 'sales', 'viewer'] as const) users[role] = await t.staff(role);
    const project = await t.app.inject({ method: 'POST', url: '/api/projects', headers: users.owner.headers, payload: { title: 'Creek Vista', status: 'ready', published: true, ...VALID_PERMIT } });
    projectId = project.json().id;
    const lead = { name: 'Private Investor', email: 'private@investor.test', phone: '+971501112233', budget: '3000000', investmentTimeline: 'Immediately' };
    expect((await t.app.inject({ method: 'POST', url: '/api/sendEnquiry', headers: csrf, payload: lead })).statusCode).toBe(200);
    leadId = (await t.db.kysely.selectFrom('enquiries').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => t?.close());

  it("a non-admin cannot change another user's account (or their own role) through /api/users/:id", async () => {
    for (const role of ['editor', 'sales', 'viewer']) {
      const actor = users[role];
      const other = await t.app.inject({ method: 'PUT', url: `/api/users/${users.admin.id}`, headers: actor.headers, payload: { first_name: 'Hacked', role: 'viewer' } });
      expect(other.statusCode, `${role} edits the admin`).toBe(403);
      const self = await t.app.inject({ method: 'PUT', url: `/api/users/${actor.id}`, headers: actor.headers, payload: { role: 'owner' } });
      expect(self.statusCode, `${role} promotes self`).toBe(403);
      const del = await t.app.inject({ method: 'DELETE', url: `/api/users/${users.owner.id}`, headers: actor.headers });
      expect(del.statusCode, `${role} deletes the owner`).toBe(403);
    }
    const admin = await t.db.kysely.selectFrom('users').select(['first_name', 'role']).where('id', '=', users.admin.id).executeTakeFirstOrThrow();
    expect(admin).toEqual({ first_name: 'admin', role: 'admin' });
    for (const role of ['editor', 'sales', 'viewer']) {
      const me = await t.db.kysely.selectFrom('users').select('role').where('id', '=', users[role].id).executeTakeFirstOrThrow();
      expect(me.role).toBe(role);
    }
  });

  it('the profile endpoint changes only the caller, and never their role', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/profile', headers: users.viewer.headers, payload: { first_name: 'Vera', last_name: 'Viewer', role: 'owner', id: users.owner.id, email: 'owner-takeover@staff.test' } });
    if (res.statusCode === 404) return console.log('Profile part skipped: PUT /api/profile does not exist in this build.');
    expect(res.statusCode).toBeLessThan(500);
    const rows = await t.db.kysely.selectFrom('users').select(['id', 'first_name', 'role', 'email']).where('id', 'in', [users.viewer.id, users.owner.id]).orderBy('id').execute();
    const owner = rows.find((r) => r.id === users.owner.id)!;
    const viewer = rows.find((r) => r.id === users.viewer.id)!;
    expect(owner.first_name).toBe('owner');
    expect(owner.email).not.toBe('owner-takeover@staff.test');
    expect(viewer.role).toBe('viewer');
  });

  it('a sales user cannot delete (or edit) a project', async () => {
    const del = await t.app.inject({ method: 'DELETE', url: `/api/projects/${projectId}`, headers: users.sales.headers });
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toMatch(/projects\.delete/);
    const put = await t.app.inject({ method: 'PUT', url: `/api/projects/${projectId}`, headers: users.sales.headers, payload: { published: false } });
    expect(put.statusCode).toBe(403);
    const still = await t.app.inject({ url: `/api/projects/${projectId}` });
    expect(still.statusCode).toBe(200);
    expect(still.json().published).toBe(true);
  });

  it('an editor cannot read the audit log, nor the leads', async () => {
    for (const url of ['/api/audit-logs', '/api/audit-logs/1', '/api/enquiries', `/api/enquiries/${leadId}`, '/api/mortgage-enquiries']) {
      const res = await t.app.inject({ url, headers: users.editor.headers });
      expect(res.statusCode, url).toBe(403);
      expect(res.body).not.toContain('private@investor.test');
    }
  });

  it('a viewer cannot export, read or change leads', async () => {
    for (const url of ['/api/enquiries/export', '/api/mortgage-enquiries/export', '/api/enquiries', `/api/enquiries/${leadId}`]) {
      const res = await t.app.inject({ url, headers: users.viewer.headers });
      expect(res.statusCode, url).toBe(403);
      expect(res.body).not.toContain('private@investor.test');
    }
    const put = await t.app.inject({ method: 'PUT', url: `/api/enquiries/${leadId}`, headers: users.viewer.headers, payload: { status: 'lost' } });
    expect(put.statusCode).toBe(403);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/enquiries/${leadId}`, headers: users.sales.headers });
    expect(del.statusCode, 'sales may update leads but not delete them').toBe(403);
  });

  it('anonymous callers get 401 on every private resource, every record of it, and on /api/media', async () => {
    const privateOnes = RESOURCES.filter((d) => d.public === false).map((d) => d.name);
    expect(privateOnes).toEqual(expect.arrayContaining(['enquiries', 'mortgage-enquiries', 'users', 'audit-logs']));
    for (const name of privateOnes) {
      for (const url of [`/api/${name}`, `/api/${name}/1`, `/api/${name}?filter=${encodeURIComponent('{"q":"a"}')}`]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(401);
        expect(res.body).not.toContain('@');
      }
      const ops = RESOURCES.find((d) => d.name === name)!.ops;
      for (const method of ['PUT', 'DELETE'] as const) {
        if (!(method === 'PUT' ? ops.update : ops.delete)) continue;
        const res = await t.app.inject({ method, url: `/api/${name}/1`, headers: csrf, ...(method === 'PUT' ? { payload: { status: 'lost' } } : {}) });
        expect(res.statusCode, `${method} ${name}`).toBe(401);
      }
    }
    for (const url of ['/api/enquiries/export', '/api/profile', '/api/get-permissions']) {
      const res = await t.app.inject({ url });
      expect([401, 404], url).toContain(res.statusCode);
    }
    const media = await t.app.inject({ method: 'POST', url: '/api/media', headers: { ...csrf, 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' });
    expect([401, 404]).toContain(media.statusCode);
    if (media.statusCode === 404) console.log('Media part skipped: POST /api/media does not exist in this build.');
    // A forged or expired bearer token is no better than none.
    const forged = await t.app.inject({ url: '/api/enquiries', headers: { authorization: 'Bearer ' + 'a'.repeat(64) } });
    expect(forged.statusCode).toBe(401);
    const sqlToken = await t.app.inject({ url: '/api/enquiries', headers: { authorization: "Bearer ' OR '1'='1" } });
    expect(sqlToken.statusCode).toBe(401);
  });

  it('anonymous visitors cannot read drafts by id or by filter', async () => {
    const draft = await t.app.inject({ method: 'POST', url: '/api/projects', headers: users.owner.headers, payload: { title: 'Secret Launch', status: 'off_plan', published: false } });
    const id = draft.json().id;
    expect((await t.app.inject({ url: `/api/projects/${id}` })).statusCode).toBe(404);
    const byFilter = await t.app.inject({ url: `/api/projects?filter=${encodeURIComponent('{"published":false}')}` });
    expect(byFilter.json()).toEqual([]);
    const bySearch = await t.app.inject({ url: `/api/projects?filter=${encodeURIComponent('{"q":"Secret"}')}` });
    expect(bySearch.json()).toEqual([]);
  });
});
