import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';

describe.each(DIALECTS)('dashboard figures on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ dialect });
    const headers = await t.csrf();
    for (let i = 0; i < 3; i++)
      await t.app.inject({ method: 'POST', url: '/api/sendEnquiry', headers, payload: { name: `Dash ${i}`, email: `dash${i}@example.com`, phone: '+971501112233', budget: '900000', investmentTimeline: 'Immediately' } });
  });
  afterAll(async () => t?.close());

  it('counts projects and this month\'s leads by status, per day, with the latest first', async () => {
    const owner = await t.staff('owner');
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const projects = await t.db.kysely.selectFrom('projects').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(data.projects).toBe(Number(projects.n));
    expect(data.published).toBeLessThanOrEqual(data.projects);
    expect(data.leads.week.new).toBeGreaterThanOrEqual(3);
    expect(data.leads.days).toHaveLength(30);
    expect(data.leads.days[29]).toEqual({ day: new Date().toISOString().slice(0, 10), count: expect.any(Number) });
    expect(data.leads.days[29].count).toBeGreaterThanOrEqual(3);
    expect(data.leads.latest[0].name).toBe('Dash 2');
  });

  it('leaves lead figures out for roles that may not read leads, and refuses visitors', async () => {
    const editor = await t.staff('editor');
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: editor.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.leads).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });
});
