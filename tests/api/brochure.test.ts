import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { FIXTURE } from './platform-fixtures';

/** The brochure gate (issue 27, item 4): free or after the short form; the form makes a lead; asked once per visitor. */
describe.each(DIALECTS)('brochure gate on %s', (dialect) => {
  let t: TestApp;
  const brochure = { src: '/uploads/demo/marina-crest-brochure.pdf', title: 'Marina Crest brochure' };
  const ask = async (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/brochure', payload: body, headers: await t.csrf() });

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: FIXTURE });
  });
  afterAll(async () => t?.close());

  it('a free brochure is on the page; a gated one only after the form, which creates a lead visible to sales', async () => {
    const admin = (await t.staff('admin')).headers;
    const put = async (body: Record<string, unknown>) => expect((await t.app.inject({ method: 'PUT', url: '/api/projects/1', headers: admin, payload: body })).statusCode).toBe(200);
    await put({ brochure, brochure_gated: false });
    const free = (await t.app.inject({ url: '/api/site/projects/marina-crest-residences' })).json().project;
    expect(free).toMatchObject({ brochure: { src: brochure.src }, brochure_gated: false });

    await put({ brochure_gated: true });
    const gated = (await t.app.inject({ url: '/api/site/projects/marina-crest-residences' })).json().project;
    expect(gated.brochure).toBeNull();
    expect(gated.brochure_gated).toBe(true);
    expect(JSON.stringify(gated)).not.toContain(brochure.src);

    // The enquiry form's rules and messages, per field.
    const bad = await ask({ project: 'marina-crest-residences', name: '', email: 'nope', phone: '12' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name', 'phone']);
    expect((await ask({ project: 'marina-sail-tower', name: 'Brochure Reader', email: 'reader@example.test', phone: '+971 50 222 3344' })).statusCode).toBe(404);

    const res = await ask({ project: 'marina-crest-residences', name: 'Brochure Reader', email: 'Reader@Example.test', phone: '+971 50 222 3344', lang: 'ru' });
    expect(res.statusCode, res.body).toBe(200);
    const { url, token } = res.json().data;
    expect(url).toBe(brochure.src);
    expect(token).toMatch(/^\d+\.[\w-]{43}$/);
    const leads = await t.db.kysely.selectFrom('enquiries').selectAll().where('email', '=', 'reader@example.test').execute();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ project_id: 1, source_path: '/ru/project/marina-crest-residences#brochure' });
    const salesperson = await t.staff('sales');
    // Their lead (issue 40: sales read the leads assigned to them and the pool).
    await t.db.kysely.updateTable('enquiries').set({ assignee_id: salesperson.id }).where('id', '=', leads[0].id).execute();
    const sales = salesperson.headers;
    expect((await t.app.inject({ url: `/api/enquiries/${leads[0].id}`, headers: sales })).json()).toMatchObject({ name: 'Brochure Reader', source_path: '/ru/project/marina-crest-residences#brochure' });

    // The same visitor, with the token the browser kept: the address again, no second lead; a forged token is refused.
    const again = await ask({ project: 'marina-crest-residences', token });
    expect(again.json().data.url).toBe(brochure.src);
    expect(await t.db.kysely.selectFrom('enquiries').select('id').where('email', '=', 'reader@example.test').execute()).toHaveLength(1);
    const forged = await ask({ project: 'marina-crest-residences', token: `${leads[0].id + 1}.${token.split('.')[1]}` });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors.token).toMatch(/fill in the form/);
  });
});
