import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EN_TEXTS } from '../../site/i18n/messages/en';
import ar from '../../site/i18n/messages/ar';
import ru from '../../site/i18n/messages/ru';
import zh from '../../site/i18n/messages/zh';
import { makeI18n } from '../../site/i18n/I18n';
import { alternateLinks, pageLanguages } from '../../site/i18n/alternates';
import { canonicalUrl } from '../../site/useClientSeo';
import { preferredLanguage } from '../../site/i18n/LanguageSuggestion';
import { rememberedLanguage } from '../../site/i18n/cookie';
import { canonicalPageKey } from '../../src/search/pageParams';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('interface catalogues', () => {
  for (const [lang, messages] of Object.entries({ ar, ru, zh })) {
    it(`${lang} translates every text, keeping its placeholders`, () => {
      for (const key of EN_TEXTS) {
        const text = messages[key];
        expect(text, key).toBeTruthy();
        expect(placeholders(text), key).toEqual(placeholders(key));
      }
    });
  }
  it('English is the key itself; unknown texts pass through', () => {
    const en = makeI18n('en', null);
    expect(en.t('Speak to a {product} Expert', { product: 'Oasis Invest' })).toBe('Speak to a Oasis Invest Expert');
    expect(makeI18n('ru', ru).tx('A message the server wrote')).toBe('A message the server wrote');
    expect(makeI18n('ar', ar).tx('This field is required')).toBe('هذا الحقل مطلوب');
  });
  it('English keeps its fixed formats; other languages use Intl with Latin digits', () => {
    expect(makeI18n('en', null).fmt.aed(1250000)).toBe('AED 1,250,000');
    expect(makeI18n('ar', ar).fmt.aed(1250000)).toMatch(/1,250,000/);
    expect(makeI18n('ru', ru).fmt.longDate('2026-03-05T00:00:00Z')).toBe('5 марта 2026 г.');
  });
});

/** Every string literal the site passes to t(...) or tx(...) (the types check t; tx takes any English text). */
function literalKeys(dir: string): { key: string; file: string }[] {
  const out: { key: string; file: string }[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (file !== path.join('site', 'i18n', 'messages')) out.push(...literalKeys(file));
    } else if (/\.tsx?$/.test(entry.name)) {
      const source = fs.readFileSync(file, 'utf8');
      for (const m of source.matchAll(/\btx?\(\s*'((?:[^'\\]|\\.)*)'/g)) out.push({ key: m[1].replace(/\\'/g, "'"), file });
    }
  }
  return out;
}

describe('interface texts used by the site', () => {
  const used = literalKeys('site');
  it('finds the calls (sanity)', () => {
    expect(used.length).toBeGreaterThan(200);
    expect(used.map((u) => u.key)).toContain('Open in OpenStreetMap (new tab)');
  });
  for (const [lang, messages] of Object.entries({ ar, ru, zh })) {
    it(`every t('...') / tx('...') text of site/ is in the ${lang} catalogue`, () => {
      const missing = used.filter((u) => !(messages as Record<string, string>)[u.key]).map((u) => `${u.file}: ${u.key}`);
      expect(missing).toEqual([]);
    });
  }
});

describe('language addresses', () => {
  it('canonical per language, the home of a translation ending in /', () => {
    expect(canonicalUrl('https://x.ae', '/ar/project/a', '')).toBe('https://x.ae/ar/project/a');
    expect(canonicalUrl('https://x.ae', '/ar', '')).toBe('https://x.ae/ar/');
    expect(canonicalUrl('https://x.ae', '/ar/project/a', '', 'en')).toBe('https://x.ae/project/a');
    expect(canonicalUrl('https://x.ae', '/zh/blogs/page/2', '')).toBe('https://x.ae/zh/blogs?page=2');
  });
  it('hreflang alternates: the languages a record is complete in, plus x-default', () => {
    expect(pageLanguages({ languages: ['en', 'ru'] })).toEqual(['en', 'ru']);
    expect(pageLanguages({ items: [] })).toEqual(['en', 'ar', 'ru', 'zh']);
    expect(alternateLinks('https://x.ae', '/ru/area/b', '', ['en', 'ru'])).toEqual([
      { hreflang: 'en', href: 'https://x.ae/area/b' },
      { hreflang: 'ru', href: 'https://x.ae/ru/area/b' },
      { hreflang: 'x-default', href: 'https://x.ae/area/b' },
    ]);
  });
  it('the browser language suggested, the remembered choice read', () => {
    expect(preferredLanguage(['de-DE', 'ru-RU', 'en'])).toBe('ru');
    expect(preferredLanguage(['de'])).toBeNull();
    expect(rememberedLanguage('a=1; lang=zh')).toBe('zh');
    expect(rememberedLanguage('lang=xx')).toBeNull();
  });
  it('a translated list page keeps the parameters it reads in its cache key', () => {
    expect(canonicalPageKey('/ar/project?area=marina&utm_source=x')).toBe('/ar/project?area=marina');
  });
});
