import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import type { DemoContent } from '../../server/demo/seed';

const CONTENT: DemoContent = {
  developers: [{ id: 1, name: 'Azure Coast Developments', slug: 'azure-coast', summary: 'Waterfront homes', published: true }],
  areas: [
    {
      id: 1, name: 'Dubai Marina', slug: 'dubai-marina', summary: 'Waterfront living', published: true,
      translations: { ar: { name: 'دبي مارينا', summary: 'حياة على الواجهة البحرية' }, ru: { name: 'Дубай Марина' } },
    },
  ],
  projects: [
    {
      id: 1, title: 'Marina One', slug: 'marina-one', status: 'off_plan', developer_id: 1, area_id: 1, published: true, description: '<p>Sea views</p>',
      highlights: ['Beach access'], translations: { ru: { title: 'Марина Уан', description: '<p>Вид на море</p>', highlights: ['Выход к пляжу'] } },
    },
    { id: 2, title: 'Marina Two', slug: 'marina-two', status: 'ready', developer_id: 1, area_id: 1, published: true },
  ],
  pages: [{ id: 1, page_name: 'home', title: 'Invest in Dubai property', content: { hero: { heading: 'Why Dubai', body: '<p>Growth</p>' } } }],
  settings: [{ id: 1, product_name: 'Oasis Invest', phone_primary: '+971 4 000 0000', email_primary: 'hello@oasisinvest.ae', address: 'Business Bay, Dubai' }],
};

describe.each(DIALECTS)('stored translations on %s', (dialect) => {
  let t: TestApp;
  let editor: Record<string, string>;
  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: CONTENT });
    editor = (await t.staff('editor')).headers;
  });
  afterAll(async () => t?.close());

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: editor, payload: payload as object });
    return { status: res.statusCode, body: res.json() };
  };
  const site = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };

  it('seeds translations through the write path and computes translated_langs', async () => {
    const { body } = await call('GET', '/api/areas/1');
    expect(body.translations.ar).toEqual({ name: 'دبي مارينا', summary: 'حياة على الواجهة البحرية' });
    // Russian lacks the summary: not complete.
    expect(body.translated_langs).toBe('ar');
    expect((await call('GET', '/api/projects/1')).body.translated_langs).toBe('ru');
  });

  it('creates, updates and reads a translated record through REST', async () => {
    const created = await call('POST', '/api/projects', {
      title: 'Creek Vista', status: 'off_plan', description: '<p>Creek views</p>',
      translations: { ar: { title: 'كريك فيستا', description: '<p>إطلالة على الخور</p>' }, zh: { title: '溪景' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.translations).toEqual({ ar: { title: 'كريك فيستا', description: '<p>إطلالة على الخور</p>' }, zh: { title: '溪景' } });
    expect(created.body.translated_langs).toBe('ar');
    const id = created.body.id;

    // A partial update keeps the translations; a new English field makes Arabic incomplete again.
    const updated = await call('PUT', `/api/projects/${id}`, { highlights: ['Metro nearby'] });
    expect(updated.status).toBe(200);
    expect(updated.body.translations.ar.title).toBe('كريك فيستا');
    expect(updated.body.translated_langs).toBe('');

    const completed = await call('PUT', `/api/projects/${id}`, { translations: { ...updated.body.translations, ar: { ...updated.body.translations.ar, highlights: ['قرب المترو'] } } });
    expect(completed.body.translated_langs).toBe('ar');
    expect((await call('GET', `/api/projects/${id}`)).body.translations.ar.highlights).toEqual(['قرب المترو']);
  });

  it('validates every language with the field rules: 422 naming translations.<lang>.<field>', async () => {
    const res = await call('PUT', '/api/projects/2', { translations: { ar: { title: 'x'.repeat(201) }, ru: { seo_title: 'y'.repeat(71) }, zh: { highlights: 'not a list' } } });
    expect(res.status).toBe(422);
    expect(res.body.errors['translations.ar.title']).toBe('Must be at most 200 characters');
    expect(res.body.errors['translations.ru.seo_title']).toBe('Must be at most 70 characters');
    expect(res.body.errors['translations.zh.highlights']).toBeTruthy();
    const notObject = await call('PUT', '/api/projects/2', { translations: 'Arabic please' });
    expect(notObject.status).toBe(422);
    expect(notObject.body.errors.translations).toBe('Translations must be an object of languages');
  });

  it('sanitises rich text and page sections in every language, drops blanks and unknown fields', async () => {
    const res = await call('PUT', '/api/projects/2', {
      translations: { ar: { title: 'مارينا تو', description: '<p onclick="x()">نص</p><script>alert(1)</script>', slug: 'hacked', seo_title: '  ' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.translations.ar).toEqual({ title: 'مارينا تو', description: '<p>نص</p>' });
    const page = await call('PUT', '/api/pages/1', { translations: { ru: { title: 'Инвестиции в Дубай', content: { hero: { heading: 'Почему Дубай', body: '<p>Рост<img src=x onerror="alert(1)"></p>' } } } } });
    expect(page.status).toBe(200);
    expect(page.body.translations.ru.content.hero.body).not.toMatch(/onerror/);
    expect(page.body.translated_langs).toBe('ru');
  });

  it('filters records missing a translation', async () => {
    const missingAr = await call('GET', `/api/areas?filter=${encodeURIComponent(JSON.stringify({ missing_translation: 'ar' }))}`);
    expect(missingAr.body).toEqual([]);
    const missingRu = await call('GET', `/api/areas?filter=${encodeURIComponent(JSON.stringify({ missing_translation: 'ru' }))}`);
    expect(missingRu.body.map((a: { id: number }) => a.id)).toEqual([1]);
    const either = await call('GET', `/api/projects?filter=${encodeURIComponent(JSON.stringify({ missing_translation: ['ru', 'zh'] }))}`);
    expect(either.body.length).toBeGreaterThan(0);
    const bad = await call('GET', `/api/areas?filter=${encodeURIComponent(JSON.stringify({ missing_translation: 'fr' }))}`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty(['filter.missing_translation']);
  });

  it('serves site data in a language, English per field where missing, with the languages list', async () => {
    const ar = await site('/api/site/areas/dubai-marina?lang=ar');
    expect(ar.status).toBe(200);
    expect(ar.body.area).toMatchObject({ name: 'دبي مارينا', summary: 'حياة على الواجهة البحرية' });
    expect(ar.body.area).not.toHaveProperty('translations');
    expect(ar.body.languages).toEqual(['en', 'ar']);
    const ru = await site('/api/site/areas/dubai-marina?lang=ru');
    expect(ru.body.area).toMatchObject({ name: 'Дубай Марина', summary: 'Waterfront living' });
    const en = await site('/api/site/areas/dubai-marina');
    expect(en.body.area.name).toBe('Dubai Marina');

    const project = await site('/api/site/projects/marina-one?lang=ru');
    expect(project.body.project).toMatchObject({ title: 'Марина Уан', highlights: ['Выход к пляжу'], area_name: 'Дубай Марина' });
    expect(project.body.languages).toEqual(['en', 'ru']);
    const list = await site('/api/site/projects?lang=ar');
    expect(list.body.items.find((p: { slug: string }) => p.slug === 'marina-one')).toMatchObject({ title: 'Marina One', area_name: 'دبي مارينا' });
    expect(list.body.options.areas[0]).toEqual({ slug: 'dubai-marina', name: 'دبي مارينا' });

    const home = await site('/api/site/home?lang=ru');
    expect(home.body.page.title).toBe('Инвестиции в Дубай');
    expect(home.body.page).not.toHaveProperty('translated_langs');
    expect((await site('/api/site/pages/home?lang=ru')).body.languages).toEqual(['en', 'ru']);
    expect((await site('/api/site/layout?lang=zh')).body.settings.address).toBe('Business Bay, Dubai');
  });

  it('answers 400 naming lang on a language the site does not have', async () => {
    for (const url of ['/api/site/home?lang=fr', '/api/site/projects?lang=AR', '/api/site/areas/dubai-marina?lang=de', '/api/site/layout?lang=x']) {
      const res = await site(url);
      expect(res.status, url).toBe(400);
      expect(res.body.errors.lang).toBe('lang must be one of en, ar, ru, zh');
    }
  });

  it('lists every language version in the sitemap with alternates and x-default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const xml = res.body;
    const origin = t.config.publicUrl;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    // Fixed pages exist in every language.
    for (const loc of [`${origin}/`, `${origin}/ar/`, `${origin}/ru/about-us`, `${origin}/zh/project`]) expect(xml).toContain(`<loc>${loc}</loc>`);
    // The area is complete in Arabic only: English and Arabic versions, each naming both and x-default.
    const areaUrls = xml.split('\n').filter((line) => line.includes('/area/dubai-marina</loc>'));
    expect(areaUrls.map((l) => /<loc>([^<]+)<\/loc>/.exec(l)![1])).toEqual([`${origin}/area/dubai-marina`, `${origin}/ar/area/dubai-marina`]);
    for (const line of areaUrls) {
      expect(line).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin}/area/dubai-marina"/>`);
      expect(line).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${origin}/ar/area/dubai-marina"/>`);
      expect(line).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/area/dubai-marina"/>`);
      expect(line).not.toContain('hreflang="ru"');
    }
    expect(xml).not.toContain('/ru/area/dubai-marina</loc>');
  });

  it('names the fields shown in English on a translated page (untranslated), and nothing in English or when complete', async () => {
    expect((await site('/api/site/areas/dubai-marina?lang=ru')).body.area.untranslated).toEqual(['summary']);
    expect((await site('/api/site/areas/dubai-marina?lang=ar')).body.area).not.toHaveProperty('untranslated');
    expect((await site('/api/site/areas/dubai-marina')).body.area).not.toHaveProperty('untranslated');
    const card = async (lang: string) => (await site(`/api/site/projects?lang=${lang}`)).body.items.find((p: { slug: string }) => p.slug === 'marina-one');
    // Arabic: the project's title is English, its area's name Arabic; Chinese: both English.
    expect((await card('ar')).untranslated).toContain('title');
    expect((await card('ar')).untranslated).not.toContain('area_name');
    expect((await card('zh')).untranslated).toEqual(expect.arrayContaining(['title', 'area_name']));
    const detail = (await site('/api/site/projects/marina-one?lang=zh')).body.project;
    expect(detail.untranslated).toEqual(expect.arrayContaining(['title', 'description', 'highlights', 'area_name']));
    expect((await site('/api/site/projects/marina-one')).body.project).not.toHaveProperty('untranslated');
  });

  it('a fixed content page exists in the languages its page record is complete in: site data and sitemap agree (src/i18n/versions.ts)', async () => {
    const created = await call('POST', '/api/pages', {
      page_name: 'about-us', title: 'About us', description: 'Who we are',
      translations: { ar: { title: 'من نحن', description: 'من نحن' }, ru: { title: 'О нас' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.translated_langs).toBe('ar');
    expect((await site('/api/site/pages/about-us?lang=ru')).body).toMatchObject({ languages: ['en', 'ar'], pageContent: { title: 'О нас', untranslated: ['description'] } });
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const origin = t.config.publicUrl;
    const lines = xml.split('\n').filter((line) => /\/about-us<\/loc>/.test(line));
    expect(lines.map((l) => /<loc>([^<]+)<\/loc>/.exec(l)![1])).toEqual([`${origin}/about-us`, `${origin}/ar/about-us`]);
    for (const line of lines) expect(line).not.toMatch(/hreflang="(ru|zh-Hans)"/);
    // A list keeps every language whatever its heading record says.
    for (const lang of ['ar', 'ru', 'zh']) expect(xml).toContain(`<loc>${origin}/${lang}/project</loc>`);
  });
});
