import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import { I18nProvider } from '../../site/i18n/I18n';
import { island, preloadIslands } from '../../site/islands/island';
import { loadPlanWords } from '../../src/paymentPlan/words/load';
import { PLAN_WORDS } from '../../src/paymentPlan/words/all';
import { loadCalcTexts } from '../../site/investment/calcTexts/load';
import { calcText } from '../../site/investment/calcTexts/en';
import { loadVisaTexts } from '../../site/investment/visaTexts/load';
import { visaResultText, visaText } from '../../site/investment/visaTexts/en';

describe('a feature\'s texts, one language at a time (issue 41)', () => {
  it('the loaders give null for English (the feature holds it) and the language\'s own texts otherwise', async () => {
    for (const load of [loadPlanWords, loadCalcTexts, loadVisaTexts]) expect(await load('en')).toBeNull();
    expect(calcText(await loadCalcTexts('ru'))('price')).toBe('Цена (AED)');
    expect(calcText(await loadCalcTexts('en'))('price')).toBe('Price (AED)');
    expect(calcText(await loadCalcTexts('zh'))('planSum', { pct: 90 })).toBe('比例合计为 90%，而非 100%。');
    expect(visaText(await loadVisaTexts('ar'))('property', { n: 2 })).toBe('العقار 2');
    const template = 'Property {n} counts for your share: {shareAed}.';
    expect(visaResultText(await loadVisaTexts('ru'), template, { n: 1, shareAed: 'AED 1' })).toBe('Объект 1 учитывается в размере вашей доли: AED 1.');
    expect(visaResultText(null, template, { n: 1, shareAed: 'AED 1' })).toBe('Property 1 counts for your share: AED 1.');
  });

  it('the server\'s plan words and a page\'s are the same modules: one source per language', async () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) expect(await loadPlanWords(lang)).toBe(PLAN_WORDS[lang]);
  });

  it('an island (decision 049) renders in full on the server once preloaded, in the page\'s language; its code and texts loaded once per language', async () => {
    const started: string[] = [];
    const Part = island(
      async (lang: Language) => {
        started.push(lang);
        const texts = { ru: 'мир', ar: 'عالم' }[lang as 'ru' | 'ar'] ?? 'world';
        return function Greeting({ greeting }: { greeting: string }) {
          return <p>{`${greeting} ${texts}`}</p>;
        };
      },
      { when: 'interaction' },
    );
    await Promise.all([preloadIslands('ru'), preloadIslands('ar')]);
    await preloadIslands('ru');
    // Inside the site's router, as every island is (a navigation starts its code).
    const page = (lang: Language) =>
      renderToString(
        <MemoryRouter>
          <I18nProvider lang={lang} messages={null}>
            <Part greeting="hello" />
          </I18nProvider>
        </MemoryRouter>,
      );
    // A completed Suspense boundary (<!--$-->): the browser's React keeps this HTML until the island's code is there.
    expect(page('ru')).toMatch(/^<div data-island="[^"]+"><!--\$--><p>hello мир<\/p><!--\/\$--><\/div>$/);
    expect(page('ar')).toContain('<p>hello عالم</p>');
    expect(started).toEqual(['ru', 'ar']);
  });
});
