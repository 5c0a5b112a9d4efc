import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import { I18nProvider } from '../../site/i18n/I18n';
import { lazyWithTexts } from '../../site/i18n/lazyWithTexts';
import { loadPlanWords } from '../../src/paymentPlan/words/load';
import { PLAN_WORDS } from '../../src/paymentPlan/words/all';
import { loadCalcTexts } from '../../site/investment/calcTexts/load';
import { calcText } from '../../site/investment/calcTexts/en';
import { loadVisaTexts } from '../../site/investment/visaTexts/load';
import { visaResultText, visaText } from '../../site/investment/visaTexts/en';

/** The HTML of a tree once every Suspense boundary has resolved (without React's boundary markers). */
async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let out = '';
  for await (const chunk of prelude) out += chunk;
  return out.replace(/<!--.*?-->/g, '');
}

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

  it('lazyWithTexts fetches the code and the texts together and renders once both are there, in the page\'s language', async () => {
    const started: string[] = [];
    let codeDone = false;
    const Feature = lazyWithTexts(
      async () => {
        started.push('code');
        codeDone = false;
        await new Promise((r) => setTimeout(r, 20));
        codeDone = true;
        return { default: ({ greeting, texts }: { greeting: string; texts: string }) => <p>{`${greeting} ${texts}`}</p> };
      },
      async (lang: Language) => {
        started.push(`texts ${lang}`);
        expect(codeDone, 'texts asked for before the code has arrived').toBe(false);
        return { ru: 'мир', ar: 'عالم' }[lang as 'ru' | 'ar'] ?? 'world';
      },
    );
    const page = (lang: Language) => (
      <I18nProvider lang={lang} messages={null}>
        <Suspense fallback={<p>loading</p>}>
          <Feature greeting="hello" />
        </Suspense>
      </I18nProvider>
    );
    expect(await html(page('ru'))).toBe('<p>hello мир</p>');
    expect(await html(page('ar'))).toBe('<p>hello عالم</p>');
    expect(await html(page('ru'))).toBe('<p>hello мир</p>');
    // Each language's texts once, the code with each language's first render.
    expect(started).toEqual(['code', 'texts ru', 'code', 'texts ar']);
  });
});
