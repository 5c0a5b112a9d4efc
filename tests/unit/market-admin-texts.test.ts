import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { ruByEnglish } from '../../admin/locales/ru-by-english';
import { i18nProvider } from '../../admin/i18n';

/** The market import report's texts (issue 37 item 16): every one has its Russian, counts use the plural rules. */
describe('market import report texts', () => {
  afterAll(async () => i18nProvider.changeLocale('en'));
  const tr = (text: string, args: Record<string, unknown> = {}) => i18nProvider.translate(text, { _: text, ...args });

  it('every tr() text of the upload card is in the Russian catalogue', () => {
    const src = fs.readFileSync('admin/market/UploadCard.tsx', 'utf8');
    const texts = [...src.matchAll(/\btr\(\s*(['"])(.+?)\1/g)].map((m) => m[2]);
    const names = [...src.matchAll(/'[a-z-]+': (['"])(.+?)\1,/g)].map((m) => m[2]);
    expect(texts.length).toBeGreaterThan(8);
    expect(names).toHaveLength(3);
    for (const text of [...texts, ...names]) expect(ruByEnglish[text], text).toBeTruthy();
  });

  it('counts agree with their number in English and Russian', async () => {
    const areas = '%{smart_count} area |||| %{smart_count} areas';
    const portfolio = '%{smart_count} portfolio deal left out of the figures (one value for several units). |||| %{smart_count} portfolio deals left out of the figures (one value for several units).';
    expect([1, 2].map((n) => tr(areas, { smart_count: n }))).toEqual(['1 area', '2 areas']);
    expect(tr(portfolio, { smart_count: 1 })).toMatch(/^1 portfolio deal left/);
    await i18nProvider.changeLocale('ru');
    expect([1, 3, 5, 21].map((n) => tr(areas, { smart_count: n }))).toEqual(['1 район', '3 района', '5 районов', '21 район']);
    expect(tr(portfolio, { smart_count: 2 })).toMatch(/^2 портфельные сделки не учтены/);
  });
});
