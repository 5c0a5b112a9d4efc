import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { offices } from '../../src/resources/offices';
import type { PageData, PageList } from '../../src/site-contract';

/**
 * The agency's offices (issue 38): the resource added with one definition, one generated migration, the contact
 * page and this test. Staff edit them through the generic REST router; /contact-us lists the published ones in the
 * page's language, English where a translation is missing.
 */
describe.each(DIALECTS)('offices on %s', (dialect) => {
  let t: TestApp;
  let editor: Record<string, string>;
  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: { pages: [{ id: 1, page_name: 'contact-us', title: 'Contact us' }], offices: [...offices.demo!] } });
    editor = (await t.staff('editor')).headers;
  });
  afterAll(() => t.close());

  const contactPage = async (lang = 'en') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/site/pages/contact-us?lang=${lang}` });
    expect(res.statusCode).toBe(200);
    return (res.json() as PageData).lists!.offices as PageList<{ id: number; name: string; city: string; hours: string | null; phone: string; latitude: number | null }>;
  };

  it('lists the published offices on the contact page in order, in each language', async () => {
    const en = await contactPage();
    expect(en.labels.heading).toBe('Our offices');
    expect(en.items.map((o) => o.name)).toEqual(['Dubai Marina office', 'Downtown Dubai office', 'Abu Dhabi office']);
    expect(en.items[0]).toMatchObject({ city: 'Dubai', phone: '+971 4 450 1200', latitude: 25.0771 });
    expect(en.items[0]).not.toHaveProperty('translations');
    const ar = await contactPage('ar');
    expect(ar.labels.heading).toBe('مكاتبنا');
    expect(ar.items[0].name).toBe('مكتب دبي مارينا');
    expect((await contactPage('ru')).items[2].city).toBe('Абу-Даби');
    expect((await contactPage('zh')).labels.heading).toBe('我们的办公室');
  });

  it('is edited by editors through the REST router, validated by the schema, and an unpublished office leaves the page', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/offices', headers: editor, payload: { name: '', city: 'Dubai', address: 'x', phone: 'call us', latitude: 200 } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['latitude', 'name', 'phone']);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/offices',
      headers: editor,
      payload: { name: 'Sharjah office', city: 'Sharjah', address: 'Al Majaz 2, Sharjah', phone: '+971 6 555 0101', published: true, position: 4, translations: { ru: { name: 'Офис в Шардже' } } },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect((await contactPage('ru')).items.at(-1)).toMatchObject({ name: 'Офис в Шардже', city: 'Sharjah', untranslated: ['city', 'address'] });

    const got = await t.app.inject({ method: 'GET', url: `/api/offices/${id}`, headers: editor });
    const hidden = await t.app.inject({ method: 'PUT', url: `/api/offices/${id}`, headers: editor, payload: { ...(got.json() as Record<string, unknown>), published: false } });
    expect(hidden.statusCode).toBe(200);
    expect((await contactPage()).items.map((o) => o.id)).not.toContain(id);
  });

  it('refuses visitors and sales staff a write, and shows visitors only published rows', async () => {
    const sales = (await t.staff('sales')).headers;
    expect((await t.app.inject({ method: 'POST', url: '/api/offices', headers: sales, payload: { name: 'X' } })).statusCode).toBe(403);
    const anon = await t.app.inject({ method: 'GET', url: '/api/offices' });
    expect(anon.statusCode).toBe(200);
    expect((anon.json() as Array<{ published: boolean }>).every((o) => o.published)).toBe(true);
  });
});
