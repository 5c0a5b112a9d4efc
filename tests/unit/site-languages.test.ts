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
import { LANGUAGE_SUGGEST_ATTRIBUTE, LANGUAGE_SUGGEST_SCRIPT, SUGGESTS_ATTRIBUTE } from '../../src/i18n/suggest';
import { rememberedLanguage } from '../../site/i18n/cookie';
import { LANGUAGES } from '../../src/i18n/languages';
import { canonicalPageKey } from '../../src/search/pageParams';

// Each name once: a plural choice (`{count, plural, one {{n} deal} other {{n} deals}}`) repeats {n} in as many forms as the language has.
const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1]))].sort();

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
  it('plurals follow each language\'s rules (issue 37 item 16)', () => {
    const key = '{count, plural, one {{n} deal} other {{n} deals}} in 12 months' as const;
    const deals = (lang: 'en' | 'ar' | 'ru' | 'zh', n: number) => makeI18n(lang, { ar, ru, zh, en: null }[lang]).t(key, { count: n, n: String(n) });
    expect([1, 2, 0].map((n) => deals('en', n))).toEqual(['1 deal in 12 months', '2 deals in 12 months', '0 deals in 12 months']);
    expect([1, 3, 5, 21].map((n) => deals('ru', n))).toEqual(['1 сделка за 12 месяцев', '3 сделки за 12 месяцев', '5 сделок за 12 месяцев', '21 сделка за 12 месяцев']);
    expect([0, 1, 2, 3, 11, 100].map((n) => deals('ar', n))).toEqual(['لا صفقات خلال 12 شهراً', 'صفقة واحدة خلال 12 شهراً', 'صفقتان خلال 12 شهراً', '3 صفقات خلال 12 شهراً', '11 صفقة خلال 12 شهراً', '100 صفقة خلال 12 شهراً']);
    expect(deals('zh', 1)).toBe('12 个月内 1 笔成交');
    const method = makeI18n('en', null).t(
      'Sales only (no mortgages or gifts), residential units; portfolio deals, bulk rent contracts and villa rents left out, and so are the 1% lowest and the 1% highest prices per sq ft of each area; a figure needs at least {count, plural, one {{n} deal} other {{n} deals}}.',
      { count: 1, n: '1' },
    );
    expect(method).toMatch(/the 1% lowest and the 1% highest .* at least 1 deal\.$/);
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
  it('the remembered choice read', () => {
    expect(rememberedLanguage('a=1; lang=zh')).toBe('zh');
    expect(rememberedLanguage('lang=xx')).toBeNull();
  });
  it('the bar suggests the browser language on another page, never the page own and never after a choice', () => {
    // The inline script itself (as the page carries it), run on a page in `pageLang` with a bar for each of `others`.
    const suggested = (cookie: string, languages: string[], pageLang: string, others: string[]) => {
      const set: Record<string, string> = {};
      const bars = others.map((l) => ({ getAttribute: (name: string) => (name === SUGGESTS_ATTRIBUTE ? l : null) }));
      const document = {
        cookie,
        documentElement: { lang: pageLang, setAttribute: (name: string, value: string) => void (set[name] = value) },
        querySelectorAll: (selector: string) => (selector === `[${SUGGESTS_ATTRIBUTE}]` ? bars : []),
      };
      new Function('document', 'navigator', LANGUAGE_SUGGEST_SCRIPT)(document, { languages: languages, language: languages[0] });
      return set[LANGUAGE_SUGGEST_ATTRIBUTE] ?? null;
    };
    expect(suggested('', ['en-GB', 'ru'], 'ru', ['en', 'ar', 'zh'])).toBe('en');
    expect(suggested('', ['de-DE', 'ru-RU', 'en'], 'en', ['ar', 'ru', 'zh'])).toBe('ru');
    expect(suggested('', ['ru-RU', 'en'], 'ru', ['en', 'ar', 'zh'])).toBeNull();
    expect(suggested('', ['zh-CN'], 'zh-Hans', ['en', 'ar', 'ru'])).toBeNull();
    expect(suggested('', ['ru-RU'], 'en', ['ar', 'ru', 'zh'])).toBe('ru');
    expect(suggested('a=1; lang=ru', ['en'], 'ru', ['en', 'ar', 'zh'])).toBeNull();
    expect(suggested('slang=x', ['en'], 'ru', ['en', 'ar', 'zh'])).toBe('en');
    expect(suggested('', ['de-DE'], 'ar', ['en', 'ru', 'zh'])).toBeNull();
    expect(suggested('', ['EN-us'], 'ar', [])).toBeNull();
  });
  it('the bar\'s stylesheet shows a bar for every language of the site (CSS cannot read LANGUAGES: a new language needs its rule)', () => {
    const css = fs.readFileSync(path.join(import.meta.dirname, '../../site/i18n/LanguageSuggestion.module.css'), 'utf8');
    for (const lang of LANGUAGES) expect(css, lang).toContain(`:global(html[${LANGUAGE_SUGGEST_ATTRIBUTE}='${lang}']) .bar[${SUGGESTS_ATTRIBUTE}='${lang}']`);
  });
  it('a translated list page keeps the parameters it reads in its cache key', () => {
    expect(canonicalPageKey('/ar/project?area=marina&utm_source=x')).toBe('/ar/project?area=marina');
  });
});
