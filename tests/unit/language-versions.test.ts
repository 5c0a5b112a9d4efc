import { describe, expect, it } from 'vitest';
import { FIXED_PAGES, contentPageName, languageVersions, versionsInData } from '../../src/i18n/versions';
import { routes } from '../../site/routes';
import { fallbackLang } from '../../site/i18n/fallback';
import { textLanguage } from '../../site/components/JsonLd';

describe('which language versions of a page exist (one home: src/i18n/versions.ts)', () => {
  it('a page with a record of its own: English and the languages the record is complete in', () => {
    expect(languageVersions({ translated_langs: 'ar,zh' })).toEqual(['en', 'ar', 'zh']);
    expect(languageVersions({ translated_langs: '' })).toEqual(['en']);
    // A resource staff do not translate has no translated_langs: English only.
    expect(languageVersions({ slug: 'x' })).toEqual(['en']);
  });

  it('a page without one (home, lists, a content page with no record): every language', () => {
    expect(languageVersions(null)).toEqual(['en', 'ar', 'ru', 'zh']);
    expect(versionsInData({ items: [] })).toEqual(['en', 'ar', 'ru', 'zh']);
    expect(versionsInData({ languages: ['ru', 'en', 'fr'] })).toEqual(['en', 'ru']);
  });

  it('the site declares its content routes from FIXED_PAGES, so the sitemap and the pages agree on which are content pages', () => {
    const pages = routes[0].children![0].children!;
    for (const fixed of FIXED_PAGES.filter((p) => p.ownText)) {
      const route = pages.find((r) => r.path === fixed.path.slice(1));
      expect(route?.id, fixed.path).toBe(fixed.page);
    }
    expect(() => contentPageName('/project')).toThrow(/not a content page/);
    expect(contentPageName('/about-us')).toBe('about-us');
  });
});

describe('English fallback text is marked (issue 23 item 9)', () => {
  it('gives lang="en" dir="ltr" to the fields the server names, nothing to the others', () => {
    const record = { title: 'Marina One', summary: 'ملخص', untranslated: ['title'] };
    expect(fallbackLang(record, 'title')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(fallbackLang(record, 'summary')).toEqual({});
    expect(fallbackLang(null, 'title')).toEqual({});
  });

  it("says the JSON-LD's inLanguage the texts are really in", () => {
    const fields = ['title', 'description'];
    expect(textLanguage('ar', { record: { title: 'x', description: 'y' }, fields })).toBe('ar');
    expect(textLanguage('ar', { record: { title: 'x', description: 'y', untranslated: ['title', 'description'] }, fields })).toBe('en');
    expect(textLanguage('zh', { record: { title: 'x', description: 'y', untranslated: ['description'] }, fields })).toEqual(['zh-Hans', 'en']);
    // A field with no text at all does not count.
    expect(textLanguage('ru', { record: { title: 'x', description: '', untranslated: ['title'] }, fields })).toBe('en');
    expect(textLanguage('en', { record: { title: 'x', untranslated: ['title'] }, fields })).toBe('en');
  });
});
