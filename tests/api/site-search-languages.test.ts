import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import type { DemoContent } from '../../server/demo/seed';

// The site's `q` search on /ar, /ru, /zh pages also matches the title and area name staff translated into
// that language (server/site/projects.ts, textSearch.ts); English search is unchanged.
const CONTENT: DemoContent = {
  developers: [{ id: 1, name: 'Azure Coast Developments', slug: 'azure-coast', published: true }],
  areas: [
    { id: 1, name: 'Dubai Marina', slug: 'dubai-marina', published: true, translations: { ar: { name: 'دبي مارينا' }, ru: { name: 'Дубай Марина' }, zh: { name: '迪拜码头' } } },
    { id: 2, name: 'Dubai Creek Harbour', slug: 'dubai-creek-harbour', published: true, translations: { ru: { name: 'Дубай Крик Харбор' } } },
  ],
  projects: [
    {
      id: 1, title: 'Sea Pearl Residences', slug: 'sea-pearl', status: 'off_plan', developer_id: 1, area_id: 1, published: true, published_at: '2026-01-01T00:00:00.000Z',
      translations: { ar: { title: 'لؤلؤة البحر' }, ru: { title: 'Резиденции Морская Жемчужина' }, zh: { title: '海珍珠公寓' } },
    },
    {
      id: 2, title: 'Creek Vista', slug: 'creek-vista', status: 'ready', developer_id: 1, area_id: 2, published: true, published_at: '2026-02-01T00:00:00.000Z',
      translations: { ru: { title: 'Вид на Залив' } },
    },
    { id: 3, title: 'Harbour Lights', slug: 'harbour-lights', status: 'ready', developer_id: 1, area_id: 2, published: true, published_at: '2026-03-01T00:00:00.000Z' },
    // A draft is never found, in any language.
    { id: 4, title: 'Hidden Pearl', slug: 'hidden-pearl', status: 'off_plan', developer_id: 1, area_id: 1, published: false, translations: { ru: { title: 'Скрытая Жемчужина' } } },
  ],
  pages: [{ id: 1, page_name: 'project', title: 'Projects in Dubai' }],
};

describe.each(DIALECTS)('site search in the visitor\'s language (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: CONTENT });
  });
  afterAll(async () => t?.close());

  const slugs = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/site/projects?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: { slug: string }[] }).items.map((p) => p.slug).sort();
  };
  const q = (lang: string | null, text: string) => `${lang ? `lang=${lang}&` : ''}q=${encodeURIComponent(text)}`;

  it('matches the translated title of the page\'s language', async () => {
    expect(await slugs(q('ar', 'لؤلؤة'))).toEqual(['sea-pearl']);
    expect(await slugs(q('zh', '珍珠'))).toEqual(['sea-pearl']);
    expect(await slugs(q('ru', 'жемчужина'))).toEqual(['sea-pearl']);
  });

  it('folds case in Cyrillic on both databases, every word must match', async () => {
    expect(await slugs(q('ru', 'ЖЕМЧУЖИНА'))).toEqual(['sea-pearl']);
    expect(await slugs(q('ru', 'вид залив'))).toEqual(['creek-vista']);
    expect(await slugs(q('ru', 'вид жемчужина'))).toEqual([]);
  });

  it('matches the translated area name', async () => {
    expect(await slugs(q('ru', 'крик'))).toEqual(['creek-vista', 'harbour-lights']);
    expect(await slugs(q('zh', '迪拜码头'))).toEqual(['sea-pearl']);
    expect(await slugs(q('ar', 'مارينا'))).toEqual(['sea-pearl']);
  });

  it('still matches the English title, area and developer on a translated page', async () => {
    expect(await slugs(q('ru', 'pearl'))).toEqual(['sea-pearl']);
    expect(await slugs(q('ar', 'harbour'))).toEqual(['creek-vista', 'harbour-lights']);
    expect(await slugs(q('zh', 'azure'))).toEqual(['creek-vista', 'harbour-lights', 'sea-pearl']);
  });

  it('English search is unchanged: it never matches a translation; other languages do not either', async () => {
    expect(await slugs(q(null, 'жемчужина'))).toEqual([]);
    expect(await slugs(q('en', 'لؤلؤة'))).toEqual([]);
    expect(await slugs(q('zh', 'жемчужина'))).toEqual([]);
    expect(await slugs(q('ar', '珍珠'))).toEqual([]);
    expect(await slugs(q(null, 'pearl'))).toEqual(['sea-pearl']);
  });

  it('never finds a draft; LIKE wildcards are text; a bad language is a 400 naming lang', async () => {
    expect(await slugs(q('ru', 'скрытая'))).toEqual([]);
    expect(await slugs(q('ru', '%'))).toEqual([]);
    expect(await slugs(q('ru', '_'))).toEqual([]);
    const res = await t.app.inject({ method: 'GET', url: '/api/site/projects?lang=de&q=x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('lang');
  });
});
