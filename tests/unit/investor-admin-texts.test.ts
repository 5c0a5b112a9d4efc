import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ruByEnglish } from '../../admin/locales/ru-by-english';
import { oasisEn } from '../../admin/locales/en';
import { oasisRu } from '../../admin/locales/ru';
import { i18nProvider } from '../../admin/i18n';

/** The English texts a screen hands react-admin (labels, helper texts, tr('...') calls), read from its source. */
function screenTexts(file: string): string[] {
  const src = fs.readFileSync(file, 'utf8');
  const found = [...src.matchAll(/(?:label|helperText)="([^"]+)"|\btr\((['"])(.+?)\2\)/g)].map((m) => m[1] ?? m[3]);
  return [...new Set(found)];
}

describe('back-office texts of the investor features (issue 26) in Russian', () => {
  for (const file of ['admin/settings/GoldenVisaRulesInputs.tsx', 'admin/currency-rates/index.tsx']) {
    it(`${file}: every label and helper text has its Russian`, () => {
      const texts = screenTexts(file);
      expect(texts.length).toBeGreaterThan(2);
      for (const text of texts) expect(ruByEnglish[text], text).toBeTruthy();
    });
  }

  it('the returns scenario and Golden Visa check on the lead: every text in both catalogues', () => {
    const keys = Object.keys(oasisEn.investment);
    expect(keys.length).toBeGreaterThan(20);
    expect(Object.keys(oasisRu.investment).sort()).toEqual(keys.sort());
    const src = fs.readFileSync('admin/leads/InvestmentScenarioPanel.tsx', 'utf8');
    for (const [, key, english] of src.matchAll(/\btrv?\('(\w+)', '([^']+)'/g)) {
      expect(oasisEn.investment[key as keyof typeof oasisEn.investment], key).toBe(english);
    }
  });

  it('every sentence of the Golden Visa check a lead shows has its Russian', () => {
    const src = fs.readFileSync('src/golden-visa.ts', 'utf8');
    const templates = [...src.matchAll(/\btext\(\s*'([^']+)'/g)].map((m) => m[1]);
    expect(templates.length).toBe(5);
    for (const template of templates) expect(ruByEnglish[template], template).toMatch(/[а-я]/);
  });

  it('the back-office in Russian says them in Russian, in English as the rule writes them', async () => {
    const template = 'Property {n} counts for your share: {shareAed}.';
    await i18nProvider.changeLocale('ru');
    expect(i18nProvider.translate(template, { _: template })).toBe('Объект {n} учитывается в размере вашей доли: {shareAed}.');
    expect(i18nProvider.translate('Golden Visa rules', { _: 'Golden Visa rules' })).toBe('Правила «Золотой визы»');
    expect(i18nProvider.translate('oasis.investment.handover_months', { n: 30 })).toBe('через 30 мес. после бронирования');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate(template, { _: template })).toBe(template);
  });
});
